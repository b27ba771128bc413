// The eased content offset's velocity, for a hand-over to springs without a jump in velocity.

extension EasedTransitionLayout {
    /// The content offset's velocity in points per second at the presented time:
    /// `(to − from)·e′(t/d)/d`, with the easing's slope e′ from a central difference (one-sided at
    /// the ends; 10⁻⁶ of the curve's domain). Zero once the transition has ended, and zero when
    /// the curve is not finite nearby.
    public var contentOffsetVelocity: Point {
        guard state == .running else { return .zero }
        let u = time / duration, h = 1e-6
        let lo = Swift.max(0, u - h), hi = Swift.min(1, u + h)
        guard hi > lo else { return .zero }
        let slope = (easing(hi) - easing(lo)) / (hi - lo) / duration
        guard slope.isFinite else { return .zero }
        return Point(x: (toContentOffset.x - fromContentOffset.x) * slope, y: (toContentOffset.y - fromContentOffset.y) * slope)
    }
}
