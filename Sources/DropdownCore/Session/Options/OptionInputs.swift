/// What a dropdown's initializer says about its options: the options and the closures that
/// describe them (rule R3).
///
/// Every argument may differ on the next update of the parent view, closures included: a stock
/// list that changes (`isDisabled: { !inStock.contains($0) }`) or a renamed label must reach
/// typeahead, search, VoiceOver and the summary, although `options` itself did not change.
///
/// An option is known by its identifier (rule R4): the `id:` key path, the `id` of an
/// `Identifiable` option, or the option itself when it is `Hashable` and no `id:` is given (the
/// origin's initializer). A struct option whose other fields change is still the same option: the
/// core keeps its highlight and selection (rule C1), and its row keeps its identity.
@_spi(Session) public struct OptionInputs<Option, ID: Hashable> {
    /// The options, in list order.
    @_spi(Session) public var options: [Option]
    /// The identifier of an option.
    @_spi(Session) public var id: (Option) -> ID
    /// The label of an option.
    @_spi(Session) public var label: (Option) -> String
    /// Whether an option is disabled.
    @_spi(Session) public var isDisabled: (Option) -> Bool
    /// Why a disabled option is disabled, read by VoiceOver as the row's hint (rule A2).
    @_spi(Session) public var disabledReason: (Option) -> String? = { _ in nil }
    /// The section of an option, if the list is grouped.
    @_spi(Session) public var section: ((Option) -> String?)?
    /// The option an identifier stands for, when options are their own identifiers (the origin's
    /// initializers): no position table is needed then, and a selected value that left the
    /// options is still labelled by `label` (rule C2).
    @_spi(Session) public var optionOfID: ((ID) -> Option)?
    /// The options of an option's submenu (the `children:` key path, as `OutlineGroup` takes it):
    /// `nil` or empty for an option that is chosen (a leaf); `nil` for a flat list (rule H1).
    @_spi(Session) public var children: ((Option) -> [Option]?)? = nil
    /// The words a search matches for an option besides its label (`.dropdownSearchKeywords`,
    /// rule F9); `nil` when none has any.
    @_spi(Session) public var keywords: ((Option) -> [String])? = nil

    /// The inputs an initializer gives.
    @_spi(Session) public init(
        options: [Option], id: @escaping (Option) -> ID, label: @escaping (Option) -> String,
        isDisabled: @escaping (Option) -> Bool, disabledReason: @escaping (Option) -> String? = { _ in nil },
        section: ((Option) -> String?)? = nil, optionOfID: ((ID) -> Option)? = nil,
        children: ((Option) -> [Option]?)? = nil, keywords: ((Option) -> [String])? = nil
    ) {
        self.options = options
        self.id = id
        self.label = label
        self.isDisabled = isDisabled
        self.disabledReason = disabledReason
        self.section = section
        self.optionOfID = optionOfID
        self.children = children
        self.keywords = keywords
    }

