// Finishing or cancelling an interactive transition: a spring transition from the current poses,
// every channel seeded with the velocity the gesture gave it.

extension InteractiveTransitionLayout {
    /// The spring transition that completes this one from the current poses: to the next layout
    /// (`finishing`) or back to the original one. Changes nothing.
    ///
    /// Each element's animation starts at its current pose with, per channel, the velocity
    /// `progressVelocity × d(channel)/dp` (see ``channelVelocities(of:at:progressVelocity:finishing:)``);
    /// elements that the target layout does not have head for their own end of this transition
    /// (a disappearing element's final attributes when finishing, an appearing element's initial
    /// attributes when cancelling).
    func makeHandOff(finishing: Bool, progressVelocity v: Double, settings: HandOff,
                     integrator: (any Integrator)?) throws(InteractiveTransitionError) -> SpringTransitionLayout {
        guard v.isFinite else { throw .invalidVelocity(v) }
        guard state == .interactive else { throw .notInteractive(state) }
        let p = transitionProgress
        let snapshot = LayoutSnapshot(of: self)
        let target: any Layout = finishing ? nextLayout : originalLayout
        let targetOffset = finishing ? toContentOffset : fromContentOffset
        let mode = settings.contentOffsetMode ?? .spring(settings.springs.default)
        let configuration = SpringTransitionLayout.Configuration(timeStep: settings.timeStep, contentOffsetMode: mode,
                                                                 toContentOffset: targetOffset)
        let table = self.table
        let springs = settings.springs
        let provider = AnimationProvider { context in
            let animation = AttributeAnimation(context: context, springs: springs)
            guard let i = table.entryIndex(of: context.element) else { return animation }
            let entry = table.entries[i]
            animation.initialVelocity = Self.channelVelocities(of: entry, at: p, progressVelocity: v, finishing: finishing)
            if context.change == .disappearing {
                animation.to = finishing ? entry.target : entry.start
            }
            return animation
        }
        let delta = Point(x: toContentOffset.x - fromContentOffset.x, y: toContentOffset.y - fromContentOffset.y)
        let offsetVelocity = Point(x: v * delta.x, y: v * delta.y)
        // A finite progress velocity can still give an infinite offset velocity (1e300 × 1e300).
        guard offsetVelocity.x.isFinite, offsetVelocity.y.isFinite else { throw .invalidVelocity(v) }
        let spring: SpringTransitionLayout
        do {
            spring = try SpringTransitionLayout(from: snapshot, to: target, provider: provider, integrator: integrator,
                                                configuration: configuration)
        } catch {
            throw .transition(error)
        }
        spring.continueOffset(velocity: offsetVelocity)
        return spring
    }

    /// The velocity of each channel of `entry` at progress `p` when the progress moves at
    /// `progressVelocity` per second: `progressVelocity × (to − from)` for center, size, the 2-D
    /// transform's components (the rotation's shortest turn), alpha and custom channels shared by
    /// both ends; 0 for a size or alpha held by its clamp. The 3-D transform's channel is a
    /// progress along the spring's own path from the current matrix to its target, whose length
    /// is the remaining (1 − p) of this path when finishing and p when cancelling: its velocity is
    /// `progressVelocity / (1 − p)`, respectively `−progressVelocity / p` (0 at the ends, or for a
    /// transform that cannot be decomposed and switches).
    static func channelVelocities(of entry: InterpolatedEntry, at p: Double, progressVelocity v: Double,
                                  finishing: Bool) -> ChannelVelocities {
        guard v != 0 else { return .zero }
        let from = entry.from, to = entry.to
        var result = ChannelVelocities()
        result[.centerX] = v * (to.center.x - from.center.x)
        result[.centerY] = v * (to.center.y - from.center.y)
        func free(_ a: Double, _ b: Double, floor: Double, ceiling: Double) -> Double {
            let raw = InterpolatedEntry.lerp(a, b, p), rate = v * (b - a)
            if raw > floor && raw < ceiling { return rate }
            // On a clamp: moving only when heading back inside.
            if raw == floor && rate > 0 || raw == ceiling && rate < 0 { return rate }
            return 0
        }
        result[.width] = free(from.size.width, to.size.width, floor: 0, ceiling: .infinity)
        result[.height] = free(from.size.height, to.size.height, floor: 0, ceiling: .infinity)
        result[.alpha] = free(from.alpha, to.alpha, floor: 0, ceiling: 1)
        if entry.affineMoves {
            let a = entry.fromAffine, b = entry.toAffine
            result[.translationX] = v * (b.translationX - a.translationX)
            result[.translationY] = v * (b.translationY - a.translationY)
            result[.scaleX] = v * (b.scaleX - a.scaleX)
            result[.scaleY] = v * (b.scaleY - a.scaleY)
            result[.rotation] = v * (b.rotation - a.rotation).remainder(dividingBy: 2 * Double.pi)
            result[.shear] = v * (b.shear - a.shear)
        }
        if entry.transform3DMoves, entry.from3D != nil, entry.to3D != nil {
            let remaining = finishing ? 1 - p : -p
            let rate = remaining != 0 ? v / remaining : 0
            result[.transform3D] = rate.isFinite ? rate : 0
        }
        let custom = from.customChannels
        for j in 0..<custom.count {
            let e = custom.entry(at: j)
            if let t = to.customChannels[e.name] { result[.custom(e.name)] = v * (t - e.value) }
        }
        return result
    }
}
