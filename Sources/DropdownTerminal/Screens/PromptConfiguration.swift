import DropdownCore

/// How a ``DropdownPrompt`` looks and behaves beyond its dropdown (the flags of `dropdown` that are
/// the terminal's, not the core's): a header, the row marks, the search prompt, the layout, option
/// descriptions, a timeout, the mouse and a preview pane.
package struct PromptConfiguration<ID: Hashable> {
    /// Lines drawn between the field and the list (`--header`).
    package var header: [String] = []
    /// The cursor and the selection prefixes of the rows.
    package var marks = RowMarks.standard
    /// What starts the search line ("/ ").
    package var queryPrompt = "/ "
    /// Where tabs in labels, descriptions, the header and the preview stop: every `tabStop` columns
    /// (`--tabstop`; 8, as in terminals and fzf).
    package var tabStop = TerminalText.defaultTabStop
    /// Where the list goes.
    package var layout = PromptLayout.listBelow
    /// An option's description, drawn dimmed after its label (never searched).
    package var description: ((ID) -> String?)?
    /// How long the prompt waits for the first key before it ends as ``PromptOutcome/timedOut``.
    package var timeout: Duration?
    /// Whether the selection the prompt holds at its timeout is the answer (`--selected` with
    /// `--timeout`): the final line then says what was chosen, "✔ Title: value (timed out)". The
    /// outcome is still ``PromptOutcome/timedOut``; with nothing selected nothing was chosen.
    package var timeoutChoosesSelection = false
    /// Whether clicks choose or toggle rows, the wheel moves, and a click outside closes (rule N7).
    package var usesMouse = false
    /// A pane showing a command's output for the highlighted option.
    package var preview: PreviewConfiguration<ID>?
    /// Makes the option for a query the person chose to create (the core's "Create" row, rule L5,
    /// shown when the dropdown's configuration allows creating); the prompt adds it, and it becomes
    /// the selection (single: the prompt ends with it) or joins it (multiple).
    package var createOption: ((String) -> DropdownOption<ID>)?

    /// The defaults: no header, "❯ ", "✓ ", "/ ", the list below, no timeout, no mouse, no preview,
    /// nothing created.
    package init() {}
}

/// Where a prompt's list is drawn.
package enum PromptLayout: Hashable, Sendable {
    /// Below the field (the default).
    case listBelow
    /// Above the search line and the field, which stay on the frame's last lines while the list
    /// changes (fzf's `--layout=reverse-list`).
    case listAbove
}

/// A preview pane: what command to run for an option, and where the pane goes.
package struct PreviewConfiguration<ID: Hashable> {
    /// The command (run by `/bin/sh -c`) for an option.
    package var command: (DropdownOption<ID>) -> [UInt8]
    /// Where the pane goes and how big it is.
    package var placement: PreviewPlacement

    /// Creates a preview configuration.
    package init(placement: PreviewPlacement = .right(.percent(50)), command: @escaping (DropdownOption<ID>) -> [UInt8])
    {
        self.command = command
        self.placement = placement
    }
}

/// Where a preview pane goes: to the right of the list (below it when the terminal is too narrow
/// for both), or below the list.
package enum PreviewPlacement: Hashable, Sendable {
    /// To the right, this wide.
    case right(PaneSize)
    /// Below, this tall.
    case below(PaneSize)

    /// The narrowest list a pane on the right leaves; narrower terminals get the pane below.
    static let narrowestList = 30
}

/// The size of a pane: cells, or a percentage of the terminal.
package enum PaneSize: Hashable, Sendable {
    case cells(Int)
    case percent(Int)

    /// The size out of `total` cells.
    func resolved(of total: Int) -> Int {
        switch self {
        case .cells(let cells): cells
        case .percent(let percent): total * percent / 100
        }
    }
}
