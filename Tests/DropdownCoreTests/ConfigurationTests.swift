import DropdownCore
import Testing

@Suite("Settings replaced after the dropdown was made (front ends' view modifiers)")
struct ConfigurationTests {
    @Test("N1: turning wrapping on makes Down on the last option go to the first")
    func wrapping() {
        var state = makeState(selection: ["Elderberry"])
        state.press(.down)
        state.press(.down)
        #expect(state.highlighted == "Elderberry")
        state.configuration.wrapsAround = true
        state.press(.down)
        #expect(state.highlighted == "Apple")
    }

    @Test("M3: a lower limit refuses further additions and removes nothing")
    func limit() {
        var state = makeState(selection: ["Apple", "Banana"], configuration: .init(selectionMode: .multiple))
        state.configuration.selectionLimit = 1
        #expect(state.selection == ["Apple", "Banana"])
        state.send(.tapField, at: .zero)
        let result = state.handle(.tapOption("Cherry"), at: .zero)
        #expect(result.announcement == .selectionLimitReached(limit: 1))
        #expect(state.selection == ["Apple", "Banana"])
    }

    @Test("E2: the selection mode is kept, turning search off clears the query, a page is at least one row")
    func keptAndClamped() {
        var state = makeState(configuration: .init(isSearchable: true))
        state.send(.character("b"), at: .zero)
        #expect(state.query == "b")
        var settings = state.configuration
        settings.selectionMode = .multiple
        settings.isSearchable = false
        settings.pageSize = 0
        state.configuration = settings
        #expect(state.configuration.selectionMode == .single)
        #expect(state.query == "")
        #expect(state.pageSize == 1)
    }
}
