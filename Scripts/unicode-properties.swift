// Prints what fzf asks Go's `unicode` package of every character, as the Swift standard library
// (Unicode 17.0 in Swift 6.3, the version of Go 1.27, which fzf 0.74.5 is built with) has it: one
// line per assigned character from U+0080 on, "code point (hex) general category (two letters)
// simple lower case (hex, or -) W (White_Space) or -". Read by Scripts/generate-search-characters.py.
//
// Usage: swiftc -O Scripts/unicode-properties.swift -o /tmp/unicode-properties && /tmp/unicode-properties

func abbreviation(_ category: Unicode.GeneralCategory) -> String {
    switch category {
    case .uppercaseLetter: "Lu"
    case .lowercaseLetter: "Ll"
    case .titlecaseLetter: "Lt"
    case .modifierLetter: "Lm"
    case .otherLetter: "Lo"
    case .nonspacingMark: "Mn"
    case .spacingMark: "Mc"
    case .enclosingMark: "Me"
    case .decimalNumber: "Nd"
    case .letterNumber: "Nl"
    case .otherNumber: "No"
    case .connectorPunctuation: "Pc"
    case .dashPunctuation: "Pd"
    case .openPunctuation: "Ps"
    case .closePunctuation: "Pe"
    case .initialPunctuation: "Pi"
    case .finalPunctuation: "Pf"
    case .otherPunctuation: "Po"
    case .mathSymbol: "Sm"
    case .currencySymbol: "Sc"
    case .modifierSymbol: "Sk"
    case .otherSymbol: "So"
    case .spaceSeparator: "Zs"
    case .lineSeparator: "Zl"
    case .paragraphSeparator: "Zp"
    case .control: "Cc"
    case .format: "Cf"
    case .surrogate: "Cs"
    case .privateUse: "Co"
    case .unassigned: "Cn"
    @unknown default: "Cn"
    }
}

var output = ""
output.reserveCapacity(1 << 22)
for value in UInt32(0x80)..<0x11_0000 {
    guard let scalar = Unicode.Scalar(value) else { continue }
    let properties = scalar.properties
    let category = abbreviation(properties.generalCategory)
    guard category != "Cn" else { continue }
    // Go lowers with the simple mapping; the full one differs only where it has several scalars
    // (U+0130, whose simple lower case is "i").
    let lower = Array(properties.lowercaseMapping.unicodeScalars)
    var simple = lower.count == 1 ? lower[0].value : value
    if value == 0x130 { simple = 0x69 }
    let hex = String(value, radix: 16, uppercase: true)
    let lowerText = simple == value ? "-" : String(simple, radix: 16, uppercase: true)
    output += "\(hex) \(category) \(lowerText) \(properties.isWhitespace ? "W" : "-")\n"
}
print(output, terminator: "")
