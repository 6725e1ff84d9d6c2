extension DropdownState {
    // MARK: Selection from code

    /// C2: replaces the selection with identifiers given by code.
    @usableFromInline
    mutating func replaceSelection(_ ids: [ID]) {
        let wanted = configuration.selectionMode == .single ? Array(ids.prefix(1)) : ids
        var seen = Set<ID>()
        let unique = wanted.filter { seen.insert($0).inserted }
        let labels = unique.map { id in
            indexByID[id].map { options[$0].label } ?? vanished.first { $0.id == id }?.label
        }
        machine.selected.removeAll()
        renumberSelection(zip(unique, labels).map { (id: $0, label: $1) })
    }

    // MARK: Options that change

    /// C1–C3: replaces the options, keeping hl and sel by identifier where still present. O(n).
    @inlinable
    mutating func replaceOptions(_ newOptions: [DropdownOption<ID>]) -> RuleResponse {
        let highlightedID = highlighted
        let selectedBefore = zip(selection, selectedLabels).map { (id: $0, label: Optional($1)) }
        let catalog = installOptions(newOptions)
        machine.replaceCatalog(catalog, keepingHighlightOn: highlightedID.flatMap { indexByID[$0] })  // C1
        renumberSelection(selectedBefore)  // C2
        return .handled
    }

    /// C3: stores options without duplicate identifiers, indexes them, and returns their catalog. O(n),
    /// one hash per option; the options are not copied when they have no duplicates.
    @inlinable
    mutating func installOptions(_ newOptions: [DropdownOption<ID>]) -> OptionCatalog {
        var index: [ID: Int] = .init(minimumCapacity: newOptions.count)
        var duplicatePositions: [Int] = []
        var labels: [String] = []
        labels.reserveCapacity(newOptions.count)
        var disabled: [Bool] = []
        disabled.reserveCapacity(newOptions.count)
        var hasSections = false
        for position in newOptions.indices {  // one pass: index, labels, flags
            let id = newOptions[position].id
            if let first = index.updateValue(labels.count, forKey: id) {
                index[id] = first  // C3: the first occurrence wins
                duplicatePositions.append(position)
                continue
            }
            labels.append(newOptions[position].label)
            disabled.append(newOptions[position].isDisabled)
            hasSections = hasSections || newOptions[position].section != nil
        }
        var unique = newOptions
        if !duplicatePositions.isEmpty {
            var skipped = Set(duplicatePositions)
            unique = newOptions.indices.compactMap { skipped.remove($0) == nil ? newOptions[$0] : nil }
        }
        let duplicates = duplicatePositions.map { newOptions[$0].id }
        if !duplicates.isEmpty && machine.configuration.reportsDuplicateIDs {
            debugDiagnostic(
                "duplicate option ids, later occurrences ignored: "
                    + duplicates.prefix(10).map { String(describing: $0) }.joined(separator: ", "))
        }
        storedOptions = unique
        indexByID = index
        storedDuplicateIDs = duplicates
        return OptionCatalog(
            labels: labels, disabled: disabled, sections: hasSections ? unique.map(\.section) : nil)
    }

    /// C2: re-expresses a selection (identifiers with their labels) against the current options,
    /// keeping or dropping the identifiers that are not among them as the policy says.
    @inlinable
    mutating func renumberSelection(_ selected: [(id: ID, label: String?)]) {
        let keeps = machine.configuration.vanishedSelection == .keep
        var indices: [Int] = []
        var kept: [(id: ID, label: String?)] = []
        var dropped = false
        for entry in selected {
            if let index = indexByID[entry.id] {
                indices.append(index)
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
