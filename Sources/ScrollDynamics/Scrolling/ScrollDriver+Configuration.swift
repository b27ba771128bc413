extension ScrollDriver {
    /// A snap-target hook, UIKit's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`:
    /// given the proposed resting offset and the content offset's velocity at release (points per
    /// second), it returns the offset to come to rest at (clamped to the valid range afterwards).
    public typealias SnapTarget = @Sendable (_ proposedContentOffset: Point, _ velocity: Point) -> Point

    /// The settings of a ``ScrollDriver``.
    public struct Configuration: Sendable {
        /// The axes that scroll; default ``ScrollAxes/vertical``.
        public var axes: ScrollAxes
        /// The deceleration after a release; default ``ScrollDeceleration/normal``.
        public var deceleration: ScrollDeceleration
        /// A deceleration ends when |v| falls below this many points per second (default
        /// ``ScrollDeceleration/defaultStopVelocity``, 0.5).
        public var stopVelocity: Double
        /// The spring that takes an overscrolled offset back to the edge; default
        /// ``ScrollDriver/defaultSpring`` (critically damped, response 0.4 s).
        public var springBack: Spring
        /// The spring that carries the offset to a page or snap target; default ``ScrollDriver/defaultSpring``.
        public var snapSpring: Spring
        /// A spring motion ends once its displacement (points) and velocity (points per second) both
        /// stay below this (default 0.01); the offset then sits exactly on the spring's target.
        public var springRestThreshold: Double
        /// The rubber-band coefficient c; default ``RubberBand/defaultCoefficient`` (0.55).
        public var rubberBandCoefficient: Double
        /// Whether a release lands on a page boundary (UIScrollView's `isPagingEnabled`): the
        /// boundary nearest the projected resting offset, limited to the pages next to the one
        /// where the drag began.
        public var isPagingEnabled: Bool
        /// The page size; `nil` (the default) for the viewport's size, as UIScrollView pages.
        public var pageSize: Size?
        /// Chooses where a release comes to rest; `nil` (the default) for none. See ``SnapTarget``.
        public var snapTarget: SnapTarget?

        /// Creates a configuration; see the properties for the meaning and defaults.
        public init(axes: ScrollAxes = .vertical, deceleration: ScrollDeceleration = .normal,
                    stopVelocity: Double = ScrollDeceleration.defaultStopVelocity,
                    springBack: Spring = ScrollDriver.defaultSpring, snapSpring: Spring = ScrollDriver.defaultSpring,
                    springRestThreshold: Double = 0.01, rubberBandCoefficient: Double = RubberBand.defaultCoefficient,
                    isPagingEnabled: Bool = false, pageSize: Size? = nil, snapTarget: SnapTarget? = nil) {
            self.axes = axes
            self.deceleration = deceleration
            self.stopVelocity = stopVelocity
            (self.springBack, self.snapSpring) = (springBack, snapSpring)
            self.springRestThreshold = springRestThreshold
            self.rubberBandCoefficient = rubberBandCoefficient
            (self.isPagingEnabled, self.pageSize) = (isPagingEnabled, pageSize)
            self.snapTarget = snapTarget
        }

        /// Checks every value.
        ///
        /// - Throws: ``ScrollError/invalidValue(name:value:requirement:)``, e.g.
        ///   `"invalid scroll input: pageSize.width is -10.0; must be finite and greater than 0"`, or
        ///   `"invalid scroll input: springBack.damping is 0.0; must be greater than 0 (an undamped spring never comes to rest)"`.
        public func validate() throws(ScrollError) {
            try ScrollError.requirePositive(stopVelocity, "stopVelocity")
            try ScrollError.requirePositive(springRestThreshold, "springRestThreshold")
            try ScrollError.requirePositive(rubberBandCoefficient, "rubberBandCoefficient")
            for (spring, name) in [(springBack, "springBack"), (snapSpring, "snapSpring")] where !(spring.damping > 0) {
                throw .invalidValue(name: name + ".damping", value: spring.damping,
                                    requirement: "must be greater than 0 (an undamped spring never comes to rest)")
            }
            if let pageSize {
                try ScrollError.requirePositive(pageSize.width, "pageSize.width")
                try ScrollError.requirePositive(pageSize.height, "pageSize.height")
            }
        }
    }

    /// The default spring-back and snap spring: critically damped (ζ = 1) with a response of 0.4 s
    /// (ω = 2π/0.4 ≈ 15.71 rad/s, k ≈ 246.74, c ≈ 31.42 for m = 1). From 100 pt overscroll at rest it
    /// is back within 0.01 pt in about 0.85 s, without overshoot.
    public static let defaultSpring: Spring = {
        do {
            return try Spring(response: 0.4, dampingRatio: 1)
        } catch {
            return .smooth
        }
    }()
}
