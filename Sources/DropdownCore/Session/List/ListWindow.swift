/// A run of a long list's lines that a window can stand for with one gap (rule R16).
///
/// The lines are cut into aligned blocks, ``ListWindow/fanout`` children each: a block of level 1
/// holds 32 lines, one of level 2 holds 32 blocks of level 1 (1,024 lines), and so on. A block is
/// named by its level and its position among the blocks of that level, so the same block keeps the
/// same identity while the person scrolls.
@_spi(Session) public struct ListWindowBlock: Hashable, Sendable {
    /// Its level: it holds `fanout^level` lines.
    @_spi(Session) public let level: Int
    /// Its position among the blocks of its level: it begins at line `index × fanout^level`.
    @_spi(Session) public let index: Int

    /// The lines it covers in a list of any length (clamp them to the list's).
    @_spi(Session) public var lines: Range<Int> {
        let size = 1 << (ListWindow.fanoutShift * level)
        return (index * size)..<((index + 1) * size)
    }

    /// The block of level `level` that holds `line`.
    @_spi(Session) public init(level: Int, holding line: Int) {
        self.level = level
        index = line >> (ListWindow.fanoutShift * level)
    }

    /// Creates a block from its level and position.
    @_spi(Session) public init(level: Int, index: Int) {
        self.level = level
        self.index = index
    }

    /// Whether this block holds `other` (or is it).
    @_spi(Session) public func holds(_ other: ListWindowBlock) -> Bool {
        other.level <= level && other.index >> (ListWindow.fanoutShift * (level - other.level)) == index
    }
}

/// One element of a window: a line of the list, or a gap standing for lines not built.
@_spi(Session) public enum ListWindowEntry: Hashable, Sendable {
    /// The line at this index of ``ListLines``.
    case line(Int)
    /// A block of lines drawn as empty room of their estimated height; `lines` are those of the
    /// list it covers.
    case gap(ListWindowBlock, lines: Range<Int>)

    /// The lines the element covers.
    @_spi(Session) public var lines: Range<Int> {
        switch self {
        case .line(let line): line..<(line + 1)
        case .gap(_, let lines): lines
        }
    }
}

/// What an open list's lazy stack holds (rule R16): every line of a list of a few thousand lines,
/// and for a longer one the lines near what must be present (the lines on screen, the highlighted
/// line, the line to scroll to) with gaps standing for the rest.
///
/// SwiftUI's `ForEach` reads the identity of each of its elements whenever the rows change
/// (opening, each query): over a million lines that is a third of a second. A window of a long
/// list holds a few hundred elements instead, from a tree of aligned blocks
/// (``ListWindowBlock``): the root's children are gaps, except those holding a line that must be
/// present, which are opened (replaced by their children), down to the blocks of 32 lines, which
/// show their lines. Blocks far from anything present stay closed, so the count does not grow
/// with the list.
///
/// A gap has the estimated height of its lines once a lazy stack builds it; until then the stack
/// counts it at its own estimate, so the scroll indicator of a windowed list is approximate and
/// the content grows as gaps open (Docs/SwiftUI.md, known limits).
@_spi(Session) public struct ListWindow: Hashable, Sendable {
    /// The lines of the list.
    @_spi(Session) public let lineCount: Int
    /// The elements, or `nil` when every line is one: each the level and index of its block in
    /// one integer (``packed(level:index:)``), a line as the block of level 0 it is. A window is
    /// built at each report of the scroll position into memory the app's other work has taken
    /// out of the caches: a word an element, not the five of an entry, is that much less to write
    /// and to read back (R16).
    private let blocks: [Int]?

    /// Lists of at most this many lines hold every line, as a `ForEach` over them always did.
    @_spi(Session) public static var threshold: Int { 2_048 }
    /// The children of a block: 2^5.
    @_spi(Session) public static var fanoutShift: Int { 5 }
    /// The children of a block.
    @_spi(Session) public static var fanout: Int { 1 << fanoutShift }
    /// The lines built on each side of a line that must be present (a lazy stack builds a little
    /// beyond the screen, and a fling goes on from there).
    @_spi(Session) public static var overscan: Int { 16 }
    /// The most lines taken as a screenful, whatever the page size says.
    @_spi(Session) public static var screenfulLimit: Int { 256 }

