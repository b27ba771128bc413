/// When one of the exchange controller's closed-form spring motions runs (``SpringTrack``,
/// ``SpringTrack2D``, ``BlinkTrack``): its spring, its start and the time from which it has settled.
struct SpringTiming: Sendable, Hashable {
    /// The spring pulling the motion.
    let spring: Spring
    /// When the motion starts, in the controller's clock (seconds).
    let startTime: Double
    /// The first time from which the motion stays below its settling threshold (infinity when the
    /// spring cannot say).
    let settleTime: Double

    /// A motion of `spring` from `startTime` that settles `settlingTime` seconds (as returned by
    /// ``Spring/settlingTime(displacement:velocity:epsilon:)``, NaN for never) after `delay`.
    init(spring: Spring, startTime: Double, settlingTime: Double, after delay: Double = 0) {
        self.spring = spring
        self.startTime = startTime
        self.settleTime = settlingTime.isNaN ? .infinity : startTime + delay + settlingTime
    }
}
