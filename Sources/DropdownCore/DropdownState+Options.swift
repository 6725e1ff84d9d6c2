/// What installing or appending options adds to the catalog, as ``OptionCatalog`` takes it.
@usableFromInline
struct CatalogAddition: Sendable {
    @usableFromInline var labels: [String] = []
    @usableFromInline var disabled: [Bool] = []
    @usableFromInline var sections: [String?]? = nil
    /// The parent of each new option (an option index, -1 at the top level); `nil` when the new
    /// options have no children.
    @usableFromInline var parents: [Int32]? = nil

    @usableFromInline init() {}

    /// The catalog of these options alone.
    @usableFromInline
    func catalog() -> OptionCatalog {
        OptionCatalog(labels: labels, disabled: disabled, sections: sections, parents: parents)
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
            indexByID[id].map(fieldLabel(ofOption:)) ?? vanished.first { $0.id == id }?.label
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
        storedNodes = []
        storedTopLevel = nil
        indexByID = [:]
        let catalog = indexOptions(newOptions).catalog()
        var path: [Int] = []
        for id in pathIDs {  // H7: cut at the first identifier that is no longer a parent in its place
            guard let index = indexByID[id], catalog.isParent(index), catalog.parent(of: index) == path.last
            else { break }
            path.append(index)
        }
        machine.replaceCatalog(catalog, path: path, keepingHighlightOn: highlightedID.flatMap { indexByID[$0] })  // C1
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
        if indexByID[option.id] == nil { _ = appendToCatalog([option]) }
        guard let index = indexByID[option.id] else { return .handled }
        return machine.selectCreated(optionIndex: index)
    }

    /// Appends options (with their children) after the last top-level option, without identifiers
    /// already present (C3); a kept vanished selection whose option arrives is an option again (C2).
    /// Returns the number of options added. O(appended), plus O(k) with k vanished selected.
    @inlinable
    mutating func appendToCatalog(_ newOptions: [DropdownOption<ID>]) -> Int {
        let addition = indexOptions(newOptions)
        machine.appendToCatalog(
            labels: addition.labels, disabled: addition.disabled, sections: addition.sections,
            parents: addition.parents)
        if vanished.contains(where: { indexByID[$0.id] != nil }) {
            renumberSelection(zip(selection, selectedLabels).map { (id: $0, label: Optional($1)) })
        }
        return addition.labels.count
    }

    /// C3: stores options after the ones stored, without identifiers already stored (a duplicate is
    /// dropped with its children), flattened in reading order, and returns what the catalog needs.
    /// O(n), one hash per option; a list without children or duplicates is not copied.
    @inlinable
    mutating func indexOptions(_ newOptions: [DropdownOption<ID>]) -> CatalogAddition {
        let first = storedNodes.count
        var addition = CatalogAddition()
        addition.labels.reserveCapacity(newOptions.count)
        addition.disabled.reserveCapacity(newOptions.count)
        if first == 0 { indexByID.reserveCapacity(newOptions.count) }  // appends grow it geometrically
        var duplicates: [ID] = []
        var duplicatePositions: [Int] = []  // top-level positions dropped, while the options are flat
        var topLevelNodes: [Int] = []  // the option indices of the new top-level options, in a tree
        var treeHasDuplicates = false
        var hasSections = false
        for position in newOptions.indices {  // one pass: index, labels, flags
            if addition.parents == nil && newOptions[position].children.isEmpty {
                let id = newOptions[position].id
                if let earlier = indexByID.updateValue(first + addition.labels.count, forKey: id) {
                    indexByID[id] = earlier  // C3: the first occurrence wins
                    duplicatePositions.append(position)
                    duplicates.append(id)
                    continue
                }
                addition.labels.append(newOptions[position].label)
                addition.disabled.append(newOptions[position].isDisabled)
                hasSections = hasSections || newOptions[position].section != nil
                continue
            }
            if addition.parents == nil {  // the first option with children: the options are a tree
                let total = addition.labels.count + Self.optionCount(newOptions[position...])
                indexByID.reserveCapacity(first + total)
                addition.labels.reserveCapacity(total)
                addition.disabled.reserveCapacity(total)
                addition.parents = Array(repeating: -1, count: addition.labels.count)
                addition.parents!.reserveCapacity(total)
                var skipped = Set(duplicatePositions)
                storedNodes.reserveCapacity(first + total)
                storedNodes.append(
                    contentsOf: newOptions[..<position].indices.lazy.filter { skipped.remove($0) == nil }.map { newOptions[$0] })
                topLevelNodes = Array(first..<storedNodes.count)
            }
            // Depth first, a parent before its children: a stack of the levels being walked.
            var levels: [(options: [DropdownOption<ID>], next: Int, parent: Int32)] = [([newOptions[position]], 0, -1)]
            while var level = levels.popLast() {
                while level.next < level.options.count {
                    let at = level.next
                    level.next += 1
                    let index = first + addition.labels.count
                    if let earlier = indexByID.updateValue(index, forKey: level.options[at].id) {
                        indexByID[level.options[at].id] = earlier  // C3, with the option's children
                        duplicates.append(level.options[at].id)
                        treeHasDuplicates = true
                        continue
                    }
                    if level.parent < 0 { topLevelNodes.append(index) }
                    addition.labels.append(level.options[at].label)
                    addition.disabled.append(level.options[at].isDisabled)
                    addition.parents!.append(level.parent)
                    hasSections = hasSections || level.options[at].section != nil
                    storedNodes.append(level.options[at])
                    if !level.options[at].children.isEmpty {  // its children first, then the rest
                        levels.append(level)
                        levels.append((level.options[at].children, 0, Int32(index)))
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
        if let parents = addition.parents {  // the options were stored as they were walked
            if treeHasDuplicates { dropChildren(from: first, notIn: parents) }
            if storedTopLevel == nil { storedTopLevel = Array(storedNodes[..<first]) }
            let nodes = storedNodes
            storedTopLevel!.append(contentsOf: topLevelNodes.lazy.map { nodes[$0] })
            if hasSections { addition.sections = storedNodes[first...].map(\.section) }
            return addition
        }
        var unique = newOptions
        if !duplicatePositions.isEmpty {
            var skipped = Set(duplicatePositions)
            unique = newOptions.indices.compactMap { skipped.remove($0) == nil ? newOptions[$0] : nil }
        }
        if first == 0 { storedNodes = unique } else { storedNodes.append(contentsOf: unique) }
        storedTopLevel?.append(contentsOf: unique)
        if hasSections { addition.sections = unique.map(\.section) }
        return addition
    }

    /// C3 in a tree: gives each option stored from `first` on its kept children only (a dropped
    /// duplicate leaves its parent's list). `parents` are the parents of those options. O(n).
    @inlinable
    mutating func dropChildren(from first: Int, notIn parents: [Int32]) {
        var kept = [[Int]](repeating: [], count: parents.count)
        for node in parents.indices where parents[node] >= 0 { kept[Int(parents[node]) - first].append(first + node) }
        for node in parents.indices.reversed() where !storedNodes[first + node].children.isEmpty {
            storedNodes[first + node].children = kept[node].map { storedNodes[$0] }
        }
    }

    /// The number of options in a list, children included. O(n).
    @inlinable
    static func optionCount(_ options: ArraySlice<DropdownOption<ID>>) -> Int {
        var count = options.count
        var pending: [[DropdownOption<ID>]] = options.filter { !$0.children.isEmpty }.map(\.children)
        while let level = pending.popLast() {
            count += level.count
            for option in level where !option.children.isEmpty { pending.append(option.children) }
        }
        return count
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
            if let index = indexByID[entry.id] {
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
