// MARK: - SheetCloseButton

/// The button that closes a list shown as a sheet: every sheet has one, as Apple's Human Interface
/// Guidelines ask of sheets, so that a person who cannot swipe (Switch Control, Voice Control, a
/// Mac, whose sheets have no swipe) sees the way out.
@_spi(Session) public enum SheetCloseButton: Hashable, Sendable {
    /// "Cancel", at the toolbar's cancellation place: a single selection closes the sheet by
    /// choosing, so the button leaves without choosing.
    case cancel
    /// "Done", at the toolbar's confirmation place: a multiple selection stays open while options
    /// are chosen, and the button ends the choosing.
    case done

    /// The button of a sheet whose dropdown selects in `mode`.
    @_spi(Session) public init(mode: DropdownSelectionMode) {
        self = mode == .multiple ? .done : .cancel
    }

    /// The button's title in `strings`' language.
    @_spi(Session) public func title(in strings: DropdownStrings) -> String {
        switch self {
        case .cancel: strings.cancel
        case .done: strings.done
        }
    }
}

// MARK: - SheetClosing

/// When a list shown as a sheet has gone: the moment its last open state may go and the focus
/// moves of its closing are made (rule R9).
///
/// A floating list leaves within its closing transaction, whose completion settles it. A sheet is
/// dismissed by UIKit or AppKit in an animation of its own, outside that transaction: settled at
/// the transaction's end, its search field would empty, its highlight and "No matches" go and the
/// top level of a tree slide in while it still slides away. A closed sheet settles when its
/// content disappears instead, or after ``deadline`` should that never be heard.
@_spi(Session) public struct SheetClosing: Equatable, Sendable {
    /// Whether the sheet's content is on screen.
    @_spi(Session) public private(set) var isShown = false
    /// The closing that waits for the sheet to disappear, if one does.
    @_spi(Session) public private(set) var awaited: Int?
    /// How many closings of a sheet there have been.
    private var closings = 0

    /// Creates one with no sheet shown.
    @_spi(Session) public init() {}

    /// How long a closed sheet's list waits for its content to disappear before it settles anyway.
    @_spi(Session) public static let deadline = Duration.seconds(1.5)

    /// The sheet's content appeared.
    @_spi(Session) public mutating func appeared() {
        isShown = true
    }

    /// The list closed. Returns the closing to wait for, when the list was a sheet still on
    /// screen; `nil` when the list settles with its closing transaction.
    @_spi(Session) public mutating func listClosed(wasSheet: Bool) -> Int? {
        guard wasSheet && isShown else {
            awaited = nil
            return nil
        }
        closings &+= 1
        awaited = closings
        return closings
    }

    /// The list opened again: no earlier closing is waited for.
    @_spi(Session) public mutating func listOpened() {
        awaited = nil
    }

    /// The sheet's content disappeared. Returns whether a closed list settles now.
    @_spi(Session) public mutating func disappeared() -> Bool {
        isShown = false
        return take(awaited)
    }

    /// The deadline of `closing` passed. Returns whether the closed list settles now: when that
    /// closing still waits.
    @_spi(Session) public mutating func deadlinePassed(for closing: Int) -> Bool {
        take(closing)
    }

    private mutating func take(_ closing: Int?) -> Bool {
        guard let closing, closing == awaited else { return false }
        awaited = nil
        return true
    }
}
