import DropdownCore

/// Draws one dropdown in a terminal: its field line and the window of its open list. Pure: the same
/// state, window and width always give the same lines, and the cost depends on the rows shown, not
/// on the number of options (rule P5).
package struct DropdownRenderer: Sendable {
    /// The terminal's width in cells.
    package var width: Int
    /// The words of empty states.
    package var strings: DropdownStrings
    /// What marks the highlighted row and the selected ones.
    package var marks: RowMarks
    /// Where tabs in labels, descriptions and titles stop: every `tabStop` columns from the start of
    /// the text (`--tabstop`, 8 by default, as in fzf).
    package var tabStop: Int

    /// Glyphs, chosen to stay legible without colour.
    static let closedMarker = "▾"
    static let openMarker = "▴"
    /// After a parent's label: it opens a submenu (rule H1).
    static let parentMarker = "›"
    /// Before the back row's label: it goes up a level (rule H3).
    static let backMarker = "‹"
    /// Between the labels of a path.
    static let pathSeparator = " › "

    /// The labels of `ids` (parents, outermost first) joined as a path, sanitized; `nil` when empty.
    func pathText<ID>(_ ids: [ID], in state: DropdownState<ID>) -> String? {
        guard !ids.isEmpty else { return nil }
        return ids.map { TerminalText.fitted(state.option(withID: $0)?.label ?? "", toWidth: width, tabStop: tabStop) }
            .joined(separator: Self.pathSeparator)
    }

    /// The back row at the top of a submenu: "‹ More Fruits", the parent's label; a click on it sends
    /// Left (rule H3). `nil` at the top level.
    package func backLine<ID>(state: DropdownState<ID>) -> StyledLine? {
        guard let parent = state.submenuPath.last else { return nil }
        let label = state.option(withID: parent)?.label ?? ""
        return StyledLine([
            .init("  " + Self.backMarker + " ", .accent),
            .init(TerminalText.fitted(label, toWidth: width, tabStop: tabStop), .bold),
        ])
        .truncated(toWidth: width).padded(toWidth: width)
    }

    /// Creates a renderer for a terminal `width` cells wide.
    package init(
        width: Int, strings: DropdownStrings = .english, marks: RowMarks = .standard,
        tabStop: Int = TerminalText.defaultTabStop
    ) {
        self.width = max(1, width)
        self.strings = strings
        self.marks = marks
        self.tabStop = max(1, tabStop)
    }

    /// The field: a prefix (the prompt's "?" or the focus pointer), the title, the selection's labels
    /// (or the placeholder, dimmed), the path of the open submenus ("· Fruits › More Fruits ›"), a
    /// notice if there is one (such as a refused choice), a `spinner` frame while options are still
    /// arriving, the open/closed marker, and while open the "N/M" position (N the highlighted
    /// option's place among the M options shown, "–" when hl is on no option).
    package func fieldLine<ID>(
        title: String, placeholder: String, state: DropdownState<ID>, prefix: StyledLine.Run,
        notice: String? = nil, spinner: String? = nil
    ) -> StyledLine {
        var right = StyledLine()
        if let notice { right.append(TerminalText.fitted(notice, toWidth: width / 2) + " ", .warning) }
        if let spinner { right.append(spinner + " ", .accent) }
        right.append(state.isOpen ? Self.openMarker : Self.closedMarker, .accent)
        if state.isOpen {
            // An action row (Create, Retry, Load more) has no place: `--create` with no match says "–/0".
            let position = state.highlightedOptionRow.map { String($0 + 1) } ?? "–"
            right.append(" \(position)/\(state.visibleCount)", .dim)
        }
        var left = StyledLine([prefix])
        if !title.isEmpty {  // without a title, the field is its value alone ("? Choose")
            left.append(TerminalText.fitted(title, toWidth: width, tabStop: tabStop), .bold)
            left.append(": ")
        }
        let room = width - right.width - 1 - left.width
        let labels = state.selectedLabels.map { TerminalText.fitted($0, toWidth: width, tabStop: tabStop) }
        let value = DropdownSummary.text(labels: labels, placeholder: placeholder, strings: strings) {
            DisplayWidth.of($0) <= room
        }
        left.append(TerminalText.fitted(value, toWidth: width), labels.isEmpty ? .dim : [])
        if let path = pathText(state.submenuPath, in: state) {  // the open submenus (rule H2)
            left.append(" · " + path + " " + Self.parentMarker, .accent)
        }
        let fitted = left.truncated(toWidth: max(0, width - right.width - 1))
        var line = fitted
        line.append(String(repeating: " ", count: max(1, width - fitted.width - right.width)))
        line.append(contentsOf: right)
        return line.truncated(toWidth: width)
    }

    /// The lines of the list's window: rows (pointer, check, label, and the option's description
    /// dimmed when `description` gives one; the highlighted row in reverse video), section headers,
    /// and a scrollbar in the last column when the list scrolls; or the empty state.
    package func listLines<ID>(
        state: DropdownState<ID>, window: DropdownScrollWindow, description: (ID) -> String? = { _ in nil }
    ) -> [StyledLine] {
        let marks = self.marks.fitted(toWidth: width / 3)
        if let empty = state.emptyState {  // rules O6, F7, L1, then a retry or "Create" row
            let text = TerminalText.fitted(strings.text(forEmptyState: empty), toWidth: width)
            return [StyledLine([.init("  "), .init(text, .dim)]).truncated(toWidth: width)]
                + state.statusRows.indices.map { statusLine(state: state, row: state.visibleCount + $0, marks: marks) }
        }
        let layout = state.sectionLayout
        let lines = window.visibleRows()
        let scrollbar = Scrollbar(window: window)
        return lines.map { line in
            var styled: StyledLine
            switch layout.content(atLine: line) {
            case .header(let title):
                styled = StyledLine([
                    .init("  "), .init(TerminalText.fitted(title, toWidth: width, tabStop: tabStop), [.bold, .dim]),
                ])
                styled = styled.padded(toWidth: width - 1)
            case .option(let row):
                styled = optionLine(state: state, row: row, marks: marks, description: description)
            case .status(let row):
                styled = statusLine(state: state, row: row, marks: marks)
            }
            styled.append(scrollbar.map { $0.glyph(forLine: line - lines.lowerBound) } ?? " ", .dim)
            return styled.truncated(toWidth: width)
        }
    }

    /// The search line of a searchable list: "  / query" (or another `prompt` than "/ ") with the
    /// cursor ("▏") where the editor has it, the query scrolled to keep the cursor in view, and the
    /// number of matches among the options a search looks through (the leaves of a tree).
    package func queryLine<ID>(state: DropdownState<ID>, editor: QueryEditor, prompt: String = "/ ") -> StyledLine {
        var line = StyledLine([.init("  "), .init(TerminalText.fitted(prompt, toWidth: width / 2), .accent)])
        let count = " \(state.matchCount)/\(state.searchableCount)"  // leaves, in a tree (H6)
        let room = max(0, width - DisplayWidth.of(count) - line.width)
        let window = editor.window(width: room)
        let characters = editor.characters
        if window.isCutBefore { line.append("…", .dim) }
        line.append(TerminalText.sanitized(String(characters[window.shown.lowerBound..<editor.cursor])))
        line.append("▏", .accent)
        line.append(TerminalText.sanitized(String(characters[editor.cursor..<window.shown.upperBound])))
        if window.isCutAfter { line.append("…", .dim) }
        return
            (line.truncated(toWidth: width - DisplayWidth.of(count)).padded(toWidth: width - DisplayWidth.of(count))
            + StyledLine(count, .dim)).truncated(toWidth: width)
    }

    /// A row: "  ❯ ✓ Label  description", padded to the width less the scrollbar column.
    func optionLine<ID>(
        state: DropdownState<ID>, row: Int, marks: RowMarks.Fitted, description: (ID) -> String? = { _ in nil }
    ) -> StyledLine {
        let option = state.visibleOption(atRow: row)
        let isHighlighted = row == state.highlightedRow
        let isSelected = state.isSelected(row: row)
        let rowStyle: TextStyle = isHighlighted ? .reverse : (option.isDisabled ? .dim : [])
        var line = StyledLine("  ")
        line.append(isHighlighted ? marks.cursor : marks.cursorBlank, rowStyle.union(.accent))
        line.append(isSelected ? marks.selected : marks.unselected, rowStyle.union(.success))
        let isParent = state.isParent(option.id)
        // A search result from a submenu shows where it is, dimmed (rule H6).
        let path = state.path(of: option.id)
        if path != state.submenuPath, let text = pathText(Array(path.dropFirst(state.submenuPath.count)), in: state) {
            line.append(
                contentsOf: StyledLine(text + Self.pathSeparator, rowStyle.union(.dim)).truncated(
                    toWidth: (width - line.width) / 2))
        }
        let labelRoom = width - 1 - line.width - (isParent ? 2 : 0)
        var label = matchedRuns(
            of: option.label, ranges: state.matchedRanges(atRow: row), style: rowStyle, cells: labelRoom)
        label = label.truncated(toWidth: labelRoom)
        line.append(contentsOf: label)
        let descriptionRoom = labelRoom - label.width - 2
        if descriptionRoom > 0, let text = description(option.id), !text.isEmpty {
            line.append("  ", rowStyle)
            line.append(TerminalText.fitted(text, toWidth: descriptionRoom, tabStop: tabStop), rowStyle.union(.dim))
        }
        guard isParent else { return line.padded(toWidth: width - 1, style: rowStyle) }
        line = line.padded(toWidth: width - 3, style: rowStyle)  // a parent: "›" at the end (rule H1)
        line.append(" " + Self.parentMarker, rowStyle.union(.accent))
        return line
    }

    /// A status row (rule L1, L5), lined up with the labels: "Loading more…" dimmed; an action row
    /// (a failure and its retry, "Create “text”") pointed at and in reverse video when highlighted.
    func statusLine<ID>(state: DropdownState<ID>, row: Int, marks: RowMarks.Fitted) -> StyledLine {
        guard let status = state.statusRow(atRow: row) else { return StyledLine().padded(toWidth: width - 1) }
        let isHighlighted = row == state.highlightedRow
        let style: TextStyle = isHighlighted ? .reverse : (status.action == nil ? .dim : .accent)
        var line = StyledLine("  ")
        line.append(isHighlighted ? marks.cursor : marks.cursorBlank, style)
        line.append(String(repeating: " ", count: DisplayWidth.of(marks.unselected)), style)
        let text = TerminalText.fitted(strings.text(forStatusRow: status), toWidth: max(0, width - 1 - line.width))
        line.append(text, style)
        return line.padded(toWidth: width - 1, style: style).truncated(toWidth: width - 1)
    }

    /// A label's beginning, as much as `cells` cells can show, as runs: the characters a search
    /// matched underlined and in the accent colour (rule F8), each run sanitized on its own (a tab
    /// stops where it would in the whole label), and "…" when the label goes on. O(cells), whatever
    /// the label's length.
    func matchedRuns(of label: String, ranges: [Range<String.Index>], style: TextStyle, cells: Int) -> StyledLine {
        let (head, isCut) = TerminalText.head(of: label, cells: cells)
        var line = StyledLine()
        var position = head.startIndex
        var column = 0
        func safe(_ part: Substring) -> String {
            let text = TerminalText.sanitized(String(part), column: column, tabStop: tabStop)
            column += DisplayWidth.of(text)
            return text
        }
        for range in ranges where range.lowerBound < head.endIndex {
            let upper = min(range.upperBound, head.endIndex)
            line.append(safe(head[position..<range.lowerBound]), style)
            line.append(safe(head[range.lowerBound..<upper]), style.union([.underline, .accent]))
            position = upper
        }
        line.append(safe(head[position...]), style)
        if isCut { line.append("…", style) }
        return line
    }
}

