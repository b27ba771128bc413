// Shortening a spring to a settling duration at a fixed damping ratio (reduced motion's "shorten" policy).

extension Spring {
    /// The spring with this one's damping ratio and mass whose ``settlingDuration`` is `duration`
    /// (an undamped spring is first made critically damped); `self` when it already settles within
    /// `duration`. `duration` must be finite and > 0.
    ///
    /// Scaling the natural frequency by r at a fixed damping ratio divides the displacement's
    /// settling time by r; the velocity's share of the ε test makes it only nearly so, hence a few
    /// fixed-point corrections of r (to 1e-12 relative).
    package func shortened(to duration: Double) -> Spring {
        guard settlingDuration > duration else { return self }
        let base: Spring = damping > 0 ? self
            : ((try? Spring(mass: mass, stiffness: stiffness, damping: 2 * (stiffness * mass).squareRoot())) ?? self)
        return base.settling(in: duration)
    }

    /// The spring with this one's damping ratio and mass (damping > 0) whose ``settlingDuration``
    /// is `duration`.
    package func settling(in duration: Double) -> Spring {
        var r = 1.0
        var result = self
        for _ in 0..<50 {
            guard let candidate = try? Spring(mass: mass, stiffness: stiffness * r * r, damping: damping * r)
            else { break }
            result = candidate
            let t = candidate.settlingDuration
            guard t.isFinite, t > 0 else { break }
            if Swift.abs(t - duration) <= 1e-12 * duration { break }
            r *= t / duration
        }
        return result
    }
}
