import DropdownSelectMenu
import Foundation
import SwiftUI

/// Every region of `Locale.Region.isoRegions`, searchable: type to filter, each typed word a part of
/// the name ("united", "gui new"), as `fzf --exact` reads it, the matched characters in bold; the
/// list builds only the rows on screen.
struct RegionsExample: View {
    struct Region: Hashable {
        let code: String
        let name: String
    }

    /// The regions, named and sorted once: a stored default, or a `@State`'s initial value, would be
    /// made again each time the parent rebuilds this view, and new options are read again (R3).
    static let regions: [Region] = Locale.Region.isoRegions
        .map {
            Region(
                code: $0.identifier, name: Locale.current.localizedString(forRegionCode: $0.identifier) ?? $0.identifier
            )
        }
        .sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
    @State private var region: Region?

    private var regions: [Region] { Self.regions }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            DropdownSelectMenu(
                title: "Region", options: regions, selection: $region, placeholder: "Select a region",
                label: { $0.name })
            Text(region.map { "Code: \($0.code)" } ?? "\(regions.count) regions")
                .font(.footnote)
                .foregroundStyle(.secondary)
            Spacer()
        }
        .padding()
        .dropdownSearchable(prompt: Text("Search regions"))
        .dropdownSearchSyntax(.exact)  // words match as substrings; the default, .extended, fuzzily
        .dropdownMaxListHeight(360)
        .dropdownContainer()
    }
}
