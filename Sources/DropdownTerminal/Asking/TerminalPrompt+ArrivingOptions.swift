import DropdownCore

/// Questions about options that arrive while the prompt is open, from an `AsyncSequence`: a
/// directory being walked, a server's answer, a stream.
///
/// The prompt opens at once, saying "Loading…" with a spinner until the sequence ends. Each
/// option is added as it arrives, without moving the highlight, the checked options or the query
/// (a search ranks the new options into its results), so the person can choose before the
/// sequence ends; once they have, the sequence's task is cancelled. An error the sequence throws
/// ends the prompt and is rethrown. On a `TERM=dumb` terminal the numbered menu waits for every
/// option, then lists them.
extension TerminalPrompt {
    /// Asks the person to choose one of the options that `options` produces; returns it, or `nil`
    /// when they press Escape.
    ///
    /// ```swift
    /// let branch = try await prompt.chooseOne("Branch", from: remoteBranches(), isSearchable: true)
    /// ```
    ///
    /// - Parameters:
    ///   - title: What is asked, shown before the answer.
    ///   - options: The options, in the order they arrive; iterated in a task of its own.
    ///   - label: The text of an option; by default its description.
    ///   - children: Where an option keeps its children, if options can have any (a key path
    ///     without subscript arguments: the task that iterates `options` reads it).
    ///   - isSearchable: Whether typing searches instead of jumping to a label.
    ///   - isolation: The actor the call keeps to; leave it to its default, the caller's.
    /// - Returns: The option chosen, or `nil` after Escape.
    /// - Throws: ``PromptError``, `CancellationError`, or what `options` throws.
    public func chooseOne<Options: AsyncSequence & Sendable>(
        _ title: String, from options: Options,
        label: @escaping @Sendable (Options.Element) -> String = { "\($0)" },
        children: KeyPath<Options.Element, [Options.Element]?>? = nil, isSearchable: Bool = false,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Options.Element? where Options.Element: Sendable {
        try await ask(title, options, label: label, children: children, .single(isSearchable), isolation: isolation)?
            .first
    }

    /// Asks the person to choose one of the options that `options` produces, from synchronous
    /// code (the thread waits); returns it, or `nil` when they press Escape.
    ///
    /// The same question as the `async` form; the sequence is iterated in a detached task, so it
    /// must not need the thread that waits here (in a `main.swift`, the main actor).
    public func chooseOne<Options: AsyncSequence & Sendable>(
        _ title: String, from options: Options,
        label: @escaping @Sendable (Options.Element) -> String = { "\($0)" },
        children: KeyPath<Options.Element, [Options.Element]?>? = nil, isSearchable: Bool = false
    ) throws -> Options.Element? where Options.Element: Sendable {
        try ask(title, options, label: label, children: children, .single(isSearchable))?.first
    }

    /// Asks the person to choose any number of the options that `options` produces, at most
    /// `limit`; returns them in the order they arrived, or `nil` when they press Escape.
    ///
    /// - Parameters:
    ///   - title: What is asked, shown before the answer.
    ///   - options: The options, in the order they arrive; iterated in a task of its own.
    ///   - label: The text of an option; by default its description.
    ///   - children: Where an option keeps its children, if options can have any (a key path
    ///     without subscript arguments: the task that iterates `options` reads it).
    ///   - limit: The most options that may be chosen, or `nil` for no limit.
    ///   - minimum: The fewest options the answer holds: Enter waits, and the field says "Choose
    ///     at least N", until that many are chosen (0: any number, none included).
    ///   - isSearchable: Whether typing searches instead of jumping to a label.
    ///   - isolation: The actor the call keeps to; leave it to its default, the caller's.
    /// - Returns: The options chosen, or `nil` after Escape.
    /// - Throws: ``PromptError``, `CancellationError`, or what `options` throws.
    public func chooseSeveral<Options: AsyncSequence & Sendable>(
        _ title: String, from options: Options,
        label: @escaping @Sendable (Options.Element) -> String = { "\($0)" },
        children: KeyPath<Options.Element, [Options.Element]?>? = nil, limit: Int? = nil, minimum: Int = 0,
        isSearchable: Bool = false,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> [Options.Element]? where Options.Element: Sendable {
        try await ask(
            title, options, label: label, children: children, .several(limit, minimum, isSearchable),
            isolation: isolation)
    }

    /// Asks the person to choose any number of the options that `options` produces, at most
    /// `limit`, from synchronous code (the thread waits); returns them, or `nil` when they press
    /// Escape.
    ///
    /// The same question as the `async` form; the sequence is iterated in a detached task, so it
    /// must not need the thread that waits here (in a `main.swift`, the main actor).
    public func chooseSeveral<Options: AsyncSequence & Sendable>(
        _ title: String, from options: Options,
        label: @escaping @Sendable (Options.Element) -> String = { "\($0)" },
        children: KeyPath<Options.Element, [Options.Element]?>? = nil, limit: Int? = nil, minimum: Int = 0,
        isSearchable: Bool = false
    ) throws -> [Options.Element]? where Options.Element: Sendable {
        try ask(title, options, label: label, children: children, .several(limit, minimum, isSearchable))
    }

    /// Asks about arriving options on a thread of its own.
    private func ask<Options: AsyncSequence & Sendable>(
        _ title: String, _ options: Options, label: @escaping @Sendable (Options.Element) -> String,
        children: KeyPath<Options.Element, [Options.Element]?>?, _ kind: QuestionKind,
        isolation: isolated (any Actor)?
    ) async throws -> [Options.Element]? where Options.Element: Sendable {
        let question = try Question<Options.Element>(
            title: title, configuration: kind.configuration(isNested: children != nil))
        let channel = question.channel
        let producer = Self.produce(options, into: channel, label: label, children: children)
        defer { producer.cancel() }
        return try answer(await askOffThread(question, isolation: isolation), channel)
    }

    /// Asks about arriving options on this thread.
    private func ask<Options: AsyncSequence & Sendable>(
        _ title: String, _ options: Options, label: @escaping @Sendable (Options.Element) -> String,
        children: KeyPath<Options.Element, [Options.Element]?>?, _ kind: QuestionKind
    ) throws -> [Options.Element]? where Options.Element: Sendable {
        let question = try Question<Options.Element>(
            title: title, configuration: kind.configuration(isNested: children != nil))
        let channel = question.channel
        let producer = Self.produce(options, into: channel, label: label, children: children)
        defer { producer.cancel() }
        return try answer(ask(question), channel)
    }

    /// Iterates `options` in a detached task, sending each to the channel, then their end (or the
    /// error that ended them). Cancel the task once the question is answered.
    private static func produce<Options: AsyncSequence & Sendable>(
        _ options: Options, into channel: OptionChannel<Options.Element>,
        label: @escaping @Sendable (Options.Element) -> String, children: KeyPath<Options.Element, [Options.Element]?>?
    ) -> Task<Void, Never> where Options.Element: Sendable {
        let children = ImmutableKeyPath(children)
        return Task.detached(priority: Task.currentPriority) {
            do {
                for try await option in options {
                    channel.send(option, label: label, children: children.keyPath)
                }
                channel.finish()
            } catch {
                channel.finish(throwing: error)
            }
        }
    }
}

/// A key path handed to the task that iterates the options. Key paths are immutable once made, so
/// sharing one between threads is safe (unless it was made with subscript arguments that are not
/// `Sendable`, which the caller is asked not to do).
private struct ImmutableKeyPath<Root, Value>: @unchecked Sendable {
    let keyPath: KeyPath<Root, Value>?
    init(_ keyPath: KeyPath<Root, Value>?) { self.keyPath = keyPath }
}