    /// A window of every line of a list of `lineCount` lines.
    @_spi(Session) public static func every(_ lineCount: Int) -> ListWindow {
        ListWindow(lineCount: max(0, lineCount), blocks: nil)
    }

    private init(lineCount: Int, blocks: [Int]?) {
        self.lineCount = lineCount
        self.blocks = blocks
    }

    /// Where a packed element's level starts: its index below, its level above.
    private static var levelShift: Int { 56 }

    /// The element of the block of `level` at `index`, packed.
    private static func packed(level: Int, index: Int) -> Int {
        level << levelShift | index
    }

    /// The element packed as `block`.
    private func entry(packed block: Int) -> ListWindowEntry {
        let level = block >> Self.levelShift
        let index = block & ((1 << Self.levelShift) - 1)
        guard level > 0 else { return .line(index) }
        let size = 1 << (Self.fanoutShift * level)
        let lines = (index * size)..<min((index + 1) * size, lineCount)
        return .gap(ListWindowBlock(level: level, index: index), lines: lines)
    }

    /// The line after the last one that the element packed as `block` covers.
    private func upperBound(packed block: Int) -> Int {
        let level = block >> Self.levelShift
        let index = block & ((1 << Self.levelShift) - 1)
        return min((index + 1) << (Self.fanoutShift * level), lineCount)
    }

    /// The window of a list of `lineCount` lines in which the lines of `present` are lines, and
    /// the blocks of `opened` are opened at least to their children: every line of a list no
    /// longer than ``threshold``. Indices out of the list are ignored. O(entries + levels × present
    /// and opened), whatever the number of lines.
    @_spi(Session) public init(lineCount: Int, present: [Range<Int>], opened: [ListWindowBlock] = []) {
        var needs = ListWindowNeeds(lineCount: max(0, lineCount), opened: opened, capacity: present.count)
        for range in present { needs.need(range) }
        self.init(lineCount: lineCount, needs: needs)
    }

    /// The window of a list of `lineCount` lines that holds what `needs` says.
    init(lineCount: Int, needs: ListWindowNeeds) {
        let count = max(0, lineCount)
        self.lineCount = count
        guard count > Self.threshold else {
            blocks = nil
            return
        }
        var root = 1
        while 1 << (Self.fanoutShift * root) < count { root += 1 }
        var built: [Int] = []
        built.reserveCapacity(Self.fanout * (root + 1) * (needs.count + 1))
        Self.open(level: root, index: 0, lineCount: count, needs: needs, into: &built)
        blocks = built
    }

    /// Appends the elements of the block of `level` at `index`: its lines at level 1, else each
    /// child opened when it holds a needed line or a block to open, a gap otherwise. Plain loops
    /// over integers, no closure: a window is built at each report of the scroll position. The
    /// children between two that open are appended as gaps without looking at what is needed.
    private static func open(level: Int, index: Int, lineCount: Int, needs: ListWindowNeeds, into built: inout [Int]) {
        let first = index << fanoutShift
        if level == 1 {
            for line in first..<min(first + fanout, lineCount) { built.append(packed(level: 0, index: line)) }
            return
        }
        let childLevel = level - 1
        // The children that hold lines of the list.
        let end = min(first + fanout, ((lineCount - 1) >> (fanoutShift * childLevel)) + 1)
        var child = first
        while child < end {
            let next = needs.firstNeeded(from: child, below: end, level: childLevel)
            while child < next {
                built.append(packed(level: childLevel, index: child))
                child += 1
            }
            guard child < end else { return }
            open(level: childLevel, index: child, lineCount: lineCount, needs: needs, into: &built)
            child += 1
        }
    }

    /// Whether some lines are gaps.
    @_spi(Session) public var hasGaps: Bool { blocks != nil }

    /// The number of elements: what the `ForEach` holds.
    @_spi(Session) public var count: Int { blocks?.count ?? lineCount }

    /// The element at `position`.
    @_spi(Session) public subscript(position: Int) -> ListWindowEntry {
        guard let blocks else { return .line(position) }
        return entry(packed: blocks[position])
    }

    /// Whether line `line` is built (not in a gap). O(log entries).
    @_spi(Session) public func contains(line: Int) -> Bool {
        guard line >= 0 && line < lineCount else { return false }
        guard let blocks else { return true }
        return entry(holding: line).map { blocks[$0] == Self.packed(level: 0, index: line) } ?? false
    }

