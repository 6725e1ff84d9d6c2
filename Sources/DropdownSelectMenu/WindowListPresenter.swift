#if canImport(SwiftUI)
    import DropdownCore
    import SwiftUI

    /// Hands a dropdown's open list to its window's layer (``WindowListHost``) while the dropdown
    /// draws the list itself (no container confirmed it, rule R7). It lives in the field's
    /// background only while the list is shown there: it presents the list when it appears (in the
    /// opening's animation), gives the layer the dropdown's current inputs and environment after
    /// each update of the parent (R3, R8), and removes the list when it disappears.
    ///
    /// It reads the whole environment (to forward it), so only an open dropdown depends on every
    /// environment value; a closed one does not (R2).
    @MainActor
    struct WindowListPresenter: View {
        let id: UUID
        let window: WindowProbe
        /// Changes whenever the parent supplied new inputs: the presentation is given again.
        let inputRevision: InputRevision
        let animation: Animation?
        let place: (_ field: CGRect, _ bounds: CGRect) -> DropdownPlacement
        let list: (DropdownPlacement) -> AnyView
        let transition: (DropdownDirection) -> AnyTransition
        let placed: (DropdownPlacement, CGRect) -> Void
        let dismiss: () -> Void
        @Environment(\.self) private var environment

        var body: some View {
            Color.clear
                .accessibilityHidden(true)
                .onAppear { withAnimation(animation) { present() } }
                .onDisappear {
                    let id = id
                    guard let host = window.window.flatMap(WindowListHost.forWindow) else { return }
                    withAnimation(animation) { host.dismiss(id) }
                }
                .onChange(of: inputRevision) { present() }
        }

        private func present() {
            guard let host = window.window.flatMap(WindowListHost.forWindow) else { return }
            let environment = environment
            let list = list
            host.present(
                .init(
                    id: id, place: place, fieldFrame: { [window] in window.frame(in: $0) },
                    content: { list($0).environment(\.self, environment).eraseToAnyView() },
                    transition: transition, placed: placed, dismiss: dismiss))
        }
    }

    extension View {
        /// The view with its type erased.
        func eraseToAnyView() -> AnyView { AnyView(self) }
    }
#endif
