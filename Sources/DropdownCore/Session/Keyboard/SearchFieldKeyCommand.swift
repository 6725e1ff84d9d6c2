/// A key the search field's key commands take before the text field does (iOS, iPadOS and Mac
/// Catalyst; rules F3, F4, N2, N3).
///
/// Since iOS 15, UIKit gives a hardware keyboard's keys to the text input system first, and only
/// what it leaves to key commands (`UIKeyCommand.wantsPriorityOverSystemBehavior`): a one-line
/// text field keeps Up and Down (the caret to the start or the end), so the search field's
/// `onKeyPress` may never see the keys that move the highlight. The window's layer therefore
/// offers key commands with that priority for the keys the search field gives the dropdown and a
/// text field would keep; each is mapped as `onKeyPress` maps it
/// (``KeyboardMapping/searchFieldEvent(for:characters:modifiers:)``), and a press that both see is
/// sent once (``SearchFieldKeyDelivery``). Return and Tab are left to the field (its submit, and
/// the focus system).
@_spi(Session) public struct SearchFieldKeyCommand: Hashable, Sendable {
    /// The key.
    @_spi(Session) public let key: KeyboardKey
    /// The modifiers held with it.
    @_spi(Session) public let modifiers: DropdownModifiers

    /// Every key command the search field offers: Up and Down, also with Option or Shift (which
    /// the mapping keeps), Page Up, Page Down and Escape.
    @_spi(Session) public static let all: [SearchFieldKeyCommand] =
        [KeyboardKey.upArrow, .downArrow].flatMap { key in
            [[], .alt, .shift].map { SearchFieldKeyCommand(key: key, modifiers: $0) }
        } + [KeyboardKey.pageUp, .pageDown, .escape].map { SearchFieldKeyCommand(key: $0, modifiers: []) }

    /// The event this key command sends, as the search field's `onKeyPress` maps the same press.
    @_spi(Session) public func event<ID: Hashable>() -> DropdownEvent<ID>? {
        KeyboardMapping.searchFieldEvent(for: key, characters: "", modifiers: modifiers)
    }
}
