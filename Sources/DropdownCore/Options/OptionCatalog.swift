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
