#if os(macOS)
    import AppKit
    import SwiftUI

    /// Every SwiftUI example in one window (`swift run DropdownGallery` on a Mac): the examples of
    /// `ExampleCatalog` in a sidebar, the chosen one on the right, in the appearance picked in the
    /// toolbar. The examples are Examples/SwiftUI, compiled into this target through the link
    /// Sources/DropdownGallery/Examples.
    @main
    struct DropdownGalleryApp: App {
        @NSApplicationDelegateAdaptor private var delegate: GalleryAppDelegate

        var body: some Scene {
            WindowGroup("Dropdown Gallery") {
                GalleryView()
                    .frame(minWidth: 720, minHeight: 520)
            }
        }
    }

    /// Makes the gallery a regular app in front: run with `swift run`, it is an executable outside
    /// an app bundle, which macOS would otherwise start without a Dock icon, behind the terminal.
    final class GalleryAppDelegate: NSObject, NSApplicationDelegate {
        func applicationDidFinishLaunching(_ notification: Notification) {
            NSApplication.shared.setActivationPolicy(.regular)
            NSApplication.shared.activate()
        }

        func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool { true }
    }

    /// The sidebar of examples and the chosen one.
    struct GalleryView: View {
        @State private var selection: ExampleEntry.ID? = ExampleCatalog.entries.first?.id
        /// `nil`: as the system shows it.
        @State private var appearance: ExampleAppearance?

        var body: some View {
            NavigationSplitView {
                List(ExampleCatalog.entries, selection: $selection) { entry in
                    VStack(alignment: .leading, spacing: 2) {
                        Text(entry.title)
                        Text(entry.summary)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                            .lineLimit(2)
                    }
                    .padding(.vertical, 2)
                }
                .navigationSplitViewColumnWidth(min: 220, ideal: 260)
            } detail: {
                if let entry = ExampleCatalog.entries.first(where: { $0.id == selection }) {
                    entry.content()
                        .exampleAppearance(appearance)
                        // A fresh example (its own state) each time one is chosen.
                        .id(entry.id)
                        .navigationTitle(entry.title)
                        .navigationSubtitle(entry.summary)
                } else {
                    Text("Choose an example").foregroundStyle(.secondary)
                }
            }
            .toolbar {
                Picker("Appearance", selection: $appearance) {
                    Text("System").tag(ExampleAppearance?.none)
                    ForEach(ExampleAppearance.allCases) { appearance in
                        Text(appearance.title).tag(Optional(appearance))
                    }
                }
                .pickerStyle(.segmented)
                .help("Light, dark, the accessibility text size .accessibility3, or right to left")
            }
        }
    }
#else
    import Foundation

    /// Elsewhere than macOS the gallery cannot open a window: it says so and exits with status 1.
    @main
    enum DropdownGalleryUnavailable {
        static func main() {
            FileHandle.standardError.write(
                Data(
                    """
                    DropdownGallery needs macOS: it is a SwiftUI app. On this system, run the terminal \
                    demo (swift run dropdown demo) or type-check the SwiftUI examples (see DEVELOPERS.md).

                    """.utf8))
            exit(1)
        }
    }
#endif
