import DropdownCore

/// A key or other input read from a terminal, decoded from its bytes by ``KeyDecoder``.
package enum TerminalInput: Hashable, Sendable {
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
    /// A mouse button, wheel or drag report (sent while mouse reporting is on).
    case mouse(MouseEvent)
}

/// What the mouse did, as a terminal reports it in SGR (`ESC[<b;x;yM`) or X10 (`ESC[M b x y`) form.
package struct MouseEvent: Hashable, Sendable {
    /// The button, or the wheel's direction.
    package enum Button: Hashable, Sendable {
        case left, middle, right
        case wheelUp, wheelDown
        /// No button: a release in X10 form, or a motion without a button held.
        case none
    }

    /// What happened to the button.
    package enum Action: Hashable, Sendable {
        case press, release
        /// The pointer moved with the button held.
        case drag
    }

    package var button: Button
    package var action: Action
    /// The terminal cell, 1-based, as reported.
    package var row: Int
    package var column: Int
    /// Shift, Alt and Control held (as far as the terminal reports them).
    package var modifiers: DropdownModifiers
    /// The line of the frame under the pointer, 0-based from the frame's first line (negative above
    /// it, past its last line below it), filled in by the session when it knows where the frame is;
    /// `nil` when it does not (the terminal never said where the cursor was).
    package var frameLine: Int?

    /// Creates a mouse event.
    package init(
        button: Button, action: Action, row: Int, column: Int, modifiers: DropdownModifiers = [],
        frameLine: Int? = nil
    ) {
        self.button = button
        self.action = action
        self.row = row
        self.column = column
        self.modifiers = modifiers
        self.frameLine = frameLine
    }

    /// Decodes the button byte of a report (xterm's encoding: the low two bits name the button,
    /// 4, 8 and 16 are Shift, Alt and Control, 32 is motion, 64 the wheel); `isRelease` for SGR's
    /// final `m`. `nil` for buttons the dropdown has no use for (the sideways wheel, buttons 8–11).
    init?(code: Int, row: Int, column: Int, isRelease: Bool) {
        var modifiers: DropdownModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let low = code & 3
        let button: Button
        if code & 128 != 0 { return nil }
        if code & 64 != 0 {
            guard low < 2 else { return nil }  // wheel left and right
            button = low == 0 ? .wheelUp : .wheelDown
        } else {
            button = [Button.left, .middle, .right, .none][low]
        }
        let action: Action = isRelease ? .release : (code & 32 != 0 ? .drag : (button == .none ? .release : .press))
        self.init(button: button, action: action, row: row, column: column, modifiers: modifiers)
    }
}

/// The named keys a terminal sends.
package enum TerminalKey: Hashable, Sendable {
    case up, down, left, right, home, end, pageUp, pageDown, insert, delete
    case enter, tab, backTab, backspace, escape
    /// A function key, F1 to F12.
    case function(Int)
}
