import DropdownCore

/// How a ``DropdownPrompt`` looks and behaves beyond its dropdown (the flags of `dropdown` that are
/// the terminal's, not the core's): a header, the row marks, the search prompt, the layout, option
/// descriptions, a timeout, the mouse and a preview pane.
public struct PromptConfiguration<ID: Hashable> {
    /// Lines drawn between the field and the list (`--header`).
    public var header: [String] = []
    /// The cursor and the selection prefixes of the rows.
    public var marks = RowMarks.standard
    /// What starts the search line ("/ ").
    public var queryPrompt = "/ "
    /// Where the list goes.
    public var layout = PromptLayout.listBelow
    /// An option's description, drawn dimmed after its label (never searched).
    public var description: ((ID) -> String?)?
    /// How long the prompt waits for the first key before it ends as ``PromptOutcome/timedOut``.
    public var timeout: Duration?
    /// Whether the selection the prompt holds at its timeout is the answer (`--selected` with
    /// `--timeout`): the final line then says what was chosen, "✔ Title: value (timed out)". The
    /// outcome is still ``PromptOutcome/timedOut``; with nothing selected nothing was chosen.
    public var timeoutChoosesSelection = false
    /// Whether clicks choose or toggle rows, the wheel moves, and a click outside closes (rule N7).
    public var usesMouse = false
    /// A pane showing a command's output for the highlighted option.
    public var preview: PreviewConfiguration<ID>?
    /// Makes the option for a query the person chose to create (the core's "Create" row, rule L5,
    /// shown when the dropdown's configuration allows creating); the prompt adds it, and it becomes
    /// the selection (single: the prompt ends with it) or joins it (multiple).
    public var createOption: ((String) -> DropdownOption<ID>)?

    /// The defaults: no header, "❯ ", "✓ ", "/ ", the list below, no timeout, no mouse, no preview,
    /// nothing created.
    public init() {}
}

/// Where a prompt's list is drawn.
public enum PromptLayout: Hashable, Sendable {
    /// Below the field (the default).
    case listBelow
    /// Above the search line and the field, which stay on the frame's last lines while the list
    /// changes (fzf's `--layout=reverse-list`).
    case listAbove
}

/// A preview pane: what command to run for an option, and where the pane goes.
public struct PreviewConfiguration<ID: Hashable> {
    /// The command (run by `/bin/sh -c`) for an option.
    public var command: (DropdownOption<ID>) -> [UInt8]
    /// Where the pane goes and how big it is.
    public var placement: PreviewPlacement

    /// Creates a preview configuration.
    public init(placement: PreviewPlacement = .right(.percent(50)), command: @escaping (DropdownOption<ID>) -> [UInt8])
    {
        self.command = command
        self.placement = placement
    }
}

/// Where a preview pane goes: to the right of the list (below it when the terminal is too narrow
/// for both), or below the list.
public enum PreviewPlacement: Hashable, Sendable {
    /// To the right, this wide.
    case right(PaneSize)
    /// Below, this tall.
    case below(PaneSize)

    /// The narrowest list a pane on the right leaves; narrower terminals get the pane below.
    static let narrowestList = 30
}

/// The size of a pane: cells, or a percentage of the terminal.
public enum PaneSize: Hashable, Sendable {
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
