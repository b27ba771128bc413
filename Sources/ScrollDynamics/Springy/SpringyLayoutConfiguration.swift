/// The settings of a ``SpringyLayout``: objc.io's springy flow layout by default.
public struct SpringyLayoutConfiguration: Sendable, Hashable {
    /// The spring attaching every simulated element (mass 1) to its resting centre. Default
    /// ``BodySpring/springyLayout``: length 0, damping ratio 0.8, frequency 1 Hz.
    public var spring: BodySpring
    /// The divisor of the scroll resistance: resistance = (|Δx| + |Δy|) / `resistanceFactor`
    /// between the touch and the element's resting centre. Finite and greater than 0; default 1500.
    public var resistanceFactor: Double
    /// How far around the visible rectangle elements are simulated, in points. Finite and at
    /// least 0; default 100 (objc.io's).
    public var margin: Double
    /// The most elements simulated at once (the body slots of the simulation, all allocated
    /// up front). Elements of the padded viewport beyond it are answered from the base layout,
    /// at rest. From 1 to 100,000; default 256.
    public var capacity: Int
    /// How the springs are integrated. Default adaptive GSL rkf45 with the standard tolerance.
    public var method: BodyIntegrationMethod

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - spring: the attachment spring; default ``BodySpring/springyLayout``.
    ///   - resistanceFactor: default 1500.
    ///   - margin: default 100 points.
    ///   - capacity: default 256 elements.
    ///   - method: default `.adaptive(.rkf45)`.
    public init(spring: BodySpring = .springyLayout, resistanceFactor: Double = 1500, margin: Double = 100,
                capacity: Int = 256, method: BodyIntegrationMethod = .adaptive(.rkf45)) {
        self.spring = spring
        self.resistanceFactor = resistanceFactor
        self.margin = margin
        self.capacity = capacity
        self.method = method
    }

    /// Checks every setting.
    ///
    /// - Throws: ``SpringyLayoutError/invalidParameter(name:value:requirement:)`` naming
    ///   `configuration.resistanceFactor`, `configuration.margin` or `configuration.capacity`;
    ///   ``SpringyLayoutError/dynamics(_:)`` for the spring (naming `frequency`,
    ///   `dampingRatio`, …).
    public func validate() throws(SpringyLayoutError) {
        try SpringyLayoutError.requirePositive(resistanceFactor, "configuration.resistanceFactor")
        try SpringyLayoutError.requireNonNegative(margin, "configuration.margin")
        guard capacity >= 1, capacity <= 100_000 else {
            throw .invalidParameter(name: "configuration.capacity", value: Double(capacity), requirement: "must be from 1 to 100000")
        }
        do { try spring.validate() } catch { throw .dynamics(error) }
    }
}
