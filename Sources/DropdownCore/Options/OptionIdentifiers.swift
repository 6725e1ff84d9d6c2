/// The identifier of each option index, and the option index of each identifier (rule C3).
///
/// Integer identifiers that count the options from 0 (line numbers, row numbers: what a list read from
/// a file has) are neither stored nor hashed: while every identifier is its own index, both
/// directions are arithmetic. The first identifier that breaks the pattern stores them all, once.
@usableFromInline
struct OptionIdentifiers<ID: Hashable> {
    /// The identifiers, once they are stored (`countsFromZero` is false).
    @usableFromInline var stored: [ID] = []
    /// The option index of each stored identifier.
    @usableFromInline var indices: [ID: Int] = [:]
    /// Whether every identifier so far is an `Int` equal to its index (nothing stored).
    @usableFromInline var countsFromZero = ID.self == Int.self
    /// The number of identifiers while they count from zero.
    @usableFromInline var countedFromZero = 0

    @usableFromInline init() {}

    /// The number of identifiers.
    @inlinable var count: Int { countsFromZero ? countedFromZero : stored.count }

    /// The identifier of an option index. O(1).
    @inlinable
    subscript(index: Int) -> ID {
        countsFromZero ? unsafeBitCast(index, to: ID.self) : stored[index]
    }

    /// The option index of an identifier, if it is one. O(1).
    @inlinable
    func index(of id: ID) -> Int? {
        if countsFromZero {
            let number = unsafeBitCast(id, to: Int.self)
            return number >= 0 && number < countedFromZero ? number : nil
        }
        return indices[id]
    }

    /// Adds the identifier of the next option index, unless it is already one (C3): then nothing
    /// changes and the result is `false`. O(1) amortized.
    @inlinable
    mutating func append(_ id: ID) -> Bool {
        if countsFromZero {
            let number = unsafeBitCast(id, to: Int.self)
            if number == countedFromZero {
                countedFromZero += 1
                return true
            }
            if number >= 0 && number < countedFromZero { return false }
            storeAll()
        }
        let next = stored.count
        if let earlier = indices.updateValue(next, forKey: id) {
            indices[id] = earlier  // the first occurrence wins
            return false
        }
        stored.append(id)
        return true
    }

    /// Stores the identifiers counted so far, to add one that does not count from zero. O(n), once.
    @usableFromInline
    mutating func storeAll() {
        countsFromZero = false
        stored = (0..<countedFromZero).map { unsafeBitCast($0, to: ID.self) }
        indices.reserveCapacity(stored.count + 1)
        for index in stored.indices { indices[stored[index]] = index }
        countedFromZero = 0
    }

    /// Makes room for `count` identifiers when there are none yet (appends grow geometrically;
    /// nothing is reserved while they count from zero).
    @inlinable
    mutating func reserveInitialCapacity(_ count: Int) {
        guard !countsFromZero && stored.isEmpty else { return }
        stored.reserveCapacity(count)
        indices.reserveCapacity(count)
    }
}

extension OptionIdentifiers: Sendable where ID: Sendable {}
