extension DropdownState {
    // MARK: Required fields (rules V1–V5)

    /// Whether the selection meets the configuration's ``DropdownConfiguration/requirement``: a
    /// value in single mode, at least the minimum in multiple mode (rule V1). Always `true` for an
    /// optional dropdown. O(1).
    public var meetsRequirement: Bool { machine.meetsRequirement }

    /// Whether the field shows its requirement's error now: the requirement is unmet and the person
    /// has had their chance (the list closed once, or the form sent ``DropdownEvent/validate``). It
    /// clears as soon as enough is chosen (rules V2, V3). O(1).
    public var showsRequirementError: Bool { machine.showsRequirementError }

    /// What the field says under itself (rules V3, V5): the requirement's error while it shows
    /// (`errorMessage`, else the built-in "Choose an option" or "Choose at least N"), else the help
    /// text, else nothing.
    ///
    /// - Parameters:
    ///   - help: the developer's help text, shown while no error shows.
    ///   - errorMessage: the developer's words for the error, if any.
    ///   - strings: the built-in words.
    public func fieldMessage(
        help: String? = nil, errorMessage: String? = nil, strings: DropdownStrings = .english
    ) -> DropdownFieldMessage? {
        if showsRequirementError {
            return .error(errorMessage ?? strings.text(forMinimum: machine.effectiveMinimum))
        }
        return help.flatMap { $0.isEmpty ? nil : .help($0) }
    }
}
