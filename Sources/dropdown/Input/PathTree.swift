import DropdownCore

/// `--tree SEP`: lines read as paths (`fruits/more/watermelon`) become nested options. Each line is
/// a leaf labelled with its last part, under parents named by the parts before it, in the order the
/// parts first appear (rule H1: parents open submenus and are never chosen; the whole line is what
/// a leaf prints).
///
/// Empty parts are skipped (`/usr//bin/` is `usr › bin`), and so is a leading `.` (`find .` prints
/// `./src/main.swift`: `src › main.swift`); a line with no part but empty ones is a
/// top-level leaf labelled as it is. A line that is also the path of other lines (`src` and
/// `src/main.swift`) is a leaf next to the parent of the same name, so both can be reached.
enum PathTree {
    /// The identifier of the `number`th parent: below every line number and every created option
    /// (see ``CreatedAnswers``), never printed.
    static func parentID(_ number: Int) -> Int { Int.min + number }

    /// The options for lines `labels` (line `first + i` is `labels[i]`), split at `separator`; each
    /// leaf with its line's `keywords` (rule F9). O(total length of the labels).
    static func options(
        labels: some Sequence<String>, first: Int = 0, separator: String, keywords: (Int) -> [String] = { _ in [] }
    ) -> [DropdownOption<Int>] {
        var builder = Builder()
        for (offset, label) in labels.enumerated() {
            builder.add(line: first + offset, label: label, separator: separator)
        }
        return builder.options(of: 0, keywords: keywords)
    }

    /// The tree while it is built: nodes in arrays, node 0 the root.
    private struct Builder {
        /// Each node's label, and its identifier (a line number for a leaf, ``parentID(_:)`` for a parent).
        var labels = [""]
        var ids = [0]
        var children: [[Int]] = [[]]
        /// The parent named `label` under the node `parent`.
        var parents: [ParentKey: Int] = [:]

        struct ParentKey: Hashable {
            var parent: Int
            var label: Substring
        }

        mutating func add(line: Int, label: String, separator: String) {
            var parts = label.split(separator: separator, omittingEmptySubsequences: true)[...]
            if parts.count > 1 && parts.first == "." { parts = parts.dropFirst() }  // find . prints ./src/a
            guard let leaf = parts.last else {
                addNode(under: 0, label: label, id: line)
                return
            }
            var node = 0
            for part in parts.dropLast() {
                let key = ParentKey(parent: node, label: part)
                if let existing = parents[key] {
                    node = existing
                } else {
                    let parent = addNode(under: node, label: String(part), id: PathTree.parentID(parents.count))
                    parents[key] = parent
                    node = parent
                }
            }
            addNode(under: node, label: String(leaf), id: line)
        }

        @discardableResult
        mutating func addNode(under parent: Int, label: String, id: Int) -> Int {
            labels.append(label)
            ids.append(id)
            children.append([])
            children[parent].append(labels.count - 1)
            return labels.count - 1
        }

        /// The options under a node, each with its children, the leaves with their lines' keywords.
        func options(of node: Int, keywords: (Int) -> [String]) -> [DropdownOption<Int>] {
            children[node].map { child in
                let isLeaf = children[child].isEmpty && ids[child] >= 0
                return DropdownOption(
                    id: ids[child], label: labels[child], keywords: isLeaf ? keywords(ids[child]) : [],
                    children: options(of: child, keywords: keywords))
            }
        }
    }
}
