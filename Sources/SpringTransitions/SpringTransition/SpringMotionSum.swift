/// A scalar that moves on a spring: from ``value`` with ``velocity`` toward ``target``, after an
/// optional hold of ``delay`` seconds — the exact motion of one channel of a spring transition
/// from a given instant on, until the next event changes it.
///
/// ``value(after:)`` evaluates the closed form; ``interpolationErrorBound(over:)`` bounds how far
/// the straight line between the values at 0 and `duration` can stray from the motion in between,
/// which is what certifies linearly interpolated keyframes (see ``KeyframeExport``).
public struct ChannelMotion: Sendable, Hashable {
    /// The value now.
    public var value: Double
    /// The velocity now, in value units per second (for a held motion: the velocity it starts with
    /// when the hold ends).
    public var velocity: Double
    /// The value the spring pulls toward.
    public var target: Double
    /// The spring.
    public var spring: Spring
    /// Seconds the value stays at ``value`` before the spring starts (0: it moves now).
    public var delay: Double

    /// A motion from `value` with `velocity` toward `target` on `spring`, held for `delay` seconds first.
    public init(value: Double, velocity: Double, target: Double, spring: Spring, delay: Double = 0) {
        self.value = value
        self.velocity = velocity
        self.target = target
        self.spring = spring
        self.delay = Swift.max(0, delay)
    }

    /// The value `t` seconds from now (closed form; `t ≥ 0`).
    @inlinable
    public func value(after t: Double) -> Double {
        let elapsed = t - delay
        guard elapsed > 0 else { return value }
        return target + spring.state(at: elapsed, displacement: value - target, velocity: velocity).displacement
    }

    /// The velocity `t` seconds from now (closed form; `t ≥ 0`; 0 during the hold).
    public func velocity(after t: Double) -> Double {
        let elapsed = t - delay
        guard elapsed > 0 else { return delay > 0 ? 0 : velocity }
        return spring.state(at: elapsed, displacement: value - target, velocity: velocity).velocity
    }

    /// An upper bound on the acceleration's magnitude from now on: ω²·√(1 + 4ζ²)·R, where
    /// R = √(d² + (v/ω)²) is the energy radius of the displacement d and velocity v, which never
    /// grows on a spring with damping ≥ 0 (so the bound holds for every later instant).
    public var accelerationBound: Double {
        let omega = spring.naturalFrequency, zeta = spring.dampingRatio
        let d = value - target, u = velocity / omega
        let radius = (d * d + u * u).squareRoot()
        return omega * omega * (1 + 4 * zeta * zeta).squareRoot() * radius
    }

    /// An upper bound on |f(t) − ℓ(t)| for 0 ≤ t ≤ `duration`, where f is this motion and ℓ the
    /// straight line through f(0) and f(`duration`): `duration²/8 · max|f″|`, plus `|v|·duration/4`
    /// when the hold ends inside the interval with a non-zero start velocity (a kink). Valid for
    /// every sub-interval of the next `duration` seconds too (the energy radius only shrinks).
    public func interpolationErrorBound(over duration: Double) -> Double {
        guard duration > 0 else { return 0 }
        if delay >= duration { return 0 }
        var bound = duration * duration / 8 * accelerationBound
        if delay > 0 && velocity != 0 { bound += abs(velocity) * duration / 4 }
        return bound
    }
}

/// A linear combination of spring motions: `constant + Σ coefficientᵢ · motionᵢ`. An element's
/// channel is one term; the content offset that follows the transition's progress is a weighted
/// sum over every moving channel.
public struct SpringMotionSum: Sendable, Hashable {
    /// One weighted motion.
    public struct Term: Sendable, Hashable {
        /// The weight.
        public var coefficient: Double
        /// The motion.
        public var motion: ChannelMotion

        /// A term `coefficient · motion`.
        public init(coefficient: Double, motion: ChannelMotion) {
            self.coefficient = coefficient
            self.motion = motion
        }
    }

