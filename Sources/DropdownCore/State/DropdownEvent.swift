/// Something that happened to a dropdown: input from a person, or a change made by the program.
///
/// Front ends translate their input into events and pass them to ``DropdownState/send(_:at:)``.
public enum DropdownEvent<ID: Hashable> {
    /// A tap or click on the field (rule O1).
    case tapField
    /// A tap or click anywhere outside the field and the list (rule N7).
    case tapOutside
    /// A tap or click on the row of an option (rules N8, M2); on a parent's row it opens the submenu
    /// (rule H2).
    case tapOption(ID)
    /// The pointer is over the row of an option, or, with `nil`, left the rows (rule N9).
    case hover(ID?)
    /// A tap or click on an action row: retry or create (rules L1, L5).
    case tapAction(DropdownAction)
    /// The pointer is over an action row (rule N9).
    case hoverAction(DropdownAction)
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
    /// Replaces the options (rules C1–C3, H7).
    case setOptions([DropdownOption<ID>])
    /// Replaces the search query (rules F1–F5).
    case setQuery(String)
    /// Replaces the selection from code, as a bound value that changed elsewhere does. Identifiers
    /// that are not options follow the vanished-selection policy, and single mode keeps only the
    /// first (rule C2); parents are never selected (rule H1). The list, hl and the query are unchanged.
    case setSelection([ID])
    /// The front end shows these rows (of ``DropdownState/visible``) after a scroll or a resize, so
    /// that paging can ask for more before the end comes into view (rule L3).
    case scroll(rowsInView: Range<Int>)
    /// The number of rows the front end shows, measured as it lays the list out: PageUp and PageDown
    /// move by as many (rule N3), and paging asks for more within as many rows of the end (rule L3).
    /// A number below 1 counts as 1.
    ///
    /// Laying out is not a move: the event reports nothing and asks for nothing, and the events after
    /// it follow the new page size.
    case setPageSize(Int)
    /// The host's load state: idle, loading or failed, and whether more options exist beyond the ones
    /// it sent (rules L1, L3, L6). With `forQuery`, the event answers that query and is ignored when
    /// the query changed meanwhile (rule L4). A load the core asked for shows already (rule L1): the
    /// host ends it with `.idle` or `.failed`.
    case setLoadState(DropdownLoadState, hasMore: Bool, forQuery: String? = nil)
    /// Options that arrived: a page, or the lines read so far. They go after the last top-level
    /// option, keeping hl, sel, the rows' order and the query; with a query they are ranked into the
    /// results (rules L2, C3). With `forQuery`, they are ignored when the query changed (rule L4).
    case appendOptions([DropdownOption<ID>], hasMore: Bool, forQuery: String? = nil)
    /// The host's results for a query, with remote filtering: they replace the options when `forQuery`
    /// is still the query, and are ignored otherwise (rule L4); they answer it, so its load ends (rule
    /// L1), and hl moves to the first result (rule F2).
    case setResults([DropdownOption<ID>], hasMore: Bool, forQuery: String)
    /// The option the host created for a ``DropdownChanges/create`` request: it is added after the
    /// last top-level option (unless its identifier is already an option) and becomes the selection
    /// (single) or joins it, within the limit (multiple) (rule L5).
    case addCreatedOption(DropdownOption<ID>)
    /// The form asks its fields to validate: from now on a required dropdown without enough chosen
    /// shows its error (rule V2).
    case validate
    /// The form starts again: no error shows until the list closes once more or the form asks
    /// again (rule V2).
    case resetValidation
}

extension DropdownEvent: Sendable where ID: Sendable {}
extension DropdownEvent: Equatable {}
