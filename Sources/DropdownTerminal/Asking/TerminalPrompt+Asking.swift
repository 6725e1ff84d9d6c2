import DropdownCore

/// How a question is asked on the terminal, on the calling thread or on one of its own, and how
/// its end becomes the caller's answer or error.
extension TerminalPrompt {
    /// Asks a question on this thread: the prompt, or on a `TERM=dumb` terminal the numbered menu.
    /// The terminal is closed (and the signal actions it changed are put back) when this returns.
    func ask<Option>(_ question: consuming Question<Option>) throws(PromptError) -> QuestionEnd {
        let channel = question.channel
        defer { channel.close() }
        if channel.wasCancelled { return .withdrawn }
        let device: any TerminalDevice
        do {
            device = try openTerminal()
        } catch SystemTerminal.Failure.noTerminal(let reason) {
            throw .noTerminal(reason: reason)
        } catch {
            throw .noTerminal(reason: "\(error)")
        }
        return isDumbTerminal ? askInMenu(question, on: device) : try askInPrompt(question, on: device)
    }

    /// Asks a question on a thread of its own, so that the caller's task waits without blocking a
    /// thread of the pool; cancelling the task ends the prompt.
    func askOffThread<Option>(
        _ question: consuming Question<Option>, isolation: isolated (any Actor)?
    ) async throws -> QuestionEnd {
        let channel = question.channel
        let question = question
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let thread = JobThread()
                thread.submit { continuation.resume(with: Result { () throws(PromptError) in try ask(question) }) }
                thread.close()
            }
        } onCancel: {
            channel.cancel()
        }
    }

    /// The caller's answer to how a question ended: the options chosen (none when the list closed
    /// with nothing chosen), `nil` after Escape. A signal is delivered to the program before the
    /// error is thrown.
    func answer<Option>(_ end: QuestionEnd, _ channel: OptionChannel<Option>) throws -> [Option]? {
        switch end {
        case .chosen(let ids): return channel.options(withIDs: ids)
        case .nothingChosen: return []
        case .cancelled: return nil
        case .stopped(let signal):
            deliverSignal(signal)
            throw PromptError.interrupted(signal: signal)
        case .terminalClosed: throw PromptError.terminalClosed
        case .withdrawn:
            if let failure = channel.failure { throw failure }
            throw CancellationError()
        }
    }

    private var strings: DropdownStrings { DropdownStrings(language: language) }

    /// The prompt, run by a ``TerminalSession`` with the question's channel as a source.
    private func askInPrompt<Option>(
        _ question: consuming Question<Option>, on device: any TerminalDevice
    ) throws(PromptError) -> QuestionEnd {
        let strings = self.strings
        let prompt = DropdownPrompt(
            title: question.title, placeholder: strings.placeholder, state: question.takeState(),
            maximumListHeight: maximumListHeight, strings: strings, terminalStrings: TerminalStrings(language: language)
        )
        let session = TerminalSession(device: device, colorMode: colorMode, now: ProcessEnvironment.monotonicClock())
        let result: (end: TerminalSession.End, screen: ChannelPrompt<Option>?)
        do {
            result = try session.run(
                ChannelPrompt(prompt: prompt, channel: question.channel), sources: [question.channel])
        } catch {
            throw .noTerminal(reason: "\(error)")
        }
        switch result.end {
        case .finished: return Self.end(of: result.screen?.prompt.outcome)
        case .interrupted: return .stopped(signal: TerminalSignal.interrupt)
        case .signal(let signal): return .stopped(signal: signal)
        case .terminalClosed: return .terminalClosed
        }
    }

    /// The numbered menu, once every option has arrived (it lists them at once).
    private func askInMenu<Option>(_ question: consuming Question<Option>, on device: any TerminalDevice) -> QuestionEnd
    {
        let strings = self.strings
        var state = question.takeState()
        if state.loadState == .loading {
            device.write(
                TerminalText.fitted(question.title, toWidth: device.size().columns / 2) + ": " + strings.loading + "\n")
            question.channel.waitForEnd()
        }
        let delivery = question.channel.take()
        if delivery.isCancelled { return .withdrawn }
        if case .failed? = delivery.end { return .withdrawn }
        if !delivery.options.isEmpty { state.send(.appendOptions(delivery.options, hasMore: false), at: .zero) }
        state.send(.setLoadState(.idle, hasMore: false), at: .zero)
        var menu = NumberedMenu(
            title: question.title, state: state, pageSize: maximumListHeight, width: device.size().columns,
            strings: strings, terminalStrings: TerminalStrings(language: language))
        switch menu.run(on: device) {
        case .finished: return Self.end(of: menu.outcome)
        case .interrupted: return .stopped(signal: TerminalSignal.interrupt)
        case .signal(let signal): return .stopped(signal: signal)
        case .terminalClosed: return .terminalClosed
        }
    }

    /// How a question ended, from the outcome of its prompt or menu: interrupted without a signal is
    /// the channel's doing (a cancelled task, or options that ended with an error).
    private static func end(of outcome: PromptOutcome<Int>?) -> QuestionEnd {
        switch outcome {
        case .chosen(let ids)?: .chosen(ids)
        case .nothingChosen?: .nothingChosen
        case .cancelled?: .cancelled
        case .interrupted?, .timedOut?, nil: .withdrawn
        }
    }
}
