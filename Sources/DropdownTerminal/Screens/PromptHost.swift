/// A screen made of a ``DropdownPrompt`` and what feeds it options from a ``SessionSource``
/// (lines from standard input, options from an `AsyncSequence`): everything the host does not
/// handle itself goes to the prompt, so a host writes only ``TerminalScreen/receive(_:at:)``
/// (and ``TerminalScreen/start(at:)`` when it has options before the first frame).
package protocol PromptHost: TerminalScreen {
    /// The identifiers of the prompt's options.
    associatedtype ID: Hashable
    /// The prompt.
    var prompt: DropdownPrompt<ID> { get set }
}

extension PromptHost {
    package mutating func layOut(size: TerminalSize) { prompt.layOut(size: size) }
    package mutating func start(at time: Duration) { prompt.start(at: time) }
    package mutating func handle(_ inputs: [TerminalInput], at time: Duration) { prompt.handle(inputs, at: time) }
    package mutating func handleLeavingWork(_ inputs: [TerminalInput], at time: Duration) {
        prompt.handleLeavingWork(inputs, at: time)
    }
    package mutating func takeBackgroundWork() -> BackgroundWork<Self>? {
        guard let work = prompt.takeBackgroundWork() else { return nil }
        return BackgroundWork {
            let apply = work.run()
            return { host, time in apply(&host.prompt, time) }
        }
    }
    package mutating func interrupt() { prompt.interrupt() }
    package var isFinished: Bool { prompt.isFinished }
    package func frame() -> TerminalFrame { prompt.frame() }
    package func finalLine() -> StyledLine { prompt.finalLine() }
    package var interruptedLine: StyledLine { prompt.interruptedLine }
    package var wakeTime: Duration? { prompt.wakeTime }
    package mutating func wake(at time: Duration) { prompt.wake(at: time) }
    package var usesMouse: Bool { prompt.usesMouse }
    package var tasks: [ScreenTask] { prompt.tasks }
}
