/// The order of a window's views that puts the layer of lists above the others (the Mac's layer
/// view), keeping the others in their order: the views are sorted in place, never taken out of the
/// window, so the search field being typed in keeps first responder and its selection.
@_spi(Session) public enum LayerRaise {
    /// The rank of each of `views` (back to front) once `layer` is raised: its index, and the last
    /// one for `layer`; `nil` when `layer` is already in front or is not among them.
    @_spi(Session) public static func ranks<View: Hashable>(of views: [View], raising layer: View) -> [View: Int]? {
        guard views.last != layer, let index = views.firstIndex(of: layer) else { return nil }
        var ranks: [View: Int] = [:]
        for (rank, view) in views.enumerated() { ranks[view] = rank < index ? rank : rank - 1 }
        ranks[layer] = views.count - 1
        return ranks
    }
}
