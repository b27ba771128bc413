// A hook for the interactive hand-off: the content offset's spring channels start with a velocity.

extension SpringTransitionLayout {
    /// Gives the content offset's spring channels (``ContentOffsetMode/spring(_:)`` mode) the
    /// velocity `velocity`, in points per second, keeping their positions and targets. Call it
    /// before the first ``advance(by:)``. Does nothing in ``ContentOffsetMode/followsProgress`` mode.
    func seedContentOffsetVelocity(_ velocity: Point) {
        guard let (x, y) = offsetChannels, state == .running else { return }
        setChannel(x, position: batch.position(of: x), velocity: velocity.x, target: toContentOffset.x)
        setChannel(y, position: batch.position(of: y), velocity: velocity.y, target: toContentOffset.y)
        gridStamp &+= 1
        frame &+= 1
    }
}
