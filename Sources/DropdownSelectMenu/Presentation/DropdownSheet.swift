#if canImport(SwiftUI)
    import DropdownCore
    @_spi(Session) import DropdownSession
    import SwiftUI

    /// The open list as a sheet (``ListPresentationChoice``): at the accessibility text sizes, in a
    /// short window with the keyboard up, or when the app chose `.sheet`, as Apple's pickers go full
    /// screen. The dropdown's title heads it; the list's search field is at the top and its rows go
    /// from edge to edge; a Done button closes it after a multiple selection (a single selection
    /// closes it by choosing, and a swipe down closes it without choosing).
    ///
    /// It draws the same list view as a floating list, from the same session: only the
    /// presentation changes. It rests on documented SwiftUI only: `.sheet(isPresented:)`, whose
    /// binding is the core's open state, `presentationDetents`, a `NavigationStack`'s title and
    /// toolbar, and for the keys, focus state with `onKeyPress`.
    ///
    /// Keyboard focus goes into a sheet (on the Mac, a sheet is a window of its own), so the
    /// field's key handler no longer hears the keys while it is up. The search field maps them when
    /// there is one; otherwise the list takes keyboard focus itself and hands the keys to `keys`,
    /// the field's own handler (``ListPresentationChoice/sheetListTakesKeys(hasSearchField:)``).
    @MainActor
    struct DropdownSheet<List: View>: View {
        let title: Text
        let detents: ListPresentationChoice.SheetDetents
        /// Whether a Done button closes the sheet: for a multiple selection, and on the Mac, whose
        /// sheets have no swipe down.
        let showsDone: Bool
        /// "Done", in the person's language.
        let doneTitle: String
        let done: () -> Void
        /// The field's key handler, for the list to call while it has keyboard focus; `nil` when
        /// the search field takes the keys.
        let keys: ((KeyPress) -> KeyPress.Result)?
        let list: List
        @Environment(\.dropdownListStyle) private var listStyle
        @FocusState private var listHasFocus: Bool

        init(
            title: Text, detents: ListPresentationChoice.SheetDetents, showsDone: Bool, doneTitle: String,
            done: @escaping () -> Void, keys: ((KeyPress) -> KeyPress.Result)?, @ViewBuilder list: () -> List
        ) {
            self.title = title
            self.detents = detents
            self.showsDone = showsDone
            self.doneTitle = doneTitle
            self.done = done
            self.keys = keys
            self.list = list()
        }

        var body: some View {
            NavigationStack {
                list
                    // The sheet is the list's container: the style draws the rows, not its card.
                    .environment(\.dropdownListStyle, listStyle.inSheet())
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                    .takingKeys(keys, focus: $listHasFocus)
                    .navigationTitle(title)
                    .inlineNavigationTitle()
                    .toolbar {
                        if showsDone {
                            ToolbarItem(placement: .confirmationAction) {
                                Button(doneTitle, action: done).sheetDoneShortcut()
                            }
                        }
                    }
            }
            .presentationDetents(detents.presentationDetents)
            .presentationDragIndicator(detents == .mediumAndLarge ? .visible : .automatic)
            .macSheetSize()
        }
    }

    extension ListPresentationChoice.SheetDetents {
        /// The detents SwiftUI presents the sheet at.
        var presentationDetents: Set<PresentationDetent> {
            switch self {
            case .mediumAndLarge: [.medium, .large]
            case .large: [.large]
            }
        }
    }

    extension View {
        /// The sheet's list, taking keyboard focus and the keys when `keys` is given: one focus stop
        /// whose focus the style does not draw (the rows show the highlight), focused by default
        /// when the sheet appears and once more on its appearance (R9, R10, R11).
        @ViewBuilder
        fileprivate func takingKeys(
            _ keys: ((KeyPress) -> KeyPress.Result)?, focus: FocusState<Bool>.Binding
        ) -> some View {
            if let keys {
                focusable()
                    .focused(focus)
                    .focusEffectDisabled()
                    .onKeyPress(phases: [.down, .repeat], action: keys)
                    .defaultFocus(focus, true)
                    .onAppear { focus.wrappedValue = true }
            } else {
                self
            }
        }

        /// A sheet's title in the navigation bar's inline style (iOS); as it is elsewhere.
        @ViewBuilder
        fileprivate func inlineNavigationTitle() -> some View {
            #if os(iOS) || os(visionOS)
                navigationBarTitleDisplayMode(.inline)
            #else
                self
            #endif
        }

        /// On the Mac, where a sheet has no swipe down, Escape presses the sheet's Done button.
        @ViewBuilder
        fileprivate func sheetDoneShortcut() -> some View {
            #if os(macOS)
                keyboardShortcut(.cancelAction)
            #else
                self
            #endif
        }

        /// On the Mac, a sheet is a window of its own, as large as its content asks: the list
        /// gets a list's room.
        @ViewBuilder
        fileprivate func macSheetSize() -> some View {
            #if os(macOS)
                frame(minWidth: 320, idealWidth: 400, minHeight: 360, idealHeight: 480)
            #else
                self
            #endif
        }
    }
#endif
