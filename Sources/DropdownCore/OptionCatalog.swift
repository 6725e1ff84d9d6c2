/// What the rules need to know of each option, without its identifier: its label and whether it is
/// disabled. Indexed by option index.
@usableFromInline
struct OptionCatalog: Sendable {
    /// The label of each option.
    private(set) var labels: [String]
    /// Whether each option is disabled.
    private(set) var disabled: [Bool]

    /// The catalog of no options.
    init() {
        labels = []
        disabled = []
    }

    /// A catalog of the given labels and disabled flags, which must have the same count.
    @usableFromInline
    init(labels: [String], disabled: [Bool]) {
        precondition(labels.count == disabled.count)
        self.labels = labels
        self.disabled = disabled
    }

    /// The number of options.
    var count: Int { labels.count }
}