    /// Whether these inputs list the very options `other` lists, in the same storage: O(1), with no
    /// closure called.
    ///
    /// An array changed in between has storage of its own (`other` still holds the old one, so it
    /// is neither freed nor written in place), so the same storage means the same elements. What it
    /// does not say:
    /// - anything of labels or of what other closures return (nor of the identifier of a class
    ///   option whose identifying property was changed in place);
    /// - that a tree is the same: it never counts as the same, its children coming from a closure;
    /// - that an array bridged from `NSArray` is: it never does (it is copied to be read: O(n) then).
    @_spi(Session) public func listsSameOptions(as other: OptionInputs) -> Bool {
        guard children == nil, other.children == nil, options.count == other.options.count else { return false }
        return options.withUnsafeBufferPointer { mine in
            other.options.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress }
        }
    }

    /// Whether these inputs list their top-level options in the very storage `other` lists them
    /// (as ``listsSameOptions(as:)`` says, for a tree too): O(1), with no closure called. What the
    /// closures return, a tree's children included, is checked option by option
    /// (``agree(on:lookup:with:)``).
    @_spi(Session) public func sharesOptionsStorage(with other: OptionInputs) -> Bool {
        guard options.count == other.options.count else { return false }
        return options.withUnsafeBufferPointer { mine in
            other.options.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress }
        }
    }

    /// Whether the closures say of the option with identifier `id` what `state` has: its label, its
    /// flags, its section, its reason, its keywords and its number of children (not what its
    /// children say).
    /// `false` when `lookup` does not find the option. One call of each closure: O(1) in the
    /// number of options.
    @_spi(Session) public func agree(on id: ID, lookup: OptionLookup<Option, ID>, with state: DropdownState<ID>) -> Bool
    {
        agree(on: id, row: nil, lookup: lookup, with: state)
    }

    /// Whether the closures say of option `id` what `state` has (``agree(on:lookup:with:)``), given
    /// `row`, the row that showed it: while that row still shows it, the core's option and the
    /// caller's are found from the row, without hashing the identifier.
    func agree(on id: ID, row: Int?, lookup: OptionLookup<Option, ID>, with state: DropdownState<ID>) -> Bool {
        let shownRow = row.flatMap { $0 >= 0 && $0 < state.visibleCount && state.visibleID(atRow: $0) == id ? $0 : nil }
        guard let index = shownRow.map(state.machine.rows.optionIndex(atRow:)) ?? state.identifiers.index(of: id),
            let option = lookup.option(for: id, at: shownRow.flatMap(state.place(ofRow:)))
        else { return false }
        let core = state.optionWithoutChildren(atIndex: index)
        let isDisabled = isDisabled(option)
        return self.id(option) == id && label(option) == core.label && isDisabled == core.isDisabled
            && section?(option) == core.section && (isDisabled ? disabledReason(option) : nil) == core.disabledReason
            && (keywords?(option) ?? []) == core.keywords
            && (children?(option)?.count ?? 0) == state.childCount(ofIndex: index)
    }

    /// The core's options: what the closures return now, with their children. O(n) for n options
    /// in the whole tree, one call of each closure per option.
    @_spi(Session) public func coreOptions() -> [DropdownOption<ID>] {
        coreOptions(of: options)
    }

    /// The core's options of `options` (a level of the tree, or options that arrived later).
    @_spi(Session) public func coreOptions(of options: [Option]) -> [DropdownOption<ID>] {
        options.map {
            let isDisabled = isDisabled($0)
            return DropdownOption(
                id: id($0), label: label($0), isDisabled: isDisabled, section: section?($0),
                disabledReason: isDisabled ? disabledReason($0) : nil, keywords: keywords?($0) ?? [],
                children: children?($0).map(coreOptions(of:)) ?? [])
        }
    }

    /// The option at `indices` in the tree: the first index among `options`, each next one among
    /// the children of the option before. O(depth).
    @_spi(Session) public func option(at indices: [Int]) -> Option? {
        var level = options
        var found: Option?
        for index in indices {
            guard index >= 0, index < level.count else { return nil }
            found = level[index]
            level = children?(level[index]) ?? []
        }
        return found
    }

    /// The option at `place` in the tree, if there is one there: each ancestor's children read, not
    /// its own. O(depth).
    @_spi(Session) public func option(at place: OptionPlace) -> Option? {
        var level = options
        for index in place.ancestors {
            guard index >= 0, index < level.count else { return nil }
            level = children?(level[index]) ?? []
        }
        return place.position >= 0 && place.position < level.count ? level[place.position] : nil
    }

    /// The first option of the tree, depth first, whose identifier is `id`. O(n).
    @_spi(Session) public func firstOption(withID wanted: ID) -> Option? {
        func search(_ level: [Option]) -> Option? {
            for option in level {
                if id(option) == wanted { return option }
                if let children = children?(option), let found = search(children) { return found }
            }
            return nil
        }
        return search(options)
    }

    /// The same closures describing other options (those that arrived later, rule L4).
    @_spi(Session) public func replacingOptions(with options: [Option]) -> OptionInputs {
        var inputs = self
        inputs.options = options
        return inputs
    }
}

extension OptionInputs where ID == Option {
    /// The inputs of options that are their own identifiers (the origin's initializers).
    @_spi(Session) public init(
        options: [Option], label: @escaping (Option) -> String, isDisabled: @escaping (Option) -> Bool,
        disabledReason: @escaping (Option) -> String? = { _ in nil }, section: ((Option) -> String?)?
    ) {
        self.init(
            options: options, id: { $0 }, label: label, isDisabled: isDisabled, disabledReason: disabledReason,
            section: section, optionOfID: { $0 })
    }
}

