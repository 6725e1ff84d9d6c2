import DropdownCore

typealias Option = DropdownOption<String>
typealias State = DropdownState<String>

/// Options whose identifiers are their labels; the labels in `disabled` are disabled.
func makeOptions(_ labels: [String], disabled: Set<String> = []) -> [Option] {
    labels.map { Option(id: $0, label: $0, isDisabled: disabled.contains($0)) }
}

let fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry"]

extension DropdownConfiguration {
    /// A searchable list that offers to create an option its query names (rule L5).
    static let creating = DropdownConfiguration(isSearchable: true, allowsCreating: true)
}

/// A dropdown of `labels`.
func makeState(
    _ labels: [String] = fruits, disabled: Set<String> = [], selection: [String] = [],
    configuration: DropdownConfiguration = .init()
) -> State {
    State(
        options: makeOptions(labels, disabled: disabled), selection: selection,
        configuration: configuration)
}

/// A dropdown of `labels`, opened by a tap on its field at time zero.
func makeOpenState(
    _ labels: [String] = fruits, disabled: Set<String> = [], selection: [String] = [],
    configuration: DropdownConfiguration = .init()
) -> State {
    var state = makeState(labels, disabled: disabled, selection: selection, configuration: configuration)
    state.send(.tapField, at: .zero)
    return state
}

/// A time `ms` milliseconds after the origin.
func ms(_ milliseconds: Int) -> Duration { .milliseconds(milliseconds) }

extension DropdownState {
    /// Sends a key at time zero.
    @discardableResult
    mutating func press(_ key: DropdownKey, _ modifiers: DropdownModifiers = [], at time: Duration = .zero)
        -> DropdownChanges
    {
        send(.key(key, modifiers: modifiers), at: time)
    }

    /// Types each character of `text`, `gap` apart, starting at `start`.
    mutating func type(_ text: String, from start: Duration = .zero, gap: Duration = .milliseconds(100)) {
        var time = start
        for character in text {
            send(.character(character), at: time)
            time += gap
        }
    }
}

extension RandomNumberGenerator {
    /// A string of a length drawn from `lengths`, each of its characters drawn from `letters`: the
    /// labels of the search's property tests.
    mutating func string(of letters: [Character], lengths: ClosedRange<Int>) -> String {
        String((0..<Int.random(in: lengths, using: &self)).map { _ in letters.randomElement(using: &self)! })
    }

    /// `count` strings, each drawn as ``string(of:lengths:)`` draws one.
    mutating func strings(_ count: Int, of letters: [Character], lengths: ClosedRange<Int>) -> [String] {
        (0..<count).map { _ in string(of: letters, lengths: lengths) }
    }
}
