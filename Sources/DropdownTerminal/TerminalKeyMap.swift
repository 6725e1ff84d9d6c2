import DropdownCore

/// What a terminal input asks of a screen.
public enum TerminalCommand<ID: Hashable>: Equatable {
    /// Events for the dropdown (most inputs are one; a paste is one per character).
    case events([DropdownEvent<ID>])
    /// Ctrl-C: stop at once.
    case interrupt
    /// Ctrl-Z: suspend the program, as the shell's job control expects.
    case suspend
    /// Nothing to do (keys the dropdown does not use, position reports).
    case none
}

/// Translates terminal input into dropdown events. No decisions are taken here: every key goes to
/// the core, which decides what it means in the current state.
public enum TerminalKeyMap {
    /// The command for an input.
    ///
    /// Arrows, Home/End, Page keys, Enter, Tab and Shift-Tab, Escape and Backspace become keys (Alt
    /// is kept, for Alt+Up and Alt+Down); Ctrl-P and Ctrl-N are Up and Down (as in readline and fzf);
    /// Space is the space key; other printable characters and pasted text are characters; Ctrl-A is
    /// select-all (rule M4); Ctrl-U clears the search query.
    public static func command<ID: Hashable>(for input: TerminalInput) -> TerminalCommand<ID> {
        if suspends(input) { return .suspend }
        switch input {
        case .key(let key, let modifiers):
            let kept = modifiers.intersection([.alt, .shift])
            switch key {
            case .up: return .events([.key(.up, modifiers: kept)])
            case .down: return .events([.key(.down, modifiers: kept)])
            case .home: return .events([.key(.home)])
            case .end: return .events([.key(.end)])
            case .pageUp: return .events([.key(.pageUp)])
            case .pageDown: return .events([.key(.pageDown)])
            case .enter: return .events([.key(.enter)])
            case .tab: return .events([.key(.tab, modifiers: kept)])
            case .backTab: return .events([.key(.tab, modifiers: .shift)])
            case .escape: return .events([.key(.escape)])
            case .backspace: return .events([.key(.backspace)])
            case .left, .right, .insert, .delete, .function: return .none
            }
        case .character(" ", alt: false): return .events([.key(.space)])
        case .character(let character, alt: false): return .events([.character(character)])
        case .character(_, alt: true): return .none
        case .control("c"): return .interrupt
        case .control("p"): return .events([.key(.up)])
        case .control("n"): return .events([.key(.down)])
        case .control("a"): return .events([.toggleAll])
        case .control("u"): return .events([.setQuery("")])
        case .control: return .none
        case .paste(let text):
            let characters = text.filter { !$0.isNewline }
            return characters.isEmpty ? .none : .events(characters.map { .character($0) })
        case .cursorPosition: return .none
        }
    }

    /// Whether an input asks to suspend the program (Ctrl-Z, a byte in raw mode): the session, not
    /// the screen, acts on it.
    public static func suspends(_ input: TerminalInput) -> Bool {
        input == .control("z")
    }
}
