// Layout conformance: lazy poses, cached per pose epoch, and rect queries (see +Query; preparing
// and invalidating come from TransitionLayoutCore). What drives each element's pose (an animation
// object, a record or nothing) is the element table's business (see `ElementTable`).

extension SpringTransitionLayout {
    /// The element's pose now, or `nil` when it is not part of the transition. Computed on demand
    /// (at most once per frame), O(channels of the element).
    public func attributes(for element: ElementID) -> LayoutAttributes? {
        entryIndex(of: element).map { pose(ofEntry: $0) }
    }

    /// Every element whose current pose's visual bounds intersect `rect`. While the transition
    /// runs, candidates come from a per-frame index of the elements' current centers along the
    /// content axis, rebuilt by the first query of a frame (one pass over the elements), then
    /// O(log n + k); once finished, from a spatial index over the final poses, built by the first
    /// query after the end. Each candidate is first tested from its current center against how far
    /// its pose can reach from it; only the survivors get their pose computed and tested.
    /// Allocates nothing per frame (the first query after the end builds the final index).
    public func forEachAttributes(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        queryAttributes(in: rect, body)
    }

    /// The presented center of entry `i`, or `nil` when its pose is not driven by channels now.
    func presentedCenter(ofEntry i: Int) -> (Double, Double)? {
        guard state != .finished else { return nil }
        return elements.presentedCenter(ofEntry: i, in: self)
    }

    /// The presented center of `a`, an animation of an entry of this engine.
    ///
    /// On the path of queries: entries' animations belong to this engine by construction, so it
    /// reads the two center channels directly instead of through ``presentedValue(of:in:)``
    /// (whose ownership check loads a weak reference).
    func presentedCenter(of a: AttributeAnimation) -> (Double, Double) {
        (presentedStandard(.centerX, of: a), presentedStandard(.centerY, of: a))
    }

    /// The presented value of standard channel `k` of an animation of this engine.
    @inline(__always)
    private func presentedStandard(_ k: StandardChannel, of a: AttributeAnimation) -> Double {
        let s = Int(a.standardSlot[k])
        return s >= 0 ? presentedState(a.table[s], of: a).value : a.toStandard[k]
    }

    /// The cached pose of entry `i`, computed if the current pose epoch has not seen it yet.
    func pose(ofEntry i: Int) -> LayoutAttributes {
        if let pose = query.poses.pose(i, epoch: clock.poseEpoch) { return pose }
        let pose = computePose(i)
        query.poses.store(pose, at: i, epoch: clock.poseEpoch)
        return pose
    }

    /// The pose of entry `i` now, from the pose cache if the current epoch has it, without filling
    /// the cache.
    func currentPose(ofEntry i: Int) -> LayoutAttributes {
        query.poses.pose(i, epoch: clock.poseEpoch) ?? computePose(i)
    }

    /// The pose of entry `i` at the presented time (see ``ElementTable/pose(ofEntry:finished:in:)``).
    func computePose(_ i: Int) -> LayoutAttributes {
        elements.pose(ofEntry: i, finished: state == .finished, in: self)
    }

    /// The pose of element `id` driven by `a`, an animation of this engine, while the transition
    /// runs: what its ``AttributeAnimation/interpolatePose(_:values:)`` makes of the presented values.
    func interpolatedPose(of a: AttributeAnimation, id: ElementID) -> LayoutAttributes {
        var pose = a._to
        pose.id = id
        let p = progress(of: a)
        let values = AnimationValues(progress: p, isSettled: isSettled(a), hasPassedHalfway: a.hasPassedHalfway || p >= 0.5,
                                     animation: a, engine: self)
        a.interpolatePose(&pose, values: values)
        pose.id = id
        return pose
    }
}
