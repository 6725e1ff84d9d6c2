/// The mouse reports of a session, mapped to the lines of its frames, and what the terminal may
/// still send about them.
///
/// Where the frames are is asked only once the mouse is used (a person who only types is never
/// asked, so no answer is ever waited for and none can reach the shell): the first report not yet
/// mapped is held, with every input after it, until the terminal answers, then they go on mapped,
/// in order. A terminal that does not answer within ``answerWait`` is not asked again: its reports
/// go on unmapped (the wheel works, clicks do nothing).
///
/// Once a report has come, more may be on their way (the release of the click that chose, a
/// drag, the answer): ``reportsMayFollow`` tells the session to read them before it gives the
/// terminal back.
///
/// Without mouse reporting (`isReporting` off), a report typed by hand goes on as it is: never
/// mapped, never asked about.
struct MouseReports {
    /// Whether mouse reporting is on.
    let isReporting: Bool
    /// Where the frames are, once the terminal said.
    private(set) var position = FramePosition()
    /// The inputs held from the first report not yet mapped on, in order.
    private var held: [TerminalInput] = []
    /// When the held inputs go on unmapped if the terminal has not answered.
    private(set) var deadline: Duration?
    /// Whether the terminal answers position requests (until one goes unanswered).
    private(set) var terminalAnswers = true
    /// Whether a report came since the terminal last settled: more may be on their way.
    private(set) var reportsMayFollow = false

    /// Reports for a session with mouse reporting on or off.
    init(isReporting: Bool) {
        self.isReporting = isReporting
    }

    /// How long held reports wait for the terminal to say where the cursor is.
    static let answerWait = TerminalSession.positionAnswerWait

    /// What to do with an input.
    struct Step {
        /// The inputs to hand to the screen now, in order.
        var inputs: [TerminalInput] = []
        /// Whether to ask the terminal where the cursor is (then say ``requested(cursorLine:)``).
        var asks = false
    }

    /// Takes the next input from the terminal (`rows` high) at `time`.
    mutating func take(_ input: TerminalInput, at time: Duration, rows: Int) -> Step {
        switch input {
        case .cursorPosition(let row, _):
            guard position.answered(row: row, rows: rows) else { return Step() }  // else someone else's
            return Step(inputs: release(mapped: true))
        case .mouse where !isReporting:
            return Step(inputs: [input])
        case .mouse(var event):
            reportsMayFollow = true
            if !held.isEmpty {
                held.append(input)
                return Step()
            }
            if position.firstRow == nil && terminalAnswers {
                held = [input]
                deadline = time + Self.answerWait
                return Step(asks: position.requestNeeded)
            }
            event.frameLine = position.frameLine(ofRow: event.row)
            return Step(inputs: [.mouse(event)])
        default:
            guard held.isEmpty else {
                held.append(input)
                return Step()
            }
            return Step(inputs: [input])
        }
    }

    /// The position request was written with the cursor on frame line `cursorLine`.
    mutating func requested(cursorLine: Int) {
        position.requested(cursorLine: cursorLine)
    }

    /// A frame of `height` lines was drawn on a terminal of `rows` rows.
    mutating func painted(height: Int, rows: Int) {
        position.painted(height: height, rows: rows)
    }

    /// The ``deadline`` passed without an answer: the terminal does not answer, and is not asked
    /// again; the held inputs go on unmapped.
    mutating func expire() -> [TerminalInput] {
        terminalAnswers = false
        position.forget()
        return release(mapped: false)
    }

    /// The frames moved in a way that cannot be followed (a resize, a suspension): the position is
    /// asked again at the next report; the held inputs go on unmapped.
    mutating func forget() -> [TerminalInput] {
        position.forget()
        return release(mapped: false)
    }

    /// The terminal sent everything it was going to (mouse reporting is off and the answers are in).
    mutating func settled() {
        position.forget()
        position.dropAnswersToCome()
        reportsMayFollow = false
    }

    private mutating func release(mapped: Bool) -> [TerminalInput] {
        deadline = nil
        let inputs = held.map { input -> TerminalInput in
            guard case .mouse(var event) = input else { return input }
            event.frameLine = mapped ? position.frameLine(ofRow: event.row) : nil
            return .mouse(event)
        }
        held = []
        return inputs
    }
}
