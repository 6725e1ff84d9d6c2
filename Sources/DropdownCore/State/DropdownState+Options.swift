/// What installing or appending options adds to the catalog, as ``OptionCatalog`` takes it.
@usableFromInline
struct CatalogAddition: Sendable {
    @usableFromInline var labels = LabelStore()
    /// Each new option's own flag (its parent's is not applied yet).
    @usableFromInline var disabled: [Bool] = []
    @usableFromInline var sections: [String?]? = nil
    /// The parent of each new option (an option index, -1 at the top level); `nil` when the new
    /// options have no children.
    @usableFromInline var parents: [Int32]? = nil
    /// The keywords of the new options that have some (rule F9), their owners counted from 0;
    /// `nil` when none has.
    @usableFromInline var keywords: OptionKeywords? = nil

    @usableFromInline init() {}

    /// The number of new options.
    @usableFromInline var count: Int { disabled.count }

    /// Adds an option (without its children) whose parent is `parent` (-1 at the top level).
    @inlinable
    mutating func append<ID>(_ option: DropdownOption<ID>, parent: Int32) {
        if parents == nil && !option.children.isEmpty { parents = Array(repeating: -1, count: count) }
        parents?.append(parent)
        if option.section != nil && sections == nil { sections = Array(repeating: nil, count: count) }
        sections?.append(option.section)
        if let keywords = option.storedKeywords {
            if self.keywords == nil { self.keywords = OptionKeywords() }
            self.keywords!.append(keywords, ofOption: count)
        }
        labels.append(option.label)
        disabled.append(option.isDisabled)
    }

    /// The catalog of these options alone.
    @usableFromInline
    func catalog() -> OptionCatalog {
        OptionCatalog(labels: labels, disabled: disabled, sections: sections, parents: parents, keywords: keywords)
    }
}

extension DropdownState {
    // MARK: Selection from code

    /// C2, H1: replaces the selection with identifiers given by code.
    @usableFromInline
    mutating func replaceSelection(_ ids: [ID]) -> RuleResponse {
        let wanted = configuration.selectionMode == .single ? Array(ids.prefix(1)) : ids
        var seen = Set<ID>()
        let unique = wanted.filter { seen.insert($0).inserted }
        let labels = unique.map { id in
            identifiers.index(of: id).map(fieldLabel(ofOption:)) ?? vanished.first { $0.id == id }?.label
        }
        machine.selected.removeAll()
        renumberSelection(zip(unique, labels).map { (id: $0, label: $1) })
        return .handled
    }

    // MARK: Options that change

    /// C1–C3, H7: replaces the options, keeping hl and sel by identifier where still present, and the
    /// open path while every identifier on it is still a parent in the same place. O(n).
    @inlinable
    mutating func replaceOptions(_ newOptions: [DropdownOption<ID>]) -> RuleResponse {
        let highlightedID = highlighted
        let pathIDs = submenuPath
        let selectedBefore = zip(selection, selectedLabels).map { (id: $0, label: Optional($1)) }
        identifiers = OptionIdentifiers()
        disabledByTree = []
        disabledReasons = [:]
        let addition = indexOptions(newOptions)
        let catalog = addition.catalog()
        noteDisabledByTree(in: catalog, ownFlags: addition.disabled, from: 0)
        var path: [Int] = []
        for id in pathIDs {  // H7: cut at the first identifier that is no longer a parent in its place
            guard let index = identifiers.index(of: id), catalog.isParent(index), catalog.parent(of: index) == path.last
            else { break }
            path.append(index)
        }
        machine.replaceCatalog(
            catalog, path: path, keepingHighlightOn: highlightedID.flatMap { identifiers.index(of: $0) })  // C1
        renumberSelection(selectedBefore)  // C2
        return .handled
    }

    /// L4: the host's results for the current query replace the options; hl goes to the first (F2).
    @inlinable
    mutating func installResults(_ results: [DropdownOption<ID>], hasMore: Bool, at time: Duration) -> RuleResponse {
        _ = replaceOptions(results)
        return machine.resultsInstalled(hasMore: hasMore, at: time)
    }

    /// L2, L3, L6: appends options after the last top-level option. O(appended) without a query.
    @inlinable
    mutating func appendOptions(_ newOptions: [DropdownOption<ID>], hasMore: Bool, at time: Duration) -> RuleResponse {
        let added = appendToCatalog(newOptions)
        return machine.optionsArrived(count: added, hasMore: hasMore, at: time)
    }

    /// L5: adds the option the host created, unless its identifier is already an option, and
    /// selects it.
    @inlinable
    mutating func addCreatedOption(_ option: DropdownOption<ID>) -> RuleResponse {
        if identifiers.index(of: option.id) == nil { _ = appendToCatalog([option]) }
        guard let index = identifiers.index(of: option.id) else { return .handled }
        return machine.selectCreated(optionIndex: index)
    }

