#!/usr/bin/env python3
"""The symbol graphs Scripts/build-docs gives docc, and the checks docc does not make itself.

    check-docs.py prepare GRAPH.symbols.json ... OUTPUT_DIR
        Copies the graphs for docc, without the members a module only inherits from another
        module's protocol extensions (SwiftUI's `View` modifiers on each view: thousands of pages
        that are not this package's), and with extension blocks for the members a module adds to
        another module's types (`View.dropdownContainer()`), which docc needs to show them under
        "Extended Modules" and which only `-emit-extension-block-symbols` writes (ios-typecheck
        cannot pass it).

    check-docs.py coverage GRAPH.symbols.json ...
        Every public symbol of the symbol graphs has a doc comment. Members a module only inherits
        (SwiftUI's `View` members, default implementations from the standard library) are not its
        own and are left out, and so are those the compiler declares (a raw-value enum's
        `init(rawValue:)`); everything declared in the source is checked, protocol requirements'
        implementations included.

    check-docs.py snippets --snippets DIR [--snippets DIR ...] [--graph G.symbols.json ...] FILE.md ...
        Every ```swift block of the articles (and of the graphs' doc comments) is, word for word and
        line for line, part of a Swift file under one of the snippet folders: those files are
        type-checked (Scripts/build-docs, .ci/run), so a block that is in one compiles. The block may
        be indented differently in the file (inside a `body`, for instance), and the spaces between
        words may differ (comments aligned in the documentation, two spaces before them in the code).

Exit status: 0 when everything checks, 1 with one line per problem otherwise.
"""

import argparse
import json
import os
import re
import sys


def is_inherited(identifier):
    """Whether a symbol is a member inherited from another module's protocol extension."""
    return "::SYNTHESIZED::" in identifier


def own_public_symbols(graph_path):
    with open(graph_path, encoding="utf-8") as graph_file:
        graph = json.load(graph_file)
    for symbol in graph["symbols"]:
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        if is_inherited(symbol["identifier"]["precise"]):
            continue  # not ours to document
        if symbol["kind"]["identifier"] == "swift.extension":
            continue  # an extension block: its members are documented one by one
        yield symbol


def prepare(graphs, output):
    os.makedirs(output, exist_ok=True)
    for path in graphs:
        with open(path, encoding="utf-8") as graph_file:
            graph = json.load(graph_file)
        graph["symbols"] = [s for s in graph["symbols"] if not is_inherited(s["identifier"]["precise"])]
        graph["relationships"] = [r for r in graph["relationships"]
                                  if not is_inherited(r["source"]) and not is_inherited(r.get("target", ""))]
        has_blocks = any(s["kind"]["identifier"] == "swift.extension" for s in graph["symbols"])
        if "@" in os.path.basename(path) and not has_blocks:
            add_extension_blocks(graph)
        with open(os.path.join(output, os.path.basename(path)), "w", encoding="utf-8") as copy:
            json.dump(graph, copy)


def add_extension_blocks(graph):
    """One extension block per extended type, between the type and the members added to it."""
    own = {s["identifier"]["precise"]: s for s in graph["symbols"]}
    blocks = {}
    for relationship in graph["relationships"]:
        if relationship["kind"] != "memberOf" or relationship["target"] in own:
            continue
        target = relationship["target"]
        member = own.get(relationship["source"])
        if member is None:
            continue
        if target not in blocks:
            name = member["pathComponents"][0]
            extension = member.get("swiftExtension", {})
            blocks[target] = {
                "kind": {"identifier": "swift.extension", "displayName": "Extension"},
                "identifier": {"precise": "s:e:" + target + graph["module"]["name"],
                               "interfaceLanguage": "swift"},
                "pathComponents": [name],
                "names": {"title": name},
                "declarationFragments": [
                    {"kind": "keyword", "spelling": "extension"}, {"kind": "text", "spelling": " "},
                    {"kind": "typeIdentifier", "spelling": name, "preciseIdentifier": target}],
                "swiftExtension": {"extendedModule": extension.get("extendedModule", ""),
                                   "typeKind": extension.get("typeKind", "swift.struct"),
                                   "constraints": []},
                "accessLevel": "public",
                "fallback": relationship.get("targetFallback", name),
            }
        relationship["target"] = blocks[target]["identifier"]["precise"]
        relationship.pop("targetFallback", None)
    for target, block in blocks.items():
        graph["relationships"].append({"kind": "extensionTo", "source": block["identifier"]["precise"],
                                       "target": target, "targetFallback": block.pop("fallback")})
        graph["symbols"].append(block)


def doc_text(symbol):
    lines = (symbol.get("docComment") or {}).get("lines", [])
    return "\n".join(line.get("text", "") for line in lines)


