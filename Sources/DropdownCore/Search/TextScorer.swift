/// Scores the texts of a matcher one at a time for one query, prepared once, its index read in
/// place: what merging the keyword matches into the label matches asks of some texts (rules F10,
/// F11), without ranking every text. Made by ``FuzzyMatcher/withScorer(for:_:)`` for the length of
/// a call.
struct TextScorer {
    // File-private, so that the memberwise initializer is too: only `withScorer` makes one.
    fileprivate let reader: IndexReader
    fileprivate let tables: SearchTables
    fileprivate let prepared: PreparedQuery

    /// A text's score for the query (fzf's, summed over the terms) and its length as ranking counts
    /// it (white space at the ends not counted), or `nil` when it does not match. O(m × w) for a
    /// query of m characters and a text of w.
    func match(_ text: Int) -> (score: Int, length: UInt32)? {
        guard prepared.admits(mask: reader.mask(text)),
            let score = prepared.score(text, in: reader, tables: tables)
        else { return nil }
        return (score, reader.trimmedLength(text))
    }
}

extension FuzzyMatcher {
    /// Runs `body` with a scorer of this matcher's texts for `query` (none for `nil`).
    func withScorer<Result>(for query: SearchQuery?, _ body: (TextScorer?) throws -> Result) rethrows -> Result {
        guard let query else { return try body(nil) }
        let prepared = PreparedQuery(query, maximumLength: index.maximumLength)
        return try index.withReader { reader in
            try SearchTables.with { tables in
                try body(TextScorer(reader: reader, tables: tables, prepared: prepared))
            }
        }
    }
}
