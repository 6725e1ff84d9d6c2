@testable import DropdownCore

/// fzf 0.74's matching written as plainly as possible, to check the fast one against: whole
/// matrices of `Int`s over the whole label, every start position tried, no masks, no windows, no
/// shortcuts. It shares only the character data (classes, lower case, base letters) and the query
/// parser with the code under test.
enum ReferenceScorer {
    struct Match: Equatable {
        var score: Int
        var positions: [Int]
    }

    /// The score of a label for a query (every set of terms must match) and the positions every
    /// matching term highlights, sorted without repeats.
    static func match(_ query: SearchQuery, _ label: String) -> Match? {
        let text = label.unicodeScalars.map(\.value)
        var total = 0
        var positions: [Int] = []
        for set in query.sets {
            var setMatch: Match? = nil
            for term in set {
                let found = match(term, text)
                if term.isInverse {
                    if found == nil { setMatch = Match(score: 0, positions: []) }
                    continue
                }
                if let found {
                    setMatch = found
                    break
                }
            }
            guard let setMatch else { return nil }
            total += setMatch.score
            positions += setMatch.positions
        }
        return Match(score: total, positions: Array(Set(positions)).sorted())
    }

    /// One term.
    static func match(_ term: SearchQuery.Term, _ raw: [UInt32]) -> Match? {
        let pattern = term.pattern
        let n = raw.count
        let m = pattern.count
        // fzf's first check on an ASCII label: every term character must be ASCII.
        if raw.allSatisfy({ $0 < 0x80 }) && !pattern.allSatisfy({ $0 < 0x80 }) { return nil }
        let classes = raw.map { Int(SearchCharacters.characterClass($0)) }
        func bonus(_ j: Int) -> Int {
            Int(FuzzyScoring.bonusTable[(j == 0 ? 0 : classes[j - 1]) * 7 + classes[j]])
        }
        func lower(_ c: UInt32) -> UInt32 { term.isCaseSensitive ? c : SearchCharacters.lowercased(c) }
        func normalize(_ c: UInt32) -> UInt32 { term.normalizes ? SearchCharacters.baseLetter(c) : c }
        // "v2" lowers upper-case letters only; everything else lowers every character.
        let optimalText = raw.indices.map { j in
            normalize(classes[j] == 4 && !term.isCaseSensitive ? SearchCharacters.lowercased(raw[j]) : raw[j])
        }
        let plainText = raw.map { normalize(lower($0)) }
        let white = 0

        func calculateScore(_ start: Int, _ end: Int) -> Match {
            var p = 0
            var score = 0
            var inGap = false
            var run = 0
            var firstBonus = 0
            var found: [Int] = []
            var previousClass = start > 0 ? classes[start - 1] : white
            for j in start..<end {
                if p < m && plainText[j] == pattern[p] {
                    found.append(j)
                    score += 16
                    var b = Int(FuzzyScoring.bonusTable[previousClass * 7 + classes[j]])
                    if run == 0 {
                        firstBonus = b
                    } else {
                        if b >= 8 && b > firstBonus { firstBonus = b }
                        b = max(b, firstBonus, 4)
                    }
                    score += p == 0 ? 2 * b : b
                    inGap = false
                    run += 1
                    p += 1
                } else {
                    score += inGap ? -1 : -3
                    inGap = true
                    run = 0
                    firstBonus = 0
                }
                previousClass = classes[j]
            }
            return Match(score: score, positions: found)
        }

        func isWhite(_ c: UInt32) -> Bool { SearchCharacters.characterClass(c) == 0 }
        let leading = classes.prefix { $0 == white }.count
        let trailing = classes.reversed().prefix { $0 == white }.count

        switch term.kind {
        case .fuzzy:
            guard m > 0 else { return Match(score: 0, positions: []) }
            if n * m > 100 * 1024 { return greedy() }
            return optimal()
        case .exact:
            guard m > 0, n >= m else { return m == 0 ? Match(score: 0, positions: []) : nil }
            var best = -1
            var bestBonus = -1
            for start in 0...(n - m) where Array(plainText[start..<start + m]) == pattern {
                let b = start == 0 ? 10 : bonus(start)
                if b > bestBonus { (best, bestBonus) = (start, b) }
                if b >= 8 { break }
            }
            guard best >= 0 else { return nil }
            return Match(score: calculateScore(best, best + m).score, positions: Array(best..<best + m))
        case .exactBoundary:
            // The first occurrence whose ends are word boundaries, scored by its first bonus.
            guard m > 0, n >= m else { return m == 0 ? Match(score: 0, positions: []) : nil }
            for start in 0...(n - m) where Array(plainText[start..<start + m]) == pattern {
                let end = start + m
                let b = start == 0 ? 10 : bonus(start)
                guard b >= 8, start == 0 || classes[start - 1] <= 2, end == n || classes[end] <= 2 else { continue }
                var score = b
                var deduction = b - 8 + 1
                if start > 0 && raw[start - 1] == 0x5F {
                    score -= deduction + 1
                    deduction = 1
                }
                if end < n && raw[end] == 0x5F { score -= deduction }
                return Match(score: score + 16 * m + 10 * (m + 1), positions: Array(start..<end))
            }
            return nil
        case .prefix:
            let start = isWhite(pattern[0]) ? 0 : leading
            guard n - start >= m, Array(plainText[start..<start + m]) == pattern else { return nil }
            return Match(score: calculateScore(start, start + m).score, positions: Array(start..<start + m))
        case .suffix:
            let end = n - (isWhite(pattern[m - 1]) ? 0 : trailing)
            guard end - m >= 0, Array(plainText[end - m..<end]) == pattern else { return nil }
            return Match(score: calculateScore(end - m, end).score, positions: Array(end - m..<end))
        case .equal:
            let start = isWhite(pattern[0]) ? 0 : leading
            let end = n - (isWhite(pattern[m - 1]) ? 0 : trailing)
            guard end - start == m, Array(plainText[start..<end]) == pattern else { return nil }
            return Match(score: 26 * m + 10, positions: Array(start..<end))
        }

        // "v1": the first match forward, shortened backward, then scored.
        func greedy() -> Match? {
            var p = 0
            var start = -1
            var end = -1
            for j in 0..<n where plainText[j] == pattern[p] {
                if start < 0 { start = j }
                p += 1
                if p == m {
                    end = j + 1
                    break
                }
            }
            guard start >= 0, end >= 0 else { return nil }
            p = m - 1
            var j = end - 1
            while j >= start {
                if plainText[j] == pattern[p] {
                    p -= 1
                    if p < 0 {
                        start = j
                        break
                    }
                }
                j -= 1
            }
            return calculateScore(start, end)
        }

        // "v2": the whole score matrix H and run matrix C, then the walk back.
        func optimal() -> Match? {
            let t = optimalText
            var firsts: [Int] = []
            var lastIndex = 0
            for j in 0..<n where t[j] == pattern[min(firsts.count, m - 1)] {
                if firsts.count < m { firsts.append(j) }
                lastIndex = j
            }
            guard firsts.count == m else { return nil }
            if m == 1 {
                var best = 0
                var position = 0
                for j in 0..<n where t[j] == pattern[0] && 16 + 2 * bonus(j) > best {
                    (best, position) = (16 + 2 * bonus(j), j)
                    if bonus(j) >= 8 { break }
                }
                return Match(score: best, positions: [position])
            }
            var h = [[Int]](repeating: [Int](repeating: 0, count: n), count: m)
            var c = h
            var inGap = false
            for j in 0..<n {
                if t[j] == pattern[0] {
                    h[0][j] = 16 + 2 * bonus(j)
                    c[0][j] = 1
                    inGap = false
                } else {
                    h[0][j] = max((j > 0 ? h[0][j - 1] : 0) + (inGap ? -1 : -3), 0)
                    inGap = true
                }
            }
            var best = 0
            var bestColumn = 0
            for i in 1..<m {
                inGap = false
                for j in firsts[i]...lastIndex {
                    let left = j == firsts[i] ? 0 : h[i][j - 1]
                    let s2 = left + (inGap ? -1 : -3)
                    var s1 = 0
                    var run = 0
                    if t[j] == pattern[i] {
                        s1 = h[i - 1][j - 1] + 16
                        var b = bonus(j)
                        run = c[i - 1][j - 1] + 1
                        if run > 1 {
                            let runStart = bonus(j - run + 1)
                            if b >= 8 && b > runStart { run = 1 } else { b = max(b, 4, runStart) }
                        }
                        if s1 + b < s2 {
                            s1 += bonus(j)
                            run = 0
                        } else {
                            s1 += b
                        }
                    }
                    c[i][j] = run
                    inGap = s1 < s2
                    h[i][j] = max(s1, s2, 0)
                    if i == m - 1 && h[i][j] > best { (best, bestColumn) = (h[i][j], j) }
                }
            }
            var positions: [Int] = []
            var i = m - 1
            var j = bestColumn
            var prefersMatch = true
            while true {
                let s = h[i][j]
                let diagonal = i > 0 && j >= firsts[i] ? h[i - 1][j - 1] : 0
                let left = j > firsts[i] ? h[i][j - 1] : 0
                let row = i
                if s > diagonal && (s > left || s == left && prefersMatch) {
                    positions.append(j)
                    if i == 0 { break }
                    i -= 1
                }
                prefersMatch = c[row][j] > 1 || row + 1 < m && j + 1 < n && c[row + 1][j + 1] > 0
                j -= 1
            }
            return Match(score: best, positions: positions.reversed())
        }
    }
}
