/// The `limit` smallest keys seen, in a max-heap (the worst on top).
struct TopMatches {
    let limit: Int
    private var heap: [RankKey] = []

    init(limit: Int) {
        self.limit = limit
        heap.reserveCapacity(limit)
    }

    var isFull: Bool { heap.count >= limit }
    var isEmpty: Bool { heap.isEmpty }
    /// The worst key kept (only when full).
    var worst: RankKey { heap[0] }

    mutating func insert(_ key: RankKey) {
        if heap.count < limit {
            heap.append(key)
            var child = heap.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard heap[child] > heap[parent] else { break }
                heap.swapAt(child, parent)
                child = parent
            }
        } else if limit > 0 && key < heap[0] {
            heap[0] = key
            var parent = 0
            while true {
                let left = 2 * parent + 1
                let right = left + 1
                var largest = parent
                if left < heap.count && heap[left] > heap[largest] { largest = left }
                if right < heap.count && heap[right] > heap[largest] { largest = right }
                guard largest != parent else { break }
                heap.swapAt(parent, largest)
                parent = largest
            }
        }
    }

    /// The kept keys, best first.
    func sorted() -> [RankKey] { heap.sorted() }
}
