import PseudoTerminal
import Testing

extension Trait where Self == ConditionTrait {
    /// Runs a suite or test that starts programs only where ``ProcessTests/areEnabled``; elsewhere
    /// it is reported as skipped, with the reason.
    static var runsPrograms: Self {
        .enabled(if: ProcessTests.areEnabled, Comment(rawValue: ProcessTests.skipReason))
    }

    /// Runs a test that drives `tmux` only where it is installed; elsewhere it is reported as
    /// skipped, with the reason.
    static var needsTmux: Self {
        .enabled(if: TmuxSession.executable != nil, "needs tmux (Scripts/run-tests installs Debian's)")
    }
}
