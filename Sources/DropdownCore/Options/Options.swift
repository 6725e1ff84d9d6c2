// MARK: - DropdownOption

/// One choice of a dropdown: a stable identifier, the text people read, and how it may be used.
///
/// Options are ordered; their order is the order of the list. An option with ``children`` is a
/// *parent*: it opens a submenu of its children and is never selected itself (rules H1–H9).
/// Identifiers must be unique across the whole tree: when they are not, the first occurrence in
/// reading order (depth first, a parent before its children) wins and the later one is dropped with
/// its children (rule C3).
public struct DropdownOption<ID: Hashable>: Identifiable, Hashable {
    /// The stable identity of the option, used for selection and highlight across list changes.
    public var id: ID
    /// The text shown in the row, matched by typeahead and search, and read by assistive technology.
    public var label: String
    /// A disabled option is shown but can never be highlighted or selected (rules N1, N8, T7). The
    /// children of a disabled parent are disabled too.
    public var isDisabled: Bool
    /// The heading of the group this option belongs to, if the list is grouped.
    public var section: String?
    /// Why the option is disabled, offered to assistive technology as the row's hint (rule A2).
    public var disabledReason: String?
    /// Words a search matches although the row does not show them: "USA" and "America" for United
    /// States, an ISO code for a currency (rules F9–F11).
    ///
    /// The keywords are searched as one text, in order, a space between each two, and an option
    /// they match ranks after an option whose label matches as well. Typeahead, the "Create" row
    /// and assistive technology read the label only.
    public var keywords: [String] {
        get { storedKeywords ?? [] }
        set { storedKeywords = newValue.isEmpty ? nil : newValue }
    }
    /// The keywords, `nil` rather than empty: an option without keywords holds no reference to
    /// copy.
    @usableFromInline var storedKeywords: [String]?
    /// The options of this option's submenu, in order; empty for an option that is chosen (a leaf).
    /// A parent with no enabled descendant behaves as disabled (rule H1).
    public var children: [DropdownOption<ID>]

    /// Creates an option; give `children` to make it a parent that opens a submenu (rule H2), and
    /// `keywords` for words a search matches besides the label (rule F9).
    public init(
        id: ID, label: String, isDisabled: Bool = false, section: String? = nil,
        disabledReason: String? = nil, keywords: [String] = [], children: [DropdownOption<ID>] = []
    ) {
        self.id = id
        self.label = label
        self.isDisabled = isDisabled
        self.section = section
        self.disabledReason = disabledReason
        storedKeywords = keywords.isEmpty ? nil : keywords
        self.children = children
    }

    /// Whether the option opens a submenu instead of being chosen (rule H1).
    public var isParent: Bool { !children.isEmpty }
}

extension DropdownOption: Sendable where ID: Sendable {}

extension DropdownOption where ID == String {
    /// Creates an enabled option whose identifier is its label.
    public init(_ label: String) {
        self.init(id: label, label: label)
    }

    /// Creates an enabled option whose identifier is its label, with words a search matches
    /// besides the label (rule F9): `DropdownOption("United States", keywords: ["USA", "America"])`.
    public init(_ label: String, keywords: [String]) {
        self.init(id: label, label: label, keywords: keywords)
    }

    /// Creates an enabled parent whose identifier is its label, with the options of its submenu.
    public init(_ label: String, children: [DropdownOption<String>]) {
        self.init(id: label, label: label, children: children)
    }
}

// MARK: - LabelDecodeCounter

/// Counts the labels decoded into strings while it is current, so that tests and benchmarks can
/// pin how many labels an event reads (rule R16 of the SwiftUI layer: the rows on screen, not
/// every option).
///
/// ```swift
/// let counter = LabelDecodeCounter()
/// counter.counting { state.send(.open, at: .zero) }
/// counter.count   // the labels opening read
/// ```
///
/// The counter is current for the task that runs ``counting(_:)`` (a task-local value), so tests
/// running at the same time count their own decoding only. It counts from that one task: work the
/// body hands to other threads is not counted reliably. Outside ``counting(_:)`` decoding costs one
/// task-local read more.
@_spi(Instrumentation)
public final class LabelDecodeCounter: @unchecked Sendable {
    /// The labels decoded so far.
    public private(set) var count = 0

