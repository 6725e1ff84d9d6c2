import Testing

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
