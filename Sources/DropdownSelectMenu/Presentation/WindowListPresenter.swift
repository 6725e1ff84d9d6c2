#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI

    /// Gives a dropdown's model what its list in the window's layer (``WindowListHost``) is made
    /// of, while no container draws the list (rule R7): when it appears (in the opening's
    /// animation), and after each update of the parent (the dropdown's current inputs and
    /// environment, rules R3 and R8). It never presents or removes the list itself: the model
    /// owns the entry and takes it out when the list closes or the dropdown goes, through the
    /// layer it kept, in the person's transaction.
    ///
    /// It reads the environment to forward the values ``ListEnvironment`` lists; it exists only
    /// while the list is open, so a closed dropdown depends on none of them (R2).
    @MainActor
    struct WindowListPresenter: View {
        let window: WindowProbe
        /// Changes whenever the parent supplied new inputs: the presentation is given again.
        let inputRevision: InputRevision
        let animation: Animation?
        let place: (_ field: CGRect, _ bounds: CGRect) -> DropdownPlacement
        let list: (DropdownPlacement) -> AnyView
        let transition: (DropdownDirection) -> AnyTransition
        let placed: (DropdownPlacement, CGRect) -> Void
        let dismiss: () -> Void
        /// The field moved (its frame in the window changed) while the list is in the layer.
        let fieldMoved: () -> Void
        /// Hands the model the presentation's source, and the window the field is in now.
        let supply:
            (
                _ source: @escaping (LayerPresentationKey<UUID>) -> WindowListHost.Presentation, _ window: AnyObject?
            ) -> Void
        /// The values the list is given, read where this view is (never passed in).
        var environment = ListEnvironmentReader()

        var body: some View {
            // Only while the list is in the layer: the field's frame is watched so the list
            // follows it; nothing is written into state (R2), and the layer redraws the list only
            // when its placement changed (``LayerPlacements``).
            GeometryReader { proxy in
                Color.clear
                    .onChange(of: proxy.frame(in: .global)) { fieldMoved() }
            }
            .accessibilityHidden(true)
            .onAppear { withAnimation(animation) { supplyPresentation() } }
            .onChange(of: inputRevision) { supplyPresentation() }
            // R8: the list in the layer takes the dropdown's environment again when a value it
            // visibly depends on changes while it is open.
            .onChange(of: environment.values) { supplyPresentation() }
        }

        private func supplyPresentation() {
            let values = environment.values
            let list = list
            let (place, transition, placed, dismiss) = (place, transition, placed, dismiss)
            supply(
                { [window] key in
                    .init(
                        id: key, field: window, place: place,
                        content: { list($0).listEnvironment(values, inContainer: false).eraseToAnyView() },
                        transition: transition, placed: placed, dismiss: dismiss,
                        takesKeyboardFocus: values.dropdown.isSearchable,
                        keyboardReservation: values.keyboardReservation,
                        appearance: values.colorScheme == .dark ? .dark : .light)
                }, window.window)
        }
    }

    extension View {
        /// The view with its type erased.
        func eraseToAnyView() -> AnyView { AnyView(self) }
    }
#endif
