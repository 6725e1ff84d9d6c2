/// The text of `dropdown --help`: the usage, every flag of ``Flag/all`` by group, the keys, the
/// mouse, and every ``ExitStatus``.
let helpText: String = {
    var text = """
        dropdown: a select prompt for the terminal, and a demo of the DropdownSelectMenu component.

        USAGE
          dropdown [FLAGS] [OPTION ...]     ask to choose one of the options (or several with --multiple)
          printf 'a\\nb\\n' | dropdown [FLAGS] options from standard input, one per line; keys from the terminal
          dropdown --filter QUERY < lines   print the lines matching QUERY, best first, and exit
          dropdown demo                     the checkout screen of the component
          Flags take their value as the next argument or after '=' (--height=5; --title= is empty);
          short flags combine (-mf QUERY); after --, everything is an option, even if it starts with '-'.

        """
    for group in Flag.Group.allCases {
        text += "\n" + group.rawValue + "\n"
        for flag in Flag.all where flag.group == group {
            text += helpEntry(flag)
        }
    }
    text += """

        KEYS
          ↑ ↓, Ctrl-P Ctrl-N   move (disabled rows are skipped)
          Home End PgUp PgDn   first, last, a page up or down
          Enter                choose the highlighted option (with --multiple: confirm the marked
                               ones; with none marked, choose the highlighted one, as fzf --multi)
          Space                choose (with --multiple: toggle); a space inside typeahead
          a letter             jump to the next option starting with it; type more to refine
          with --search        letters edit the query: ← → (Ctrl-B Ctrl-F) move in it, Ctrl/Alt+← →
                               by words, Backspace and Delete delete, Ctrl-W the word before the
                               cursor, Ctrl-U everything before it, Ctrl-K everything after it
          Tab, Shift-Tab       choose the highlighted option and finish (with --multiple: toggle it)
          Escape               clear the query, then cancel
          Ctrl-C               cancel, at once whatever the prompt is doing (also inside a paste)
          Ctrl-Z               suspend (the prompt comes back on fg)

        MOUSE (unless --no-mouse)
          A click on a row chooses it (with --multiple: toggles it); dragging moves the highlight; the
          wheel moves the highlight, or scrolls the preview under the pointer; a click outside the
          prompt closes the list (exit 1 with nothing selected). Hold Shift to select text instead.

        JSON (--json)
          [ "Standard", {"label": "Express", "value": "exp", "description": "next day"},
            {"label": "Pickup", "disabled": true}, {"label": "Europe", "children": ["France", "Italy"]},
            {"label": "Overnight", "keywords": ["express", "fast"]} ]
          A string is a label that is also the value. "value" may be any JSON (printed as JSON text
          unless it is a string); "section" groups options under a header; an option with
          "children" stands for them: they are listed in a section named by their path; "keywords"
          are searched with the label but never shown (as with --keywords-delimiter).

        OUTPUT AND EXIT STATUS
          The chosen option is printed on standard output (one line per option with --multiple, in
          input order, or in the order chosen with --ordered); the prompt is drawn on the terminal
          (/dev/tty, whatever standard input and error are) and leaves one line, "✔ Title: value".
          Near the bottom of the terminal the screen scrolls up to make room for the list, as fzf
          does. With TERM=dumb the prompt is a numbered menu instead: type a number (several with
          --multiple: "1 3") or a label, and Enter; other text narrows the list; a parent's number
          opens its submenu (--tree) and 0 goes back; --create lists a numbered "Create" row
          (--header, --query, --timeout and the output flags apply; the drawing flags do not).

        """
    for status in ExitStatus.allCases {
        text += wrapped(status.meaning, indent: 7, firstLine: "  " + String(status.code).leftAligned(in: 5)) + "\n"
    }
    text += """
          SIGUSR1, SIGUSR2, SIGALRM and other timer signals are ignored, as fzf ignores them.

        Options may contain any text; control characters are shown escaped (␛, ⟨U+202E⟩) and printed
        back exactly as given. A CR before a line feed (CR LF lines) is part of the line, as fzf keeps
        it: shown as ␍, searched as fzf searches it, printed back. Invalid UTF-8 is shown with U+FFFD
        and printed back byte for byte (as JSON text, --output json replaces it with U+FFFD). A line
        is shown and searched by its first 4 KiB, and printed whole; --filter searches whole lines.
        """
    return text
}()

/// A flag's entry in the help: its synopsis, then its text wrapped, beside it when there is room.
func helpEntry(_ flag: Flag) -> String {
    let synopsis = "  " + flag.synopsis
    let column = 25
    if synopsis.count < column - 1 {
        return wrapped(flag.help, indent: column, firstLine: synopsis.leftAligned(in: column)) + "\n"
    }
    return synopsis + "\n" + wrapped(flag.help, indent: column, firstLine: String(repeating: " ", count: column)) + "\n"
}

/// Text wrapped at `width` columns: the first line starts with `firstLine`, the others with
/// `indent` spaces.
func wrapped(_ text: String, indent: Int, firstLine: String, width: Int = 100) -> String {
    var lines: [String] = []
    var line = firstLine
    var lineIsEmpty = true
    for word in text.split(separator: " ") {
        if !lineIsEmpty && line.count + 1 + word.count > width {
            lines.append(line)
            line = String(repeating: " ", count: indent)
            lineIsEmpty = true
        }
        line += (lineIsEmpty ? "" : " ") + word
        lineIsEmpty = false
    }
    lines.append(line)
    return lines.joined(separator: "\n")
}

extension String {
    /// The string padded with spaces to `length` characters (unchanged if longer).
    func leftAligned(in length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
