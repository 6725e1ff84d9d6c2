#if canImport(SwiftUI)
    import DropdownCore
    import SwiftUI

    // The initializers for options that form a tree (rules H1–H9): as `List` and `OutlineGroup`
    // take a tree, a `children:` key path to an option's children, `nil` (or empty) for a leaf.
    // An option with children is a parent: its row shows a chevron and opens a submenu; only
    // leaves are chosen. Identifiers are unique across the whole tree (rule C3).

    extension DropdownSelectMenu where Row == DropdownDefaultRow, ID == Option {
        /// A dropdown of options in a tree, each its own identifier: parents open submenus, and one
        /// leaf may be selected; choosing it closes the list.
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the top-level options, in list order; identifiers must be unique across the
        ///     whole tree (rule C3).
        ///   - children: the key path to an option's children, as `OutlineGroup` takes it: `nil` or
        ///     empty for a leaf. A parent is never selected; its row opens its submenu (rule H2).
        ///   - selection: the selected option (a leaf), or `nil`.
        ///   - placeholder: what the field shows with nothing selected, localized in the
        ///     environment's locale; the localized "Choose" by default.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver; a parent's label names its submenu ("More Fruits, 2 options").
        ///   - isDisabled: whether an option is shown but cannot be chosen; a disabled parent's
        ///     children are disabled too.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        public init(
            title: LocalizedStringResource, options: [Option], children: KeyPath<Option, [Option]?>,
            selection: Binding<ID?>, placeholder: LocalizedStringResource = DropdownDefaults.placeholder,
            label: @escaping (Option) -> String, isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil }, isPresented: Binding<Bool>? = nil
        ) {
            self.init(
                title: title, options: options, id: { $0 }, optionOfID: { $0 },
                selection: .single(selection), placeholder: .resource(placeholder),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: nil,
                children: { $0[keyPath: children] }, isPresented: isPresented,
                row: { option, state in DropdownDefaultRow(label: label(option), state: state) })
        }

        /// A dropdown of options in a tree, each its own identifier: parents open submenus, and one
        /// leaf may be selected; choosing it closes the list.
        ///
        /// The placeholder is shown as it is, not localized (as `Text` shows a `String` variable).
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the top-level options, in list order; identifiers must be unique across the
        ///     whole tree (rule C3).
        ///   - children: the key path to an option's children, as `OutlineGroup` takes it: `nil` or
        ///     empty for a leaf. A parent is never selected; its row opens its submenu (rule H2).
        ///   - selection: the selected option (a leaf), or `nil`.
        ///   - placeholder: what the field shows with nothing selected, as it is.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver; a parent's label names its submenu ("More Fruits, 2 options").
        ///   - isDisabled: whether an option is shown but cannot be chosen; a disabled parent's
        ///     children are disabled too.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        @_disfavoredOverload
        public init<S: StringProtocol>(
            title: LocalizedStringResource, options: [Option], children: KeyPath<Option, [Option]?>,
            selection: Binding<ID?>, placeholder: S,
            label: @escaping (Option) -> String, isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil }, isPresented: Binding<Bool>? = nil
        ) {
            self.init(
                title: title, options: options, id: { $0 }, optionOfID: { $0 },
                selection: .single(selection), placeholder: .verbatim(String(placeholder)),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: nil,
                children: { $0[keyPath: children] }, isPresented: isPresented,
                row: { option, state in DropdownDefaultRow(label: label(option), state: state) })
        }

        /// A dropdown of options in a tree, each its own identifier: parents open submenus, and any
        /// number of leaves may be selected.
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the top-level options, in list order; identifiers must be unique across the
        ///     whole tree (rule C3).
        ///   - children: the key path to an option's children, as `OutlineGroup` takes it: `nil` or
        ///     empty for a leaf. A parent is never selected; its row opens its submenu (rule H2).
        ///   - selection: the selected leaves: choosing toggles a leaf and keeps the list open at its
        ///     level (rules M2, H4).
        ///   - placeholder: what the field shows with nothing selected, localized in the
        ///     environment's locale; the localized "Choose" by default.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver; a parent's label names its submenu ("More Fruits, 2 options").
        ///   - isDisabled: whether an option is shown but cannot be chosen; a disabled parent's
        ///     children are disabled too.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        public init(
            title: LocalizedStringResource, options: [Option], children: KeyPath<Option, [Option]?>,
            selection: Binding<Set<ID>>, placeholder: LocalizedStringResource = DropdownDefaults.placeholder,
            label: @escaping (Option) -> String, isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil }, isPresented: Binding<Bool>? = nil
        ) {
            self.init(
                title: title, options: options, id: { $0 }, optionOfID: { $0 },
                selection: .multiple(selection), placeholder: .resource(placeholder),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: nil,
                children: { $0[keyPath: children] }, isPresented: isPresented,
                row: { option, state in DropdownDefaultRow(label: label(option), state: state) })
        }

        /// A dropdown of options in a tree, each its own identifier: parents open submenus, and any
        /// number of leaves may be selected.
        ///
        /// The placeholder is shown as it is, not localized (as `Text` shows a `String` variable).
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the top-level options, in list order; identifiers must be unique across the
        ///     whole tree (rule C3).
        ///   - children: the key path to an option's children, as `OutlineGroup` takes it: `nil` or
        ///     empty for a leaf. A parent is never selected; its row opens its submenu (rule H2).
        ///   - selection: the selected leaves: choosing toggles a leaf and keeps the list open at its
        ///     level (rules M2, H4).
        ///   - placeholder: what the field shows with nothing selected, as it is.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver; a parent's label names its submenu ("More Fruits, 2 options").
        ///   - isDisabled: whether an option is shown but cannot be chosen; a disabled parent's
        ///     children are disabled too.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        @_disfavoredOverload
        public init<S: StringProtocol>(
            title: LocalizedStringResource, options: [Option], children: KeyPath<Option, [Option]?>,
            selection: Binding<Set<ID>>, placeholder: S,
            label: @escaping (Option) -> String, isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil }, isPresented: Binding<Bool>? = nil
        ) {
            self.init(
                title: title, options: options, id: { $0 }, optionOfID: { $0 },
                selection: .multiple(selection), placeholder: .verbatim(String(placeholder)),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: nil,
                children: { $0[keyPath: children] }, isPresented: isPresented,
                row: { option, state in DropdownDefaultRow(label: label(option), state: state) })
        }
    }

    extension DropdownSelectMenu where Row == DropdownDefaultRow {
        /// A dropdown of options in a tree, identified by the `id:` key path: parents open
        /// submenus, and one leaf may be selected; choosing it closes the list.
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the top-level options, in list order; identifiers must be unique across the
        ///     whole tree (rule C3).
        ///   - id: the key path to each option's identifier, as `ForEach` takes it.
        ///   - children: the key path to an option's children, as `OutlineGroup` takes it: `nil` or
        ///     empty for a leaf. A parent is never selected; its row opens its submenu (rule H2).
        ///   - selection: the identifier of the selected option (a leaf), or `nil`.
        ///   - placeholder: what the field shows with nothing selected, localized in the
        ///     environment's locale; the localized "Choose" by default.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver; a parent's label names its submenu ("More Fruits, 2 options").
        ///   - isDisabled: whether an option is shown but cannot be chosen; a disabled parent's
        ///     children are disabled too.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        public init(
            title: LocalizedStringResource, options: [Option], id: KeyPath<Option, ID>,
            children: KeyPath<Option, [Option]?>,
            selection: Binding<ID?>, placeholder: LocalizedStringResource = DropdownDefaults.placeholder,
            label: @escaping (Option) -> String, isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil }, isPresented: Binding<Bool>? = nil
        ) {
            self.init(
                title: title, options: options, id: { $0[keyPath: id] }, optionOfID: nil,
                selection: .single(selection), placeholder: .resource(placeholder),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: nil,
                children: { $0[keyPath: children] }, isPresented: isPresented,
                row: { option, state in DropdownDefaultRow(label: label(option), state: state) })
        }

        /// A dropdown of options in a tree, identified by the `id:` key path: parents open
        /// submenus, and one leaf may be selected; choosing it closes the list.
        ///
        /// The placeholder is shown as it is, not localized (as `Text` shows a `String` variable).
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the top-level options, in list order; identifiers must be unique across the
        ///     whole tree (rule C3).
        ///   - id: the key path to each option's identifier, as `ForEach` takes it.
        ///   - children: the key path to an option's children, as `OutlineGroup` takes it: `nil` or
        ///     empty for a leaf. A parent is never selected; its row opens its submenu (rule H2).
        ///   - selection: the identifier of the selected option (a leaf), or `nil`.
        ///   - placeholder: what the field shows with nothing selected, as it is.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver; a parent's label names its submenu ("More Fruits, 2 options").
        ///   - isDisabled: whether an option is shown but cannot be chosen; a disabled parent's
        ///     children are disabled too.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        @_disfavoredOverload
        public init<S: StringProtocol>(
            title: LocalizedStringResource, options: [Option], id: KeyPath<Option, ID>,
            children: KeyPath<Option, [Option]?>,
            selection: Binding<ID?>, placeholder: S,
            label: @escaping (Option) -> String, isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil }, isPresented: Binding<Bool>? = nil
        ) {
            self.init(
                title: title, options: options, id: { $0[keyPath: id] }, optionOfID: nil,
                selection: .single(selection), placeholder: .verbatim(String(placeholder)),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: nil,
                children: { $0[keyPath: children] }, isPresented: isPresented,
                row: { option, state in DropdownDefaultRow(label: label(option), state: state) })
        }

        /// A dropdown of options in a tree, identified by the `id:` key path: parents open
        /// submenus, and any number of leaves may be selected.
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the top-level options, in list order; identifiers must be unique across the
        ///     whole tree (rule C3).
        ///   - id: the key path to each option's identifier, as `ForEach` takes it.
        ///   - children: the key path to an option's children, as `OutlineGroup` takes it: `nil` or
        ///     empty for a leaf. A parent is never selected; its row opens its submenu (rule H2).
        ///   - selection: the selected leaves: choosing toggles a leaf and keeps the list open at its
        ///     level (rules M2, H4).
        ///   - placeholder: what the field shows with nothing selected, localized in the
        ///     environment's locale; the localized "Choose" by default.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver; a parent's label names its submenu ("More Fruits, 2 options").
        ///   - isDisabled: whether an option is shown but cannot be chosen; a disabled parent's
        ///     children are disabled too.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        public init(
            title: LocalizedStringResource, options: [Option], id: KeyPath<Option, ID>,
            children: KeyPath<Option, [Option]?>,
            selection: Binding<Set<ID>>, placeholder: LocalizedStringResource = DropdownDefaults.placeholder,
            label: @escaping (Option) -> String, isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil }, isPresented: Binding<Bool>? = nil
        ) {
            self.init(
                title: title, options: options, id: { $0[keyPath: id] }, optionOfID: nil,
                selection: .multiple(selection), placeholder: .resource(placeholder),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: nil,
                children: { $0[keyPath: children] }, isPresented: isPresented,
                row: { option, state in DropdownDefaultRow(label: label(option), state: state) })
        }

        /// A dropdown of options in a tree, identified by the `id:` key path: parents open
        /// submenus, and any number of leaves may be selected.
        ///
        /// The placeholder is shown as it is, not localized (as `Text` shows a `String` variable).
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the top-level options, in list order; identifiers must be unique across the
        ///     whole tree (rule C3).
        ///   - id: the key path to each option's identifier, as `ForEach` takes it.
        ///   - children: the key path to an option's children, as `OutlineGroup` takes it: `nil` or
        ///     empty for a leaf. A parent is never selected; its row opens its submenu (rule H2).
        ///   - selection: the selected leaves: choosing toggles a leaf and keeps the list open at its
        ///     level (rules M2, H4).
        ///   - placeholder: what the field shows with nothing selected, as it is.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver; a parent's label names its submenu ("More Fruits, 2 options").
        ///   - isDisabled: whether an option is shown but cannot be chosen; a disabled parent's
        ///     children are disabled too.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        @_disfavoredOverload
        public init<S: StringProtocol>(
            title: LocalizedStringResource, options: [Option], id: KeyPath<Option, ID>,
            children: KeyPath<Option, [Option]?>,
            selection: Binding<Set<ID>>, placeholder: S,
            label: @escaping (Option) -> String, isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil }, isPresented: Binding<Bool>? = nil
        ) {
            self.init(
                title: title, options: options, id: { $0[keyPath: id] }, optionOfID: nil,
                selection: .multiple(selection), placeholder: .verbatim(String(placeholder)),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: nil,
                children: { $0[keyPath: children] }, isPresented: isPresented,
                row: { option, state in DropdownDefaultRow(label: label(option), state: state) })
        }
    }

    extension DropdownSelectMenu where Row == DropdownDefaultRow, Option: Identifiable, ID == Option.ID {
        /// A dropdown of options in a tree, identified by their `id` (`Identifiable`): parents open
        /// submenus, and one leaf may be selected; choosing it closes the list.
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the top-level options, in list order; identifiers must be unique across the
        ///     whole tree (rule C3).
        ///   - children: the key path to an option's children, as `OutlineGroup` takes it: `nil` or
        ///     empty for a leaf. A parent is never selected; its row opens its submenu (rule H2).
        ///   - selection: the identifier of the selected option (a leaf), or `nil`.
        ///   - placeholder: what the field shows with nothing selected, localized in the
        ///     environment's locale; the localized "Choose" by default.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver; a parent's label names its submenu ("More Fruits, 2 options").
        ///   - isDisabled: whether an option is shown but cannot be chosen; a disabled parent's
        ///     children are disabled too.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        public init(
            title: LocalizedStringResource, options: [Option], children: KeyPath<Option, [Option]?>,
            selection: Binding<ID?>, placeholder: LocalizedStringResource = DropdownDefaults.placeholder,
            label: @escaping (Option) -> String, isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil }, isPresented: Binding<Bool>? = nil
        ) {
            self.init(
                title: title, options: options, id: { $0.id }, optionOfID: nil,
                selection: .single(selection), placeholder: .resource(placeholder),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: nil,
                children: { $0[keyPath: children] }, isPresented: isPresented,
                row: { option, state in DropdownDefaultRow(label: label(option), state: state) })
        }

        /// A dropdown of options in a tree, identified by their `id` (`Identifiable`): parents open
        /// submenus, and one leaf may be selected; choosing it closes the list.
        ///
        /// The placeholder is shown as it is, not localized (as `Text` shows a `String` variable).
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the top-level options, in list order; identifiers must be unique across the
        ///     whole tree (rule C3).
        ///   - children: the key path to an option's children, as `OutlineGroup` takes it: `nil` or
        ///     empty for a leaf. A parent is never selected; its row opens its submenu (rule H2).
        ///   - selection: the identifier of the selected option (a leaf), or `nil`.
        ///   - placeholder: what the field shows with nothing selected, as it is.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver; a parent's label names its submenu ("More Fruits, 2 options").
        ///   - isDisabled: whether an option is shown but cannot be chosen; a disabled parent's
        ///     children are disabled too.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        @_disfavoredOverload
        public init<S: StringProtocol>(
            title: LocalizedStringResource, options: [Option], children: KeyPath<Option, [Option]?>,
            selection: Binding<ID?>, placeholder: S,
            label: @escaping (Option) -> String, isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil }, isPresented: Binding<Bool>? = nil
        ) {
            self.init(
                title: title, options: options, id: { $0.id }, optionOfID: nil,
                selection: .single(selection), placeholder: .verbatim(String(placeholder)),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: nil,
                children: { $0[keyPath: children] }, isPresented: isPresented,
                row: { option, state in DropdownDefaultRow(label: label(option), state: state) })
        }

        /// A dropdown of options in a tree, identified by their `id` (`Identifiable`): parents open
        /// submenus, and any number of leaves may be selected.
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the top-level options, in list order; identifiers must be unique across the
        ///     whole tree (rule C3).
        ///   - children: the key path to an option's children, as `OutlineGroup` takes it: `nil` or
        ///     empty for a leaf. A parent is never selected; its row opens its submenu (rule H2).
        ///   - selection: the selected leaves: choosing toggles a leaf and keeps the list open at its
        ///     level (rules M2, H4).
        ///   - placeholder: what the field shows with nothing selected, localized in the
        ///     environment's locale; the localized "Choose" by default.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver; a parent's label names its submenu ("More Fruits, 2 options").
        ///   - isDisabled: whether an option is shown but cannot be chosen; a disabled parent's
        ///     children are disabled too.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        public init(
            title: LocalizedStringResource, options: [Option], children: KeyPath<Option, [Option]?>,
            selection: Binding<Set<ID>>, placeholder: LocalizedStringResource = DropdownDefaults.placeholder,
            label: @escaping (Option) -> String, isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil }, isPresented: Binding<Bool>? = nil
        ) {
            self.init(
                title: title, options: options, id: { $0.id }, optionOfID: nil,
                selection: .multiple(selection), placeholder: .resource(placeholder),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: nil,
                children: { $0[keyPath: children] }, isPresented: isPresented,
                row: { option, state in DropdownDefaultRow(label: label(option), state: state) })
        }

        /// A dropdown of options in a tree, identified by their `id` (`Identifiable`): parents open
        /// submenus, and any number of leaves may be selected.
        ///
        /// The placeholder is shown as it is, not localized (as `Text` shows a `String` variable).
        ///
        /// - Parameters:
        ///   - title: the field's title.
        ///   - options: the top-level options, in list order; identifiers must be unique across the
        ///     whole tree (rule C3).
        ///   - children: the key path to an option's children, as `OutlineGroup` takes it: `nil` or
        ///     empty for a leaf. A parent is never selected; its row opens its submenu (rule H2).
        ///   - selection: the selected leaves: choosing toggles a leaf and keeps the list open at its
        ///     level (rules M2, H4).
        ///   - placeholder: what the field shows with nothing selected, as it is.
        ///   - label: the text of an option, shown in its row, matched by typeahead and search, and
        ///     read by VoiceOver; a parent's label names its submenu ("More Fruits, 2 options").
        ///   - isDisabled: whether an option is shown but cannot be chosen; a disabled parent's
        ///     children are disabled too.
        ///   - disabledReason: why a disabled option cannot be chosen, read by VoiceOver as its
        ///     row's hint (rule A2); `nil` for no reason.
        ///   - isPresented: whether the list is open, to open or close it from code and observe it.
        @_disfavoredOverload
        public init<S: StringProtocol>(
            title: LocalizedStringResource, options: [Option], children: KeyPath<Option, [Option]?>,
            selection: Binding<Set<ID>>, placeholder: S,
            label: @escaping (Option) -> String, isDisabled: @escaping (Option) -> Bool = { _ in false },
            disabledReason: @escaping (Option) -> String? = { _ in nil }, isPresented: Binding<Bool>? = nil
        ) {
            self.init(
                title: title, options: options, id: { $0.id }, optionOfID: nil,
                selection: .multiple(selection), placeholder: .verbatim(String(placeholder)),
                label: label, isDisabled: isDisabled, disabledReason: disabledReason, section: nil,
                children: { $0[keyPath: children] }, isPresented: isPresented,
                row: { option, state in DropdownDefaultRow(label: label(option), state: state) })
        }
    }
#endif
