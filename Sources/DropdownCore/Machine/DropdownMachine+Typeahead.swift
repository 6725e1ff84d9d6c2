extension DropdownMachine {
    // MARK: Typeahead (type to jump)

    /// O4, T1–T7, F3: a printable character opens the list if needed, then edits the query of a
    /// searchable dropdown or jumps by typeahead.
    @usableFromInline
    mutating func type(_ character: Character, at time: Duration) -> RuleResponse {
        guard character.isPrintable else { return .ignored }
        if configuration.isSearchable {
            return appendQueryCharacter(character)  // F3
        }
        var opening: RuleResponse? = nil
        if !isOpen { opening = open(highlighting: .selection) }  // O4, T6: hl is what opening gives
        let response = typeaheadJump(character, at: time)
        return opening ?? response
    }

    /// T1–T7: appends to the buffer and moves hl to the next enabled row whose label starts with it.
    /// O(n × m) at worst for n rows and a buffer of m characters.
    mutating func typeaheadJump(_ character: Character, at time: Duration) -> RuleResponse {
        typeahead.append(character, at: time, timeout: configuration.typeaheadTimeout)  // T1
        let buffer = typeahead.scalars
        let search = TypeaheadSearch(rows: rows, enabledRows: enabledRows, labels: catalog.labels)
        let target: Int?
        if buffer.count == 1 {
            target = search.firstRow(startingWith: buffer, from: highlightedRow, includingStart: false)  // T3
        } else if let match = search.firstRow(startingWith: buffer, from: highlightedRow, includingStart: true) {
            target = match  // T4
        } else if typeahead.isRepeatedCharacter {
            target = search.firstRow(startingWith: [buffer[0]], from: highlightedRow, includingStart: false)  // T5
        } else {
            target = nil  // T6
        }
        if let target { highlightedRow = target }
        return .handled
    }
}

/// The rows typeahead searches: the option rows of the level, their labels and which are enabled.
struct TypeaheadSearch {
    let rows: VisibleRows
    let enabledRows: EnabledRows
    let labels: LabelStore

    /// The first enabled row, going down from `start` and wrapping around, whose folded label starts
    /// with `prefix` (T2, T7). Without a start the search begins at the top.
    func firstRow(startingWith prefix: [Unicode.Scalar], from start: Int?, includingStart: Bool) -> Int? {
        let count = rows.count
        guard count > 0 else { return nil }
        let first = start.map { includingStart ? $0 : $0 + 1 } ?? 0
        for step in 0..<count {
            let row = (first + step) % count
            guard enabledRows.isEnabled(row) else { continue }
            if labels.withUTF8(rows.optionIndex(atRow: row), { TextFolding.hasFoldedPrefix(utf8: $0, prefix) }) {
                return row
            }
        }
        return nil
    }
}

extension Character {
    /// Whether the character can be typed into typeahead or a query: not a control character or a
    /// line break.
    var isPrintable: Bool {
        !isNewline && !unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}
