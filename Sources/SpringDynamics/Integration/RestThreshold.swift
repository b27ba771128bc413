/// When a spring channel counts as at rest, in the channel's own units.
///
/// A channel is at rest when `|position − target| < displacement` and `|velocity| < velocity`
/// at the end of a frame. It is then snapped exactly onto its target with zero velocity and
/// leaves the active part of its ``ChannelBatch``, so it costs nothing until it is retargeted.
///
/// The defaults follow Android's DynamicAnimation, which stops at 0.75 × the smallest visible
/// change, and set each velocity threshold to ten times the displacement threshold per second,
/// so that what motion remains would cover less than the displacement threshold in 0.1 s:
///
/// | preset | displacement | velocity | unit |
/// |---|---|---|---|
/// | ``points`` | 0.1 | 1 | points (a third of a pixel on a 3× screen) |
/// | ``alpha`` | 0.75/256 ≈ 0.0029 | 0.029 | opacity |
/// | ``scale`` | 0.75/500 = 0.0015 | 0.015 | scale factor |
/// | ``radians`` | 0.75 × 0.1° ≈ 0.00131 | 0.0131 | radians |
/// | ``unit`` | 0.001 | 0.01 | any unit-scale quantity (custom channels) |
///
/// STTransitionLayout stops at 0.5 pt and 5 pt/s; ``points`` is stricter so that the last frames
/// of a slow spring do not visibly jump onto the target.
public struct RestThreshold: Sendable, Hashable, Codable {
    /// The largest distance from the target, in the channel's unit, that counts as arrived.
    public var displacement: Double
    /// The largest speed, in the channel's unit per second, that counts as still.
    public var velocity: Double

    /// Creates a threshold.
    ///
    /// - Throws: ``SpringParameterError`` if either value is negative or not finite.
    public init(displacement: Double, velocity: Double) throws(SpringParameterError) {
        guard displacement.isFinite, displacement >= 0 else {
            throw SpringParameterError(parameter: "displacement", value: displacement, requirement: "must be finite and not negative")
        }
        guard velocity.isFinite, velocity >= 0 else {
            throw SpringParameterError(parameter: "velocity", value: velocity, requirement: "must be finite and not negative")
        }
        self.displacement = displacement
        self.velocity = velocity
    }

    @usableFromInline
    init(uncheckedDisplacement displacement: Double, velocity: Double) {
        self.displacement = displacement
        self.velocity = velocity
    }

    /// Positions and sizes in points.
    public static let points = RestThreshold(uncheckedDisplacement: 0.1, velocity: 1)
    /// Opacity.
    public static let alpha = RestThreshold(uncheckedDisplacement: 0.75 / 256, velocity: 7.5 / 256)
    /// Scale factors.
    public static let scale = RestThreshold(uncheckedDisplacement: 0.75 / 500, velocity: 7.5 / 500)
    /// Angles in radians.
    public static let radians = RestThreshold(uncheckedDisplacement: 0.075 * .pi / 180, velocity: 0.75 * .pi / 180)
    /// Unit-scale quantities without a more specific preset.
    public static let unit = RestThreshold(uncheckedDisplacement: 0.001, velocity: 0.01)

    /// Whether a channel `displacement` away from its target moving at `velocity` is at rest.
    @inlinable
    public func isAtRest(displacement d: Double, velocity v: Double) -> Bool {
        abs(d) < displacement && abs(v) < velocity
    }
}
