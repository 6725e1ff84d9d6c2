#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI

    /// The rows of an open list, in a lazy stack: only the rows on screen are built (rule P5).
    ///
    /// SwiftUI reads the identity of every element of a `ForEach` each time its body runs. The
    /// elements are the session's window of the lines (``ListWindow``): every line of a list of a
    /// few thousand, a few hundred lines and gaps for a longer one, so the pass does not grow with
    /// the list (cheap besides: a line's identity is an identifier, no label). Moving the highlight,
    /// toggling an option or a parent update changes no row's identity, so this view's body is
    /// skipped unless one of these changed (rule R16):
    /// - the session's rows revision (which changes when the rows do: opening, a query, new
    ///   options);
    /// - a long list's window, or the heights its gaps are estimated at;
    /// - the least row height, which follows Dynamic Type;
    /// - the built-in words, which follow the language.
    ///
    /// Each built row observes the model and the parent's latest row closure
    /// (``DropdownRowSource``) and redraws itself; the list style reaches the rows through the
    /// environment, which SwiftUI hands to every built row when it changes.
    @MainActor
    struct DropdownRows<Option, ID: Hashable, Row: View>: View, Equatable {
        /// Not observed: the rows observe it.
        let model: DropdownMenuModel<Option, ID>
        /// The lines' identities (not the core's state), as many as the window builds.
        let elements: ListWindowElements<ID>
        /// Which lines are built, to compare.
        private let window: ListWindow
        /// The heights a row and a header in a gap are estimated at, to compare; none without gaps.
        private let gapHeights: [Double]
        let revision: Int
        let rowMinimumHeight: CGFloat
        let strings: DropdownStrings
        /// The words of `strings` the rows draw, to compare.
        private let words: ListRowWords
        /// Not compared: the rows observe it.
        let rows: DropdownRowSource<Option, Row>
        let send: (DropdownEvent<ID>) -> DropdownEventResult
        let focusedLine: AccessibilityFocusState<ListLineID<ID>?>.Binding

        init(
            model: DropdownMenuModel<Option, ID>, elements: ListWindowElements<ID>, revision: Int,
            rowMinimumHeight: CGFloat,
            strings: DropdownStrings, rows: DropdownRowSource<Option, Row>,
            send: @escaping (DropdownEvent<ID>) -> DropdownEventResult,
            focusedLine: AccessibilityFocusState<ListLineID<ID>?>.Binding
        ) {
            self.model = model
            self.elements = elements
            window = elements.window
            gapHeights = window.hasGaps ? [elements.rowHeight, elements.headerHeight] : []
            self.revision = revision
            self.rowMinimumHeight = rowMinimumHeight
            self.strings = strings
            words = ListRowWords(strings)
            self.rows = rows
            self.send = send
            self.focusedLine = focusedLine
        }

        nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.revision == rhs.revision && lhs.rowMinimumHeight == rhs.rowMinimumHeight && lhs.words == rhs.words
                && lhs.window == rhs.window && lhs.gapHeights == rhs.gapHeights
        }

        var body: some View {
            LazyVStack(alignment: .leading, spacing: 0) {
                // R4: identified by option id, never by row index; a gap by its block.
                ForEach(elements) { element in
                    switch element.content {
                    case .line(let line):
                        lineView(line)
                    case .gap(let block, let height):
                        // R16: room for lines not built, which draws nothing and which assistive
                        // technology does not see. When the lazy stack builds it, it is on screen
                        // (or about to be) and opens: the mechanism of the pagination pattern, a
                        // row's `onAppear` in a lazy stack, as the rows report themselves (Apple's
                        // "Creating performant scrollable stacks").
                        Color.clear
                            .frame(maxWidth: .infinity, minHeight: height, maxHeight: height)
                            .accessibilityHidden(true)
                            .onAppear { model.gapAppeared(block) }
                    }
                }
            }
            .scrollTargetLayout()
        }

        /// A line of the list: a section header, a status row, an option's row or the back row.
        @ViewBuilder
        private func lineView(_ line: ListLine<ID>) -> some View {
            Group {
                switch line.content {
                case .header(let title):
                    DropdownSectionHeaderView(header: ListHeader(title: title))
                case .status:
                    if case .status(let status) = line.id {
                        DropdownStatusRowView(
                            model: model, status: status, rowMinimumHeight: rowMinimumHeight,
                            strings: strings, send: send)
                    }
                case .option(let rowIndex):
                    if case .option(let id) = line.id {
                        DropdownRowView(
                            model: model, rows: rows, id: id, rowHint: rowIndex,
                            rowMinimumHeight: rowMinimumHeight, strings: strings, send: send,
                            focusedLine: focusedLine)
                    }
                case nil:
                    if case .back = line.id {
                        DropdownBackRowView(
                            label: elements.lines.backRowLabel, back: strings.back,
                            rowMinimumHeight: rowMinimumHeight, send: send)
                    }
                }
            }
            .background(ListMeasurementReader<ID> { $0.lines[line.id] = Double($1.height) })
        }
    }
#endif
