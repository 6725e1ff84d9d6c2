/// The shape of a tree of options, over option indices in reading order (depth first, a parent before
/// its children): each option's parent, its position among its siblings, and its children.
///
/// A level of the tree (the top level, or a parent's children) is a slice of one array, so showing it
/// costs nothing and finding an option's row in it is O(1) (rules H2, H3).
struct OptionTree: Sendable {
    /// The parent of each option, or -1 for a top-level option.
    private(set) var parents: [Int32] = []
    /// Each option's row in its level: its position among its parent's children (or the top level).
    private(set) var siblingPositions: [Int32] = []
    /// Where each option's children start in `childIndices`, and how many there are.
    private var childStarts: [Int32] = []
    private var childCounts: [Int32] = []
    /// The children of every parent, one parent after the other.
    private var childIndices: [Int32] = []
    /// The top-level options, in order.
    private(set) var topLevel: [Int32] = []
    /// The number of options with children.
    private(set) var parentCount = 0

    /// The shape of options whose parents are given (each parent's index smaller than its children's,
    /// -1 for the top level). O(n).
    init(parents: [Int32]) {
        append(parents: parents[...])
    }

    /// Adds options after the last one. Their parents are -1 or options among the new ones (a new
    /// top-level option with its subtree). O(new options).
    mutating func append(parents newParents: ArraySlice<Int32>) {
        let first = parents.count
        parents.append(contentsOf: newParents)
        childCounts.append(contentsOf: repeatElement(0, count: newParents.count))
        siblingPositions.append(contentsOf: repeatElement(0, count: newParents.count))
        for option in first..<parents.count {
            let parent = Int(parents[option])
            if parent < 0 {
                siblingPositions[option] = Int32(topLevel.count)
                topLevel.append(Int32(option))
            } else {
                precondition(parent >= first && parent < option, "appended subtrees are self-contained")
                siblingPositions[option] = childCounts[parent]
                if childCounts[parent] == 0 { parentCount += 1 }
                childCounts[parent] += 1
            }
        }
        var start = Int32(childIndices.count)
        for option in first..<parents.count {
            childStarts.append(start)
            start += childCounts[option]
        }
        childIndices.append(contentsOf: repeatElement(0, count: Int(start) - childIndices.count))
        for option in first..<parents.count {
            let parent = Int(parents[option])
            if parent >= 0 {
                childIndices[Int(childStarts[parent] + siblingPositions[option])] = Int32(option)
            }
        }
    }

    /// The number of options.
    var count: Int { parents.count }

    /// The number of options without children: those a search looks through (rule H6). O(1).
    var leafCount: Int { parents.count - parentCount }

    /// Whether an option has children. O(1).
    func isParent(_ option: Int) -> Bool { childCounts[option] > 0 }

    /// The parent of an option, or `nil` at the top level. O(1).
    func parent(of option: Int) -> Int? {
        let parent = parents[option]
        return parent < 0 ? nil : Int(parent)
    }

    /// The children of a parent (the top level for `nil`), in order. O(1), sharing storage.
    func children(of parent: Int?) -> ArraySlice<Int32> {
        guard let parent else { return topLevel[...] }
        let start = Int(childStarts[parent])
        return childIndices[start..<start + Int(childCounts[parent])]
    }

    /// The end of an option's subtree: the options from `option` up to it are the option and its
    /// descendants (reading order keeps a subtree together). O(depth).
    func subtreeEnd(of option: Int) -> Int {
        var last = option
        while isParent(last) {
            last = Int(childIndices[Int(childStarts[last] + childCounts[last] - 1)])
        }
        return last + 1
    }

    /// The ancestors of an option, outermost first. O(depth).
    func ancestors(of option: Int) -> [Int] {
        var result: [Int] = []
        var current = parent(of: option)
        while let parent = current {
            result.append(parent)
            current = self.parent(of: parent)
        }
        return result.reversed()
    }

    /// The child of `parent` (the top level for `nil`) that is `option` or holds it, if any. O(depth).
    func child(of parent: Int?, holding option: Int) -> Int? {
        var current = option
        while true {
            let up = self.parent(of: current)
            if up == parent { return current }
            guard let up else { return nil }
            current = up
        }
    }
}
