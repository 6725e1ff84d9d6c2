/// The search query while it is typed: its text and a cursor, edited as a shell's line editor edits
/// a line. The core owns the query; a screen sends it the edited text as one `.setQuery` event after a
/// run of edits, so a paste or a burst of typing is searched once.
///
/// Keys (readline's): printable characters and pastes insert at the cursor; Backspace and Delete
/// delete around it; Left and Right (Ctrl-B, Ctrl-F) move it, by words with Ctrl or Alt (Alt-B,
/// Alt-F); Ctrl-W deletes the word before it, Ctrl-U everything before it, Ctrl-K everything after
/// it. While the query is empty, Left, Right, Delete and Backspace are not editing keys: they are
/// left to the list.
package struct QueryEditor: Hashable, Sendable {
    /// The characters of the query.
    package private(set) var characters: [Character] = []
    /// Where the cursor is: the number of characters before it.
    package private(set) var cursor = 0

    /// The most characters a query holds; a longer paste is cut. A query is typed, or pasted from a
    /// line of text: a thousand characters is more than either, and keeps every search fast.
    package static let maximumLength = 1000

    /// Creates an empty editor.
    package init() {}

    /// The query's text.
    package var text: String { String(characters) }

    /// Replaces the text (when the query changed elsewhere, such as Escape clearing it); the cursor
    /// goes to its end.
    package mutating func reset(to text: String) {
        characters = Array(text.prefix(Self.maximumLength))
        cursor = characters.count
    }

    /// Applies an input if it is an editing key, and returns whether it was.
    package mutating func apply(_ input: TerminalInput) -> Bool {
        let isEmpty = characters.isEmpty
        switch input {
        case .character(let character, alt: false):
            guard Self.isTypeable(character) else { return false }
            insert([character])
        case .character("b", alt: true) where !isEmpty: cursor = wordStart(before: cursor)
        case .character("f", alt: true) where !isEmpty: cursor = wordEnd(after: cursor)
        case .paste(let text):
            insert(Self.typeable(pasted: text).prefix(Self.maximumLength - characters.count))
        case .key(.backspace, _) where !isEmpty:
            if cursor > 0 { delete(cursor - 1..<cursor) }
        case .key(.delete, _) where !isEmpty:
            if cursor < characters.count { delete(cursor..<cursor + 1) }
        case .key(.left, let modifiers) where !isEmpty:
            cursor = modifiers.isDisjoint(with: [.control, .alt]) ? max(0, cursor - 1) : wordStart(before: cursor)
        case .key(.right, let modifiers) where !isEmpty:
            cursor =
                modifiers.isDisjoint(with: [.control, .alt])
                ? min(characters.count, cursor + 1) : wordEnd(after: cursor)
        case .control("b") where !isEmpty: cursor = max(0, cursor - 1)
        case .control("f") where !isEmpty: cursor = min(characters.count, cursor + 1)
        case .control("w"): delete(wordStart(before: cursor)..<cursor)
        case .control("u"): delete(0..<cursor)
        case .control("k"): delete(cursor..<characters.count)
        default: return false
        }
        return true
    }

    /// Whether a character can go into a query: printable, not a line break.
    static func isTypeable(_ character: Character) -> Bool {
        !character.isNewline && !character.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// A paste as it goes into the query: a line break between lines becomes a space, so that
    /// pasted lines stay apart as words ("hello⏎world" searches for "hello world", both words);
    /// line breaks at its end (a copied line's own) are dropped, as are control characters.
    static func typeable(pasted text: String) -> some Sequence<Character> {
        let lines = text.reversed().drop(while: \.isNewline).reversed()
        return lines.lazy.map { $0.isNewline ? " " : $0 }.filter(isTypeable)
    }

    private mutating func insert(_ inserted: some Sequence<Character>) {
        let room = Self.maximumLength - characters.count
        let added = Array(inserted.prefix(max(0, room)))
        characters.insert(contentsOf: added, at: cursor)
        cursor += added.count
    }

    private mutating func delete(_ range: Range<Int>) {
        characters.removeSubrange(range)
        cursor = range.lowerBound
    }

    /// The start of the word before `position` (spaces before it skipped), as readline's Ctrl-W.
    private func wordStart(before position: Int) -> Int {
        var index = position
        while index > 0 && characters[index - 1] == " " { index -= 1 }
        while index > 0 && characters[index - 1] != " " { index -= 1 }
        return index
    }

    /// The end of the word after `position` (spaces before it skipped).
    private func wordEnd(after position: Int) -> Int {
        var index = position
        while index < characters.count && characters[index] == " " { index += 1 }
        while index < characters.count && characters[index] != " " { index += 1 }
        return index
    }

    /// What of the query to show in `width` cells, with the cursor (one cell) in view: all of it
    /// when it fits; else the end of the text, when the cursor is there or near it; else a stretch
    /// around the cursor. Cut ends are marked by `isCutBefore` and `isCutAfter` (the caller draws
    /// "…" there, one cell each, counted in `width`). O(width).
    package func window(width: Int) -> (shown: Range<Int>, isCutBefore: Bool, isCutAfter: Bool) {
        let room = max(1, width - 1)  // one cell for the cursor
        var total = 0
        for character in characters {
            total += DisplayWidth.of(character)
            if total > room { break }
        }
        if total <= room { return (0..<characters.count, false, false) }
        // The end of the text, if the cursor is in it.
        var start = characters.count
        var used = 1  // "…"
        while start > 0 && used + DisplayWidth.of(characters[start - 1]) <= room {
            start -= 1
            used += DisplayWidth.of(characters[start])
        }
        if cursor >= start { return (start..<characters.count, start > 0, false) }
        // Else a stretch from a little before the cursor, cut at both ends as needed.
        start = cursor
        used = 2  // "…" on both sides
        let context = room / 4
        while start > 0 && used + DisplayWidth.of(characters[start - 1]) <= context {
            start -= 1
            used += DisplayWidth.of(characters[start])
        }
        var end = cursor
        while end < characters.count && used + DisplayWidth.of(characters[end]) <= room {
            used += DisplayWidth.of(characters[end])
            end += 1
        }
        return (start..<end, start > 0, end < characters.count)
    }
}
