import DropdownCore
import Foundation

@testable import DropdownSelectMenu

let fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry"]

/// A stand-in for the view that owns a session: its inputs, its bound selection (a binding that
/// may refuse values), its container, and a clock; it carries out outcomes as the SwiftUI model
/// does (write-through of the selection, R1).
struct Harness {
    var session: DropdownSession<String>
    var options: [String]
    var label: (String) -> String = { $0 }
    var isDisabled: (String) -> Bool = { _ in false }
    var section: ((String) -> String?)?
    let mode: DropdownSelectionMode
    /// What the binding holds.
    var bound: [String]
    /// Rewrites what is written to the binding (a binding with a custom setter); nil keeps it.
    var bindingFilter: (([String]) -> [String])?
    var container: UUID?
    var isEnabled = true
    var isSearchable = false
    var time = Duration.zero

    init(
        _ options: [String] = fruits, selection: [String] = [], mode: DropdownSelectionMode = .single,
        disabled: Set<String> = []
    ) {
        self.options = options
        self.mode = mode
        bound = selection
        isDisabled = { disabled.contains($0) }
        session = DropdownSession(
            inputs: OptionInputs(options: options, label: { $0 }, isDisabled: { disabled.contains($0) }, section: nil),
            selection: selection, mode: mode, guesses: .init(row: 44, header: 30, searchField: 45))
    }

    var inputs: OptionInputs<String> {
        OptionInputs(options: options, label: label, isDisabled: isDisabled, section: section)
    }

    var state: DropdownState<String> { session.state }

    /// Sends an event `milliseconds` after the previous one, and writes the selection through.
    @discardableResult
    mutating func send(
        _ event: DropdownEvent<String>, origin: EventOrigin = .user, after milliseconds: Int = 10
    ) -> DropdownSession<String>.Outcome {
        time += .milliseconds(milliseconds)
        let context = DropdownSession<String>.Context(
            time: time, origin: origin, isEnabled: isEnabled, bound: bound, inputs: inputs, container: container,
            isSearchable: isSearchable, guesses: nil)
        let outcome = session.send(event, context)
        if let selected = outcome.selectionToWrite {
            var box = bound
            let filter = bindingFilter
            let mode = self.mode
            let access = SelectionAccess<String>(
                read: { box },
                write: { written in
                    let value = mode == .single ? Array(written.prefix(1)) : written
                    box = filter?(value) ?? value
                })
            _ = session.writeThrough(selected, to: access, inputs: inputs, at: time)
            bound = box
        }
        return outcome
    }

    /// The parent updated (new closures may return something else).
    mutating func parentUpdated() {
        session.inputsSupplied()
    }
}
