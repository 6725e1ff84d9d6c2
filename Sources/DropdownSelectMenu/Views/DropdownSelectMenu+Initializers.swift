#if canImport(SwiftUI)
    import DropdownCore
    import SwiftUI

    // The public initializers, as `Picker`, `List` and `ForEach` offer theirs: options identified
    // by themselves (the origin's), by an `id:` key path, or as `Identifiable`; one selection
    // (`Binding<ID?>`) or several (`Binding<Set<ID>>`); the default rows or a `row:` closure; a
    // placeholder to localize (a `LocalizedStringResource` or a literal, "Choose" by default) or a
    // `String` shown as it is. Every one of them comes to the internal initializer below.

    extension DropdownSelectMenu {
        /// The initializer every public one calls.
        init(
            title: LocalizedStringResource, options: [Option], id: @escaping (Option) -> ID,
            optionOfID: ((ID) -> Option)?, selection: DropdownSelectionBinding<ID>, placeholder: DropdownPlaceholder,
            label: @escaping (Option) -> String, isDisabled: @escaping (Option) -> Bool,
            disabledReason: @escaping (Option) -> String?, section: ((Option) -> String?)?,
            children: ((Option) -> [Option]?)? = nil,
            isPresented: Binding<Bool>?, row: @escaping (Option, DropdownRowState) -> Row
        ) {
            self.init(
                title: title,
                inputs: OptionInputs(
                    options: options, id: id, label: label, isDisabled: isDisabled, disabledReason: disabledReason,
                    section: section, optionOfID: optionOfID, children: children),
                selection: selection, placeholder: placeholder, isPresented: isPresented, row: row)
        }
    }

    extension DropdownSelectMenu where Row == DropdownDefaultRow, ID == Option {
        /// A dropdown of options each its own identifier (the origin's initializer), one of which
        /// may be selected: choosing closes the list.
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the options, in list order; their identifiers must be unique (rule C3).
        ///   - selection: the selected option, or `nil`.
        ///   - placeholder: what the field shows with nothing selected, localized in the
        ///     environment's locale; the localized "Choose" by default.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver.
        ///   - isDisabled: whether an option is shown but cannot be chosen.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - section: the heading of the group an option belongs to.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        public init(
            title: LocalizedStringResource, options: [Option], selection: Binding<ID?>,
            placeholder: LocalizedStringResource = DropdownDefaults.placeholder, label: @escaping (Option) -> String,
            isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil },
            section: ((Option) -> String?)? = nil, isPresented: Binding<Bool>? = nil
        ) {
            self.init(
                title: title, options: options, id: { $0 }, optionOfID: { $0 },
                selection: .single(selection), placeholder: .resource(placeholder),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: section,
                isPresented: isPresented,
                row: { option, state in DropdownDefaultRow(label: label(option), state: state) })
        }

        /// A dropdown of options each its own identifier (the origin's initializer), one of which
        /// may be selected: choosing closes the list.
        ///
        /// The placeholder is shown as it is, not localized (as `Text` shows a `String` variable).
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the options, in list order; their identifiers must be unique (rule C3).
        ///   - selection: the selected option, or `nil`.
        ///   - placeholder: what the field shows with nothing selected, as it is.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver.
        ///   - isDisabled: whether an option is shown but cannot be chosen.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - section: the heading of the group an option belongs to.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        @_disfavoredOverload
        public init<S: StringProtocol>(
            title: LocalizedStringResource, options: [Option], selection: Binding<ID?>,
            placeholder: S, label: @escaping (Option) -> String,
            isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil },
            section: ((Option) -> String?)? = nil, isPresented: Binding<Bool>? = nil
        ) {
            self.init(
                title: title, options: options, id: { $0 }, optionOfID: { $0 },
                selection: .single(selection), placeholder: .verbatim(String(placeholder)),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: section,
                isPresented: isPresented,
                row: { option, state in DropdownDefaultRow(label: label(option), state: state) })
        }

        /// A dropdown of options each its own identifier (the origin's initializer), any number of
        /// which may be selected.
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the options, in list order; their identifiers must be unique (rule C3).
        ///   - selection: the selected options: choosing toggles an option and keeps the list open,
        ///     and the field sums up the selection (rules M1–M5).
        ///   - placeholder: what the field shows with nothing selected, localized in the
        ///     environment's locale; the localized "Choose" by default.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver.
        ///   - isDisabled: whether an option is shown but cannot be chosen.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - section: the heading of the group an option belongs to.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        public init(
            title: LocalizedStringResource, options: [Option], selection: Binding<Set<ID>>,
            placeholder: LocalizedStringResource = DropdownDefaults.placeholder, label: @escaping (Option) -> String,
            isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil },
            section: ((Option) -> String?)? = nil, isPresented: Binding<Bool>? = nil
        ) {
            self.init(
                title: title, options: options, id: { $0 }, optionOfID: { $0 },
                selection: .multiple(selection), placeholder: .resource(placeholder),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: section,
                isPresented: isPresented,
                row: { option, state in DropdownDefaultRow(label: label(option), state: state) })
        }

        /// A dropdown of options each its own identifier (the origin's initializer), any number of
        /// which may be selected.
        ///
        /// The placeholder is shown as it is, not localized (as `Text` shows a `String` variable).
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the options, in list order; their identifiers must be unique (rule C3).
        ///   - selection: the selected options: choosing toggles an option and keeps the list open,
        ///     and the field sums up the selection (rules M1–M5).
        ///   - placeholder: what the field shows with nothing selected, as it is.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver.
        ///   - isDisabled: whether an option is shown but cannot be chosen.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - section: the heading of the group an option belongs to.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        @_disfavoredOverload
        public init<S: StringProtocol>(
            title: LocalizedStringResource, options: [Option], selection: Binding<Set<ID>>,
            placeholder: S, label: @escaping (Option) -> String,
            isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil },
            section: ((Option) -> String?)? = nil, isPresented: Binding<Bool>? = nil
        ) {
            self.init(
                title: title, options: options, id: { $0 }, optionOfID: { $0 },
                selection: .multiple(selection), placeholder: .verbatim(String(placeholder)),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: section,
                isPresented: isPresented,
                row: { option, state in DropdownDefaultRow(label: label(option), state: state) })
        }
    }

    extension DropdownSelectMenu where Row == DropdownDefaultRow {
        /// A dropdown of options identified by the `id:` key path, one of which may be selected:
        /// choosing closes the list.
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the options, in list order; their identifiers must be unique (rule C3).
        ///   - id: the key path to each option's identifier, as `ForEach` takes it. A struct option
        ///     whose other fields change is still the same option (its highlight, selection and row
        ///     are kept).
        ///   - selection: the identifier of the selected option, or `nil`.
        ///   - placeholder: what the field shows with nothing selected, localized in the
        ///     environment's locale; the localized "Choose" by default.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver.
        ///   - isDisabled: whether an option is shown but cannot be chosen.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - section: the heading of the group an option belongs to.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        public init(
            title: LocalizedStringResource, options: [Option], id: KeyPath<Option, ID>, selection: Binding<ID?>,
            placeholder: LocalizedStringResource = DropdownDefaults.placeholder, label: @escaping (Option) -> String,
            isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil },
            section: ((Option) -> String?)? = nil, isPresented: Binding<Bool>? = nil
        ) {
            self.init(
                title: title, options: options, id: { $0[keyPath: id] }, optionOfID: nil,
                selection: .single(selection), placeholder: .resource(placeholder),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: section,
                isPresented: isPresented,
                row: { option, state in DropdownDefaultRow(label: label(option), state: state) })
        }

        /// A dropdown of options identified by the `id:` key path, one of which may be selected:
        /// choosing closes the list.
        ///
        /// The placeholder is shown as it is, not localized (as `Text` shows a `String` variable).
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the options, in list order; their identifiers must be unique (rule C3).
        ///   - id: the key path to each option's identifier, as `ForEach` takes it. A struct option
        ///     whose other fields change is still the same option (its highlight, selection and row
        ///     are kept).
        ///   - selection: the identifier of the selected option, or `nil`.
        ///   - placeholder: what the field shows with nothing selected, as it is.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver.
        ///   - isDisabled: whether an option is shown but cannot be chosen.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - section: the heading of the group an option belongs to.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        @_disfavoredOverload
        public init<S: StringProtocol>(
            title: LocalizedStringResource, options: [Option], id: KeyPath<Option, ID>, selection: Binding<ID?>,
            placeholder: S, label: @escaping (Option) -> String,
            isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil },
            section: ((Option) -> String?)? = nil, isPresented: Binding<Bool>? = nil
        ) {
            self.init(
                title: title, options: options, id: { $0[keyPath: id] }, optionOfID: nil,
                selection: .single(selection), placeholder: .verbatim(String(placeholder)),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: section,
                isPresented: isPresented,
                row: { option, state in DropdownDefaultRow(label: label(option), state: state) })
        }

        /// A dropdown of options identified by the `id:` key path, any number of which may be
        /// selected.
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the options, in list order; their identifiers must be unique (rule C3).
        ///   - id: the key path to each option's identifier, as `ForEach` takes it. A struct option
        ///     whose other fields change is still the same option (its highlight, selection and row
        ///     are kept).
        ///   - selection: the identifiers of the selected options: choosing toggles an option and
        ///     keeps the list open, and the field sums up the selection (rules M1–M5).
        ///   - placeholder: what the field shows with nothing selected, localized in the
        ///     environment's locale; the localized "Choose" by default.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver.
        ///   - isDisabled: whether an option is shown but cannot be chosen.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - section: the heading of the group an option belongs to.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        public init(
            title: LocalizedStringResource, options: [Option], id: KeyPath<Option, ID>, selection: Binding<Set<ID>>,
            placeholder: LocalizedStringResource = DropdownDefaults.placeholder, label: @escaping (Option) -> String,
            isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil },
            section: ((Option) -> String?)? = nil, isPresented: Binding<Bool>? = nil
        ) {
            self.init(
                title: title, options: options, id: { $0[keyPath: id] }, optionOfID: nil,
                selection: .multiple(selection), placeholder: .resource(placeholder),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: section,
                isPresented: isPresented,
                row: { option, state in DropdownDefaultRow(label: label(option), state: state) })
        }

        /// A dropdown of options identified by the `id:` key path, any number of which may be
        /// selected.
        ///
        /// The placeholder is shown as it is, not localized (as `Text` shows a `String` variable).
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the options, in list order; their identifiers must be unique (rule C3).
        ///   - id: the key path to each option's identifier, as `ForEach` takes it. A struct option
        ///     whose other fields change is still the same option (its highlight, selection and row
        ///     are kept).
        ///   - selection: the identifiers of the selected options: choosing toggles an option and
        ///     keeps the list open, and the field sums up the selection (rules M1–M5).
        ///   - placeholder: what the field shows with nothing selected, as it is.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver.
        ///   - isDisabled: whether an option is shown but cannot be chosen.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - section: the heading of the group an option belongs to.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        @_disfavoredOverload
        public init<S: StringProtocol>(
            title: LocalizedStringResource, options: [Option], id: KeyPath<Option, ID>, selection: Binding<Set<ID>>,
            placeholder: S, label: @escaping (Option) -> String,
            isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil },
            section: ((Option) -> String?)? = nil, isPresented: Binding<Bool>? = nil
        ) {
            self.init(
                title: title, options: options, id: { $0[keyPath: id] }, optionOfID: nil,
                selection: .multiple(selection), placeholder: .verbatim(String(placeholder)),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: section,
                isPresented: isPresented,
                row: { option, state in DropdownDefaultRow(label: label(option), state: state) })
        }
    }

    extension DropdownSelectMenu where Row == DropdownDefaultRow, Option: Identifiable, ID == Option.ID {
        /// A dropdown of options identified by their `id` (`Identifiable`), one of which may be
        /// selected: choosing closes the list.
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the options, in list order; their identifiers must be unique (rule C3).
        ///   - selection: the identifier of the selected option, or `nil`.
        ///   - placeholder: what the field shows with nothing selected, localized in the
        ///     environment's locale; the localized "Choose" by default.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver.
        ///   - isDisabled: whether an option is shown but cannot be chosen.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - section: the heading of the group an option belongs to.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        public init(
            title: LocalizedStringResource, options: [Option], selection: Binding<ID?>,
            placeholder: LocalizedStringResource = DropdownDefaults.placeholder, label: @escaping (Option) -> String,
            isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil },
            section: ((Option) -> String?)? = nil, isPresented: Binding<Bool>? = nil
        ) {
            self.init(
                title: title, options: options, id: { $0.id }, optionOfID: nil,
                selection: .single(selection), placeholder: .resource(placeholder),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: section,
                isPresented: isPresented,
                row: { option, state in DropdownDefaultRow(label: label(option), state: state) })
        }

        /// A dropdown of options identified by their `id` (`Identifiable`), one of which may be
        /// selected: choosing closes the list.
        ///
        /// The placeholder is shown as it is, not localized (as `Text` shows a `String` variable).
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the options, in list order; their identifiers must be unique (rule C3).
        ///   - selection: the identifier of the selected option, or `nil`.
        ///   - placeholder: what the field shows with nothing selected, as it is.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver.
        ///   - isDisabled: whether an option is shown but cannot be chosen.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - section: the heading of the group an option belongs to.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        @_disfavoredOverload
        public init<S: StringProtocol>(
            title: LocalizedStringResource, options: [Option], selection: Binding<ID?>,
            placeholder: S, label: @escaping (Option) -> String,
            isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil },
            section: ((Option) -> String?)? = nil, isPresented: Binding<Bool>? = nil
        ) {
            self.init(
                title: title, options: options, id: { $0.id }, optionOfID: nil,
                selection: .single(selection), placeholder: .verbatim(String(placeholder)),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: section,
                isPresented: isPresented,
                row: { option, state in DropdownDefaultRow(label: label(option), state: state) })
        }

        /// A dropdown of options identified by their `id` (`Identifiable`), any number of which may
        /// be selected.
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the options, in list order; their identifiers must be unique (rule C3).
        ///   - selection: the identifiers of the selected options: choosing toggles an option and
        ///     keeps the list open, and the field sums up the selection (rules M1–M5).
        ///   - placeholder: what the field shows with nothing selected, localized in the
        ///     environment's locale; the localized "Choose" by default.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver.
        ///   - isDisabled: whether an option is shown but cannot be chosen.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - section: the heading of the group an option belongs to.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        public init(
            title: LocalizedStringResource, options: [Option], selection: Binding<Set<ID>>,
            placeholder: LocalizedStringResource = DropdownDefaults.placeholder, label: @escaping (Option) -> String,
            isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil },
            section: ((Option) -> String?)? = nil, isPresented: Binding<Bool>? = nil
        ) {
            self.init(
                title: title, options: options, id: { $0.id }, optionOfID: nil,
                selection: .multiple(selection), placeholder: .resource(placeholder),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: section,
                isPresented: isPresented,
                row: { option, state in DropdownDefaultRow(label: label(option), state: state) })
        }

        /// A dropdown of options identified by their `id` (`Identifiable`), any number of which may
        /// be selected.
        ///
        /// The placeholder is shown as it is, not localized (as `Text` shows a `String` variable).
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the options, in list order; their identifiers must be unique (rule C3).
        ///   - selection: the identifiers of the selected options: choosing toggles an option and
        ///     keeps the list open, and the field sums up the selection (rules M1–M5).
        ///   - placeholder: what the field shows with nothing selected, as it is.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver.
        ///   - isDisabled: whether an option is shown but cannot be chosen.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - section: the heading of the group an option belongs to.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        @_disfavoredOverload
        public init<S: StringProtocol>(
            title: LocalizedStringResource, options: [Option], selection: Binding<Set<ID>>,
            placeholder: S, label: @escaping (Option) -> String,
            isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil },
            section: ((Option) -> String?)? = nil, isPresented: Binding<Bool>? = nil
        ) {
            self.init(
                title: title, options: options, id: { $0.id }, optionOfID: nil,
                selection: .multiple(selection), placeholder: .verbatim(String(placeholder)),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: section,
                isPresented: isPresented,
                row: { option, state in DropdownDefaultRow(label: label(option), state: state) })
        }
    }

    extension DropdownSelectMenu where ID == Option {
        /// A dropdown of options each its own identifier (the origin's initializer), one of which
        /// may be selected: choosing closes the list, with rows drawn by `row`.
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the options, in list order; their identifiers must be unique (rule C3).
        ///   - selection: the selected option, or `nil`.
        ///   - placeholder: what the field shows with nothing selected, localized in the
        ///     environment's locale; the localized "Choose" by default.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver.
        ///   - isDisabled: whether an option is shown but cannot be chosen.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - section: the heading of the group an option belongs to.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        ///   - row: draws an option's row, told by ``DropdownRowState`` whether it is selected,
        ///     highlighted or disabled; `label` still names it for typeahead, search and VoiceOver.
        public init(
            title: LocalizedStringResource, options: [Option], selection: Binding<ID?>,
            placeholder: LocalizedStringResource = DropdownDefaults.placeholder, label: @escaping (Option) -> String,
            isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil },
            section: ((Option) -> String?)? = nil, isPresented: Binding<Bool>? = nil,
            @ViewBuilder row: @escaping (Option, DropdownRowState) -> Row
        ) {
            self.init(
                title: title, options: options, id: { $0 }, optionOfID: { $0 },
                selection: .single(selection), placeholder: .resource(placeholder),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: section,
                isPresented: isPresented,
                row: row)
        }

        /// A dropdown of options each its own identifier (the origin's initializer), one of which
        /// may be selected: choosing closes the list, with rows drawn by `row`.
        ///
        /// The placeholder is shown as it is, not localized (as `Text` shows a `String` variable).
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the options, in list order; their identifiers must be unique (rule C3).
        ///   - selection: the selected option, or `nil`.
        ///   - placeholder: what the field shows with nothing selected, as it is.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver.
        ///   - isDisabled: whether an option is shown but cannot be chosen.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - section: the heading of the group an option belongs to.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        ///   - row: draws an option's row, told by ``DropdownRowState`` whether it is selected,
        ///     highlighted or disabled; `label` still names it for typeahead, search and VoiceOver.
        @_disfavoredOverload
        public init<S: StringProtocol>(
            title: LocalizedStringResource, options: [Option], selection: Binding<ID?>,
            placeholder: S, label: @escaping (Option) -> String,
            isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil },
            section: ((Option) -> String?)? = nil, isPresented: Binding<Bool>? = nil,
            @ViewBuilder row: @escaping (Option, DropdownRowState) -> Row
        ) {
            self.init(
                title: title, options: options, id: { $0 }, optionOfID: { $0 },
                selection: .single(selection), placeholder: .verbatim(String(placeholder)),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: section,
                isPresented: isPresented,
                row: row)
        }

        /// A dropdown of options each its own identifier (the origin's initializer), any number of
        /// which may be selected, with rows drawn by `row`.
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the options, in list order; their identifiers must be unique (rule C3).
        ///   - selection: the selected options: choosing toggles an option and keeps the list open,
        ///     and the field sums up the selection (rules M1–M5).
        ///   - placeholder: what the field shows with nothing selected, localized in the
        ///     environment's locale; the localized "Choose" by default.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver.
        ///   - isDisabled: whether an option is shown but cannot be chosen.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - section: the heading of the group an option belongs to.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        ///   - row: draws an option's row, told by ``DropdownRowState`` whether it is selected,
        ///     highlighted or disabled; `label` still names it for typeahead, search and VoiceOver.
        public init(
            title: LocalizedStringResource, options: [Option], selection: Binding<Set<ID>>,
            placeholder: LocalizedStringResource = DropdownDefaults.placeholder, label: @escaping (Option) -> String,
            isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil },
            section: ((Option) -> String?)? = nil, isPresented: Binding<Bool>? = nil,
            @ViewBuilder row: @escaping (Option, DropdownRowState) -> Row
        ) {
            self.init(
                title: title, options: options, id: { $0 }, optionOfID: { $0 },
                selection: .multiple(selection), placeholder: .resource(placeholder),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: section,
                isPresented: isPresented,
                row: row)
        }

        /// A dropdown of options each its own identifier (the origin's initializer), any number of
        /// which may be selected, with rows drawn by `row`.
        ///
        /// The placeholder is shown as it is, not localized (as `Text` shows a `String` variable).
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the options, in list order; their identifiers must be unique (rule C3).
        ///   - selection: the selected options: choosing toggles an option and keeps the list open,
        ///     and the field sums up the selection (rules M1–M5).
        ///   - placeholder: what the field shows with nothing selected, as it is.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver.
        ///   - isDisabled: whether an option is shown but cannot be chosen.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - section: the heading of the group an option belongs to.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        ///   - row: draws an option's row, told by ``DropdownRowState`` whether it is selected,
        ///     highlighted or disabled; `label` still names it for typeahead, search and VoiceOver.
        @_disfavoredOverload
        public init<S: StringProtocol>(
            title: LocalizedStringResource, options: [Option], selection: Binding<Set<ID>>,
            placeholder: S, label: @escaping (Option) -> String,
            isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil },
            section: ((Option) -> String?)? = nil, isPresented: Binding<Bool>? = nil,
            @ViewBuilder row: @escaping (Option, DropdownRowState) -> Row
        ) {
            self.init(
                title: title, options: options, id: { $0 }, optionOfID: { $0 },
                selection: .multiple(selection), placeholder: .verbatim(String(placeholder)),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: section,
                isPresented: isPresented,
                row: row)
        }
    }

    extension DropdownSelectMenu {
        /// A dropdown of options identified by the `id:` key path, one of which may be selected:
        /// choosing closes the list, with rows drawn by `row`.
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the options, in list order; their identifiers must be unique (rule C3).
        ///   - id: the key path to each option's identifier, as `ForEach` takes it. A struct option
        ///     whose other fields change is still the same option (its highlight, selection and row
        ///     are kept).
        ///   - selection: the identifier of the selected option, or `nil`.
        ///   - placeholder: what the field shows with nothing selected, localized in the
        ///     environment's locale; the localized "Choose" by default.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver.
        ///   - isDisabled: whether an option is shown but cannot be chosen.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - section: the heading of the group an option belongs to.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        ///   - row: draws an option's row, told by ``DropdownRowState`` whether it is selected,
        ///     highlighted or disabled; `label` still names it for typeahead, search and VoiceOver.
        public init(
            title: LocalizedStringResource, options: [Option], id: KeyPath<Option, ID>, selection: Binding<ID?>,
            placeholder: LocalizedStringResource = DropdownDefaults.placeholder, label: @escaping (Option) -> String,
            isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil },
            section: ((Option) -> String?)? = nil, isPresented: Binding<Bool>? = nil,
            @ViewBuilder row: @escaping (Option, DropdownRowState) -> Row
        ) {
            self.init(
                title: title, options: options, id: { $0[keyPath: id] }, optionOfID: nil,
                selection: .single(selection), placeholder: .resource(placeholder),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: section,
                isPresented: isPresented,
                row: row)
        }

        /// A dropdown of options identified by the `id:` key path, one of which may be selected:
        /// choosing closes the list, with rows drawn by `row`.
        ///
        /// The placeholder is shown as it is, not localized (as `Text` shows a `String` variable).
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the options, in list order; their identifiers must be unique (rule C3).
        ///   - id: the key path to each option's identifier, as `ForEach` takes it. A struct option
        ///     whose other fields change is still the same option (its highlight, selection and row
        ///     are kept).
        ///   - selection: the identifier of the selected option, or `nil`.
        ///   - placeholder: what the field shows with nothing selected, as it is.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver.
        ///   - isDisabled: whether an option is shown but cannot be chosen.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - section: the heading of the group an option belongs to.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        ///   - row: draws an option's row, told by ``DropdownRowState`` whether it is selected,
        ///     highlighted or disabled; `label` still names it for typeahead, search and VoiceOver.
        @_disfavoredOverload
        public init<S: StringProtocol>(
            title: LocalizedStringResource, options: [Option], id: KeyPath<Option, ID>, selection: Binding<ID?>,
            placeholder: S, label: @escaping (Option) -> String,
            isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil },
            section: ((Option) -> String?)? = nil, isPresented: Binding<Bool>? = nil,
            @ViewBuilder row: @escaping (Option, DropdownRowState) -> Row
        ) {
            self.init(
                title: title, options: options, id: { $0[keyPath: id] }, optionOfID: nil,
                selection: .single(selection), placeholder: .verbatim(String(placeholder)),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: section,
                isPresented: isPresented,
                row: row)
        }

        /// A dropdown of options identified by the `id:` key path, any number of which may be
        /// selected, with rows drawn by `row`.
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the options, in list order; their identifiers must be unique (rule C3).
        ///   - id: the key path to each option's identifier, as `ForEach` takes it. A struct option
        ///     whose other fields change is still the same option (its highlight, selection and row
        ///     are kept).
        ///   - selection: the identifiers of the selected options: choosing toggles an option and
        ///     keeps the list open, and the field sums up the selection (rules M1–M5).
        ///   - placeholder: what the field shows with nothing selected, localized in the
        ///     environment's locale; the localized "Choose" by default.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver.
        ///   - isDisabled: whether an option is shown but cannot be chosen.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - section: the heading of the group an option belongs to.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        ///   - row: draws an option's row, told by ``DropdownRowState`` whether it is selected,
        ///     highlighted or disabled; `label` still names it for typeahead, search and VoiceOver.
        public init(
            title: LocalizedStringResource, options: [Option], id: KeyPath<Option, ID>, selection: Binding<Set<ID>>,
            placeholder: LocalizedStringResource = DropdownDefaults.placeholder, label: @escaping (Option) -> String,
            isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil },
            section: ((Option) -> String?)? = nil, isPresented: Binding<Bool>? = nil,
            @ViewBuilder row: @escaping (Option, DropdownRowState) -> Row
        ) {
            self.init(
                title: title, options: options, id: { $0[keyPath: id] }, optionOfID: nil,
                selection: .multiple(selection), placeholder: .resource(placeholder),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: section,
                isPresented: isPresented,
                row: row)
        }

        /// A dropdown of options identified by the `id:` key path, any number of which may be
        /// selected, with rows drawn by `row`.
        ///
        /// The placeholder is shown as it is, not localized (as `Text` shows a `String` variable).
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the options, in list order; their identifiers must be unique (rule C3).
        ///   - id: the key path to each option's identifier, as `ForEach` takes it. A struct option
        ///     whose other fields change is still the same option (its highlight, selection and row
        ///     are kept).
        ///   - selection: the identifiers of the selected options: choosing toggles an option and
        ///     keeps the list open, and the field sums up the selection (rules M1–M5).
        ///   - placeholder: what the field shows with nothing selected, as it is.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver.
        ///   - isDisabled: whether an option is shown but cannot be chosen.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - section: the heading of the group an option belongs to.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        ///   - row: draws an option's row, told by ``DropdownRowState`` whether it is selected,
        ///     highlighted or disabled; `label` still names it for typeahead, search and VoiceOver.
        @_disfavoredOverload
        public init<S: StringProtocol>(
            title: LocalizedStringResource, options: [Option], id: KeyPath<Option, ID>, selection: Binding<Set<ID>>,
            placeholder: S, label: @escaping (Option) -> String,
            isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil },
            section: ((Option) -> String?)? = nil, isPresented: Binding<Bool>? = nil,
            @ViewBuilder row: @escaping (Option, DropdownRowState) -> Row
        ) {
            self.init(
                title: title, options: options, id: { $0[keyPath: id] }, optionOfID: nil,
                selection: .multiple(selection), placeholder: .verbatim(String(placeholder)),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: section,
                isPresented: isPresented,
                row: row)
        }
    }

    extension DropdownSelectMenu where Option: Identifiable, ID == Option.ID {
        /// A dropdown of options identified by their `id` (`Identifiable`), one of which may be
        /// selected: choosing closes the list, with rows drawn by `row`.
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the options, in list order; their identifiers must be unique (rule C3).
        ///   - selection: the identifier of the selected option, or `nil`.
        ///   - placeholder: what the field shows with nothing selected, localized in the
        ///     environment's locale; the localized "Choose" by default.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver.
        ///   - isDisabled: whether an option is shown but cannot be chosen.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - section: the heading of the group an option belongs to.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        ///   - row: draws an option's row, told by ``DropdownRowState`` whether it is selected,
        ///     highlighted or disabled; `label` still names it for typeahead, search and VoiceOver.
        public init(
            title: LocalizedStringResource, options: [Option], selection: Binding<ID?>,
            placeholder: LocalizedStringResource = DropdownDefaults.placeholder, label: @escaping (Option) -> String,
            isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil },
            section: ((Option) -> String?)? = nil, isPresented: Binding<Bool>? = nil,
            @ViewBuilder row: @escaping (Option, DropdownRowState) -> Row
        ) {
            self.init(
                title: title, options: options, id: { $0.id }, optionOfID: nil,
                selection: .single(selection), placeholder: .resource(placeholder),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: section,
                isPresented: isPresented,
                row: row)
        }

        /// A dropdown of options identified by their `id` (`Identifiable`), one of which may be
        /// selected: choosing closes the list, with rows drawn by `row`.
        ///
        /// The placeholder is shown as it is, not localized (as `Text` shows a `String` variable).
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the options, in list order; their identifiers must be unique (rule C3).
        ///   - selection: the identifier of the selected option, or `nil`.
        ///   - placeholder: what the field shows with nothing selected, as it is.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver.
        ///   - isDisabled: whether an option is shown but cannot be chosen.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - section: the heading of the group an option belongs to.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        ///   - row: draws an option's row, told by ``DropdownRowState`` whether it is selected,
        ///     highlighted or disabled; `label` still names it for typeahead, search and VoiceOver.
        @_disfavoredOverload
        public init<S: StringProtocol>(
            title: LocalizedStringResource, options: [Option], selection: Binding<ID?>,
            placeholder: S, label: @escaping (Option) -> String,
            isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil },
            section: ((Option) -> String?)? = nil, isPresented: Binding<Bool>? = nil,
            @ViewBuilder row: @escaping (Option, DropdownRowState) -> Row
        ) {
            self.init(
                title: title, options: options, id: { $0.id }, optionOfID: nil,
                selection: .single(selection), placeholder: .verbatim(String(placeholder)),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: section,
                isPresented: isPresented,
                row: row)
        }

        /// A dropdown of options identified by their `id` (`Identifiable`), any number of which may
        /// be selected, with rows drawn by `row`.
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the options, in list order; their identifiers must be unique (rule C3).
        ///   - selection: the identifiers of the selected options: choosing toggles an option and
        ///     keeps the list open, and the field sums up the selection (rules M1–M5).
        ///   - placeholder: what the field shows with nothing selected, localized in the
        ///     environment's locale; the localized "Choose" by default.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver.
        ///   - isDisabled: whether an option is shown but cannot be chosen.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - section: the heading of the group an option belongs to.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        ///   - row: draws an option's row, told by ``DropdownRowState`` whether it is selected,
        ///     highlighted or disabled; `label` still names it for typeahead, search and VoiceOver.
        public init(
            title: LocalizedStringResource, options: [Option], selection: Binding<Set<ID>>,
            placeholder: LocalizedStringResource = DropdownDefaults.placeholder, label: @escaping (Option) -> String,
            isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil },
            section: ((Option) -> String?)? = nil, isPresented: Binding<Bool>? = nil,
            @ViewBuilder row: @escaping (Option, DropdownRowState) -> Row
        ) {
            self.init(
                title: title, options: options, id: { $0.id }, optionOfID: nil,
                selection: .multiple(selection), placeholder: .resource(placeholder),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: section,
                isPresented: isPresented,
                row: row)
        }

        /// A dropdown of options identified by their `id` (`Identifiable`), any number of which may
        /// be selected, with rows drawn by `row`.
        ///
        /// The placeholder is shown as it is, not localized (as `Text` shows a `String` variable).
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the options, in list order; their identifiers must be unique (rule C3).
        ///   - selection: the identifiers of the selected options: choosing toggles an option and
        ///     keeps the list open, and the field sums up the selection (rules M1–M5).
        ///   - placeholder: what the field shows with nothing selected, as it is.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver.
        ///   - isDisabled: whether an option is shown but cannot be chosen.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - section: the heading of the group an option belongs to.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        ///   - row: draws an option's row, told by ``DropdownRowState`` whether it is selected,
        ///     highlighted or disabled; `label` still names it for typeahead, search and VoiceOver.
        @_disfavoredOverload
        public init<S: StringProtocol>(
            title: LocalizedStringResource, options: [Option], selection: Binding<Set<ID>>,
            placeholder: S, label: @escaping (Option) -> String,
            isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil },
            section: ((Option) -> String?)? = nil, isPresented: Binding<Bool>? = nil,
            @ViewBuilder row: @escaping (Option, DropdownRowState) -> Row
        ) {
            self.init(
                title: title, options: options, id: { $0.id }, optionOfID: nil,
                selection: .multiple(selection), placeholder: .verbatim(String(placeholder)),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: section,
                isPresented: isPresented,
                row: row)
        }
    }
#endif
