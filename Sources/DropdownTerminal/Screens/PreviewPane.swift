import DropdownCore

/// The preview of a prompt: which option it is for, the text its command wrote so far, and how far
/// it is scrolled. A new highlight starts a new generation: the old command is stopped (it leaves
/// the prompt's ``TerminalScreen/tasks``) and its late output dropped.
struct PreviewPane<ID: Hashable> {
    /// The option previewed, if any.
    private(set) var option: DropdownOption<ID>?
    /// Changes with each option previewed.
    private(set) var generation = 0
    /// Where tabs in the output stop: every `tabStop` columns.
    var tabStop = TerminalText.defaultTabStop
    /// The command's output so far.
    private(set) var text = PreviewText()
    /// Whether the command ended.
    private(set) var isEnded = false
    /// The first line shown.
    private(set) var scrollOffset = 0

    /// The name of the preview's task.
    static var taskName: String { "preview" }

    /// The pane's size the command was told (`COLUMNS`, `LINES`).
    private(set) var size: (columns: Int, lines: Int) = (0, 0)

    /// Previews an option (or nothing) in a pane of `size`: another option, or another size, starts
    /// over.
    mutating func show(_ option: DropdownOption<ID>?, size: (columns: Int, lines: Int)) {
        guard option?.id != self.option?.id || size != self.size else { return }
        self.option = option
        self.size = size
        generation += 1
        text = PreviewText(tabStop: tabStop)
        isEnded = false
        scrollOffset = 0
    }

    /// The command to run while its output is still wanted: an option is previewed, and the command
    /// has not ended nor filled the text.
    func task(command: (DropdownOption<ID>) -> [UInt8]) -> ScreenTask? {
        guard let option, !isEnded, !text.isFull else { return nil }
        return ScreenTask(
            name: Self.taskName, generation: generation, command: command(option),
            environment: ["COLUMNS": String(size.columns), "LINES": String(size.lines)])
    }

    /// Takes the task's output or end, if it is of the current generation.
    mutating func receive(_ event: SourceEvent) {
        switch event {
        case .output(Self.taskName, generation, let bytes): text.append(bytes)
        case .ended(Self.taskName, generation, _):
            text.finish()
            isEnded = true
        default: break
        }
    }

    /// Scrolls by `lines`, keeping at least one line in view of a pane `shown` lines tall.
    mutating func scroll(by lines: Int, shown: Int) {
        let count = text.linesSoFar.count
        scrollOffset = max(0, min(scrollOffset + lines, max(0, count - max(1, shown))))
    }

    /// The lines to draw in a pane `count` lines tall.
    func visibleLines(count: Int) -> [StyledLine] {
        Array(text.linesSoFar.dropFirst(scrollOffset).prefix(count))
    }
}

/// Where a preview pane goes at a terminal size: on the right (its columns) or below the list (its
/// rows, and a separator line above them), or nowhere.
struct PaneGeometry {
    /// The columns of a pane on the right (0 when it is not there), a border column not counted.
    private(set) var rightColumns = 0
    /// The rows of text of a pane below (0 when it is not there).
    private(set) var belowRows = 0

    /// The lines a pane below takes, its separator included.
    var belowLines: Int { belowRows > 0 ? belowRows + 1 : 0 }

    /// The pane for a placement at a size, leaving the list at least `minimumListLines` lines below
    /// the field. On the right it is at least 10 columns wide and leaves the list
    /// ``PreviewPlacement/narrowestList`` columns; otherwise it goes below, half the terminal tall.
    init(placement: PreviewPlacement?, size: TerminalSize, minimumListLines: Int) {
        let width = size.drawableColumns
        var below: PaneSize?
        switch placement {
        case nil: return
        case .right(let paneSize):
            let columns = min(paneSize.resolved(of: width), width - 1 - PreviewPlacement.narrowestList)
            if columns >= 10 {
                rightColumns = columns
                return
            }
            below = .percent(50)  // too narrow for both side by side
        case .below(let paneSize):
            below = paneSize
        }
        if let below {
            let room = size.rows - 1 - minimumListLines - 1  // the field, the list, the separator
            belowRows = max(0, min(below.resolved(of: size.rows), room))
        }
    }
}
