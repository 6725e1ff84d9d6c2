#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI

    /// The open list as a sheet (``ListPresentationChoice``): at the accessibility text sizes, in a
    /// short window with the keyboard up, or when the app chose `.sheet`, as Apple's pickers go full
    /// screen. The dropdown's title heads it; the list's search field is at the top and its rows go
    /// from edge to edge. A visible button always closes it (``SheetCloseButton``): Cancel for a
    /// single selection, which choosing closes, Done for a multiple selection; a grabber shows that
    /// it can be dragged, and a swipe down closes it without choosing.
    ///
    /// It draws the same list view as a floating list, from the same session: only the
    /// presentation changes. It rests on documented SwiftUI only: `.sheet(isPresented:)`, whose
    /// binding is the core's open state, `presentationDetents`, `presentationDragIndicator`, a
    /// `NavigationStack`'s title and toolbar (`ToolbarItem` at the `.cancellationAction` or
    /// `.confirmationAction` placement), and for the keys, focus state with `onKeyPress`.
    ///
    /// Keyboard focus goes into a sheet (on the Mac, a sheet is a window of its own), so the
    /// field's key handler no longer hears the keys while it is up. The search field maps them when
    /// there is one; otherwise the list takes keyboard focus itself and hands the keys to `keys`,
    /// the field's own handler (``ListPresentationChoice/sheetListTakesKeys(hasSearchField:)``).
    @MainActor
    struct DropdownSheet<List: View>: View {
        let title: Text
        let detents: ListPresentationChoice.SheetDetents
        /// The button that closes the sheet: Cancel or Done.
        let closeButton: SheetCloseButton
        /// The button's title, in the person's language.
        let closeTitle: String
        let close: () -> Void
        /// The field's key handler, for the list to call while it has keyboard focus; `nil` when
        /// the search field takes the keys.
        let keys: ((KeyPress) -> KeyPress.Result)?
        /// Told the height the list is laid out in, when it appears and when it changes: a page
        /// of the sheet's rows for PageUp and PageDown (N3).
        let sized: (CGFloat) -> Void
        let list: List
        @Environment(\.dropdownListStyle) private var listStyle
        @FocusState private var listHasFocus: Bool

        init(
            title: Text, detents: ListPresentationChoice.SheetDetents, closeButton: SheetCloseButton,
            closeTitle: String, close: @escaping () -> Void, keys: ((KeyPress) -> KeyPress.Result)?,
            sized: @escaping (CGFloat) -> Void, @ViewBuilder list: () -> List
        ) {
            self.title = title
            self.detents = detents
            self.closeButton = closeButton
            self.closeTitle = closeTitle
            self.close = close
            self.keys = keys
            self.sized = sized
            self.list = list()
        }

        var body: some View {
            NavigationStack {
                list
                    // The sheet is the list's container: the style draws the rows, not its card.
                    .environment(\.dropdownListStyle, listStyle.inSheet())
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                    // N3: the list's height, read by a `GeometryReader` and reported from
                    // `onAppear` and `onChange(of:)`, outside any body.
                    .background {
                        GeometryReader { proxy in
                            Color.clear
                                .onAppear { sized(proxy.size.height) }
                                .onChange(of: proxy.size.height) { _, height in sized(height) }
                        }
                    }
                    .macSheetTitle(title)
                    .takingKeys(keys, focus: $listHasFocus)
                    .navigationTitle(title)
                    .inlineNavigationTitle()
                    .toolbar {
                        ToolbarItem(placement: closeButton == .cancel ? .cancellationAction : .confirmationAction) {
                            Button(closeTitle, action: close).sheetCloseShortcut()
                        }
                    }
            }
            .presentationDetents(detents.presentationDetents)
            // The grabber shows at every detent set, a full-height sheet's included, that the
            // sheet can be dragged down.
            .presentationDragIndicator(.visible)
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

        /// On the Mac, where a sheet has no swipe down, Escape presses the sheet's button.
        @ViewBuilder
        fileprivate func sheetCloseShortcut() -> some View {
            #if os(macOS)
                keyboardShortcut(.cancelAction)
            #else
                self
            #endif
        }

        /// On the Mac, where a sheet has no title bar and shows no navigation title, the title above
        /// the list, as a heading, so the sheet says which field it belongs to; elsewhere the
        /// navigation bar shows it.
        @ViewBuilder
        fileprivate func macSheetTitle(_ title: Text) -> some View {
            #if os(macOS)
                VStack(spacing: 0) {
                    title
                        .font(.headline)
                        .accessibilityAddTraits(.isHeader)
                        .frame(maxWidth: .infinity)
                        .padding(.vertical, 10)
                    self
                }
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
