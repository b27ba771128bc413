extension EasedTransitionLayout {
    /// Where an eased transition is in its life: running, finished or cancelled.
    public typealias State = TransitionState

    /// The settings of an eased transition.
    public struct Configuration: Sendable, Hashable {
        /// The clock's fixed step in seconds (default 1/120), as `SpringTransitionLayout`'s: poses
        /// are exact at any time; the zIndex switch is checked once per step.
        public var timeStep: Double
        /// The target content offset; `nil` (the default) for the next layout's
        /// ``Layout/targetContentOffset(forProposed:)`` of the current offset, clamped to its valid range.
        public var toContentOffset: Point?

        /// Creates a configuration.
        public init(timeStep: Double = 1.0 / 120, toContentOffset: Point? = nil) {
            self.timeStep = timeStep
            self.toContentOffset = toContentOffset
        }

        /// Checks the time step and the target offset.
        ///
        /// - Throws: ``TransitionError/invalidConfiguration(name:value:requirement:)``, e.g.
        ///   `"invalid transition configuration: timeStep is -1.0; must be finite and positive"`, or
        ///   ``TransitionError/invalidContentOffset(_:)``.
        public func validate() throws(TransitionError) {
            try TransitionConfigurationCheck.validate(timeStep: timeStep, toContentOffset: toContentOffset)
        }
    }
}
