import DropdownCore

/// Decodes the bytes a terminal sends into ``TerminalInput``s, incrementally: sequences split across
/// reads are completed by later bytes, and invalid bytes are dropped without effect.
///
/// Understands CSI (`ESC [`), SS3 (`ESC O`) and `~` forms of arrows, Home/End, Page keys, Insert,
/// Delete and F-keys; xterm modifier parameters (`ESC[1;3A` is Alt+Up); Shift-Tab (`ESC[Z`); Alt as
/// an ESC prefix; bracketed paste (`ESC[200~ … ESC[201~`); cursor position reports; mouse reports in
/// SGR (`ESC[<b;x;yM`, `m` for a release) and X10 (`ESC[M` and three bytes) form; multi-byte UTF-8.
/// A lone Escape cannot be told from the start of a sequence by its bytes alone: the reader calls
/// ``flush()`` when no byte followed within a short timeout.
///
/// A paste never holds the keyboard: it ends at its terminator; or when it reaches
/// ``maximumPasteBytes`` (what follows, up to the terminator or a pause, is dropped, never read as
/// keys); or at a pause (the reader calls ``flush()`` after a quiet time, for a terminal that never
/// sends the terminator); and a Ctrl-C byte inside it ends it and is Ctrl-C.
package struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []
    /// The pasted bytes so far, while a paste is open.
    private var paste: [UInt8]? = nil
    /// Whether the open paste reached its bound and was delivered: the rest of it is dropped.
    private var isDroppingPaste = false

    /// The most bytes a paste delivers (1 MiB).
    package static let maximumPasteBytes = 1 << 20

    /// Creates a decoder with nothing pending.
    package init() {}

    /// Whether bytes are waiting for the rest of a sequence; the reader should then wait only briefly
    /// for more before calling ``flush()``.
    package var hasPendingBytes: Bool { !pending.isEmpty }

    /// Whether a paste is open (its start was read, not yet its end); the reader should call
    /// ``flush()`` after a quiet time, which ends it.
    package var isInPaste: Bool { paste != nil || isDroppingPaste }

    /// Decodes newly read bytes, keeping an unfinished sequence for the next call. O(bytes).
    package mutating func decode(_ bytes: some Sequence<UInt8>) -> [TerminalInput] {
        pending.append(contentsOf: bytes)
        var inputs: [TerminalInput] = []
        var position = 0
        while position < pending.count {
            if isInPaste {
                guard let next = consumePaste(from: position, into: &inputs) else { return inputs }
                position = next
                continue
            }
            switch parse(at: position) {
            case .incomplete:
                pending.removeFirst(position)
                return inputs
            case .input(let input, let length):
                if let input { inputs.append(input) }
                position += length
            case .pasteStart(let length):
                paste = []
                position += length
            }
        }
        pending.removeAll(keepingCapacity: true)
        return inputs
    }

    /// Resolves what is pending after a pause: an open paste ends with what arrived; a lone ESC is the
    /// Escape key; an unfinished sequence becomes Escape followed by its other bytes read as typed.
    package mutating func flush() -> [TerminalInput] {
        if isInPaste {
            paste?.append(contentsOf: pending)
            pending.removeAll()
            var inputs: [TerminalInput] = []
            endPaste(into: &inputs)
            return inputs
        }
        guard !pending.isEmpty else { return [] }
        let bytes = pending
        pending.removeAll()
        guard bytes.first == 0x1B else { return [] }  // an unfinished UTF-8 sequence: invalid, dropped
        return [.key(.escape, [])] + decode(bytes.dropFirst())
    }

    // MARK: Parsing

    private enum Parse {
        case incomplete
        case input(TerminalInput?, length: Int)
        case pasteStart(length: Int)
    }

    private func parse(at start: Int) -> Parse {
        let byte = pending[start]
        switch byte {
        case 0x1B: return parseEscape(at: start)
        case 0x0D, 0x0A: return .input(.key(.enter, []), length: 1)
        case 0x09: return .input(.key(.tab, []), length: 1)
        case 0x7F, 0x08: return .input(.key(.backspace, []), length: 1)
        case 0x00: return .input(.control("@"), length: 1)
        case 0x01...0x1A: return .input(.control(Character(Unicode.Scalar(byte + 0x60))), length: 1)
        case 0x1C...0x1F: return .input(.control(Character(Unicode.Scalar(byte + 0x40))), length: 1)
        case 0x20..<0x7F: return .input(.character(Character(Unicode.Scalar(byte)), alt: false), length: 1)
        default: return parseUTF8(at: start)
        }
    }

    /// A multi-byte UTF-8 character; invalid bytes are skipped one at a time.
    private func parseUTF8(at start: Int) -> Parse {
        guard let length = Unicode.UTF8.multibyteLength(startingWith: pending[start]) else {
            return .input(nil, length: 1)  // a stray continuation byte or an invalid lead
        }
        for offset in 1..<length {
            guard start + offset < pending.count else { return .incomplete }
            guard pending[start + offset] & 0xC0 == 0x80 else { return .input(nil, length: offset) }
        }
        let bytes = pending[start..<(start + length)]
        var iterator = bytes.makeIterator()
        var utf8 = Unicode.UTF8.ForwardParser()
        guard case .valid(let encoded) = utf8.parseScalar(from: &iterator) else {
            return .input(nil, length: 1)  // overlong or surrogate encodings
        }
        let scalar = Unicode.UTF8.decode(encoded)
        return .input(.character(Character(scalar), alt: false), length: length)
    }

    private func parseEscape(at start: Int) -> Parse {
        guard start + 1 < pending.count else { return .incomplete }
        let next = pending[start + 1]
        switch next {
        case UInt8(ascii: "["): return parseCSI(at: start)
        case UInt8(ascii: "O"): return parseSS3(at: start)
        case 0x1B:
            // ESC ESC [ A: Alt plus a key, as some terminals send it.
            guard start + 2 < pending.count else { return .incomplete }
            guard pending[start + 2] == UInt8(ascii: "[") || pending[start + 2] == UInt8(ascii: "O") else {
                return .input(.key(.escape, []), length: 1)
            }
            switch parseEscape(at: start + 1) {
            case .input(let input, let length): return .input(withAlt(input), length: length + 1)
            case let other: return other
            }
        default:
            switch parse(at: start + 1) {
            case .incomplete: return .incomplete
            case .input(let input, let length): return .input(withAlt(input), length: length + 1)
            case .pasteStart: return .input(.key(.escape, []), length: 1)
            }
        }
    }

    private func withAlt(_ input: TerminalInput?) -> TerminalInput? {
        switch input {
        case .key(let key, let modifiers): .key(key, modifiers.union(.alt))
        case .character(let character, _): .character(character, alt: true)
        case let other: other
        }
    }

    /// `ESC [ parameters final`: parameters are digits and `;`, the final byte is 0x40–0x7E.
    private func parseCSI(at start: Int) -> Parse {
        var index = start + 2
        var parameters: [Int] = []
        var current: Int? = nil
        var isPrivate = false
        let isSGRMouse = start + 2 < pending.count && pending[start + 2] == UInt8(ascii: "<")
        while index < pending.count {
            let byte = pending[index]
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                current = min((current ?? 0) * 10 + Int(byte - 0x30), 100_000)
            case UInt8(ascii: ";"):
                parameters.append(current ?? 1)
                current = nil
            case UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "?"):
                isPrivate = true
            case 0x20...0x2F:
                break  // intermediate bytes: none of our keys use them
            case 0x40...0x7E:
                if let current { parameters.append(current) }
                let length = index - start + 1
                if isSGRMouse && (byte == UInt8(ascii: "M") || byte == UInt8(ascii: "m")) && parameters.count == 3 {
                    let event = MouseEvent(
                        code: parameters[0], row: parameters[2], column: parameters[1],
                        isRelease: byte == UInt8(ascii: "m"))
                    return .input(event.map(TerminalInput.mouse), length: length)
                }
                if isPrivate { return .input(nil, length: length) }
                if byte == UInt8(ascii: "M") && parameters.isEmpty && index == start + 2 {
                    return parseX10Mouse(at: start)
                }
                return csi(final: byte, parameters: parameters, length: length)
            default:
                return .input(nil, length: index - start)  // malformed: drop what was read
            }
            index += 1
            if index - start > 64 { return .input(nil, length: index - start) }  // runaway sequence
        }
        return .incomplete
    }

    private func csi(final: UInt8, parameters: [Int], length: Int) -> Parse {
        let modifiers = Self.modifiers(parameters.count >= 2 ? parameters[1] : 1)
        func key(_ key: TerminalKey) -> Parse { .input(.key(key, modifiers), length: length) }
        switch final {
        case UInt8(ascii: "A"): return key(.up)
        case UInt8(ascii: "B"): return key(.down)
        case UInt8(ascii: "C"): return key(.right)
        case UInt8(ascii: "D"): return key(.left)
        case UInt8(ascii: "H"): return key(.home)
        case UInt8(ascii: "F"): return key(.end)
        case UInt8(ascii: "Z"): return .input(.key(.backTab, modifiers.union(.shift)), length: length)
        case UInt8(ascii: "P"): return key(.function(1))
        case UInt8(ascii: "Q"): return key(.function(2))
        case UInt8(ascii: "S"): return key(.function(4))
        case UInt8(ascii: "R"):
            // `ESC[row;columnR` answers a position request (Shift+F3 sends the same bytes; unused here).
            guard parameters.count == 2 else { return key(.function(3)) }
            return .input(.cursorPosition(row: parameters[0], column: parameters[1]), length: length)
        case UInt8(ascii: "~"):
            switch parameters.first ?? 0 {
            case 1, 7: return key(.home)
            case 2: return key(.insert)
            case 3: return key(.delete)
            case 4, 8: return key(.end)
            case 5: return key(.pageUp)
            case 6: return key(.pageDown)
            case 11...15: return key(.function(parameters[0] - 10))
            case 17...21: return key(.function(parameters[0] - 11))
            case 23, 24: return key(.function(parameters[0] - 12))
            case 200: return .pasteStart(length: length)
            default: return .input(nil, length: length)
            }
        default: return .input(nil, length: length)
        }
    }

    /// `ESC [ M b x y`: a mouse report in X10 form, each of the three bytes 32 more than its value
    /// (sent by terminals that do not know the SGR form).
    private func parseX10Mouse(at start: Int) -> Parse {
        guard start + 5 < pending.count else { return .incomplete }
        let code = Int(pending[start + 3]) - 32
        let column = Int(pending[start + 4]) - 32
        let row = Int(pending[start + 5]) - 32
        guard code >= 0, column > 0, row > 0 else { return .input(nil, length: 6) }
        let event = MouseEvent(code: code, row: row, column: column, isRelease: false)
        return .input(event.map(TerminalInput.mouse), length: 6)
    }

    /// `ESC O X`: application-mode arrows, Home/End, F1–F4 and keypad Enter.
    private func parseSS3(at start: Int) -> Parse {
        guard start + 2 < pending.count else { return .incomplete }
        let key: TerminalKey?
        switch pending[start + 2] {
        case UInt8(ascii: "A"): key = .up
        case UInt8(ascii: "B"): key = .down
        case UInt8(ascii: "C"): key = .right
        case UInt8(ascii: "D"): key = .left
        case UInt8(ascii: "H"): key = .home
        case UInt8(ascii: "F"): key = .end
        case UInt8(ascii: "M"): key = .enter
        case UInt8(ascii: "P"): key = .function(1)
        case UInt8(ascii: "Q"): key = .function(2)
        case UInt8(ascii: "R"): key = .function(3)
        case UInt8(ascii: "S"): key = .function(4)
        default: key = nil
        }
        return .input(key.map { .key($0, []) }, length: 3)
    }

    /// The modifiers of an xterm modifier parameter: 1 + (Shift 1, Alt 2, Control 4, Meta 8).
    static func modifiers(_ parameter: Int) -> DropdownModifiers {
        let bits = max(0, parameter - 1)
        var modifiers: DropdownModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        if bits & 8 != 0 { modifiers.insert(.alt) }
        return modifiers
    }

    /// Collects pasted bytes up to `ESC[201~` (or a Ctrl-C byte), then delivers them as one text.
    /// Returns where decoding goes on, or `nil` when the bytes end inside the paste (a possible
    /// terminator at the end is kept for the next read). O(bytes).
    private mutating func consumePaste(from start: Int, into inputs: inout [TerminalInput]) -> Int? {
        let terminator: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]  // ESC [ 2 0 1 ~
        var index = start
        while index < pending.count {
            // The text up to the next byte that may end the paste.
            let stop = pending[index...].firstIndex { $0 == 0x1B || $0 == 0x03 } ?? pending.count
            appendToPaste(pending[index..<stop], into: &inputs)
            index = stop
            guard index < pending.count else { break }
            if pending[index] == 0x03 {
                paste = nil  // Ctrl-C abandons the paste and interrupts
                isDroppingPaste = false
                inputs.append(.control("c"))
                return index + 1
            }
            let available = min(terminator.count, pending.count - index)
            if pending[index..<(index + available)].elementsEqual(terminator[0..<available]) {
                guard available == terminator.count else {
                    pending.removeFirst(index)  // wait for the rest of the terminator
                    return nil
                }
                endPaste(into: &inputs)
                return index + terminator.count
            }
            appendToPaste(pending[index...index], into: &inputs)  // an ESC inside the text
            index += 1
        }
        pending.removeAll(keepingCapacity: true)
        return nil
    }

    /// Adds pasted bytes; a paste that reaches its bound is delivered, and the rest is dropped.
    private mutating func appendToPaste(_ bytes: ArraySlice<UInt8>, into inputs: inout [TerminalInput]) {
        guard var text = paste else { return }
        paste = nil  // keeps the buffer uniquely referenced while it grows
        text.append(contentsOf: bytes.prefix(Self.maximumPasteBytes - text.count))
        if text.count >= Self.maximumPasteBytes {
            inputs.append(.paste(String(decoding: text, as: UTF8.self)))
            isDroppingPaste = true
        } else {
            paste = text
        }
    }

    /// Ends the open paste, delivering its text unless it was delivered already.
    private mutating func endPaste(into inputs: inout [TerminalInput]) {
        if let text = paste { inputs.append(.paste(String(decoding: text, as: UTF8.self))) }
        paste = nil
        isDroppingPaste = false
    }
}
