/// Which of the search field's key commands the window's layer offers now (iOS, iPadOS and Mac
/// Catalyst; rules F3, F4, N2, N3).
///
/// A key command with priority over the system takes its key whatever its action then does, so
/// the layer offers only the keys the dropdown uses, and only where the search field's
/// `onKeyPress` would have taken them:
/// - none while an input method is composing text in the field (marked text): its candidate list
///   keeps Up, Down and Escape to pick a candidate and to cancel.
@_spi(Session) public enum SearchFieldKeyCommandOffer {
    /// The key commands to offer, from ``SearchFieldKeyCommand/all``.
    ///
    /// - Parameter isComposing: whether the focused text input has marked text.
    @_spi(Session) public static func commands(isComposing: Bool) -> [SearchFieldKeyCommand] {
        guard !isComposing else { return [] }
        return SearchFieldKeyCommand.all
    }
}
