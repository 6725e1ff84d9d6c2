import DropdownCore

/// The screen of a question: a ``DropdownPrompt`` that takes what its ``OptionChannel`` delivers.
/// Options that arrive are appended (rule L2: hl, the selection and the query are kept), the end
/// of the options ends loading (rule L1), and a cancelled task, or an error that ended the
/// options, ends the prompt as interrupted.
struct ChannelPrompt<Option>: PromptHost {
    var prompt: DropdownPrompt<Int>
    let channel: OptionChannel<Option>
    /// Whether the end of the options has been delivered.
    private var hasEnded = false

    init(prompt: DropdownPrompt<Int>, channel: OptionChannel<Option>) {
        self.prompt = prompt
        self.channel = channel
    }

    /// Starts the prompt with what has arrived already, so that the first frame shows it.
    mutating func start(at time: Duration) {
        deliver(at: time)
        prompt.start(at: time)
    }

    mutating func receive(_ event: SourceEvent, at time: Duration) {
        switch event {
        case .output(source: channel.name, _, _), .ended(source: channel.name, _, _): deliver(at: time)
        default: prompt.receive(event, at: time)
        }
    }

    /// Hands the prompt what the channel holds.
    private mutating func deliver(at time: Duration) {
        let delivery = channel.take()
        if delivery.isCancelled {
            prompt.interrupt()
            return
        }
        let ends = !hasEnded && delivery.end != nil
        hasEnded = hasEnded || ends
        if !delivery.options.isEmpty || ends {
            // Sent through `update`, so that the core runs specialized for these identifiers.
            prompt.update(at: time) { state in
                var changes: DropdownChanges = []
                if !delivery.options.isEmpty {
                    changes = state.send(.appendOptions(delivery.options, hasMore: false), at: time)
                }
                if ends { changes.formUnion(state.send(.setLoadState(.idle, hasMore: false), at: time)) }
                return changes
            }
        }
        if case .failed? = delivery.end { prompt.interrupt() }
    }
}
