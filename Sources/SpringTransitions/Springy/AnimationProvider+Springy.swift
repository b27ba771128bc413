// Starting a spring transition from a springy layout: positions and velocities carry on.

extension AnimationProvider {
    /// A provider for a spring transition that starts from `layout`: each element springs on
    /// `spring` from its current position (the transition reads it from the layout) with its
    /// current centre velocity in `layout` (``SpringyLayout/velocity(of:)``; 0 for an element that
    /// is not simulated), so elements still springing carry their momentum into the transition.
    /// The velocities are read when the transition starts (the provider runs once per element).
    ///
    /// ```swift
    /// try view.transition(to: grid, using: .springy(springy, spring: .smooth))
    /// ```
    ///
    /// - Parameters:
    ///   - layout: the springy layout the transition starts from.
    ///   - spring: the spring of every channel.
    public static func springy(_ layout: SpringyLayout, spring: Spring) -> AnimationProvider {
        AnimationProvider { context in
            let velocity = context.change == .appearing ? Point.zero : layout.velocity(of: context.element)
            return AttributeAnimation(context: context, springs: ChannelSprings(spring),
                                      initialVelocity: ChannelVelocities(center: velocity))
        }
    }
}