/// What marks a row: the cursor before the highlighted one, and a prefix before each selected and
/// each unselected one (gum's `--cursor`, `--selected-prefix`, `--unselected-prefix`).
package struct RowMarks: Hashable, Sendable {
    /// Before the highlighted row ("❯ ").
    package var cursor: String
    /// Before a selected row ("✓ ").
    package var selected: String
    /// Before a row that is not selected ("  ").
    package var unselected: String

    /// "❯ ", "✓ " and two spaces: legible without colour.
    package static let standard = RowMarks(cursor: "❯ ", selected: "✓ ", unselected: "  ")

    /// Creates marks; any text, shown sanitized.
    package init(cursor: String, selected: String, unselected: String) {
        self.cursor = cursor
        self.selected = selected
        self.unselected = unselected
    }

    /// The marks sanitized, cut to `width` cells each, and padded so that the labels line up:
    /// the two prefixes to the same width, and a blank as wide as the cursor for other rows.
    func fitted(toWidth width: Int) -> Fitted {
        let cursor = TerminalText.fitted(self.cursor, toWidth: width)
        let selected = TerminalText.fitted(self.selected, toWidth: width)
        let unselected = TerminalText.fitted(self.unselected, toWidth: width)
        let prefixWidth = max(DisplayWidth.of(selected), DisplayWidth.of(unselected))
        return Fitted(
            cursor: cursor, cursorBlank: String(repeating: " ", count: DisplayWidth.of(cursor)),
            selected: TerminalText.padded(selected, toWidth: prefixWidth),
            unselected: TerminalText.padded(unselected, toWidth: prefixWidth))
    }

    /// Marks ready to draw: sanitized, cut, padded.
    struct Fitted {
        let cursor: String
        let cursorBlank: String
        let selected: String
        let unselected: String
    }
}

/// The scrollbar of a list window: a track with a thumb whose size and place follow the window.
struct Scrollbar {
    let thumb: Range<Int>

    /// The scrollbar of a window, or `nil` when everything is in view.
    init?(window: DropdownScrollWindow) {
        let total = Double(window.rowCount)
        let visible = window.viewportHeight
        guard total > visible, visible >= 1 else { return nil }
        let track = Int(visible)
        let size = max(1, Int((visible * visible / total).rounded()))
        let travel = window.maximumOffset > 0 ? window.offset / window.maximumOffset : 0
        let start = min(track - size, Int((travel * Double(track - size)).rounded()))
        thumb = start..<(start + size)
    }

    func glyph(forLine line: Int) -> String { thumb.contains(line) ? "┃" : "│" }
}

extension StyledLine {
    /// The runs of two lines, one after the other.
    static func + (left: StyledLine, right: StyledLine) -> StyledLine {
        StyledLine(left.runs + right.runs)
    }

    /// Appends the runs of another line.
    mutating func append(contentsOf other: StyledLine) {
        for run in other.runs { append(run.text, run.style, graphics: run.graphics) }
    }
}
