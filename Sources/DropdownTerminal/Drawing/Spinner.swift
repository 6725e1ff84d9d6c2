/// The spinner a prompt draws in its field line while options are still arriving (rule L1): a
/// frame a function of the time, so that a screen turns it by asking to be woken at the next frame
/// (``TerminalScreen/wakeTime``) and tests turn it with an injected time, never a real sleep.
package enum Spinner {
    /// The frames, one after another.
    static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// How long each frame shows.
    package static let interval = Duration.milliseconds(100)

    /// The frame shown at `time`.
    package static func frame(at time: Duration) -> String {
        frames[Int(max(.zero, time) / interval) % frames.count]
    }

    /// When the frame after the one shown at `time` begins.
    package static func nextFrame(after time: Duration) -> Duration {
        interval * (Int(max(.zero, time) / interval) + 1)
    }
}
