extension AnimationProvider {
    /// This provider with two corrections for a transition built from a recorded diff: appearing
    /// elements start from `appearingStarts` (the layout may no longer give those attributes), and
    /// elements listed in `velocities` keep those velocities (carried over from an interrupted
    /// transition) on every channel the provider leaves at rest. Retargets are passed through.
    func startingFrom(_ appearingStarts: [ElementID: LayoutAttributes],
                      velocities: [ElementID: ChannelVelocities]) -> AnimationProvider {
        guard !appearingStarts.isEmpty || !velocities.isEmpty else { return self }
        let base = self
        return AnimationProvider { context in
            guard !context.isRetarget else { return base(context) }
            var context = context
            if context.change == .appearing, let from = appearingStarts[context.element] {
                context = context.replacingFrom(from)
            }
            guard let animation = base(context) else { return nil }
            if let carried = velocities[context.element] {
                for (channel, v) in carried.values where animation.initialVelocity[channel] == 0 {
                    animation.initialVelocity[channel] = v
                }
            }
            return animation
        }
    }
}
