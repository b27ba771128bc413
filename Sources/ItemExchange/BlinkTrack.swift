/// The "blink" of the snapshot's scale, run by one critically damped spring in two segments of
/// ``ExchangeConfiguration/animationDuration`` D each (SSCollectionViewExchangeController animates
/// to the blink scale and back, each over D):
///
/// 1. for 0 ≤ τ < D the scale is pulled from its start state towards the peak scale;
/// 2. from τ = D on it is pulled back to 1, starting from the state reached at D.
///
/// The spring's response is D (ω = 2π/D, ζ = 1), so segment 1 covers 1 − (1 + 2π)e^(−2π) ≈ 98.6 %
/// of the way to the peak. Both segments are closed forms of ``Spring/state(at:displacement:velocity:)``;
/// the velocity is continuous at τ = D. After ``SpringTiming/settleTime`` the scale is exactly 1.
struct BlinkTrack: Sendable, Hashable {
    /// The spring of both segments, when the blink starts and when it has settled: from then on
    /// the scale is exactly 1 (within 1e-6 before).
    let timing: SpringTiming
    /// The duration of the first segment, D.
    let segment: Double
    /// The scale of segment 1's target.
    let peak: Double
    /// The scale and its rate at ``startTime``.
    let initialScale: Double, initialVelocity: Double
    /// The scale and its rate at the start of segment 2.
    let turnScale: Double, turnVelocity: Double

    /// The settling threshold of the scale (dimensionless) and its rate (per second).
    static let epsilon = 1e-6

    /// A blink to `peak` and back to 1, starting at `startTime` from `scale` and `velocity`.
    init(spring: Spring, segment: Double, peak: Double, from scale: Double = 1, velocity: Double = 0, startTime: Double) {
        self.segment = segment
        self.peak = peak
        self.initialScale = scale
        self.initialVelocity = velocity
        let turn = spring.state(at: segment, displacement: scale - peak, velocity: velocity)
        self.turnScale = peak + turn.displacement
        self.turnVelocity = turn.velocity
        let settle = spring.settlingTime(displacement: turnScale - 1, velocity: turnVelocity, epsilon: Self.epsilon)
        self.timing = SpringTiming(spring: spring, startTime: startTime, settlingTime: settle, after: segment)
    }

    /// At rest at scale 1.
    static let rest = BlinkTrack(spring: .smooth, segment: 0, peak: 1, startTime: -.infinity)

    /// The scale and its rate at `time`.
    func state(at time: Double) -> (scale: Double, velocity: Double) {
        if time >= timing.settleTime { return (1, 0) }
        let tau = time - timing.startTime
        if tau <= 0 { return (initialScale, initialVelocity) }
        if tau < segment {
            let s = timing.spring.state(at: tau, displacement: initialScale - peak, velocity: initialVelocity)
            return (peak + s.displacement, s.velocity)
        }
        let s = timing.spring.state(at: tau - segment, displacement: turnScale - 1, velocity: turnVelocity)
        return (1 + s.displacement, s.velocity)
    }
}
