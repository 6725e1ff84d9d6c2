#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The rows of fzf's "v2" matrix that searches of the best few have computed for long labels, kept
/// from one query to the next, so that typing a letter computes one more row of the labels it
/// reads, not their whole matrix, and bounds the others without reading them.
///
/// Each long label read keeps its last row computed (``SparseAlignment``), for the first characters
/// of the term it was read for. A query whose term starts with those characters reads the label
/// from that row on, and bounds it by the row's highest cell plus 26 per character more
/// (``SparseAlignment/rowGain``); a term that differs keeps the rows of the characters they share.
/// The labels bounded from their word starts keep the places that could still matter the same way
/// (``WordStartMemo``).
///
/// A matcher holds one, and its copies share it: every copy that holds it has the same labels
/// (appending drops it unless the matcher holds the only reference), and a search takes its lock
/// (or, when another copy's search holds it, searches without it).
final class AlignmentFrontiers: @unchecked Sendable {
    /// A label's last row computed.
    struct Frontier {
        /// The number of rows computed: the term's first `rows` characters.
        var rows: Int32 = 0
        /// The highest cell of the last row.
        var best: Int16 = 0
        /// The last row's match cells.
        var cells: [SparseAlignment.Cell] = []
    }

    /// The term's characters the rows were computed for, and how it folds the labels.
    private(set) var term: [UInt32] = []
    private var folding = CharacterFolding.stored
    private var frontiers: [Int32: Frontier] = [:]
    /// The places of long labels' word starts that could still matter, kept for the term typed
    /// further (see ``WordStartMemo``).
    var starts = WordStartMemo()
    /// The cells kept, to drop them all beyond ``cellLimit``.
    private var cellCount = 0
    /// Two rows' room, for the rows computed between those kept.
    private var scratch: UnsafeMutablePointer<SparseAlignment.Cell>
    private var scratchCapacity = 0
    /// Room for the ranks of a row's cells (``SparseAlignment/ColumnRanks``).
    private var ranks: UnsafeMutablePointer<UInt64>
    private var ranksCapacity = 0
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// At most this many cells are kept (8 bytes each): beyond, the rows are dropped and made again.
    static let cellLimit = 1 << 22

    init() {
        scratch = .allocate(capacity: 0)
        ranks = .allocate(capacity: 0)
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        scratch.deallocate()
        ranks.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Takes the lock, unless another search holds it (then `false`).
    func tryLock() -> Bool { pthread_mutex_trylock(mutex) == 0 }

    func unlock() { pthread_mutex_unlock(mutex) }

    /// Makes the rows kept those of `characters` folded by `folding`: rows of the characters the
    /// previous term shares with it stay, the others are dropped.
    func prepare(for characters: [UInt32], folding: CharacterFolding) {
        var shared = 0
        if folding == self.folding {
            while shared < min(term.count, characters.count) && term[shared] == characters[shared] { shared += 1 }
        }
        if shared < term.count {
            starts.keep(upTo: shared)
            if shared == 0 {
                frontiers.removeAll()
                cellCount = 0
            } else {
                let limit = Int32(shared)
                frontiers = frontiers.filter { $0.value.rows <= limit }
                cellCount = frontiers.values.reduce(0) { $0 + $1.cells.count }
            }
        }
        term = characters
        self.folding = folding
    }

    /// The bound of a label's score for the first `length` characters of the term, from its rows
    /// kept, or `nil` when none is.
    @inline(__always)
    func bound(of label: Int, length: Int) -> Int? {
        guard let frontier = frontiers[Int32(truncatingIfNeeded: label)], frontier.rows >= 1 else { return nil }
        return Int(frontier.best) + SparseAlignment.rowGain * (length - Int(frontier.rows))
    }

    /// The score of the term's first `length` characters (2 or more) in a label's text, computed
    /// from its rows kept, row by row; `nil` when the label does not match, or when a row's bound
    /// falls below `needed` (then the rows computed so far are kept).
    func score<Text: SearchText>(
        of label: Int, _ text: Text, length: Int, needed: Int, bonus table: UnsafePointer<Int16>
    ) -> Int? {
        let key = Int32(truncatingIfNeeded: label)
        var frontier = frontiers.removeValue(forKey: key) ?? Frontier()
        cellCount -= frontier.cells.count
        if scratchCapacity < 2 * text.count {
            scratch.deallocate()
            scratchCapacity = 2 * text.count
            scratch = .allocate(capacity: scratchCapacity)
        }
        let ranksNeeded = SparseAlignment.ColumnRanks.storageCount(length: text.count)
        if ranksCapacity < ranksNeeded {
            ranks.deallocate()
            ranksCapacity = ranksNeeded
            ranks = .allocate(capacity: ranksCapacity)
        }
        var rows = Int(frontier.rows)
        var best = Int(frontier.best)
        // The last row: the frontier's cells, then one half of the scratch after the other.
        var last: UnsafeBufferPointer<SparseAlignment.Cell>? = nil
        var half = 0
        var matches = true
        frontier.cells.withUnsafeBufferPointer { kept in
            while rows < length {
                if rows > 0 && best + SparseAlignment.rowGain * (length - rows) < needed { break }
                let output = scratch + half * text.count
                let previous = rows == 0 ? UnsafeBufferPointer(start: nil, count: 0) : last ?? kept
                let (count, rowBest) = SparseAlignment.nextRow(
                    text, term[rows], previous: previous, into: output, ranks: ranks, bonus: table)
                if count == 0 {
                    matches = false
                    break
                }
                rows += 1
                best = Int(rowBest)
                last = UnsafeBufferPointer(start: output, count: count)
                half = 1 - half
            }
        }
        guard matches else { return nil }  // no frontier kept: the label does not match
        if let last {
            frontier.cells.removeAll(keepingCapacity: true)
            frontier.cells.append(contentsOf: last)
        }
        frontier.rows = Int32(rows)
        frontier.best = Int16(best)
        if cellCount + frontier.cells.count > Self.cellLimit {
            frontiers.removeAll()
            cellCount = 0
        }
        cellCount += frontier.cells.count
        frontiers[key] = frontier
        return rows == length ? best : nil
    }
}
