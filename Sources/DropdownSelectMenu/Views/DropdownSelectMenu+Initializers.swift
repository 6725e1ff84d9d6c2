#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI

    // The public initializers, as `ForEach` and `List` offer theirs: options that are their own
    // identifiers (the origin's), options identified by an `id:` key path, and `Identifiable`
    // options; each with the default rows or with a `row:` closure. One selection type serves a
    // single and a multiple selection (`DropdownSelection`), and an optional `children:` key path
    // makes a tree. The parameters they share are described on `DropdownSelectMenu` itself.

    extension DropdownSelectMenu {
        /// The initializer every public one calls.
        init<Selection: DropdownSelection<ID>>(
            title: LocalizedStringResource, options: [Option], id: @escaping (Option) -> ID,
            optionOfID: ((ID) -> Option)?, children: KeyPath<Option, [Option]?>?, selection: Binding<Selection>,
            placeholder: LocalizedStringResource, label: @escaping (Option) -> String,
            isDisabled: @escaping (Option) -> Bool, disabledReason: @escaping (Option) -> String?,
            section: ((Option) -> String?)?, isPresented: Binding<Bool>?,
            row: @escaping (Option, DropdownRowState) -> Row
        ) {
            self.init(
                title: title,
                inputs: OptionInputs(
                    options: options, id: id, label: label, isDisabled: isDisabled, disabledReason: disabledReason,
                    section: section, optionOfID: optionOfID, children: children.map { path in { $0[keyPath: path] } }),
                selection: DropdownSelectionBinding(selection), placeholder: placeholder, isPresented: isPresented,
                row: row)
        }

        /// A dropdown of options that are their own identifiers, drawn with the default rows: the
        /// origin's initializer.
        ///
        /// The selection binds options themselves (`String?`, or `Set<String>` for several). A
        /// selected option that has left `options` is still named by `label` (rule C2).
        public init<Selection: DropdownSelection<Option>>(
            title: LocalizedStringResource, options: [Option], children: KeyPath<Option, [Option]?>? = nil,
            selection: Binding<Selection>, placeholder: LocalizedStringResource = DropdownDefaults.placeholder,
            label: @escaping (Option) -> String, isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil }, section: ((Option) -> String?)? = nil,
            isPresented: Binding<Bool>? = nil
        ) where ID == Option, Row == DropdownDefaultRow {
            self.init(
                title: title, options: options, id: { $0 }, optionOfID: { $0 }, children: children,
                selection: selection, placeholder: placeholder, label: label, isDisabled: isDisabled,
                disabledReason: disabledReason, section: section, isPresented: isPresented,
                row: { DropdownDefaultRow(label: label($0), state: $1) })
        }

        /// A dropdown of options that are their own identifiers, with rows drawn by `row`.
        ///
        /// `row` draws an option's row from a ``DropdownRowState``, which says whether it is
        /// selected, highlighted or disabled and what a search matched. `label` still names the
        /// option for typeahead, search and VoiceOver.
        ///
        /// Which host draws the open list is decided at run time (a `.dropdownContainer()`, or
        /// the window's layer, a hosting controller or view of its own), so a row gets what it
        /// reads through this closure's captures: pass the app's objects on here
        /// (`.environmentObject(model)`, `.environment(model)`). A row that reads an
        /// `@EnvironmentObject` or `@Environment(Model.self)` it was not given stops the app when
        /// its list is drawn in the layer.
        public init<Selection: DropdownSelection<Option>>(
            title: LocalizedStringResource, options: [Option], children: KeyPath<Option, [Option]?>? = nil,
            selection: Binding<Selection>, placeholder: LocalizedStringResource = DropdownDefaults.placeholder,
            label: @escaping (Option) -> String, isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil }, section: ((Option) -> String?)? = nil,
            isPresented: Binding<Bool>? = nil, @ViewBuilder row: @escaping (Option, DropdownRowState) -> Row
        ) where ID == Option {
            self.init(
                title: title, options: options, id: { $0 }, optionOfID: { $0 }, children: children,
                selection: selection, placeholder: placeholder, label: label, isDisabled: isDisabled,
                disabledReason: disabledReason, section: section, isPresented: isPresented, row: row)
        }

        /// A dropdown of options identified by a key path, drawn with the default rows.
        ///
        /// `id` is the key path to an option's identifier, as `ForEach` takes it. A struct option
        /// whose other properties change is still the same option: its highlight, its selection and
        /// its row are kept (rule C1).
        public init<Selection: DropdownSelection<ID>>(
            title: LocalizedStringResource, options: [Option],
            id: KeyPath<Option, ID>, children: KeyPath<Option, [Option]?>? = nil,
            selection: Binding<Selection>, placeholder: LocalizedStringResource = DropdownDefaults.placeholder,
            label: @escaping (Option) -> String, isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil }, section: ((Option) -> String?)? = nil,
            isPresented: Binding<Bool>? = nil
        ) where Row == DropdownDefaultRow {
            self.init(
                title: title, options: options, id: { $0[keyPath: id] }, optionOfID: nil, children: children,
                selection: selection, placeholder: placeholder, label: label, isDisabled: isDisabled,
                disabledReason: disabledReason, section: section, isPresented: isPresented,
                row: { DropdownDefaultRow(label: label($0), state: $1) })
        }

        /// A dropdown of options identified by a key path, with rows drawn by `row`.
        ///
        /// `id` is the key path to an option's identifier, as `ForEach` takes it; `row` draws an
        /// option's row from a ``DropdownRowState``, and `label` still names the option.
        ///
        /// Which host draws the open list is decided at run time (a `.dropdownContainer()`, or
        /// the window's layer, a hosting controller or view of its own), so a row gets what it
        /// reads through this closure's captures: pass the app's objects on here
        /// (`.environmentObject(model)`, `.environment(model)`). A row that reads an
        /// `@EnvironmentObject` or `@Environment(Model.self)` it was not given stops the app when
        /// its list is drawn in the layer.
        public init<Selection: DropdownSelection<ID>>(
            title: LocalizedStringResource, options: [Option], id: KeyPath<Option, ID>,
            children: KeyPath<Option, [Option]?>? = nil,
            selection: Binding<Selection>, placeholder: LocalizedStringResource = DropdownDefaults.placeholder,
            label: @escaping (Option) -> String, isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil }, section: ((Option) -> String?)? = nil,
            isPresented: Binding<Bool>? = nil, @ViewBuilder row: @escaping (Option, DropdownRowState) -> Row
        ) {
            self.init(
                title: title, options: options, id: { $0[keyPath: id] }, optionOfID: nil, children: children,
                selection: selection, placeholder: placeholder, label: label, isDisabled: isDisabled,
                disabledReason: disabledReason, section: section, isPresented: isPresented, row: row)
        }

        /// A dropdown of `Identifiable` options, identified by their `id`, drawn with the default
        /// rows.
        public init<Selection: DropdownSelection<Option.ID>>(
            title: LocalizedStringResource, options: [Option], children: KeyPath<Option, [Option]?>? = nil,
            selection: Binding<Selection>, placeholder: LocalizedStringResource = DropdownDefaults.placeholder,
            label: @escaping (Option) -> String, isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil }, section: ((Option) -> String?)? = nil,
            isPresented: Binding<Bool>? = nil
        ) where Option: Identifiable, ID == Option.ID, Row == DropdownDefaultRow {
            self.init(
                title: title, options: options, id: { $0.id }, optionOfID: nil, children: children,
                selection: selection, placeholder: placeholder, label: label, isDisabled: isDisabled,
                disabledReason: disabledReason, section: section, isPresented: isPresented,
                row: { DropdownDefaultRow(label: label($0), state: $1) })
        }

        /// A dropdown of `Identifiable` options, identified by their `id`, with rows drawn by `row`.
        ///
        /// `row` draws an option's row from a ``DropdownRowState``; `label` still names the option.
        ///
        /// Which host draws the open list is decided at run time (a `.dropdownContainer()`, or
        /// the window's layer, a hosting controller or view of its own), so a row gets what it
        /// reads through this closure's captures: pass the app's objects on here
        /// (`.environmentObject(model)`, `.environment(model)`). A row that reads an
        /// `@EnvironmentObject` or `@Environment(Model.self)` it was not given stops the app when
        /// its list is drawn in the layer.
        public init<Selection: DropdownSelection<Option.ID>>(
            title: LocalizedStringResource, options: [Option], children: KeyPath<Option, [Option]?>? = nil,
            selection: Binding<Selection>, placeholder: LocalizedStringResource = DropdownDefaults.placeholder,
            label: @escaping (Option) -> String, isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil }, section: ((Option) -> String?)? = nil,
            isPresented: Binding<Bool>? = nil, @ViewBuilder row: @escaping (Option, DropdownRowState) -> Row
        ) where Option: Identifiable, ID == Option.ID {
            self.init(
                title: title, options: options, id: { $0.id }, optionOfID: nil, children: children,
                selection: selection, placeholder: placeholder, label: label, isDisabled: isDisabled,
                disabledReason: disabledReason, section: section, isPresented: isPresented, row: row)
        }
    }
#endif
