import Foundation

/// The translations of a gettext catalog (a `.mo` file), read directly: a header of 32-bit
/// integers (magic, revision, count, offset of the original strings' table, offset of the
/// translations' table), then per string its length and offset. Either byte order.
public struct MessageCatalog {
    /// The translated strings, in the catalog's order (the header entry left out).
    public let translations: [String]

    /// Reads a catalog, or `nil` when the file is missing or not a catalog.
    public init?(path: String) {
        guard let data = FileManager.default.contents(atPath: path), data.count >= 28 else { return nil }
        let bytes = [UInt8](data)
        func word(_ offset: Int, bigEndian: Bool) -> Int? {
            guard offset >= 0, offset + 4 <= bytes.count else { return nil }
            let value = bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            return Int(bigEndian ? value : value.byteSwapped)
        }
        let isBigEndian: Bool
        switch word(0, bigEndian: true) {
        case 0x9504_12DE: isBigEndian = true
        case 0xDE12_0495: isBigEndian = false
        default: return nil
        }
        guard let count = word(8, bigEndian: isBigEndian), let table = word(16, bigEndian: isBigEndian) else {
            return nil
        }
        var translations: [String] = []
        for entry in 1..<max(count, 1) {  // entry 0 translates the empty msgid: the header
            guard let length = word(table + 8 * entry, bigEndian: isBigEndian),
                let offset = word(table + 8 * entry + 4, bigEndian: isBigEndian), offset + length <= bytes.count
            else { return nil }
            guard length > 0 else { continue }
            // Plural forms are separated by NUL; the first is the one a list shows.
            let text = bytes[offset..<offset + length].split(separator: 0, omittingEmptySubsequences: false)[0]
            translations.append(String(decoding: text, as: UTF8.self))
        }
        self.translations = translations
    }
}

/// The names of ISO 3166-1 (countries), 3166-2 (subdivisions) and 639-3 (languages) in every
/// language Debian's `iso-codes` translates them into.
public enum ISOCodeNames {
    /// The catalog names of the lists.
    public static let domains = ["iso_3166-1", "iso_3166-2", "iso_639-3"]

    /// Every translation catalog of a list: its locale and its names (in the catalog's order),
    /// sorted by locale.
    public static func catalogs(_ domain: String, localeDirectory: String = "/usr/share/locale") -> [(
        locale: String, names: [String]
    )] {
        let locales = (try? FileManager.default.contentsOfDirectory(atPath: localeDirectory)) ?? []
        return locales.sorted().compactMap { locale in
            MessageCatalog(path: "\(localeDirectory)/\(locale)/LC_MESSAGES/\(domain).mo").map {
                (locale, $0.translations)
            }
        }
    }
}