def location(symbol):
    place = symbol.get("location") or {}
    uri = place.get("uri", "")
    path = uri[len("file://"):] if uri.startswith("file://") else uri
    line = place.get("position", {}).get("line", -1) + 1
    try:
        path = os.path.relpath(path)
    except ValueError:
        pass
    return f"{path}:{line}"


def check_coverage(graphs):
    missing = []
    total = 0
    for graph in graphs:
        for symbol in own_public_symbols(graph):
            if "location" not in symbol:
                continue  # declared by the compiler, not in the source (a raw-value enum's init(rawValue:))
            total += 1
            if not doc_text(symbol).strip():
                name = ".".join(symbol["pathComponents"])
                missing.append(f"{location(symbol)}: public {symbol['kind']['displayName'].lower()} "
                               f"{name} has no doc comment")
    for line in sorted(set(missing)):
        print(line)
    print(f"doc comments: {total - len(missing)} of {total} public symbols documented")
    return not missing


def swift_blocks(text):
    """The ```swift blocks of Markdown text, as (line number of the fence, lines)."""
    blocks, current, start = [], None, 0
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if current is None:
            if stripped.startswith("```") and stripped[3:].strip().lower() == "swift":
                current, start = [], number
                indent = len(line) - len(line.lstrip())
        elif stripped.startswith("```"):
            blocks.append((start, current))
            current = None
        else:
            current.append(line[indent:] if line[:indent].strip() == "" else line)
    return blocks


def dedent(lines):
    while lines and not lines[0].strip():
        lines = lines[1:]
    while lines and not lines[-1].strip():
        lines = lines[:-1]
    widths = [len(line) - len(line.lstrip()) for line in lines if line.strip()]
    cut = min(widths, default=0)
    return [line[cut:].rstrip() if line.strip() else "" for line in lines]


def spaced(line):
    """A line with the spaces between its words made one: comments aligned in the documentation
    match the two spaces swift-format puts before them in the snippet files."""
    indent = len(line) - len(line.lstrip())
    return line[:indent] + re.sub(r"\s+", " ", line[indent:].rstrip())


def appears_in(block, file_lines):
    """Whether the block's lines follow one another in the file, all shifted by the same indent."""
    if not block:
        return True
    block = [spaced(line) for line in block]
    file_lines = [spaced(line) for line in file_lines]
    first = block[0]
    for index in range(len(file_lines) - len(block) + 1):
        line = file_lines[index]
        indent = len(line) - len(line.lstrip())
        if line[indent:] != first:
            continue
        prefix = line[:indent]
        if all((file_lines[index + offset] == prefix + wanted) if wanted
               else not file_lines[index + offset].strip()
               for offset, wanted in enumerate(block)):
            return True
    return False


def check_snippets(snippet_dirs, graphs, articles):
    sources = {}
    for folder in snippet_dirs:
        for root, _, names in os.walk(folder):
            for name in sorted(names):
                if name.endswith(".swift"):
                    path = os.path.join(root, name)
                    with open(path, encoding="utf-8") as source:
                        sources[path] = [line.rstrip() for line in source.read().splitlines()]
    if not sources:
        print(f"no snippet files under {', '.join(snippet_dirs)}")
        return False

    places = []  # (where, block)
    for article in articles:
        with open(article, encoding="utf-8") as markdown:
            for line, block in swift_blocks(markdown.read()):
                places.append((f"{article}:{line}", dedent(block)))
    for graph in graphs:
        for symbol in own_public_symbols(graph):
            for line, block in swift_blocks(doc_text(symbol)):
                name = ".".join(symbol["pathComponents"])
                places.append((f"{location(symbol)}: the doc comment of {name}, block {line}", dedent(block)))

    failures = []
    seen = set()
    for where, block in places:
        key = (where, tuple(block))
        if key in seen:
            continue
        seen.add(key)
        if not any(appears_in(block, lines) for lines in sources.values()):
            failures.append(f"{where}: this ```swift block is in no snippet file "
                            f"({', '.join(snippet_dirs)}), so nothing type-checks it")
    for failure in failures:
        print(failure)
    print(f"code blocks: {len(seen) - len(failures)} of {len(seen)} found in "
          f"{len(sources)} type-checked snippet files")
    return not failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    preparing = commands.add_parser("prepare")
    preparing.add_argument("graphs", nargs="+")
    preparing.add_argument("output")
    coverage = commands.add_parser("coverage")
    coverage.add_argument("graphs", nargs="+")
    snippets = commands.add_parser("snippets")
    snippets.add_argument("--snippets", action="append", required=True)
    snippets.add_argument("--graph", action="append", default=[])
    snippets.add_argument("articles", nargs="*")
    arguments = parser.parse_args()
    if arguments.command == "prepare":
        prepare(arguments.graphs, arguments.output)
        ok = True
    elif arguments.command == "coverage":
        ok = check_coverage(arguments.graphs)
    else:
        ok = check_snippets(arguments.snippets, arguments.graph, arguments.articles)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