    /// Whether `block` is one of the window's gaps. O(log entries).
    @_spi(Session) public func hasGap(_ block: ListWindowBlock) -> Bool {
        gap(block) != nil
    }

    /// The element that is the gap of `block`, if it is one of the window's. O(log entries).
    func gap(_ block: ListWindowBlock) -> ListWindowEntry? {
        guard let blocks, block.level > 0, let position = entry(holding: block.lines.lowerBound),
            blocks[position] == Self.packed(level: block.level, index: block.index)
        else { return nil }
        return entry(packed: blocks[position])
    }

    /// The position of the element that covers `line`, if the line is in the list. O(log entries).
    @_spi(Session) public func entry(holding line: Int) -> Int? {
        guard line >= 0 && line < lineCount else { return nil }
        guard let blocks else { return line }
        var low = 0
        var high = blocks.count
        while low < high {
            let middle = (low + high) / 2
            if upperBound(packed: blocks[middle]) <= line { low = middle + 1 } else { high = middle }
        }
        return low < blocks.count ? low : nil
    }
}

/// Where a long list's window is centred, as the list's views report it (rule R16): the element at
/// the scroll position, which SwiftUI updates as the person scrolls, and gaps that came into view.
/// With the highlighted line and the line to scroll to, it decides the ``ListWindow``.
///
/// A gap on screen is opened, and its children on screen after it, until the lines on screen are
/// lines; then the window follows the line at the scroll position, a screenful and an overscan on
/// each side.
@_spi(Session) public struct ListWindowFocus: Hashable, Sendable {
    /// The element at the scroll position, when the views reported one since the list opened.
    @_spi(Session) public private(set) var position: ListWindowEntry?
    /// Gaps that came into view near the position, the latest last (at most ``openedLimit``).
    @_spi(Session) public private(set) var appearedGaps: [ListWindowBlock] = []

    /// The most gaps that stay opened because they came into view.
    @_spi(Session) public static var openedLimit: Int { 4 }

    /// Creates a focus on nothing yet: the top of the list is present.
    @_spi(Session) public init() {}

    /// The scroll position is at `entry` now. Gaps that came into view far from it close.
    @_spi(Session) public mutating func scrolled(to entry: ListWindowEntry, screenful: Int) {
        position = entry
        guard case .line(let line) = entry else { return }
        let near = Self.around(line, by: 4 * (Self.clampedScreenful(screenful) + ListWindow.overscan))
        appearedGaps.removeAll { !$0.lines.overlaps(near) }
    }

    /// A gap came into view: it opens (the scroll position may be reported later).
    @_spi(Session) public mutating func gapAppeared(_ block: ListWindowBlock) {
        appearedGaps.removeAll { $0 == block }
        appearedGaps.append(block)
        if appearedGaps.count > Self.openedLimit { appearedGaps.removeFirst() }
    }

    /// The window of a list of `lineCount` lines, in which the lines of `pinned` (the highlighted
    /// line, the line to scroll to) are present, and a list shows about `screenful` lines at once.
    @_spi(Session) public func window(lineCount: Int, pinned: [Int], screenful: Int) -> ListWindow {
        guard lineCount > ListWindow.threshold else { return .every(lineCount) }
        let screen = Self.clampedScreenful(screenful)
        var needs = ListWindowNeeds(lineCount: lineCount, opened: appearedGaps, capacity: pinned.count + 1)
        for line in pinned { needs.need(Self.around(line, by: ListWindow.overscan)) }
        switch position {
        case .line(let line):
            needs.need(Self.around(line, by: screen + ListWindow.overscan))
        case .gap(let block, _):
            needs.reported = block
        case nil:
            needs.need(0..<(screen + ListWindow.overscan))
        }
        return ListWindow(lineCount: lineCount, needs: needs)
    }

    private static func clampedScreenful(_ screenful: Int) -> Int {
        min(max(screenful, 1), ListWindow.screenfulLimit)
    }

    private static func around(_ line: Int, by margin: Int) -> Range<Int> {
        (line - margin)..<(line + margin + 1)
    }
}

/// The identity of an element of a window in the `ForEach`: a line's own identity (rule R4), or a
/// gap's block.
@_spi(Session) public enum ListElementID<ID: Hashable>: Hashable {
    /// A line, by its identity.
    case line(ListLineID<ID>)
    /// A gap, by its block.
    case gap(ListWindowBlock)
}

