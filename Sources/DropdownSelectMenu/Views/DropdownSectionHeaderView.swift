#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI

    /// A section header (``ListHeader``): its title in the secondary style, a heading for VoiceOver's
    /// rotor; or, untitled (where options without a section follow a section), a divider between
    /// two gaps that VoiceOver neither reads nor stops on (no empty heading).
    @MainActor
    struct DropdownSectionHeaderView: View {
        let header: ListHeader

        var body: some View {
            let metrics = DropdownMetrics.current
            switch header {
            case .heading(let title):
                Text(title)
                    .font(Font(metrics.headerFont))
                    .foregroundStyle(.secondary)
                    .padding(.horizontal, metrics.contentPadding)
                    .padding(.vertical, metrics.headerVerticalPadding)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .accessibilityAddTraits(.isHeader)
            case .gap:
                Divider()
                    .padding(.vertical, metrics.headerVerticalPadding)
                    .frame(maxWidth: .infinity)
                    .accessibilityHidden(true)
            }
        }
    }
#endif
