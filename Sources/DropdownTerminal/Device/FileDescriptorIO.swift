#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `write(2)`, named apart from the methods called `write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// Whole reads and writes on file descriptors, retrying interrupted calls.
package enum FileDescriptorIO {
    /// Writes every byte, retrying interrupted and would-block writes; stops when the descriptor is
    /// gone (a closed pipe or terminal).
    package static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) {
        try? write(bytes, to: descriptor)
    }

    /// Writes every byte, retrying interrupted and would-block writes; throws the error of the
    /// first write that fails otherwise (a closed descriptor, a full disk, a pipe with no reader
    /// when SIGPIPE is ignored).
    package static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) throws(SystemError) {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, base + offset, bytes.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0 && (errno == EINTR || errno == EAGAIN) {
                continue
            } else {
                throw SystemError(number: written < 0 ? errno : EIO)
            }
        }
    }

    /// Writes a text's UTF-8 bytes.
    package static func writeAll(_ descriptor: Int32, _ text: String) {
        var text = text
        text.withUTF8 { writeAll(descriptor, UnsafeRawBufferPointer($0)) }
    }

    /// An error from a system call, named by its `errno`.
    package struct SystemError: Error, CustomStringConvertible {
        /// The error number.
        package var number: Int32
        /// The system's description of the error ("Is a directory").
        package var description: String { String(cString: strerror(number)) }
    }

    /// Reads a descriptor to its end a piece at a time, handing each piece to `body` (so that the
    /// whole input is never held at once); throws the first error other than an interrupted call,
    /// or the error `body` throws to stop reading.
    package static func readPieces(
        _ descriptor: Int32, pieceSize: Int = 1 << 16,
        _ body: (UnsafeBufferPointer<UInt8>) throws(SystemError) -> Void
    ) throws(SystemError) {
        var piece = [UInt8](repeating: 0, count: pieceSize)
        while true {
            let count = piece.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                try piece.withUnsafeBufferPointer { buffer throws(SystemError) in
                    try body(UnsafeBufferPointer(rebasing: buffer[0..<count]))
                }
            } else if count == 0 {
                return
            } else if errno != EINTR {
                throw SystemError(number: errno)
            }
        }
    }

    /// Whether a descriptor is a regular file (`< file`), whose end is known, not a pipe or a
    /// terminal that may go on forever.
    package static func isRegularFile(_ descriptor: Int32) -> Bool {
        var status = stat()
        return fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    /// Reads a descriptor to its end; throws the first error other than an interrupted call (such
    /// as standard input being a directory).
    package static func readAll(_ descriptor: Int32) throws(SystemError) -> [UInt8] {
        var result: [UInt8] = []
        var status = stat()
        if fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG {
            result.reserveCapacity(Int(status.st_size) + 1)  // a file: its size, read without regrowing
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                result.append(contentsOf: chunk[0..<count])
            } else if count == 0 {
                return result
            } else if errno != EINTR {
                throw SystemError(number: errno)
            }
        }
    }
}
