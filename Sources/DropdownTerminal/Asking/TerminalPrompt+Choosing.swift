import DropdownCore

/// Questions about options given at once.
extension TerminalPrompt {
    /// Asks the person to choose one of `options`; returns it, or `nil` when they press Escape.
    ///
    /// ```swift
    /// let size = try prompt.chooseOne("Size", from: Size.allCases, label: \.title)
    /// ```
    ///
    /// The list opens at once with the first option highlighted: arrows move, Enter chooses, and
    /// typing a label's first letters jumps to it (or, when `isSearchable`, types a query that
    /// narrows the list, fzf's way). With `children`, an option that has children is a submenu:
    /// Right or Enter opens it, Left goes back, and only options without children can be chosen.
    ///
    /// - Parameters:
    ///   - title: What is asked, shown before the answer ("Size").
    ///   - options: The options, in the order shown.
    ///   - label: The text of an option; by default its description.
    ///   - children: Where an option keeps its children, if options can have any.
    ///   - isSearchable: Whether typing searches instead of jumping to a label.
    /// - Returns: The option chosen, or `nil` after Escape.
    /// - Throws: ``PromptError``.
    public func chooseOne<Option>(
        _ title: String, from options: [Option], label: (Option) -> String = { "\($0)" },
        children: KeyPath<Option, [Option]?>? = nil, isSearchable: Bool = false
    ) throws -> Option? {
        try ask(title, options, label: label, children: children, .single(isSearchable))?.first
    }

    /// Asks the person to choose one of `options`, waiting without blocking a thread; returns it,
    /// or `nil` when they press Escape.
    ///
    /// The same question as the synchronous `chooseOne(_:from:label:children:isSearchable:)`;
    /// cancelling the task ends the prompt and throws `CancellationError`.
    public func chooseOne<Option>(
        _ title: String, from options: [Option], label: (Option) -> String = { "\($0)" },
        children: KeyPath<Option, [Option]?>? = nil, isSearchable: Bool = false,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Option? {
        try await ask(title, options, label: label, children: children, .single(isSearchable), isolation: isolation)?
            .first
    }

    /// Asks the person to choose any number of `options`, at most `limit`; returns them in the
    /// options' order, or `nil` when they press Escape.
    ///
    /// ```swift
    /// let toppings = try prompt.chooseSeveral("Toppings", from: toppings, limit: 3)
    /// ```
    ///
    /// Space and Tab check or uncheck the highlighted option, and Enter confirms the checked ones
    /// (with none checked, the highlighted one, as `fzf --multi` does); an option past the limit
    /// is refused, and the prompt says why. The rest is as in
    /// `chooseOne(_:from:label:children:isSearchable:)`.
    ///
    /// - Parameters:
    ///   - title: What is asked, shown before the answer ("Toppings").
    ///   - options: The options, in the order shown.
    ///   - label: The text of an option; by default its description.
    ///   - children: Where an option keeps its children, if options can have any.
    ///   - limit: The most options that may be chosen, or `nil` for no limit.
    ///   - minimum: The fewest options the answer holds: Enter waits, and the field says "Choose
    ///     at least N", until that many are chosen (0: any number, none included).
    ///   - isSearchable: Whether typing searches instead of jumping to a label.
    /// - Returns: The options chosen, or `nil` after Escape.
    /// - Throws: ``PromptError``.
    public func chooseSeveral<Option>(
        _ title: String, from options: [Option], label: (Option) -> String = { "\($0)" },
        children: KeyPath<Option, [Option]?>? = nil, limit: Int? = nil, minimum: Int = 0, isSearchable: Bool = false
    ) throws -> [Option]? {
        try ask(title, options, label: label, children: children, .several(limit, minimum, isSearchable))
    }

    /// Asks the person to choose any number of `options`, at most `limit`, waiting without
    /// blocking a thread; returns them, or `nil` when they press Escape.
    ///
    /// The same question as the synchronous
    /// `chooseSeveral(_:from:label:children:limit:minimum:isSearchable:)`; cancelling the task ends the
    /// prompt and throws `CancellationError`.
    public func chooseSeveral<Option>(
        _ title: String, from options: [Option], label: (Option) -> String = { "\($0)" },
        children: KeyPath<Option, [Option]?>? = nil, limit: Int? = nil, minimum: Int = 0, isSearchable: Bool = false,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> [Option]? {
        try await ask(
            title, options, label: label, children: children, .several(limit, minimum, isSearchable),
            isolation: isolation)
    }

    /// Asks about options given at once, on this thread.
    private func ask<Option>(
        _ title: String, _ options: [Option], label: (Option) -> String, children: KeyPath<Option, [Option]?>?,
        _ kind: QuestionKind
    ) throws -> [Option]? {
        let question = try Question(
            title: title, options: options, label: label, children: children,
            configuration: kind.configuration(isNested: children != nil))
        let channel = question.channel
        return try answer(ask(question), channel)
    }

    /// Asks about options given at once, on a thread of its own.
    private func ask<Option>(
        _ title: String, _ options: [Option], label: (Option) -> String, children: KeyPath<Option, [Option]?>?,
        _ kind: QuestionKind, isolation: isolated (any Actor)?
    ) async throws -> [Option]? {
        let question = try Question(
            title: title, options: options, label: label, children: children,
            configuration: kind.configuration(isNested: children != nil))
        let channel = question.channel
        return try answer(await askOffThread(question, isolation: isolation), channel)
    }
}