    /// A counter at zero.
    public init() {}

    /// Runs `body` with this counter current, and returns its result.
    public func counting<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.current.withValue(self, operation: body)
    }

    /// Sets the count back to zero.
    public func reset() {
        count = 0
    }

    /// A label was decoded.
    @inline(__always)
    static func labelDecoded() {
        current.get()?.count += 1
    }

    /// The counter current for this task, if any.
    private static let current = TaskLocal<LabelDecodeCounter?>(wrappedValue: nil)
}

// MARK: - LabelStore

/// Labels kept as one contiguous run of UTF-8 with where each ends, instead of one `String` each:
/// a million short labels cost their bytes and eight bytes each, not a 16-byte string (and for
/// labels over 15 bytes, a heap object) each.
///
/// Labels are valid UTF-8 (they come from `String`s), so reading one back gives the same string.
@usableFromInline
struct LabelStore: Sendable {
    /// The labels' UTF-8, one after the other.
    private var bytes: [UInt8] = []
    /// Where each label ends in `bytes` (label i starts where label i - 1 ends).
    private var ends: [Int] = []

    @usableFromInline init() {}

    /// Labels from their UTF-8, one after the other (each valid UTF-8), and where each ends. O(1):
    /// the arrays are shared, not copied.
    init(utf8 bytes: [UInt8], ends: [Int]) {
        self.bytes = bytes
        self.ends = ends
    }

    /// The number of labels.
    @usableFromInline var count: Int { ends.count }

    /// The bytes the labels take, their characters and where each ends.
    var storageBytes: Int { bytes.count + ends.count * MemoryLayout<Int>.stride }

    /// The range of a label's bytes.
    @inline(__always)
    private func range(of index: Int) -> Range<Int> {
        (index == 0 ? 0 : ends[index - 1])..<ends[index]
    }

    /// A label, as the string it was. O(its length).
    @usableFromInline
    subscript(index: Int) -> String {
        LabelDecodeCounter.labelDecoded()
        let range = range(of: index)
        return bytes.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self)
        }
    }

    /// Runs `body` with a label's UTF-8, in place.
    func withUTF8<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let range = range(of: index)
        return try bytes.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Adds a label after the others. Amortized O(its length).
    @usableFromInline
    mutating func append(_ label: String) {
        var label = label
        label.withUTF8 { bytes.append(contentsOf: $0) }
        ends.append(bytes.count)
    }

    /// Adds labels after the others. O(their length).
    mutating func append(contentsOf other: LabelStore) {
        let base = bytes.count
        bytes.append(contentsOf: other.bytes)
        ends.append(contentsOf: other.ends.lazy.map { $0 + base })
    }

    /// Makes room for `count` more labels.
    @usableFromInline
    mutating func reserveCapacity(_ count: Int) {
        ends.reserveCapacity(ends.count + count)
    }

    /// The labels from `first` on, as strings. O(their length).
    func strings(from first: Int) -> [String] {
        (first..<count).map { self[$0] }
    }
}

// MARK: - OptionCatalog

/// What the rules need to know of each option, without its identifier: its label, whether it can be
/// used, its section, its search keywords, and its place in the tree. Indexed by option index: every option of the tree in
/// reading order (depth first, a parent before its children); for a list without children, the list
/// order.
@usableFromInline
struct OptionCatalog: Sendable {
    /// The label of each option.
    private(set) var labels: LabelStore
    /// Whether each option can be neither highlighted nor chosen: disabled itself, under a disabled
    /// parent, or a parent with no enabled descendant (rules H1, N1, T7).
    private(set) var disabled: [Bool]
    /// The section of each option, or `nil` when no option has one.
    private(set) var sections: [String?]?
    /// The shape of the tree, or `nil` when no option has children.
    private(set) var tree: OptionTree?
    /// The search keywords of the options that have some, or `nil` when none has (rule F9).
    private(set) var keywords: OptionKeywords?
    /// How many options are disabled (`disabled` holds), so that rows of a list without any can skip
    /// indexing them.
    private(set) var disabledCount = 0