/// The position of each identifier among the options the core was last given: how a row or the
/// field finds the option (a struct, for the `row:` closure and the label) of an identifier in
/// O(1) (rule R4). Built only where options are not their own identifiers, when the options
/// change (an O(n) step that refreshing the core's options takes anyway).
@_spi(Session) public struct OptionPositions<ID: Hashable> {
    private var positions: [ID: Int] = [:]
    /// The places of the options inside submenus, as indices from the top level down (H1); empty
    /// for a flat list, so that a flat list stores one integer per option.
    private var nested: [ID: [Int]] = [:]

    /// No positions (options that are their own identifiers need none).
    @_spi(Session) public init() {}

    /// The positions of the identifiers of `options` and of their children; a repeated identifier
    /// keeps its first position in reading order (rule C3). O(n) for n options in the tree.
    @_spi(Session) public init(_ options: [DropdownOption<ID>]) {
        self.init(options, id: \.id, children: { $0.isParent ? $0.children : nil })
    }

    /// The positions of the identifiers `inputs` give their options and those options' children,
    /// recorded as from the core's options. O(n) calls of `id` (and of `children`, in a tree).
    @_spi(Session) public init<Option>(_ inputs: OptionInputs<Option, ID>) {
        self.init(inputs.options, id: inputs.id, children: inputs.children)
    }

    private init<Element>(_ elements: [Element], id: (Element) -> ID, children: ((Element) -> [Element]?)?) {
        positions.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            let key = id(element)
            guard positions[key] == nil else { continue }
            positions[key] = index
            if let inner = children?(element) { recordChildren(inner, at: [index], id: id, children: children) }
        }
    }

    private mutating func recordChildren<Element>(
        _ elements: [Element], at indices: [Int], id: (Element) -> ID, children: ((Element) -> [Element]?)?
    ) {
        for (index, element) in elements.enumerated() {
            let key = id(element)
            guard positions[key] == nil && nested[key] == nil else { continue }
            nested[key] = indices + [index]
            if let inner = children?(element) {
                recordChildren(inner, at: indices + [index], id: id, children: children)
            }
        }
    }

    /// The position of an identifier, if it was among the top-level options.
    @_spi(Session) public subscript(id: ID) -> Int? { positions[id] }

    /// The indices from the top level down to an option inside a submenu, if it was one.
    @_spi(Session) public func nestedIndices(of id: ID) -> [Int]? { nested[id] }
}

/// Finds the option of an identifier among the current inputs (rule R4). O(1) when the position
/// recorded for it still holds that identifier (O(depth) inside a submenu); otherwise (the parent changed the options and the
/// core has not caught up yet) a scan, O(n), only while the inputs are stale.
@_spi(Session) public struct OptionLookup<Option, ID: Hashable> {
    /// The initializer's inputs now.
    @_spi(Session) public let inputs: OptionInputs<Option, ID>
    /// The positions recorded when the core's options were last refreshed.
    @_spi(Session) public let positions: OptionPositions<ID>
    /// Whether the inputs were supplied again since then (the options may differ).
    @_spi(Session) public let isStale: Bool

    /// Creates one from each of its parts.
    @_spi(Session) public init(inputs: OptionInputs<Option, ID>, positions: OptionPositions<ID>, isStale: Bool) {
        self.inputs = inputs
        self.positions = positions
        self.isStale = isStale
    }

    /// The option of an identifier, or `nil` when no option has it.
    @_spi(Session) public func option(for id: ID) -> Option? {
        if let optionOfID = inputs.optionOfID { return optionOfID(id) }
        if let option = positionedOption(for: id) { return option }
        guard isStale || positions[id] != nil || positions.nestedIndices(of: id) != nil else { return nil }
        return inputs.children == nil ? inputs.options.first { inputs.id($0) == id } : inputs.firstOption(withID: id)
    }

    /// Whether the option of an identifier is where the positions say: found without a scan. O(1)
    /// (O(depth) inside a submenu).
    @_spi(Session) public func hasPosition(of id: ID) -> Bool {
        inputs.optionOfID != nil || positionedOption(for: id) != nil
    }

    /// The option at the position recorded for an identifier, when it still has that identifier.
    private func positionedOption(for id: ID) -> Option? {
        if let position = positions[id], position < inputs.options.count,
            inputs.id(inputs.options[position]) == id
        {
            return inputs.options[position]
        }
        guard let indices = positions.nestedIndices(of: id), let option = inputs.option(at: indices),
            inputs.id(option) == id
        else { return nil }
        return option
    }

