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
        switch labels.count {
        case 0: return placeholder
        case 1: return labels[0]
        default:
            let joined = labels.joined(separator: strings.listSeparator)
            return fits(joined) ? joined : strings.selectedCount(labels.count)
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
