import DropdownCore

/// The words of the terminal front end itself, beyond the dropdown's own (``DropdownStrings``):
/// how a prompt ended ("(cancelled)"), the numbered menu's questions and messages, the hint lines
/// of `dropdown demo`. Translated into every ``DropdownLanguage``; the `dropdown` command picks the
/// language from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG`. Right-to-left text is written in
/// logical order, and the terminal lays it out.
package struct TerminalStrings: Sendable {
    private let words: DropdownTranslation

    /// The words in English.
    package static let english = TerminalStrings(language: .english)

    /// The words in `language`, compiled in from the package's `Terminal.strings` files.
    package init(language: DropdownLanguage) {
        let english = TerminalTranslations.tables["en"] ?? [:]
        words = DropdownTranslation(
            language: language, table: TerminalTranslations.tables[language.identifier] ?? english, fallback: english)
    }

    /// The language of the words.
    package var language: DropdownLanguage { words.language }

    /// "(nothing chosen)": a prompt that closed with nothing selected.
    var nothingChosen: String { words.text("nothingChosen") }
    /// "(timed out)".
    var timedOut: String { words.text("timedOut") }
    /// "(cancelled)": Escape or Ctrl-C.
    package var cancelled: String { words.text("cancelled") }

    /// "(no options)", in the numbered menu.
    var menuNoOptions: String { words.text("menuNoOptions") }
    /// "(unavailable)", after a disabled option of the numbered menu.
    var menuUnavailable: String { words.text("menuUnavailable") }
    /// "No option matches 'text'."
    func menuNoMatch(_ text: String) -> String { words.text("menuNoMatch", .text(text)) }
    /// "'typed' is not a number from 1 to last."
    func menuNotANumber(_ typed: String, last: Int) -> String {
        words.text("menuNotANumber", .text(typed), .number(last))
    }
    /// "'label' cannot be chosen."
    func menuCannotBeChosen(_ label: String) -> String { words.text("menuCannotBeChosen", .text(label)) }
    /// "Choose one."
    var menuChooseOne: String { words.text("menuChooseOne") }
    /// "Choose at most limit."
    func menuChooseAtMost(_ limit: Int) -> String { words.text("menuChooseAtMost", .number(limit)) }
    /// "… count more: type part of a label to narrow the list".
    func menuMore(_ count: Int) -> String { words.text("menuMore", .number(count)) }
    /// "Title [1-5, or a label]: ", or with "(several: 1 3)" after the numbers.
    func menuQuestion(title: String, numbers: String, multiple: Bool) -> String {
        words.text(multiple ? "menuQuestionMultiple" : "menuQuestion", .text(title), .text(numbers))
    }

    /// One item of the demo's hint line ("↑↓: move"), named by its key in `Terminal.strings`.
    package func demoHint(_ item: DemoHint) -> String { words.text(item.rawValue) }

    /// What the demo's hint line can say, each item a key and what it does at the moment.
    package enum DemoHint: String {
        case type = "hintType"
        case move = "hintMove"
        case choose = "hintChoose"
        case mark = "hintMark"
        case openSubmenu = "hintOpenSubmenu"
        case back = "hintBack"
        case backByEscape = "hintBackByEscape"
        case closeByEnter = "hintCloseByEnter"
        case close = "hintClose"
        case done = "hintDone"
        case nextField = "hintNextField"
        case openField = "hintOpenField"
        case quit = "hintQuit"
    }
}
