/// Slow work a screen leaves to another thread (a search over a million options), so that the
/// screen goes on with input meanwhile: keys typed during a search change the query line at once,
/// and the results follow when the search is done (as fzf's do).
///
/// ``run`` runs on the other thread, on copies of what it needs (the screen's value types, shared
/// until changed); what it returns is then applied to the screen on the screen's own thread, which
/// decides whether the result still stands.
package struct BackgroundWork<Screen>: @unchecked Sendable {
    /// Does the work; returns what to apply to the screen, with the time it is applied at.
    package let run: () -> (inout Screen, Duration) -> Void

    /// Work to run elsewhere, and what to apply after it.
    package init(_ run: @escaping () -> (inout Screen, Duration) -> Void) {
        self.run = run
    }
}
