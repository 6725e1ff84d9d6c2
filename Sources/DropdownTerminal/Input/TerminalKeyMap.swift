import DropdownCore

/// Translates terminal input into dropdown events. No decisions are taken here: every key goes to
/// the core, which decides what it means in the current state. (Editing a search query is the
/// ``QueryEditor``'s, and Ctrl-C and Ctrl-Z are the session's.)
package enum TerminalKeyMap {
    /// The events for an input; none for keys the dropdown does not use.
    ///
    /// Arrows, Home/End, Page keys, Enter, Tab and Shift-Tab, Escape and Backspace become keys (Alt
    /// is kept, for Alt+Up and Alt+Down; Left and Right go in and out of submenus, rules H2, H3); Ctrl-P and Ctrl-N are Up and Down (as in readline and fzf);
    /// Space is the space key; other printable characters are characters, and so is each character
    /// of a paste's beginning (line breaks dropped); Ctrl-A is select-all (rule M4); Ctrl-U clears the
    /// query.
    package static func events<ID: Hashable>(for input: TerminalInput) -> [DropdownEvent<ID>] {
        switch input {
        case .key(let key, let modifiers):
            let kept = modifiers.intersection([.alt, .shift])
            switch key {
            case .up: return [.key(.up, modifiers: kept)]
            case .down: return [.key(.down, modifiers: kept)]
            case .home: return [.key(.home)]
            case .end: return [.key(.end)]
            case .pageUp: return [.key(.pageUp)]
            case .pageDown: return [.key(.pageDown)]
            case .enter: return [.key(.enter)]
            case .tab: return [.key(.tab, modifiers: kept)]
            case .backTab: return [.key(.tab, modifiers: .shift)]
            case .escape: return [.key(.escape)]
            case .backspace: return [.key(.backspace)]
            case .left: return [.key(.left)]  // H3 (a query's cursor keys never come here: the editor takes them)
            case .right: return [.key(.right)]  // H2
            case .insert, .delete, .function: return []
            }
        case .character(" ", alt: false): return [.key(.space)]
        case .character(let character, alt: false): return [.character(character)]
        case .character(_, alt: true): return []
        case .control("p"): return [.key(.up)]
        case .control("n"): return [.key(.down)]
        case .control("a"): return [.toggleAll]
        case .control("u"): return [.setQuery("")]
        case .control: return []
        case .paste(let text):  // typed as characters, a space too (never the key that chooses)
            return text.lazy.filter { !$0.isNewline }.prefix(typeaheadPasteLimit).map { .character($0) }
        case .cursorPosition: return []
        case .mouse: return []  // where the pointer is, only the screen knows: it maps the mouse itself
        }
    }

    /// The most characters of a paste typed as characters (into typeahead, which matches the
    /// beginnings of labels: more would not find anything more).
    package static let typeaheadPasteLimit = 256

    /// Whether an input stops the screen at once (Ctrl-C, a byte in raw mode): the session acts on it.
    package static func interrupts(_ input: TerminalInput) -> Bool {
        input == .control("c")
    }

    /// Whether an input asks to suspend the program (Ctrl-Z, a byte in raw mode): the session acts
    /// on it.
    package static func suspends(_ input: TerminalInput) -> Bool {
        input == .control("z")
    }
}
