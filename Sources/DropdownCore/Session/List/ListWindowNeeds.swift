/// What a long list's window must hold (rule R16): lines that must be built, and blocks that must
/// be opened (a gap that came into view, the gap at the scroll position). Made at each report of
/// the scroll position, in as few arrays as it needs: each allocation after the app's other work
/// finds the allocator's memory out of the caches.
struct ListWindowNeeds {
    /// Ranges of lines of the list, none empty.
    private(set) var lines: [Range<Int>] = []
    /// Blocks to open.
    let opened: [ListWindowBlock]
    /// One more block to open: the gap at the scroll position (kept apart from `opened`, which
    /// it would copy).
    var reported: ListWindowBlock?
    /// The lines of the list.
    private let lineCount: Int

    /// Nothing needed yet of a list of `lineCount` lines but the blocks of `opened`, with room for
    /// `capacity` ranges of lines.
    init(lineCount: Int, opened: [ListWindowBlock], capacity: Int) {
        self.lineCount = lineCount
        self.opened = opened
        lines.reserveCapacity(capacity)
    }

    /// The lines of `range` must be built (those in the list).
    mutating func need(_ range: Range<Int>) {
        let clamped = range.clamped(to: 0..<lineCount)
        if !clamped.isEmpty { lines.append(clamped) }
    }

    /// Whether a block to open is `block` or one of its blocks.
    private func opens(_ block: ListWindowBlock, holder: inout Int, from start: Int, level: Int) {
        guard block.level <= level else { return }
        let index = block.index >> (ListWindow.fanoutShift * (level - block.level))
        if index >= start && index < holder { holder = index }
    }

    /// The first block of `level` from index `start` (and below `end`, else `end`) that holds a
    /// needed line or a block to open. O(lines + opened).
    func firstNeeded(from start: Int, below end: Int, level: Int) -> Int {
        let shift = ListWindow.fanoutShift * level
        var first = end
        for range in lines {
            let lowest = max(start, range.lowerBound >> shift)
            if lowest < first && lowest <= (range.upperBound - 1) >> shift { first = lowest }
        }
        for block in opened { opens(block, holder: &first, from: start, level: level) }
        if let reported { opens(reported, holder: &first, from: start, level: level) }
        return first
    }

    /// How many blocks hold something needed, at most, at each level.
    var count: Int { lines.count + opened.count + (reported == nil ? 0 : 1) }
}
