/// The fuzzy search over the labels of the options that can be chosen (every option but the
/// parents), as the rules use it (rules F1, F8, H6, L2): a seam over ``FuzzyMatcher`` that maps its
/// labels to option indices and keeps the index current as options are appended.
struct OptionSearch: Sendable {
    private var matcher: FuzzyMatcher
    /// The option of each indexed label, or `nil` when label i is option i (no option has children).
    private var optionOfLabel: [Int32]?
    /// The indexed label of each option (-1 for a parent), or `nil` as above.
    private var labelOfOption: [Int32]?

    /// Indexes the labels of a catalog's options that can be chosen. O(total bytes).
    init(catalog: OptionCatalog) {
        matcher = FuzzyMatcher(labels: [])
        if catalog.tree != nil {
            optionOfLabel = []
            labelOfOption = []
        }
        append(catalog: catalog, from: 0)
    }

    /// Indexes the options appended from `first` on (rule L2). The index is built again for now:
    /// O(total bytes).
    mutating func append(catalog: OptionCatalog, from first: Int) {
        if catalog.tree != nil && optionOfLabel == nil {  // the first parent arrived with these options
            optionOfLabel = (0..<Int32(first)).map { $0 }
            labelOfOption = optionOfLabel
        }
        if var optionOfLabel, var labelOfOption {
            for option in first..<catalog.count {
                if catalog.isParent(option) {
                    labelOfOption.append(-1)
                } else {
                    labelOfOption.append(Int32(optionOfLabel.count))
                    optionOfLabel.append(Int32(option))
                }
            }
            self.optionOfLabel = optionOfLabel
            self.labelOfOption = labelOfOption
            matcher = FuzzyMatcher(labels: optionOfLabel.map { catalog.labels[Int($0)] })
        } else {
            matcher = FuzzyMatcher(labels: catalog.labels)
        }
    }

    /// The options that match a query, best first, as fzf ranks them (rules F1, H6).
    mutating func results(for query: String) -> [Int32] {
        let ranked = matcher.rank(query)
        guard let optionOfLabel else { return ranked.map { Int32(truncatingIfNeeded: $0) } }
        return ranked.map { optionOfLabel[$0] }
    }

    /// The offsets (in Unicode scalars) of an option's label that the query matched (rule F8); empty
    /// for a parent.
    func positions(ofOption index: Int, for query: String) -> [Int] {
        guard let labelOfOption else { return matcher.positions(of: index, for: query) }
        let label = Int(labelOfOption[index])
        return label < 0 ? [] : matcher.positions(of: label, for: query)
    }
}
