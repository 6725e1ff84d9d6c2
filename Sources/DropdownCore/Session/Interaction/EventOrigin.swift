/// Where an event came from: the person, or the program (a bound value, `isPresented`, another
/// dropdown opening, rule O8).
@_spi(Session) public enum EventOrigin: Hashable, Sendable {
    /// The person: a tap, a click or a key.
    case user
    /// The program: the app changed the bound selection or `isPresented`, a form validated, or
    /// another dropdown opened.
    case program
}
