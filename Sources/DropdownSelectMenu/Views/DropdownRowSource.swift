#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI

    /// The parent's latest row closure (rule R3), which every built row draws with: the parent's
    /// update hands it over here (``supply(_:)``), and the rows that observe it redraw, O(rows
    /// built), without an identity pass over every row (rule R16).
    @MainActor
    final class DropdownRowSource<Option, Row: View>: ObservableObject {
        /// Draws an option's row.
        private(set) var make: (Option, DropdownRowState) -> Row

        init(_ make: @escaping (Option, DropdownRowState) -> Row) {
            self.make = make
        }

        /// The parent supplied its row closure again (after each of its updates).
        func supply(_ make: @escaping (Option, DropdownRowState) -> Row) {
            objectWillChange.send()
            self.make = make
        }
    }
#endif
