/// The "blink" of the snapshot's scale, run by one critically damped spring in two segments of
/// ``ExchangeConfiguration/animationDuration`` D each (SSCollectionViewExchangeController animates
/// to the blink scale and back, each over D):
///
/// 1. for 0 ≤ τ < D the scale is pulled from its start state towards the peak scale;
/// 2. from τ = D on it is pulled back to 1, starting from the state reached at D.
///
/// The spring's response is D (ω = 2π/D, ζ = 1), so segment 1 covers 1 − (1 + 2π)e^(−2π) ≈ 98.6 %
/// of the way to the peak. Each segment is a ``SpringMotion``;
/// the velocity is continuous at τ = D. After ``settleTime`` the scale is exactly 1.
struct BlinkTrack: Sendable, Hashable {
    /// Segment 1, from the start state towards the peak scale, and segment 2, from the state
    /// reached at D back to scale 1 (starting D later).
    let toPeak: SpringMotion, back: SpringMotion
    /// D, the duration of segment 1; the scale at the start, kept exactly (``toPeak`` holds it
    /// relative to the peak); the time from which the scale is exactly 1 (within 1e-6 before).
    let segment: Double, initialScale: Double, settleTime: Double

    /// The settling threshold of the scale (dimensionless) and its rate (per second).
    static let epsilon = 1e-6

    /// A blink to `peak` and back to 1, starting at `startTime` from `scale` and `velocity`.
    init(spring: Spring, segment: Double, peak: Double, from scale: Double = 1, velocity: Double = 0, startTime: Double) {
        self.segment = segment
        initialScale = scale
        toPeak = SpringMotion(spring: spring, from: scale, velocity: velocity, to: peak, startTime: startTime)
        let turn = toPeak.state(after: segment)
        back = SpringMotion(spring: spring, from: turn.value, velocity: turn.velocity, to: 1, startTime: startTime + segment)
        settleTime = back.settleTime(epsilon: Self.epsilon)
    }

    /// At rest at scale 1.
    static let rest = BlinkTrack(spring: .smooth, segment: 0, peak: 1, startTime: -.infinity)

    /// The scale and its rate at `time`.
    func state(at time: Double) -> (scale: Double, velocity: Double) {
        if time >= settleTime { return (1, 0) }
        let tau = time - toPeak.startTime
        if tau <= 0 { return (initialScale, toPeak.start.velocity) }
        let s = tau < segment ? toPeak.state(after: tau) : back.state(after: tau - segment)
        return (s.value, s.velocity)
    }
}
