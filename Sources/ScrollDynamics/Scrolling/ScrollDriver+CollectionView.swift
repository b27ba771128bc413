// The same operations, keeping a collection view's content offset in step.

extension ScrollDriver {
    /// ``beginDragging(at:time:)``, reading the edges from `view` (and, unless a motion is under
    /// way, its content offset, in case it was scrolled by assignment), then showing the offset.
    ///
    /// - Throws: as ``beginDragging(at:time:)``, or ``ScrollError/layoutFailed(_:)``; neither the
    ///   driver nor `view` changes then.
    public mutating func beginDragging(at touch: Point, time: Double, in view: inout CollectionView) throws(ScrollError) {
        var next = self
        next.sync(with: view)
        try next.beginDragging(at: touch, time: time)
        try next.show(in: &view)
        self = next
    }

    /// ``drag(to:time:)``, then shows the offset in `view`.
    ///
    /// - Throws: as ``drag(to:time:)``, or ``ScrollError/layoutFailed(_:)``; neither the driver nor
    ///   `view` changes then.
    public mutating func drag(to touch: Point, time: Double, in view: inout CollectionView) throws(ScrollError) {
        var next = self
        try next.drag(to: touch, time: time)
        try next.show(in: &view)
        self = next
    }

    /// ``endDragging(touchVelocity:time:)`` with the edges read from `view`, then shows the offset.
    ///
    /// - Throws: as ``endDragging(touchVelocity:time:)``, or ``ScrollError/layoutFailed(_:)``;
    ///   neither the driver nor `view` changes then.
    public mutating func endDragging(touchVelocity: Point, time: Double, in view: inout CollectionView) throws(ScrollError) {
        var next = self
        next.geometry = view.scrollGeometry
        try next.endDragging(touchVelocity: touchVelocity, time: time)
        try next.show(in: &view)
        self = next
    }

    /// ``fling(velocity:time:)`` with the edges (and, unless a motion is under way, the offset)
    /// read from `view`, then shows the offset.
    ///
    /// - Throws: as ``fling(velocity:time:)``, or ``ScrollError/layoutFailed(_:)``; neither the
    ///   driver nor `view` changes then.
    public mutating func fling(velocity: Point, time: Double, in view: inout CollectionView) throws(ScrollError) {
        var next = self
        next.sync(with: view)
        try next.fling(velocity: velocity, time: time)
        try next.show(in: &view)
        self = next
    }

    /// ``advance(to:)``, then shows the offset in `view`. Allocates nothing itself (the view's
    /// layout may, if it invalidates on scrolling).
    ///
    /// - Throws: as ``advance(to:)``, or ``ScrollError/layoutFailed(_:)``; neither the driver nor
    ///   `view` changes then.
    public mutating func advance(to time: Double, in view: inout CollectionView) throws(ScrollError) {
        var next = self
        try next.advance(to: time)
        try next.show(in: &view)
        self = next
    }

    /// ``advance(by:)``, then shows the offset in `view`.
    ///
    /// - Throws: as ``advance(by:)``, or ``ScrollError/layoutFailed(_:)``; neither the driver nor
    ///   `view` changes then.
    public mutating func advance(by dt: Double, in view: inout CollectionView) throws(ScrollError) {
        var next = self
        try next.advance(by: dt)
        try next.show(in: &view)
        self = next
    }

    /// Takes the edges from `view`, and its offset when nothing is moving.
    mutating func sync(with view: CollectionView) {
        geometry = view.scrollGeometry
        if phase == .idle { contentOffset = view.contentOffset }
    }

    /// Sets `view`'s content offset to ``contentOffset`` (unless it is there already).
    func show(in view: inout CollectionView) throws(ScrollError) {
        guard view.contentOffset != contentOffset else { return }
        do {
            try view.setContentOffset(contentOffset)
        } catch {
            throw .layoutFailed(error)
        }
    }
}
