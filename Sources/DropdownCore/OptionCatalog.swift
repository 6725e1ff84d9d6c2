/// What the rules need to know of each option, without its identifier: its label and whether it is
/// disabled. Indexed by option index.
@usableFromInline
struct OptionCatalog: Sendable {
    /// The label of each option.
    private(set) var labels: [String]
    /// Whether each option is disabled.
    private(set) var disabled: [Bool]
    /// The section of each option, or `nil` when no option has one.
    private(set) var sections: [String?]?

    /// The catalog of no options.
    init() {
        labels = []
        disabled = []
        sections = nil
    }

    /// A catalog of the given labels, disabled flags and sections, which must have the same count.
    @usableFromInline
    init(labels: [String], disabled: [Bool], sections: [String?]?) {
        precondition(labels.count == disabled.count && (sections?.count ?? labels.count) == labels.count)
        self.labels = labels
        self.disabled = disabled
        self.sections = sections
    }

    /// The number of options.
    var count: Int { labels.count }
}
