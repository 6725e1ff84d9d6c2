import Testing

@_spi(Session) @testable import DropdownCore
@testable import DropdownSelectMenu

@Suite("The layer's window: key status and appearance (R8, R10)")
struct LayerWindowTests {
    typealias Status = LayerWindowStatus

    @Test("R10: the layer is key only while a shown list's search field takes keyboard focus")
    func keyOnlyForSearch() {
        var status = Status()
        #expect(!status.allowsKey)  // idle: a click or a hidden key window never makes it key
        // A list without a search field: the app's window stays key, its keys reach the field.
        #expect(status.listsChanged(isEmpty: false, takesKeyboardFocus: false, appearance: .light, isKey: false) == nil)
        #expect(!status.allowsKey)
        // A searchable list: the layer becomes key so that its search field takes focus.
        #expect(
            status.listsChanged(isEmpty: false, takesKeyboardFocus: true, appearance: .light, isKey: false)
                == .becomeKey)
        #expect(status.allowsKey)
        #expect(status.listsChanged(isEmpty: false, takesKeyboardFocus: true, appearance: .light, isKey: true) == nil)
        // It leaves: the window that was key is key again, and the layer may not be key any more.
        #expect(
            status.listsChanged(isEmpty: true, takesKeyboardFocus: false, appearance: nil, isKey: true)
                == .restorePreviousKey)
        #expect(!status.allowsKey)
        #expect(status.listsChanged(isEmpty: true, takesKeyboardFocus: false, appearance: nil, isKey: false) == nil)
    }

    @Test("R10: a searchable list replaced by one without a search field gives key status back")
    func searchableReplaced() {
        var status = Status()
        _ = status.listsChanged(isEmpty: false, takesKeyboardFocus: true, appearance: .dark, isKey: false)
        #expect(
            status.listsChanged(isEmpty: false, takesKeyboardFocus: false, appearance: .dark, isKey: true)
                == .restorePreviousKey)
        #expect(!status.allowsKey)
    }

    @Test("R8: the layer draws in the shown list's appearance, and keeps it while the list leaves")
    func appearance() {
        var status = Status()
        #expect(status.appearance == nil)  // the scene's, before any list
        _ = status.listsChanged(isEmpty: false, takesKeyboardFocus: true, appearance: .dark, isKey: false)
        #expect(status.appearance == .dark)  // an app that forces dark on a light device
        _ = status.listsChanged(isEmpty: true, takesKeyboardFocus: false, appearance: nil, isKey: true)
        #expect(status.appearance == .dark)  // the leaving list keeps its look
        _ = status.listsChanged(isEmpty: false, takesKeyboardFocus: false, appearance: .light, isKey: false)
        #expect(status.appearance == .light)
    }
}

@Suite("The status bar while the layer shows a list: the app's window's")
struct StatusBarSourceTests {
    /// A stand-in for a view controller: its child for the property and what it presents.
    final class Controller {
        var child: Controller?
        var presented: Controller?
        var isFullScreen = false
        var capturesAppearance = false

        init(child: Controller? = nil, presented: Controller? = nil, isFullScreen: Bool = false) {
            self.child = child
            self.presented = presented
            self.isFullScreen = isFullScreen
        }
    }

    private func source(from root: Controller) -> Controller? {
        StatusBarSource.source(from: root) { controller in
            StatusBarSource.next(
                presented: controller.presented,
                presentedControlsStatusBar: controller.presented.map {
                    StatusBarSource.controlsStatusBar(
                        isFullScreen: $0.isFullScreen, capturesAppearance: $0.capturesAppearance)
                } ?? false,
                child: controller.child)
        }
    }

    @Test("A sheet leaves the status bar with the screen that presents it")
    func sheetDoesNotControl() {
        let sheet = Controller()
        let root = Controller(presented: sheet)
        #expect(source(from: root) === root)
        sheet.capturesAppearance = true  // modalPresentationCapturesStatusBarAppearance
        #expect(source(from: root) === sheet)
    }

    @Test("A full-screen presentation controls the status bar; a navigation stack's top child does")
    func fullScreenAndChildren() {
        let top = Controller()
        let root = Controller(child: top)
        #expect(source(from: root) === top)
        let cover = Controller(isFullScreen: true)
        root.presented = cover
        #expect(source(from: root) === cover)  // it covers the child
        let coverTop = Controller()
        cover.child = coverTop
        #expect(source(from: root) === coverTop)
    }

    @Test("A cycle of children ends the walk instead of hanging it")
    func cycleEnds() {
        let second = Controller()
        let first = Controller(child: second)
        second.child = first
        #expect(source(from: first) != nil)
        first.child = first
        #expect(source(from: first) === first)
    }

    @Test("The automatic style is resolved in the app's appearance, not the layer's")
    func automaticResolved() {
        #expect(StatusBarSource.resolved(.automatic, isDark: true) == .lightContent)
        #expect(StatusBarSource.resolved(.automatic, isDark: false) == .darkContent)
        #expect(StatusBarSource.resolved(.darkContent, isDark: true) == .darkContent)
        #expect(StatusBarSource.resolved(.lightContent, isDark: false) == .lightContent)
    }
}
