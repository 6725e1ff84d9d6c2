/// What the `.glass` styles draw (plain Swift, so the choice is tested on every platform).
///
/// The glass material (`glassEffect`) exists from iOS 26 and macOS 26, and only in SDKs from those
/// releases on; visionOS has no `glassEffect` (its windows are glass already). The `.glass`
/// styles are declared for iOS 26 and macOS 26 in every build, so that code using them compiles
/// whatever the SDK; built with an SDK that lacks the glass API, or for visionOS, they draw the
/// material fallback: the same shapes on `.regularMaterial`.
enum GlassRendering: Hashable, Sendable {
    /// The system's glass material.
    case glass
    /// `.regularMaterial`, in the same shape.
    case materialFallback

    /// The platforms that differ.
    enum Platform: Hashable, Sendable {
        /// iOS, iPadOS, Mac Catalyst, macOS.
        case glassCapable
        /// visionOS, where `glassEffect` is unavailable.
        case visionOS
    }

    /// What a `.glass` style draws, given whether the SDK the package was built with has the glass
    /// API and the platform it was built for.
    static func resolve(sdkHasGlassAPI: Bool, platform: Platform) -> GlassRendering {
        sdkHasGlassAPI && platform == .glassCapable ? .glass : .materialFallback
    }

    /// Whether the SDK this build uses has the glass API: SwiftUI 7 (the iOS 26 and macOS 26 SDKs)
    /// or later. A compile-time fact, not a runtime one.
    static var sdkHasGlassAPI: Bool {
        #if canImport(SwiftUI, _version: 7.0)
            true
        #else
            false
        #endif
    }

    /// The platform this build is for.
    static var currentPlatform: Platform {
        #if os(visionOS)
            .visionOS
        #else
            .glassCapable
        #endif
    }

    /// Whether the `.glass` list adds the origin's shadow: only on the fallback. Glass has its own
    /// depth and edge; a shadow of ours under it would darken the content around it.
    var listAddsShadow: Bool { self == .materialFallback }

    /// Whether the `.glass` field dims while pressed: only on the fallback. Interactive glass
    /// answers a touch itself (it brightens and flexes); a dimming of ours on top would fight it.
    var fieldDimsWhilePressed: Bool { self == .materialFallback }

    /// What the `.glass` styles draw in this build.
    static var current: GlassRendering {
        resolve(sdkHasGlassAPI: sdkHasGlassAPI, platform: currentPlatform)
    }
}
