/// The committed selection, as option indices in option order, plus the number of selected
/// identifiers that left the list but are kept (rule C2; ``DropdownState`` holds those identifiers).
///
/// `generation` changes exactly when the set of selected identifiers changes, so reporting a
/// selection change (rule E1) costs O(1).
@usableFromInline
struct SelectedOptions: Sendable, Hashable {
    /// The option indices of the selected options, ascending.
    @usableFromInline private(set) var indices: [Int]
    /// The same indices in the order they were chosen (rule M3, ``DropdownSelectionOrder/chosen``).
    @usableFromInline private(set) var chosenOrder: [Int]
    /// How many selected identifiers are kept although their options left the list.
    @usableFromInline private(set) var vanishedCount: Int
    /// Changes whenever the set of selected identifiers changes.
    private(set) var generation: UInt64 = 0

    /// A selection of the given options (in any order, without repeats) and kept vanished identifiers.
    init(indices: [Int] = [], vanishedCount: Int = 0) {
        self.indices = indices.sorted()
        self.chosenOrder = indices
        self.vanishedCount = vanishedCount
    }

    /// The number of selected identifiers.
    var count: Int { indices.count + vanishedCount }
    /// Whether nothing is selected.
    var isEmpty: Bool { count == 0 }

    /// Whether an option is selected. O(log k) for k selected options.
    func contains(_ index: Int) -> Bool {
        let position = insertionPoint(of: index)
        return position < indices.count && indices[position] == index
    }

    /// The selected option indices within a range, ascending. O(log k).
    func indices(in range: Range<Int>) -> ArraySlice<Int> {
        indices[insertionPoint(of: range.lowerBound)..<insertionPoint(of: range.upperBound)]
    }

    /// Makes one option the whole selection.
    mutating func replace(with index: Int) {
        guard indices != [index] || vanishedCount != 0 else { return }
        indices = [index]
        chosenOrder = [index]
        vanishedCount = 0
        generation &+= 1
    }

    /// Adds an option. O(k).
    mutating func insert(_ index: Int) {
        let position = insertionPoint(of: index)
        guard position == indices.count || indices[position] != index else { return }
        indices.insert(index, at: position)
        chosenOrder.append(index)
        generation &+= 1
    }

    /// Adds options given in ascending order, none of them selected yet. O(k + a).
    mutating func insert(sortedIndices additions: [Int]) {
        guard !additions.isEmpty else { return }
        var merged: [Int] = []
        merged.reserveCapacity(indices.count + additions.count)
        var i = 0
        var j = 0
        while i < indices.count || j < additions.count {
            if j == additions.count || (i < indices.count && indices[i] < additions[j]) {
                merged.append(indices[i])
                i += 1
            } else {
                merged.append(additions[j])
                j += 1
            }
        }
        indices = merged
        chosenOrder += additions
        generation &+= 1
    }

    /// Removes an option. O(k).
    mutating func remove(_ index: Int) {
        let position = insertionPoint(of: index)
        guard position < indices.count, indices[position] == index else { return }
        indices.remove(at: position)
        chosenOrder.removeAll { $0 == index }
        generation &+= 1
    }

    /// Clears the selection, vanished identifiers included.
    mutating func removeAll() {
        guard !isEmpty else { return }
        indices = []
        chosenOrder = []
        vanishedCount = 0
        generation &+= 1
    }

    /// Re-expresses the selection against new options (rules C1, C2): `indices` are the new option
    /// indices of the identifiers still present, `vanishedCount` the ones kept, and `dropped` whether
    /// the clear policy removed any. `newIndices` come in the order they were chosen.
    @usableFromInline
    mutating func renumber(indices newIndices: [Int], vanishedCount newVanishedCount: Int, dropped: Bool) {
        indices = newIndices.sorted()
        chosenOrder = newIndices
        vanishedCount = newVanishedCount
        if dropped { generation &+= 1 }
    }

    private func insertionPoint(of index: Int) -> Int {
        var low = 0
        var high = indices.count
        while low < high {
            let middle = (low + high) / 2
            if indices[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
