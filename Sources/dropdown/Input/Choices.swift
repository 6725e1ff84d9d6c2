import DropdownCore
import DropdownTerminal

/// The options of one run, from lines (plain, with fields, or NUL-separated) or from JSON: what
/// each shows, how `--selected` finds it, and what each prints for every `--output`. Options are
/// identified by their 0-based place in the input; parents (`--tree`, JSON `children`) by
/// ``PathTree/parentID(_:)``, and answers typed with `--create` by ``CreatedAnswers/id(_:)``.
struct Choices {
    private enum Source {
        case lines(InputLines)
        case json(JSONInput)
    }

    /// Where the options are. Copies of the choices share it, so that the prompt's closures (a
    /// description, a preview) see the lines that stream in after they were made.
    private final class Store {
        var source: Source
        init(_ source: Source) { self.source = source }
    }

    private let store: Store
    private var source: Source {
        get { store.source }
        nonmutating set { store.source = newValue }
    }
    /// With `--tree`, what separates the parts of a line's path.
    let treeSeparator: String?
    /// The answers typed with `--create`.
    let created = CreatedAnswers()

    /// Lines; with a `treeSeparator`, each line is a path (`--tree`).
    init(lines: InputLines, treeSeparator: String? = nil) {
        var lines = lines
        lines.keepsLabels = treeSeparator != nil
        store = Store(.lines(lines))
        self.treeSeparator = treeSeparator
    }

    /// JSON options.
    init(json: JSONInput) {
        store = Store(.json(json))
        treeSeparator = nil
    }

    /// Adds the lines of the next piece of standard input (see ``InputLines/append(_:format:labelLimit:)``),
    /// and at its end (`piece` `nil`) the last line; returns the new options, or with `--tree`
    /// every option as a tree once the input ended (`nil` before: the lines show as they are
    /// until then).
    mutating func read(_ piece: UnsafeBufferPointer<UInt8>?, format: LineFormat) -> (
        new: [DropdownOption<Int>], tree: [DropdownOption<Int>]?
    ) {
        guard case .lines(var lines) = source else { return ([], nil) }
        source = .json(JSONInput())  // keeps `lines` uniquely referenced while it grows
        if let piece {
            lines.append(piece, format: format, labelLimit: InputLines.labelLimit)
        } else {
            lines.finish(format: format, labelLimit: InputLines.labelLimit)
        }
        let new = lines.takeOptions()
        source = .lines(lines)
        guard piece == nil, let treeSeparator else { return (new, nil) }
        return (new, PathTree.options(labels: lines.labels, separator: treeSeparator, keywords: lines.keywords(of:)))
    }

    /// The label an option shows, or with `--tree` the whole line; `shown` is what the dropdown
    /// has (the lines' labels are handed over to it).
    func label(of index: Int, shown: (Int) -> String) -> String {
        if let text = created.text(of: index) { return text }
        if treeSeparator != nil, case .lines(let lines) = source, lines.labels.indices.contains(index) {
            return lines.labels[index]
        }
        return shown(index)
    }

    /// The most options an answer can hold: every option but the disabled ones. Never too low: a
    /// line that becomes a parent with `--tree`, and the children of a disabled JSON parent, count.
    var selectableCount: Int {
        switch source {
        case .lines(let lines): lines.count
        case .json(let json): json.entries.count { !$0.isDisabled }
        }
    }

    /// The number of options.
    var count: Int {
        switch source {
        case .lines(let lines): lines.count
        case .json(let json): json.entries.count
        }
    }

    /// The labels (until ``takeOptions()`` hands those of lines over).
    var labels: [String] {
        switch source {
        case .lines(let lines): lines.labels
        case .json(let json): json.entries.map(\.label)
        }
    }

