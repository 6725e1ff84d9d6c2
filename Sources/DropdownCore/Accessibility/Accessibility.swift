// MARK: - DropdownAccessibility

/// What assistive technology says about the field (rule A1). It is a button.
///
/// The state makes it (``DropdownState/fieldAccessibility(title:placeholder:strings:help:errorMessage:)``, ``DropdownState/rowAccessibility(atRow:)``); front ends and
/// styles read it, as a style reads its configuration.
public struct DropdownFieldAccessibility: Hashable, Sendable {
    /// The title of the dropdown.
    public var label: String
    /// The selection's label, or the placeholder.
    public var value: String
    /// What activating the field does: "Opens the list" or "Closes the list" (the origin's words).
    public var hint: String
    /// What is read after the value: the field's error while it shows, else its help text (rule
    /// V5); `nil` when it has neither.
    public var message: DropdownFieldMessage?
}

/// What assistive technology says about a row (rule A2).
///
/// The state makes it for each row; front ends and styles read it.
public struct DropdownRowAccessibility: Hashable, Sendable {
    /// The option's label.
    public var label: String
    /// Whether the row carries the selected trait.
    public var isSelected: Bool
    /// Whether the row can be chosen; disabled rows are marked not enabled.
    public var isEnabled: Bool
    /// Why a disabled row is disabled, when the option says.
    public var hint: String?
}

extension DropdownState {
    /// The field's accessibility text (rule A1).
    ///
    /// - Parameters:
    ///   - title: the dropdown's title, already localized.
    ///   - placeholder: the text shown when nothing is selected.
    ///   - strings: the words to use.
    ///   - help: the field's help text, read after the value while no error shows (rule V5).
    ///   - errorMessage: the developer's words for the requirement's error (rule V3).
    public func fieldAccessibility(
        title: String, placeholder: String, strings: DropdownStrings = .english, help: String? = nil,
        errorMessage: String? = nil
    ) -> DropdownFieldAccessibility {
        let labels = selectedLabels
        return DropdownFieldAccessibility(
            label: title,
            value: labels.isEmpty ? placeholder : labels.joined(separator: strings.listSeparator),
            hint: isOpen ? strings.hidesOptions : strings.showsOptions,
            message: fieldMessage(help: help, errorMessage: errorMessage, strings: strings))
    }

    /// The accessibility text of a row (rules A2, H8, L1): an option row of ``visible``, whose hint is
    /// a disabled option's reason or, for a parent, that it opens a submenu; or a status row after
    /// them, which is enabled when it is an action. O(log k) for k selected.
    public func rowAccessibility(atRow row: Int) -> DropdownRowAccessibility {
        rowAccessibility(atRow: row, strings: .english)
    }

    /// The accessibility text of a row (rules A2, H8, L1) in the words of `strings`.
    public func rowAccessibility(atRow row: Int, strings: DropdownStrings) -> DropdownRowAccessibility {
        if let status = statusRow(atRow: row) {
            return DropdownRowAccessibility(
                label: strings.text(forStatusRow: status), isSelected: false, isEnabled: status.action != nil)
        }
        // Read from the columns: no option is built (a parent's subtree is not read).
        let index = machine.rows.optionIndex(atRow: row)
        let isEnabled = !machine.catalog.disabled[index]
        let hint = !isEnabled ? disabledReasons[index] : machine.catalog.isParent(index) ? strings.opensSubmenu : nil
        return DropdownRowAccessibility(
            label: machine.catalog.labels[index], isSelected: isSelected(row: row), isEnabled: isEnabled, hint: hint)
    }
}

// MARK: - DropdownSummary

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
        // Every label given is joined: the caller already read them all.
        candidates(count: labels.count, label: { labels[$0] }, placeholder: placeholder, strings: strings, budget: .max)
    }

    /// The longest joined text a field is offered (in characters): longer than any field shows,
    /// so a text past it would be rejected by the field's measurement anyway.
    public static let joinedBudget = 200

    /// The texts a field may show for `count` selected options whose labels `label` gives in
    /// selection order (see ``candidates(labels:placeholder:strings:)``). The labels are joined
    /// only while the text stays within `budget` characters; past it, the joined text is not
    /// offered (the field shows "N selected"). O(labels read): at most `budget` labels are read,
    /// however many are selected (Command-A on 10,000 options reads a few dozen).
    public static func candidates(
        count: Int, label: (Int) -> String, placeholder: String, strings: DropdownStrings = .english,
        budget: Int = joinedBudget
    ) -> [String] {
        switch count {
        case 0: return [placeholder]
        case 1: return [label(0)]
        default:
            let summary = strings.selectedCount(count)
            guard let joined = joined(count: count, label: label, separator: strings.listSeparator, budget: budget)
            else { return [summary] }
            return [joined, summary]
        }
    }

    /// How many labels the accessibility value names before it summarises (rule A1).
    public static let spokenLabelLimit = 5
    /// How many labels it names after the count when it summarises.
    public static let spokenLabelsWithCount = 3

    /// The field's accessibility value for `count` selected options (rule A1): the placeholder
    /// when there are none; every label when there are at most ``spokenLabelLimit``; else the
    /// count followed by the first ``spokenLabelsWithCount`` labels ("40 selected, Apple, Pear,
    /// Cherry"), so VoiceOver never reads thousands of labels. O(labels named).
    public static func accessibilityValue(
        count: Int, label: (Int) -> String, placeholder: String, strings: DropdownStrings = .english
    ) -> String {
        switch count {
        case 0: return placeholder
        case ...spokenLabelLimit: return (0..<count).map(label).joined(separator: strings.listSeparator)
        default:
            let named = (0..<spokenLabelsWithCount).map(label)
            return ([strings.selectedCount(count)] + named).joined(separator: strings.listSeparator)
        }
    }

    /// The labels joined, or `nil` once the text is longer than `budget` characters.
    private static func joined(count: Int, label: (Int) -> String, separator: String, budget: Int) -> String? {
        var text = ""
        var length = 0
        for index in 0..<count {
            if index > 0 {
                text += separator
                length += separator.count
            }
            let next = label(index)
            text += next
            length += next.count
            if length > budget { return nil }
        }
        return text
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