    /// The catalog of no options.
    init() {
        labels = LabelStore()
        disabled = []
        sections = nil
        tree = nil
        keywords = nil
        disabledCount = 0
    }

    /// A catalog of the given options: labels, their own disabled flags, sections and parents (each
    /// parent before its children, -1 at the top level; `nil` when no option has children), which
    /// must have the same count, and the keywords of those that have some. O(n).
    @usableFromInline
    init(
        labels: LabelStore, disabled: [Bool], sections: [String?]?, parents: [Int32]?,
        keywords: OptionKeywords? = nil
    ) {
        self.init()
        append(labels: labels, disabled: disabled, sections: sections, parents: parents, keywords: keywords)
    }

    /// Adds options after the last one: top-level options, each followed by its subtree. `parents`
    /// are option indices in the whole catalog (-1 at the top level), `nil` when the new options have
    /// no children; the keywords' owners count the new options from 0. O(new options); the first
    /// subtree added to a list without one costs O(n) once.
    @usableFromInline
    mutating func append(
        labels newLabels: LabelStore, disabled ownDisabled: [Bool], sections newSections: [String?]?,
        parents newParents: [Int32]?, keywords newKeywords: OptionKeywords? = nil
    ) {
        precondition(newLabels.count == ownDisabled.count && (newSections?.count ?? newLabels.count) == newLabels.count)
        let first = labels.count
        if first == 0 { labels = newLabels } else { labels.append(contentsOf: newLabels) }
        if let newKeywords, newKeywords.count > 0 {
            if keywords == nil { keywords = OptionKeywords() }
            keywords!.append(newKeywords, from: first)
        }
        switch (sections != nil, newSections) {
        case (true, let new?): sections!.append(contentsOf: new)
        case (true, nil): sections!.append(contentsOf: repeatElement(nil, count: newLabels.count))
        case (false, let new?): sections = Array(repeating: nil, count: first) + new
        case (false, nil): break
        }
        if let newParents {
            precondition(newParents.count == newLabels.count)
            if tree == nil { tree = OptionTree(parents: Array(repeating: -1, count: first)) }
            tree!.append(parents: newParents[...])
        } else {
            tree?.append(parents: ArraySlice(repeating: -1, count: newLabels.count))
        }
        if first == 0 { disabled = ownDisabled } else { disabled.append(contentsOf: ownDisabled) }
        defer { disabledCount += disabled[first...].lazy.filter { $0 }.count }
        guard let tree, newParents != nil else { return }
        // H1: a disabled parent disables its subtree; a parent with no enabled descendant is disabled.
        for option in first..<labels.count {
            if let parent = tree.parent(of: option), disabled[parent] { disabled[option] = true }
        }
        var hasEnabledChild = [Bool](repeating: false, count: labels.count - first)
        for option in stride(from: labels.count - 1, through: first, by: -1) {
            if tree.isParent(option) && !hasEnabledChild[option - first] { disabled[option] = true }
            if let parent = tree.parent(of: option), !disabled[option] { hasEnabledChild[parent - first] = true }
        }
    }

    /// The number of options.
    var count: Int { labels.count }

    /// Whether an option opens a submenu (rule H1). O(1).
    @usableFromInline
    func isParent(_ option: Int) -> Bool { tree?.isParent(option) ?? false }

    /// Whether an option can be selected: enabled, and not a parent (rule H1). O(1).
    func isSelectable(_ option: Int) -> Bool { !disabled[option] && !isParent(option) }

    /// The parent of an option, or `nil` at the top level. O(1).
    @usableFromInline
    func parent(of option: Int) -> Int? { tree?.parent(of: option) }
}

// MARK: - OptionIdentifiers

/// The identifier of each option index, and the option index of each identifier (rule C3).
///
/// Integer identifiers that count the options from 0 (line numbers, row numbers: what a list read from
/// a file has) are neither stored nor hashed: while every identifier is its own index, both
/// directions are arithmetic. The first identifier that breaks the pattern stores them all, once.
@usableFromInline
struct OptionIdentifiers<ID: Hashable> {
    /// The identifiers, once they are stored (`countsFromZero` is false).
    @usableFromInline var stored: [ID] = []
    /// The option index of each stored identifier.
    @usableFromInline var indices: [ID: Int] = [:]
    /// Whether every identifier so far is an `Int` equal to its index (nothing stored).
    @usableFromInline var countsFromZero = ID.self == Int.self
    /// The number of identifiers while they count from zero.
    @usableFromInline var countedFromZero = 0

