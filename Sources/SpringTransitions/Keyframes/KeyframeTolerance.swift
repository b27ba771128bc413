/// How far linearly interpolated keyframes may stray from the true motion, at every instant, per
/// unit: ``points`` for positions and sizes, ``alpha`` for opacity.
public struct KeyframeTolerance: Sendable, Hashable {
    /// The bound for centers, sizes and the content offset, in points (default 0.25 pt).
    public let points: Double
    /// The bound for alpha, in opacity units (default 0.002, half a step of 8-bit opacity).
    public let alpha: Double

    /// The defaults: 0.25 pt and 0.002 alpha.
    public static let `default` = KeyframeTolerance(unchecked: 0.25, 0.002)

    /// A tolerance of `points` for positions and sizes and `alpha` for opacity.
    ///
    /// - Throws: ``KeyframeError`` naming `points` or `alpha` when it is not finite and greater than 0.
    public init(points: Double = 0.25, alpha: Double = 0.002) throws(KeyframeError) {
        for (name, value) in [("points", points), ("alpha", alpha)] where !(value.isFinite && value > 0) {
            throw .invalid(name, value, "must be finite and greater than 0")
        }
        self.init(unchecked: points, alpha)
    }

    init(unchecked points: Double, _ alpha: Double) {
        self.points = points
        self.alpha = alpha
    }

    /// The bound for `property`.
    public func bound(for property: KeyframeProperty) -> Double {
        property == .alpha ? alpha : points
    }
}
