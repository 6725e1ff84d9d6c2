extension RandomAccessCollection {
    /// The index of the first element for which `belongs` is true, the elements for which it is
    /// false all coming first (as swift-algorithms' `partitioningIndex(where:)`). O(log n) calls.
    func partitioningIndex(where belongs: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex
        var length = count
        while length > 0 {
            let half = length / 2
            let middle = index(low, offsetBy: half)
            if try belongs(self[middle]) {
                length = half
            } else {
                low = index(after: middle)
                length -= half + 1
            }
        }
        return low
    }
}
