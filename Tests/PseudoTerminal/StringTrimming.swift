extension String {
    /// The string without its trailing spaces: a line of a screen as a terminal shows it.
    public func trimmingTrailing() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
