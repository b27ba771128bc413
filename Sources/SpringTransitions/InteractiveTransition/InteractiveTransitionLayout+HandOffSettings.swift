extension InteractiveTransitionLayout {
    /// How the spring that finishes or cancels an interactive transition moves.
    public struct HandOff: Sendable, Hashable {
        /// The springs of the elements' channels; default ``Spring/smooth`` for every channel.
        public var springs: ChannelSprings
        /// How the content offset moves; `nil` (the default) for
        /// ``SpringTransitionLayout/ContentOffsetMode/spring(_:)`` on the springs' default spring,
        /// seeded with the offset's velocity `progressVelocity × (toContentOffset − fromContentOffset)`.
        /// With ``SpringTransitionLayout/ContentOffsetMode/followsProgress`` the offset follows the
        /// cells' progress instead, plus a critically damped correction that starts it with that
        /// same velocity and fades out: continuous in position and velocity in both modes.
        public var contentOffsetMode: SpringTransitionLayout.ContentOffsetMode?
        /// The spring transition's clock step in seconds (default 1/120).
        public var timeStep: Double

        /// Creates hand-off settings.
        public init(springs: ChannelSprings = ChannelSprings(.smooth),
                    contentOffsetMode: SpringTransitionLayout.ContentOffsetMode? = nil, timeStep: Double = 1.0 / 120) {
            self.springs = springs
            self.contentOffsetMode = contentOffsetMode
            self.timeStep = timeStep
        }

        /// Every channel on `spring`.
        public init(spring: Spring) {
            self.init(springs: ChannelSprings(spring))
        }
    }
}
