import DropdownTerminal

/// Where bytes go as ``OutputWriter`` and ``JSONValue`` make them: standard output, a piece at a time
/// (``AnswerOutput``), or an array of bytes.
protocol AnswerSink {
    /// Appends one byte.
    mutating func append(_ byte: UInt8)
    /// Appends bytes.
    mutating func append(contentsOf bytes: some Sequence<UInt8>)
}

extension Array: AnswerSink where Element == UInt8 {}

/// The answer on its way to a descriptor, written every 64 KiB as it is made: two million chosen
/// lines never exist twice, as text and as bytes, before the first is printed. The first failed
/// write is kept (a closed descriptor, a full disk), and nothing more is written after it.
struct AnswerOutput: AnswerSink {
    /// How many bytes are gathered before a write.
    static let pieceSize = 1 << 16

    let descriptor: Int32
    /// The first write that failed, if one did.
    private(set) var failure: FileDescriptorIO.SystemError?
    private var pending: [UInt8] = []

    init(descriptor: Int32) {
        self.descriptor = descriptor
        pending.reserveCapacity(Self.pieceSize * 2)
    }

    mutating func append(_ byte: UInt8) {
        pending.append(byte)
        if pending.count >= Self.pieceSize { flush() }
    }

    mutating func append(contentsOf bytes: some Sequence<UInt8>) {
        pending.append(contentsOf: bytes)
        if pending.count >= Self.pieceSize { flush() }
    }

    /// Writes what is gathered, unless a write failed before.
    mutating func flush() {
        defer { pending.removeAll(keepingCapacity: true) }
        guard failure == nil, !pending.isEmpty else { return }
        failure = pending.withUnsafeBytes { buffer -> FileDescriptorIO.SystemError? in
            do throws(FileDescriptorIO.SystemError) {
                try FileDescriptorIO.write(buffer, to: descriptor)
                return nil
            } catch {
                return error
            }
        }
    }
}