    /// The first option whose value (else whose label) is `text`, byte for byte.
    func firstIndex(ofValue text: String) -> Int? {
        switch source {
        case .lines(let lines): return lines.firstLine(equalTo: text)
        case .json(let json):
            let wanted = Array(text.utf8)
            return json.entries.indices.first { json.value(of: $0).utf8.elementsEqual(wanted) }
                ?? json.entries.firstIndex { $0.label.utf8.elementsEqual(wanted) }
        }
    }

    /// The options for the dropdown; the labels of lines are handed over, not kept twice.
    /// With `--tree` the lines become a tree (rule H1), and JSON `children` submenus.
    mutating func takeOptions() -> [DropdownOption<Int>] {
        switch source {
        case .lines(var lines):
            source = .json(JSONInput())  // keeps `lines` uniquely referenced while its labels go
            let options = lines.takeOptions()
            source = .lines(lines)
            guard let treeSeparator else { return options }
            return PathTree.options(labels: lines.labels, separator: treeSeparator, keywords: lines.keywords(of:))
        case .json(let json):
            return json.options(labelLimit: InputLines.labelLimit)
        }
    }

    /// The dropdown of these options, with the given selection. The labels of lines are handed over
    /// in batches of 4,096, so that a million lines never exist as a million ``DropdownOption``
    /// values at once (the dropdown keeps them as columns: about 20 bytes a short label).
    mutating func makeState(selection: [Int], configuration: DropdownConfiguration) -> DropdownState<Int> {
        guard case .lines(var lines) = source, treeSeparator == nil else {  // trees are built whole
            return DropdownState(options: takeOptions(), selection: selection, configuration: configuration)
        }
        source = .json(JSONInput())  // keeps `lines` uniquely referenced while its labels go
        let labels = lines.takeLabels()
        source = .lines(lines)
        var state = DropdownState<Int>(options: [], configuration: configuration)
        for start in stride(from: 0, to: labels.count, by: 4_096) {
            let batch = start..<min(start + 4_096, labels.count)
            let options = batch.map { DropdownOption(id: $0, label: labels[$0], keywords: lines.keywords(of: $0)) }
            state.send(.appendOptions(options, hasMore: false), at: .zero)
        }
        if !selection.isEmpty { state.send(.setSelection(selection), at: .zero) }
        return state
    }

    /// An option's description, if it has one.
    func description(of index: Int) -> String? {
        guard index >= 0 else { return nil }
        return switch source {
        case .lines(let lines): lines.description(of: index)
        case .json(let json): json.entries[index].description
        }
    }

    /// An option's search keywords (rule F9): the line's keywords field (`--keywords-delimiter`),
    /// or the element's `"keywords"`.
    func keywords(of index: Int) -> [String] {
        guard index >= 0 else { return [] }
        return switch source {
        case .lines(let lines): lines.keywords(of: index)
        case .json(let json): json.entries[index].keywords
        }
    }

    /// Whether any option has search keywords.
    var hasKeywords: Bool {
        switch source {
        case .lines(let lines): lines.hasKeywords
        case .json(let json): json.entries.contains { !$0.keywords.isEmpty }
        }
    }

    /// Whether any option has a description.
    var hasDescriptions: Bool {
        switch source {
        case .lines(let lines): lines.hasDescriptions
        case .json(let json): json.entries.contains { $0.description != nil }
        }
    }

    /// The bytes of an option's value (`label` is its label, for lines handed over).
    func valueBytes(of index: Int, label: String) -> [UInt8] {
        if let text = created.text(of: index) { return Array(text.utf8) }
        return switch source {
        case .lines(let lines): lines.valueBytes(index, label: label)
        case .json(let json): Array(json.value(of: index).utf8)
        }
    }

    /// What `--output` prints for an option (`json` aside, which prints all the options at once).
    func printed(_ index: Int, as format: OutputFormat, label: String) -> [UInt8] {
        if let text = created.text(of: index) { return format == .index ? Array("-1".utf8) : Array(text.utf8) }
        return switch (format, source) {
        case (.index, _): Array(String(index).utf8)
        case (.line, .lines(let lines)): lines.lineBytes(index, label: label)
        case (.line, .json(let json)): Array(json.element(of: index).text.utf8)
        case (.value, _), (.json, _): valueBytes(of: index, label: label)
        }
    }

