// Layout conformance: lazy poses, cached per pose epoch, and rect queries (see +Query; preparing
// and invalidating come from TransitionLayoutCore).

extension SpringTransitionLayout {
    /// The element's pose now, or `nil` when it is not part of the transition. Computed on demand
    /// (at most once per frame), O(channels of the element).
    public func attributes(for element: ElementID) -> LayoutAttributes? {
        entryIndex(of: element).map { pose(ofEntry: $0) }
    }

    /// Every element whose current pose's visual bounds intersect `rect`. While the transition
    /// runs, candidates come from a per-frame index of the elements' current centers along the
    /// content axis, rebuilt by the first query of a frame (one pass over the elements), then
    /// O(log n + k); once finished, from a spatial index over the final poses. Each
    /// candidate is first tested from its current center against how far its pose can reach from
    /// it; only the survivors get their pose computed and tested. Allocates nothing.
    public func forEachAttributes(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        queryAttributes(in: rect, body)
    }

    /// The presented center of entry `i`, or `nil` when its pose is not driven by channels now.
    ///
    /// The hot path of every query: entries' animations belong to this engine by construction, so
    /// it reads the two center channels directly instead of through ``presentedValue(of:in:)``
    /// (whose ownership check loads a weak reference).
    func presentedCenter(ofEntry i: Int) -> (Double, Double)? {
        guard state != .finished else { return nil }
        if entries[i].isDeferred { return deferredCenter(i) }
        guard let a = entries[i].animation else { return nil }
        return (presentedStandard(.centerX, of: a), presentedStandard(.centerY, of: a))
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

    /// The pose of entry `i` at the presented time: its target once finished or when it snapped,
    /// otherwise what its animation's ``AttributeAnimation/interpolatePose(_:values:)`` makes of it.
    func computePose(_ i: Int) -> LayoutAttributes {
        if entries[i].isDeferred && state != .finished { return deferredPose(i) }
        guard let a = entries[i].animation, state != .finished else {
            var target = target(ofEntry: i)
            target.id = entries[i].id
            return target
        }
        let id = entries[i].id
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
