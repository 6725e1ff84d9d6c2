// DropdownSession: the list's host (R7).

extension DropdownSession {
    /// The container drew the list of request `generation`. Returns whether to redraw.
    @_spi(Session) public mutating func containerConfirmed(request generation: Int) -> Bool {
        delivery.confirm(request: generation)
    }

    /// The deadline of request `generation` passed. Returns whether to redraw (the list falls back).
    @_spi(Session) public mutating func deliveryDeadlinePassed(request generation: Int) -> Bool {
        delivery.deadlinePassed(request: generation)
    }

    /// The container stopped drawing the list of request `generation`. Returns whether to redraw.
    @_spi(Session) public mutating func containerWithdrew(request generation: Int) -> Bool {
        delivery.withdrawn(request: generation)
    }

    /// The dropdown joined a window that holds a layer or not (`hasLayer`, ``LayerHostChoice``).
    /// Returns whether the open list has no host left there (``ListDelivery/isStranded``): the
    /// dropdown closes it.
    @_spi(Session) public mutating func windowJoined(hasLayer: Bool) -> Bool {
        delivery.windowJoined(hasLayer: hasLayer)
        return state.isOpen && delivery.isStranded
    }
}