    /// Writes an option as `--output json` prints it: the element of JSON input as it was; for a
    /// line, an object with its index, label, value and description, written as it goes.
    func writeJSON(of index: Int, label: String, to output: inout some AnswerSink) {
        if let text = created.text(of: index) {
            JSONValue.object([("label", .string(text)), ("value", .string(text)), ("created", .bool(true))])
                .write(to: &output)
            return
        }
        switch source {
        case .json(let json): json.element(of: index).write(to: &output)
        case .lines(let lines):
            output.append(contentsOf: #"{"index":"#.utf8)
            output.append(contentsOf: String(index).utf8)
            output.append(contentsOf: #","label":"#.utf8)
            JSONValue.writeString(label, to: &output)
            output.append(contentsOf: #","value":"#.utf8)
            JSONValue.writeString(String(decoding: lines.valueBytes(index, label: label), as: UTF8.self), to: &output)
            if let description = lines.description(of: index) {
                output.append(contentsOf: #","description":"#.utf8)
                JSONValue.writeString(description, to: &output)
            }
            let keywords = lines.keywords(of: index)
            if !keywords.isEmpty {
                output.append(contentsOf: #","keywords":"#.utf8)
                JSONValue.array(keywords.map(JSONValue.string)).write(to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }
}

/// Writes what `dropdown` prints on standard output: the query (`--print-query`), then each chosen
/// option as `--output` says, each record ended by a line feed or by NUL (`--print0`).
struct OutputWriter {
    var format: OutputFormat
    var terminator: UInt8
    var printsQuery: Bool

    /// The bytes for a run that ended with `chosen` (in the order to print) and `query`.
    func bytes(chosen: [Int], query: String, choices: Choices, label: (Int) -> String) -> [UInt8] {
        var output: [UInt8] = []
        write(chosen: chosen, query: query, choices: choices, label: label, to: &output)
        return output
    }

    /// Writes, as it goes, what a run that ended with `chosen` (in the order to print) and `query`
    /// prints. `--output json` is written an object at a time: the array is never held whole, as
    /// values or as text.
    func write(
        chosen: [Int], query: String, choices: Choices, label: (Int) -> String, to output: inout some AnswerSink
    ) {
        if printsQuery {
            output.append(contentsOf: query.utf8)
            output.append(terminator)
        }
        guard !chosen.isEmpty else { return }
        guard format == .json else {
            for index in chosen {
                output.append(contentsOf: choices.printed(index, as: format, label: label(index)))
                output.append(terminator)
            }
            return
        }
        output.append(UInt8(ascii: "["))
        for (place, index) in chosen.enumerated() {
            if place > 0 { output.append(UInt8(ascii: ",")) }
            choices.writeJSON(of: index, label: label(index), to: &output)
        }
        output.append(UInt8(ascii: "]"))
        output.append(terminator)
    }
}

/// The answers typed with `--create` (the core's "Create" row, rule L5): printed as typed. Each is
/// identified by ``id(_:)``, below every line number and above every parent's identifier.
final class CreatedAnswers {
    private(set) var texts: [String] = []

    /// The identifier of the `number`th answer created.
    static func id(_ number: Int) -> Int { -1 - number }

    /// Adds an answer; returns its option.
    func add(_ text: String) -> DropdownOption<Int> {
        texts.append(text)
        return DropdownOption(id: Self.id(texts.count - 1), label: text)
    }

    /// The text of a created answer's identifier, `nil` for any other.
    func text(of id: Int) -> String? {
        let number = -1 - id
        return id < 0 && number < texts.count ? texts[number] : nil
    }
}
