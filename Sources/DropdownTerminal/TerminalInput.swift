import DropdownCore

/// A key or other input read from a terminal, decoded from its bytes by ``KeyDecoder``.
public enum TerminalInput: Hashable, Sendable {
    /// A named key, with the modifiers its encoding carried.
    case key(TerminalKey, DropdownModifiers)
    /// A printable character (UTF-8 decoded), typed with Alt when `alt` is set (ESC prefix).
    case character(Character, alt: Bool)
    /// Control plus a letter (Ctrl-A is "a"), or Ctrl plus `@ [ \ ] ^ _`.
    case control(Character)
    /// Text pasted in bracketed-paste mode, delivered as one piece.
    case paste(String)
    /// The answer to a cursor position request (ESC[6n): 1-based row and column.
    case cursorPosition(row: Int, column: Int)
}

/// The named keys a terminal sends.
public enum TerminalKey: Hashable, Sendable {
    case up, down, left, right, home, end, pageUp, pageDown, insert, delete
    case enter, tab, backTab, backspace, escape
    /// A function key, F1 to F12.
    case function(Int)
}