    @usableFromInline init() {}

    /// The number of identifiers.
    @inlinable var count: Int { countsFromZero ? countedFromZero : stored.count }

    /// The identifier of an option index. O(1).
    @inlinable
    subscript(index: Int) -> ID {
        countsFromZero ? unsafeBitCast(index, to: ID.self) : stored[index]
    }

    /// The option index of an identifier, if it is one. O(1).
    @inlinable
    func index(of id: ID) -> Int? {
        if countsFromZero {
            let number = unsafeBitCast(id, to: Int.self)
            return number >= 0 && number < countedFromZero ? number : nil
        }
        return indices[id]
    }

    /// Adds the identifier of the next option index, unless it is already one (C3): then nothing
    /// changes and the result is `false`. O(1) amortized.
    @inlinable
    mutating func append(_ id: ID) -> Bool {
        if countsFromZero {
            let number = unsafeBitCast(id, to: Int.self)
            if number == countedFromZero {
                countedFromZero += 1
                return true
            }
            if number >= 0 && number < countedFromZero { return false }
            storeAll()
        }
        let next = stored.count
        if let earlier = indices.updateValue(next, forKey: id) {
            indices[id] = earlier  // the first occurrence wins
            return false
        }
        stored.append(id)
        return true
    }

    /// Stores the identifiers counted so far, to add one that does not count from zero. O(n), once.
    @usableFromInline
    mutating func storeAll() {
        countsFromZero = false
        stored = (0..<countedFromZero).map { unsafeBitCast($0, to: ID.self) }
        indices.reserveCapacity(stored.count + 1)
        for index in stored.indices { indices[stored[index]] = index }
        countedFromZero = 0
    }

    /// Makes room for `count` identifiers when there are none yet (appends grow geometrically;
    /// nothing is reserved while they count from zero).
    @inlinable
    mutating func reserveInitialCapacity(_ count: Int) {
        guard !countsFromZero && stored.isEmpty else { return }
        stored.reserveCapacity(count)
        indices.reserveCapacity(count)
    }
}

extension OptionIdentifiers: Sendable where ID: Sendable {}

// MARK: - OptionKeywords

/// The search keywords of the options that have some (rule F9), by option index: a list in which no
/// option has keywords stores none, and an option without keywords costs nothing.
@usableFromInline
struct OptionKeywords: Sendable {
    /// The options that have keywords, in ascending order.
    @usableFromInline var owners: [Int32] = []
    /// The keywords of each option of `owners`, as given.
    @usableFromInline var lists: [[String]] = []

    @usableFromInline init() {}

    /// The number of options that have keywords.
    var count: Int { owners.count }

    /// Adds an option's keywords, after those of every option before it. O(1) amortised.
    @inlinable
    mutating func append(_ keywords: [String], ofOption option: Int) {
        owners.append(Int32(truncatingIfNeeded: option))
        lists.append(keywords)
    }

    /// Adds the keywords of options appended after the others, their option indices counted from
    /// `first`. O(their owners).
    mutating func append(_ other: OptionKeywords, from first: Int) {
        owners += other.owners.lazy.map { $0 + Int32(truncatingIfNeeded: first) }
        lists += other.lists
    }

    /// An option's keywords, as given; empty when it has none. O(log k) for k options with keywords.
    func keywords(ofOption option: Int) -> [String] {
        let position = owners.partitioningIndex { Int($0) >= option }
        return position < owners.count && Int(owners[position]) == option ? lists[position] : []
    }

    /// The text a search reads for the options of `owners` at `position`: the keywords in order, a
    /// space between each two (rule F9).
    func searchText(at position: Int) -> String {
        lists[position].joined(separator: " ")
    }
}

// MARK: - OptionTree

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

// MARK: - SelectedOptions

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
