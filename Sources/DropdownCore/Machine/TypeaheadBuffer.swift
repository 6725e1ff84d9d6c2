/// The characters typed in quick succession to jump to an option (rule T1), already folded for
/// comparison (rule T2).
struct TypeaheadBuffer: Sendable, Hashable {
    /// The folded scalars typed so far.
    private(set) var scalars: [Unicode.Scalar] = []
    /// When the last character arrived.
    private var lastInput: Duration?

    /// Whether the buffer holds characters that a new one would extend: not empty, and the last
    /// character came no more than `timeout` before `time` (rules T1, N4).
    func isActive(at time: Duration, timeout: Duration) -> Bool {
        guard let lastInput, !scalars.isEmpty else { return false }
        return time - lastInput <= timeout
    }

    /// Adds a character, starting a new buffer when the previous one timed out (rule T1).
    mutating func append(_ character: Character, at time: Duration, timeout: Duration) {
        if !isActive(at: time, timeout: timeout) { scalars.removeAll(keepingCapacity: true) }
        scalars.append(contentsOf: TextFolding.foldedScalars(of: String(character)))
        lastInput = time
    }

    /// Empties the buffer (closing does this, rule T1).
    mutating func reset() {
        scalars.removeAll()
        lastInput = nil
    }

    /// Whether the buffer is one character typed more than once, such as "bbb" (rule T5).
    var isRepeatedCharacter: Bool {
        guard let first = scalars.first, scalars.count > 1 else { return false }
        return scalars.allSatisfy { $0 == first }
    }
}