    /// The option of an identifier whose row gave `place`, its place among the options the core
    /// has: found there without hashing the identifier when the option there still has it (the
    /// inputs list the options as the core has them), else as ``option(for:)`` finds it.
    @_spi(Session) public func option(for id: ID, at place: OptionPlace?) -> Option? {
        if inputs.optionOfID == nil, let place, let option = inputs.option(at: place), inputs.id(option) == id {
            return option
        }
        return option(for: id)
    }

    /// The label of an identifier: its option's label now, else `fallback` (the core's last known
    /// label of a selection that left the options, rule C2).
    @_spi(Session) public func label(for id: ID, fallback: (ID) -> String) -> String {
        option(for: id).map(inputs.label) ?? fallback(id)
    }
}

/// Keeps the core's options in step with what the initializer's closures return, without O(n)
/// work when nothing changed (rules R2, R3, R16).
///
/// The view marks the inputs stale each time its parent supplies them again (an O(1) step after
/// each update of the parent). Only a stale dropdown that is about to use its options (an event,
/// or an update while its list is open) looks at them:
///
/// - When the parent supplies the very options array the core's options were read from (the same
///   storage, an O(1) test), the closures of the rows on screen (or, with none reported yet, of
///   the rows around where the list opens) are compared with the core's copy: when they agree,
///   nothing else is read, and each row that comes into view later is compared as it appears. A
///   parent update that changes nothing, and the update that follows the dropdown's own write of
///   a multiple selection, cost the rows on screen, whatever the number of options.
/// - Otherwise (another array, or a row on screen that disagrees), every option's closures are
///   called once, and the core is given new options only when the fingerprint of the result
///   differs from the last one.
///
/// So a closure whose answer changes only for options off screen (a stock list that disables an
/// option far down) reaches the core when that option's row comes into view, or at the next read
/// in full. A dropdown whose parent did not update, or that is closed and idle, does no work at
/// all; no work is done per frame.
@_spi(Session) public struct OptionInputsSync: Hashable, Sendable {
    /// Whether the inputs were supplied again since the core was last brought in step.
    @_spi(Session) public private(set) var isStale = false
    /// Whether every option's closures must be read at the next refresh (a row shown disagreed
    /// with the core), whatever the options' storage says.
    @_spi(Session) public private(set) var needsFullRead = false
    /// Whether only the rows on screen were checked since the closures were last read in full:
    /// each row that comes into view is checked then.
    @_spi(Session) public private(set) var hasUncheckedRows = false
    /// The fingerprint of the options the core has.
    private var fingerprint: Int?

    /// Creates the bookkeeping of a core built from `options`.
    @_spi(Session) public init<ID: Hashable>(installed options: [DropdownOption<ID>]) {
        fingerprint = Self.fingerprint(of: options)
    }

    /// The parent supplied the inputs again; they may differ. O(1).
    @_spi(Session) public mutating func markStale() {
        isStale = true
    }

    /// The closures of the rows on screen say what the core has, and the options are in the same
    /// storage: the core is in step as far as anyone can see, and each row is checked as it comes
    /// into view. O(1).
    @_spi(Session) public mutating func shownRowsAgreed() {
        isStale = false
        hasUncheckedRows = true
    }

    /// A row that came into view disagreed with the core: every option's closures are read at the
    /// next refresh. O(1).
    @_spi(Session) public mutating func markShownRowDisagreed() {
        isStale = true
        needsFullRead = true
    }

    /// If the inputs are stale, the options they describe now when these differ from the core's
    /// (to send to the core as `.setOptions`), else `nil`. O(n) when stale, O(1) otherwise.
    @_spi(Session) public mutating func refresh<Option, ID: Hashable>(_ inputs: OptionInputs<Option, ID>)
        -> [DropdownOption<ID>]?
    {
        guard isStale else { return nil }
        isStale = false
        needsFullRead = false
        hasUncheckedRows = false
        let options = inputs.coreOptions()
        let new = Self.fingerprint(of: options)
        guard new != fingerprint else { return nil }
        fingerprint = new
        return options
    }

    /// The core was given `options` by another path (the loader's results, L4): they are what
    /// the inputs are compared with from now on.
    @_spi(Session) public mutating func installed<ID: Hashable>(_ options: [DropdownOption<ID>]) {
        isStale = false
        needsFullRead = false
        hasUncheckedRows = false
        fingerprint = Self.fingerprint(of: options)
    }

    private static func fingerprint<ID: Hashable>(of options: [DropdownOption<ID>]) -> Int {
        var hasher = Hasher()
        hasher.combine(options)
        return hasher.finalize()
    }
}
