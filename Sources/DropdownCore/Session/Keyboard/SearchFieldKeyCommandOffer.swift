/// Which of the search field's key commands the window's layer offers now (iOS, iPadOS and Mac
/// Catalyst; rules F3, F4, N2, N3, R11).
///
/// A key command with priority over the system takes its key whatever its action then does, so
/// the layer offers only the keys the dropdown uses, and only where the search field's
/// `onKeyPress` would have taken them:
/// - none while an input method is composing text in the field (marked text): its candidate list
///   keeps Up, Down and Escape to pick a candidate and to cancel;
/// - Shift-Up and Shift-Down only in a multiple selection: in a single selection they would only
///   move the highlight as Up and Down do, so they stay the text field's selection keys.
@_spi(Session) public enum SearchFieldKeyCommandOffer {
    /// The key commands to offer, from ``SearchFieldKeyCommand/all``.
    ///
    /// - Parameters:
    ///   - isComposing: whether the focused text input has marked text.
    ///   - selectionMode: the dropdown's selection mode.
    @_spi(Session) public static func commands(
        isComposing: Bool, selectionMode: DropdownSelectionMode
    ) -> [SearchFieldKeyCommand] {
        guard !isComposing else { return [] }
        return SearchFieldKeyCommand.all.filter { command in
            !command.modifiers.contains(.shift) || selectionMode == .multiple
        }
    }
}

extension SearchFieldKeyCommand {
    /// Whether holding the key repeats its event, by the rule the search field's `onKeyPress`
    /// applies (``KeyboardMapping/repeats(_:)``, rule R11): the moving keys do, Escape does not.
    @_spi(Session) public var repeats: Bool {
        let event: DropdownEvent<Int>? = event()
        return event.map(KeyboardMapping.repeats) ?? false
    }
}
