/// The text a field shows for its selection (rule M5).
public enum DropdownSummary {
    /// The labels joined while they fit, else "N selected"; the placeholder when there are none.
    ///
    /// - Parameters:
    ///   - labels: the selected labels, in selection order.
    ///   - placeholder: the text for an empty selection.
    ///   - strings: the separator and the "N selected" wording.
    ///   - fits: whether a candidate text fits the field.
    public static func text(
        labels: [String], placeholder: String, strings: DropdownStrings = .english,
        fits: (String) -> Bool
    ) -> String {
        let candidates = candidates(labels: labels, placeholder: placeholder, strings: strings)
        return candidates.dropLast().first(where: fits) ?? candidates[candidates.count - 1]
    }

    /// The texts a field may show for a selection, from the most to the least informative: the
    /// labels joined, then "N selected" (or the single label, or the placeholder). A front end
    /// shows the first that fits and the last when none does; SwiftUI measures them with
    /// `ViewThatFits`, which makes exactly that choice (rule M5). Never empty.
    public static func candidates(
        labels: [String], placeholder: String, strings: DropdownStrings = .english
    ) -> [String] {
        switch labels.count {
        case 0: [placeholder]
        case 1: [labels[0]]
        default: [labels.joined(separator: strings.listSeparator), strings.selectedCount(labels.count)]
        }
    }

    /// The summary for a field that fits `maximumLength` characters.
    public static func text(
        labels: [String], placeholder: String, maximumLength: Int, strings: DropdownStrings = .english
    ) -> String {
        text(labels: labels, placeholder: placeholder, strings: strings) { $0.count <= maximumLength }
    }
}

extension DropdownState {
    /// The field's text: the selection's labels joined while they fit, else "N selected", or the
    /// placeholder (rule M5).
    public func selectionSummary(
        placeholder: String, strings: DropdownStrings = .english, fits: (String) -> Bool
    ) -> String {
        DropdownSummary.text(labels: selectedLabels, placeholder: placeholder, strings: strings, fits: fits)
    }

    /// The field's text for a field that fits `maximumLength` characters (rule M5).
    public func selectionSummary(
        placeholder: String, maximumLength: Int, strings: DropdownStrings = .english
    ) -> String {
        DropdownSummary.text(
            labels: selectedLabels, placeholder: placeholder, maximumLength: maximumLength,
            strings: strings)
    }
}
