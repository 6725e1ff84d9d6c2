#!/usr/bin/env python3
"""Writes Sources/DropdownCore/Search/SearchCharacterTable.swift: the character data the search needs to
match exactly as fzf 0.38 (Debian's `fzf`, built with Go 1.19) does.

- The class of every character (lower, upper, number, letter, white space, other), which decides
  the bonuses, and its simple lower-case mapping, as Go's `unicode` package of Unicode 13.0 gives
  them (fzf asks `unicode.IsLower`, `IsUpper`, `IsNumber`, `IsLetter`, `IsSpace`, and lowers with
  `unicode.To(unicode.LowerCase, r)`). Read from Debian's `unicode-data` (UnicodeData.txt,
  PropList.txt), keeping only the characters that Unicode 13.0 had assigned (DerivedAge.txt).
- fzf's folding of Latin letters to their base letter ("normalization", U+00C0–U+2184), found by
  asking the installed fzf itself: for every character c of that range, the line "Q" + c is matched
  by the query "Q" + x (case-sensitive because of the Q) exactly when fzf folds c to the letter x.

Usage: apt-get install unicode-data fzf; Scripts/generate-search-characters.py
"""
import os
import subprocess
import sys
import tempfile

UCD = "/usr/share/unicode"
OUTPUT = os.path.join(os.path.dirname(__file__), "..", "Sources", "DropdownCore", "Search", "SearchCharacterTable.swift")
NORMALIZED_RANGE = (0x00C0, 0x2184)  # fzf folds nothing outside this range

# The classes, numbered as FuzzyScoring.CharacterClass.
WHITE, NON_WORD, DELIMITER, LOWER, UPPER, LETTER, NUMBER = range(7)


def code_points(field):
    if ".." in field:
        low, high = field.split("..")
        return range(int(low, 16), int(high, 16) + 1)
    return range(int(field, 16), int(field, 16) + 1)


def read_age():
    assigned = set()
    for line in open(os.path.join(UCD, "DerivedAge.txt")):
        line = line.split("#")[0].strip()
        if not line:
            continue
        field, age = [part.strip() for part in line.split(";")]
        major, minor = map(int, age.split("."))
        if (major, minor) <= (13, 0):
            assigned.update(code_points(field))
    return assigned


def read_unicode_data(assigned):
    category = {}
    lower = {}
    first = None
    for line in open(os.path.join(UCD, "UnicodeData.txt")):
        fields = line.rstrip("\n").split(";")
        cp = int(fields[0], 16)
        name = fields[1]
        if name.endswith(", First>"):
            first = cp
            continue
        start = first if name.endswith(", Last>") else cp
        first = None
        for point in range(start, cp + 1):
            if point not in assigned:
                continue
            category[point] = fields[2]
            if fields[13]:
                lower[point] = int(fields[13], 16)
    return category, lower


def read_white_space():
    spaces = set()
    for line in open(os.path.join(UCD, "PropList.txt")):
        line = line.split("#")[0].strip()
        if line and line.split(";")[1].strip() == "White_Space":
            spaces.update(code_points(line.split(";")[0].strip()))
    return spaces


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
    """fzf's base letter for each character of the normalized range, asked of fzf itself."""
    low, high = NORMALIZED_RANGE
    lines = [cp for cp in range(low, high + 1) if cp not in (0x0A, 0x0D) and not 0xD800 <= cp <= 0xDFFF]
    folded = {}
    with tempfile.NamedTemporaryFile("w", encoding="utf-8", suffix=".txt", delete=False) as file:
        file.write("".join("Q" + chr(cp) + "\n" for cp in lines))
        path = file.name
    try:
        for letter in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ":
            with open(path, encoding="utf-8") as source:
                result = subprocess.run(["fzf", "--filter", "Q" + letter], stdin=source, capture_output=True)
            for line in result.stdout.decode("utf-8").split("\n"):
                if len(line) == 2 and line[0] == "Q" and ord(line[1]) >= low:
                    cp = ord(line[1])
                    if cp in folded and folded[cp] != letter:
                        sys.exit(f"U+{cp:04X} matches both {folded[cp]} and {letter}")
                    folded[cp] = letter
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
    assigned = read_age()
    category, lower = read_unicode_data(assigned)
    spaces = read_white_space()
    normalized = probe_fzf_normalization()
    if len(normalized) < 300:
        sys.exit(f"fzf folded only {len(normalized)} characters: is fzf 0.38 installed?")

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

    low, high = NORMALIZED_RANGE
    bases = "".join(normalized.get(cp, ".") for cp in range(low, high + 1))

    def chunks(text, width):
        return [text[start:start + width] for start in range(0, len(text), width)]

    class_text = "".join(f"{first:06X}{value}" for first, value in runs)
    lower_text = "".join(
        f"{first:06X}{last:06X}{'+' if delta >= 0 else '-'}{abs(delta):05X}{stride}" for first, last, delta, stride in ranges)

    out = [
        "// Generated by Scripts/generate-search-characters.py from Unicode 13.0 (as in Go 1.19, which",
        "// Debian's fzf 0.38 is built with) and from fzf's own folding of Latin letters. Do not edit.",
        "",
        "extension SearchCharacters {",
        "    /// The class of every character from U+0080 on, as runs: six hex digits of the first",
        "    /// character of a run, then its class (`FuzzyScoring.CharacterClass`).",
        "    static let classRuns = \"\"\"",
    ]
    out += ["        " + line + "\\" for line in chunks(class_text, 91)]
    out[-1] = out[-1][:-1]
    out += [
        "        \"\"\"",
        "",
        "    /// The simple lower-case mapping of characters from U+0080 on, as ranges: six hex digits of",
        "    /// the first character, six of the last, the signed hex difference to the lower case (six",
        "    /// characters), and the step (1, or 2 where upper and lower case alternate).",
        "    static let lowercaseRanges = \"\"\"",
    ]
    out += ["        " + line + "\\" for line in chunks(lower_text, 95)]
    out[-1] = out[-1][:-1]
    out += [
        "        \"\"\"",
        "",
        f"    /// fzf's base letter of each character from U+{low:04X} to U+{high:04X} (`.` keeps the character).",
        "    static let latinBaseLetters = \"\"\"",
    ]
    out += ["        " + line + "\\" for line in chunks(bases, 96)]
    out[-1] = out[-1][:-1]
    out += [
        "        \"\"\"",
        "",
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
