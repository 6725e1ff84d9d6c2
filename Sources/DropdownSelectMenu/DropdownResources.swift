import Foundation

/// The package's own resources: the localized default placeholder, "Choose".
enum DropdownResources {
    /// The bundle that holds them: the package's resource bundle when built by SwiftPM, else the
    /// bundle of the code itself (sources added to an app or framework target).
    static var bundle: Bundle {
        #if SWIFT_PACKAGE
            Bundle.module
        #else
            Bundle(for: BundleToken.self)
        #endif
    }

    /// The key of the default placeholder in `Localizable.strings`.
    static let placeholderKey = "Choose"

    private final class BundleToken {}
}
