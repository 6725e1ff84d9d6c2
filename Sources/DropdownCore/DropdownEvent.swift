/// Something that happened to a dropdown: input from a person, or a change made by the program.
///
/// Front ends translate their input into events and pass them to ``DropdownState/send(_:at:)``.
public enum DropdownEvent<ID: Hashable> {
    /// A tap or click on the field (rule O1).
    case tapField
    /// A tap or click anywhere outside the field and the list (rule N7).
    case tapOutside
    /// A tap or click on the row of an option (rule N8, M2).
    case tapOption(ID)
    /// The pointer is over the row of an option, or, with `nil`, left the rows (rule N9).
    case hover(ID?)
    /// A key press.
    case key(DropdownKey, modifiers: DropdownModifiers = [])
    /// A printable character typed without Control, Command or Alt (typeahead, or the search query).
    case character(Character)
    /// Opens the list from code, as a tap on the field would.
    case open
    /// Closes the list from code without selecting.
    case close
    /// Selects every enabled option, or clears the selection when nothing more can be added (rule M4).
    case toggleAll
    /// Replaces the options (rules C1–C3).
    case setOptions([DropdownOption<ID>])
    /// Replaces the search query (rules F1–F5).
    case setQuery(String)
    /// Replaces the selection from code, as a bound value that changed elsewhere does. Identifiers
    /// that are not options follow the vanished-selection policy, and single mode keeps only the
    /// first (rule C2). The list, hl and the query are unchanged.
    case setSelection([ID])
}

extension DropdownEvent: Sendable where ID: Sendable {}
extension DropdownEvent: Equatable {}
