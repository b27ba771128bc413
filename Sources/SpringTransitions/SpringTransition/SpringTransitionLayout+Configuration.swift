extension SpringTransitionLayout {
    /// How the content offset moves during a transition.
    public enum ContentOffsetMode: Sendable, Hashable {
        /// The offset goes from its start to `toContentOffset` in step with
        /// the cells: `from + (to − from)·P` with P the distance-weighted progress of the moving
        /// cells (``SpringTransitionLayout/progress``), as STTransitionLayout does.
        case followsProgress
        /// The offset has two channels of its own on this spring. Retargeting keeps its velocity.
        case spring(Spring)
    }

    /// Where a transition is in its life: running, finished or cancelled.
    public typealias State = TransitionState

    /// The settings of a transition.
    public struct Configuration: Sendable, Hashable {
        /// The clock's fixed step in seconds (default 1/120). Each ``SpringTransitionLayout/advance(by:)``
        /// runs as many whole steps as fit and presents the state in between exactly, so every
        /// frame rate sees the same trajectory.
        public var timeStep: Double
        /// How the content offset moves; default ``ContentOffsetMode/followsProgress``.
        public var contentOffsetMode: ContentOffsetMode
        /// A cell the transition is about (the one tapped, or the one to keep in view), passed to
        /// providers as ``AnimationContext/anchor``.
        public var anchor: IndexPath?
        /// The target content offset; `nil` (the default) for the next layout's
        /// ``Layout/targetContentOffset(forProposed:)`` of the current offset, clamped to its valid range.
        public var toContentOffset: Point?
        /// Whether the transition may take the *lazy exact path* (default `true`): under
        /// ``ExactIntegrator``, while every animated element is a plain deferred one (built-in
        /// provider, center and size only, no delay) and the offset follows the progress, channel
        /// states are closed forms of their state at the start instead of being stepped, so a
        /// frame costs O(springs) plus the elements queried, and ``SeekableSpringTransition``
        /// seeks in O(springs). Results agree with stepping every channel within 1e-9 pt, not bit
        /// for bit; `false` steps every channel (bit for bit what earlier releases computed).
        public var lazyExactPath: Bool = true

        /// Creates a configuration.
        public init(timeStep: Double = 1.0 / 120, contentOffsetMode: ContentOffsetMode = .followsProgress,
                    anchor: IndexPath? = nil, toContentOffset: Point? = nil, lazyExactPath: Bool = true) {
            (self.timeStep, self.contentOffsetMode, self.anchor) = (timeStep, contentOffsetMode, anchor)
            (self.toContentOffset, self.lazyExactPath) = (toContentOffset, lazyExactPath)
        }

        /// Checks the time step and the target offset.
        ///
        /// - Throws: ``TransitionError/invalidConfiguration(name:value:requirement:)``, e.g.
        ///   `"invalid transition configuration: timeStep is 0.0; must be finite and positive"`, or
        ///   ``TransitionError/invalidContentOffset(_:)``.
        public func validate() throws(TransitionError) {
            try TransitionConfigurationCheck.validate(timeStep: timeStep, toContentOffset: toContentOffset)
        }
    }
}
