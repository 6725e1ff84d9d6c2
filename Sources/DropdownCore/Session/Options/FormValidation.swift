/// How a form's request to validate reaches its dropdowns (rule V2).
///
/// `.dropdownValidation(isActive:)` is a state, not a trigger: while it is `true`, every dropdown
/// inside is validated, including one that appears later (a `Form` or `List` builds its rows as
/// they scroll into view, so a trigger would miss the rows not built when it fired) and one that
/// is enabled later; when it turns `false`, the form starts again and every error hides until the
/// next chance. A disabled dropdown is not validated, as a disabled control is not in a web form;
/// it shows no error (``FieldMessageText``).
///
/// The decision whether the requirement is met, and when the error shows, is the core's: the
/// dropdown only sends ``DropdownEvent/validate`` and ``DropdownEvent/resetValidation``.
@_spi(Session) public enum FormValidation {
    /// The event a dropdown sends as it appears: `.validate` in a form that validates, when it is
    /// enabled; otherwise nothing (an appearing row keeps the error its own closing showed).
    @_spi(Session) public static func eventOnAppear<ID>(formValidates: Bool, isEnabled: Bool) -> DropdownEvent<ID>? {
        formValidates && isEnabled ? .validate : nil
    }

    /// The event a dropdown sends when its form starts validating (`.validate`, when it is enabled)
    /// or starts again (`.resetValidation`).
    @_spi(Session) public static func eventWhenFormChanges<ID>(validates: Bool, isEnabled: Bool) -> DropdownEvent<ID>? {
        guard validates else { return .resetValidation }
        return isEnabled ? .validate : nil
    }

    /// The event a dropdown sends when it becomes enabled or disabled: `.validate` when it becomes
    /// enabled in a form that validates.
    @_spi(Session) public static func eventWhenEnabledChanges<ID>(isEnabled: Bool, formValidates: Bool)
        -> DropdownEvent<ID>?
    {
        isEnabled && formValidates ? .validate : nil
    }
}

/// What a field says under itself, and whether it looks invalid (rules V3, V5): the core's message
/// for the app's words (its error while one shows, else its help text), read by VoiceOver after
/// the field's value.
///
/// A disabled dropdown shows its help text, never its error: it cannot be changed, and a form
/// does not validate it (``FormValidation``).
@_spi(Session) public struct FieldMessageText: Hashable, Sendable {
    /// The message, if any: the error, or the help text.
    @_spi(Session) public let message: DropdownFieldMessage?

    /// What the field of `state` says under itself.
    ///
    /// - Parameters:
    ///   - help: the app's help text (`.dropdownHelpText(_:)`), resolved in the environment's locale.
    ///   - errorMessage: the app's words for the error (`.dropdownRequired(_:message:)`), if any.
    ///   - isEnabled: whether the dropdown is enabled.
    ///   - strings: the built-in words ("Choose an option", "Choose at least 2").
    @_spi(Session) public init<ID>(
        _ state: DropdownState<ID>, help: String?, errorMessage: String?, isEnabled: Bool, strings: DropdownStrings
    ) {
        if isEnabled {
            message = state.fieldMessage(help: help, errorMessage: errorMessage, strings: strings)
        } else {
            message = help.flatMap { $0.isEmpty ? nil : .help($0) }
        }
    }

    /// Whether the field draws its invalid look (a red border, the message in red).
    @_spi(Session) public var isInvalid: Bool { message?.isError == true }
}