/// One element of the `ForEach` of an open list: a line, or a gap with its estimated height.
@_spi(Session) public struct ListWindowElement<ID: Hashable>: Identifiable {
    /// What it draws.
    @_spi(Session) public enum Content {
        /// A line of the list.
        case line(ListLine<ID>)
        /// Empty room for lines not built, this many points tall.
        case gap(ListWindowBlock, height: Double)
    }

    /// Its identity in the `ForEach`.
    @_spi(Session) public let id: ListElementID<ID>
    /// What it draws.
    @_spi(Session) public let content: Content

    /// The element `id` that draws `content`. Always inlined: called, it would look up the
    /// metadata of its types again, after its caller looked them up to make `id` and `content`
    /// (an identity pass makes an element of each line and gap, R16).
    @inline(__always)
    init(id: ListElementID<ID>, content: Content) {
        self.id = id
        self.content = content
    }
}

/// The elements of an open list's `ForEach`: the window's, each line read from the list's lines
/// on demand (as a lazy stack asks for it) and each gap as tall as its lines are estimated to be.
@_spi(Session) public struct ListWindowElements<ID: Hashable>: RandomAccessCollection {
    /// The list's lines.
    @_spi(Session) public let lines: ListLines<ID>
    /// Which of them are built.
    @_spi(Session) public let window: ListWindow
    /// The height assumed for a row in a gap, in points.
    @_spi(Session) public let rowHeight: Double
    /// The height assumed for a section header in a gap, in points.
    @_spi(Session) public let headerHeight: Double
    /// Whether the window was made for these lines (it always is; a window made for other lines
    /// would show every line instead, never one out of the lines). Compared once: reading the
    /// lines' count in each element's read costs a generic look-up an element (R16).
    private let windowFitsLines: Bool
    /// Which line shows what, for a gap's headers: read through the generic lines, it would cost
    /// a look-up of their type at each gap (R16).
    private let lineMap: ListLineMap

    /// The elements of `window` over `lines`, gaps at `rowHeight` a row and `headerHeight` a header.
    @_spi(Session) public init(lines: ListLines<ID>, window: ListWindow, rowHeight: Double, headerHeight: Double) {
        self.lines = lines
        self.window = window
        self.rowHeight = rowHeight
        self.headerHeight = headerHeight
        lineMap = lines.map
        windowFitsLines = window.lineCount == lineMap.count
    }

    @_spi(Session) public var startIndex: Int { 0 }
    @_spi(Session) public var endIndex: Int { windowFitsLines ? window.count : lineMap.count }

    @_spi(Session) public subscript(position: Int) -> ListWindowElement<ID> {
        let entry = windowFitsLines ? window[position] : .line(position)
        switch entry {
        case .line(let index):
            let line = lines[index]
            return ListWindowElement(id: .line(line.id), content: .line(line))
        case .gap(let block, let covered):
            let headers = lineMap.headerCount(inLines: covered)
            let height = Double(covered.count - headers) * rowHeight + Double(headers) * headerHeight
            return ListWindowElement(id: .gap(block), content: .gap(block, height: height))
        }
    }

    /// The window element with identity `id`, if it is one of these: a gap, or a line at `line`
    /// (where the caller found that line, when it could in O(1)), in O(log elements); else, found
    /// by reading the elements' identities, O(elements).
    @_spi(Session) public func entry(identifiedBy id: ListElementID<ID>, atLine line: Int? = nil) -> ListWindowEntry? {
        if windowFitsLines {
            switch id {
            case .gap(let block):
                return window.gap(block)
            case .line(let wanted):
                if let line, window.contains(line: line), lines[line].id == wanted { return .line(line) }
            }
        }
        for position in indices {
            let entry = windowFitsLines ? window[position] : .line(position)
            switch (entry, id) {
            case (.gap(let block, _), .gap(let wanted)) where block == wanted:
                return entry
            case (.line(let index), .line(let wanted)) where lines[index].id == wanted:
                return entry
            default:
                continue
            }
        }
        return nil
    }

    /// The sum of the elements' heights, the lines' at `lineHeight` (tests and benchmarks).
    @_spi(Session) public func estimatedHeight(lineHeight: (ListLine<ID>) -> Double) -> Double {
        reduce(0) { total, element in
            switch element.content {
            case .line(let line): total + lineHeight(line)
            case .gap(_, let height): total + height
            }
        }
    }
}