    /// The part that does not move.
    public var constant: Double
    /// The moving parts.
    public var terms: [Term]

    /// `constant + Σ terms`.
    public init(constant: Double, terms: [Term] = []) {
        self.constant = constant
        self.terms = terms
    }

    /// A single motion.
    public init(_ motion: ChannelMotion) {
        self.init(constant: 0, terms: [Term(coefficient: 1, motion: motion)])
    }

    /// A value that does not move.
    public static func constant(_ value: Double) -> SpringMotionSum { SpringMotionSum(constant: value) }

    /// Whether nothing moves.
    public var isConstant: Bool { terms.isEmpty }

    /// The same motion with the terms that move now on the same spring merged into one: the spring
    /// map is linear, so Σ cᵢ·(Tᵢ + Φ(t)·(dᵢ, vᵢ)) = Σ cᵢTᵢ + Φ(t)·(Σ cᵢdᵢ, Σ cᵢvᵢ). Held terms stay
    /// apart. Evaluating it costs one closed form per spring instead of one per term.
    public func combined() -> SpringMotionSum {
        var merged: [Spring: Int] = [:]
        var result = SpringMotionSum(constant: constant)
        for term in terms {
            let m = term.motion, c = term.coefficient
            guard m.delay == 0 else {
                result.terms.append(term)
                continue
            }
            if let k = merged[m.spring] {
                result.terms[k].motion.value += c * m.value
                result.terms[k].motion.velocity += c * m.velocity
                result.terms[k].motion.target += c * m.target
            } else {
                merged[m.spring] = result.terms.count
                result.terms.append(Term(coefficient: 1, motion: ChannelMotion(value: c * m.value, velocity: c * m.velocity,
                                                                               target: c * m.target, spring: m.spring)))
            }
        }
        return result
    }

    /// The value now.
    public var value: Double { value(after: 0) }

    /// The value `t` seconds from now.
    public func value(after t: Double) -> Double {
        var sum = constant
        for term in terms { sum += term.coefficient * term.motion.value(after: t) }
        return sum
    }

    /// Writes the values at `step`, 2·`step`, …, `count`·`step` from now into `values` (replacing
    /// its contents): each moving term is carried from one instant to the next by the exact map
    /// Φ(`step`), computed once, instead of a closed form per instant; held terms are evaluated
    /// directly.
    public func values(every step: Double, count: Int, into values: inout [Double]) {
        values.removeAll(keepingCapacity: true)
        for _ in 0..<count { values.append(constant) }
        for term in terms {
            let m = term.motion, c = term.coefficient
            if m.delay > 0 {
                for j in 0..<count { values[j] += c * m.value(after: Double(j + 1) * step) }
                continue
            }
            let map = m.spring.stepMatrix(for: step)
            var d = m.value - m.target, v = m.velocity
            for j in 0..<count {
                (d, v) = (map.a11 * d + map.a12 * v, map.a21 * d + map.a22 * v)
                values[j] += c * (m.target + d)
            }
        }
    }

    /// The velocity `t` seconds from now.
    public func velocity(after t: Double) -> Double {
        var sum = 0.0
        for term in terms { sum += term.coefficient * term.motion.velocity(after: t) }
        return sum
    }

    /// An upper bound on the acceleration's magnitude from now on: Σ |cᵢ|·boundᵢ (see
    /// ``ChannelMotion/accelerationBound``).
    public var accelerationBound: Double {
        terms.reduce(0) { $0 + abs($1.coefficient) * $1.motion.accelerationBound }
    }

    /// An upper bound on the deviation between the motion and the straight line through its values
    /// at 0 and `duration`, over [0, `duration`] and every sub-interval of it: Σ |cᵢ|·boundᵢ
    /// (interpolation is linear, so the terms' errors add at most).
    public func interpolationErrorBound(over duration: Double) -> Double {
        var sum = 0.0
        for term in terms { sum += abs(term.coefficient) * term.motion.interpolationErrorBound(over: duration) }
        return sum
    }
}