    /// Appends options (with their children) after the last top-level option, without identifiers
    /// already present (C3); a kept vanished selection whose option arrives is an option again (C2).
    /// Returns the number of options added. O(appended), plus O(k) with k vanished selected.
    @inlinable
    mutating func appendToCatalog(_ newOptions: [DropdownOption<ID>]) -> Int {
        let first = identifiers.count
        let addition = indexOptions(newOptions)
        machine.appendToCatalog(
            labels: addition.labels, disabled: addition.disabled, sections: addition.sections,
            parents: addition.parents, keywords: addition.keywords)
        noteDisabledByTree(in: machine.catalog, ownFlags: addition.disabled, from: first)
        if vanished.contains(where: { identifiers.index(of: $0.id) != nil }) {
            renumberSelection(zip(selection, selectedLabels).map { (id: $0, label: Optional($1)) })
        }
        return addition.count
    }

    /// C3: stores the identifiers and reasons of options after the ones stored, without
    /// identifiers already stored (a duplicate is dropped with its children), in reading order (depth
    /// first, a parent before its children), and returns the rest as the catalog takes it. O(n), one
    /// hash per option (none for integer identifiers that number the options from 0).
    @inlinable
    mutating func indexOptions(_ newOptions: [DropdownOption<ID>]) -> CatalogAddition {
        let first = identifiers.count
        var addition = CatalogAddition()
        addition.labels.reserveCapacity(newOptions.count)
        addition.disabled.reserveCapacity(newOptions.count)
        identifiers.reserveInitialCapacity(newOptions.count)
        var duplicates: [ID] = []
        // Depth first, a parent before its children: a stack of the levels being walked.
        var levels: [(options: [DropdownOption<ID>], next: Int, parent: Int32)] = []
        for option in newOptions {
            guard identifiers.append(option.id) else {  // C3: the first occurrence wins
                duplicates.append(option.id)
                continue
            }
            if let reason = option.disabledReason { disabledReasons[first + addition.count] = reason }
            addition.append(option, parent: -1)
            guard !option.children.isEmpty else { continue }
            levels.append((option.children, 0, Int32(first + addition.count - 1)))
            while var level = levels.popLast() {
                while level.next < level.options.count {
                    let child = level.options[level.next]
                    level.next += 1
                    guard identifiers.append(child.id) else {  // C3, with the option's children
                        duplicates.append(child.id)
                        continue
                    }
                    if let reason = child.disabledReason { disabledReasons[first + addition.count] = reason }
                    addition.append(child, parent: level.parent)
                    if !child.children.isEmpty {  // its children first, then the rest
                        levels.append(level)
                        levels.append((child.children, 0, Int32(first + addition.count - 1)))
                        break
                    }
                }
            }
        }
        if !duplicates.isEmpty && machine.configuration.reportsDuplicateIDs {
            debugDiagnostic(
                "duplicate option ids, later occurrences ignored: "
                    + duplicates.prefix(10).map { String(describing: $0) }.joined(separator: ", "))
        }
        storedDuplicateIDs = first == 0 ? duplicates : storedDuplicateIDs + duplicates
        return addition
    }

    /// H1: notes which options from `first` on the catalog disables although their own flag does
    /// not, so that ``options`` gives each its own flag back. O(new options) in a tree, else O(1).
    @usableFromInline
    mutating func noteDisabledByTree(in catalog: OptionCatalog, ownFlags: [Bool], from first: Int) {
        guard catalog.tree != nil else { return }
        for offset in ownFlags.indices where catalog.disabled[first + offset] && !ownFlags[offset] {
            disabledByTree.insert(first + offset)
        }
    }

    /// C2, H1: re-expresses a selection (identifiers with their labels) against the current options,
    /// keeping or dropping the identifiers that are not among them as the policy says. A parent is
    /// never selected: its identifier is dropped.
    @inlinable
    mutating func renumberSelection(_ selected: [(id: ID, label: String?)]) {
        let keeps = machine.configuration.vanishedSelection == .keep
        var indices: [Int] = []
        var kept: [(id: ID, label: String?)] = []
        var dropped = false
        for entry in selected {
            if let index = identifiers.index(of: entry.id) {
                if machine.catalog.isParent(index) { dropped = true } else { indices.append(index) }
            } else if keeps {
                kept.append(entry)
            } else {
                dropped = true
            }
        }
        vanished = kept
        machine.selected.renumber(indices: indices, vanishedCount: kept.count, dropped: dropped)
    }
}
