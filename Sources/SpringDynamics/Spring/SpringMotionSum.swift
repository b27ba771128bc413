/// A linear combination of spring motions on one clock whose 0 is now:
/// `constant + Σ coefficientᵢ · motionᵢ`, each ``SpringMotion`` starting at its ``SpringMotion/startTime``
/// (0: it moves now; later: it waits at its start until then).
///
/// A single channel of a spring transition is one term; a transition's content offset that follows
/// its progress is a weighted sum over every moving channel. ``value(after:)`` evaluates the closed
/// forms; ``interpolationErrorBound(over:)`` bounds how far the straight line between the values at
/// 0 and `duration` can stray from the motion in between — what certifies linearly interpolated
/// keyframes (SpringTransitions' `KeyframeExport`).
///
/// ```swift
/// let x = SpringMotion(spring: .smooth, from: 0, velocity: 0, to: 100)
/// let y = SpringMotion(spring: .bouncy, from: 40, velocity: 300, to: 0, startTime: 0.1)
/// let sum = SpringMotionSum(constant: 10, terms: [.init(coefficient: 0.5, motion: x), .init(coefficient: 2, motion: y)])
/// sum.value(after: 0.25)                      // 10 + 0.5·x(0.25) + 2·y(0.25)
/// sum.interpolationErrorBound(over: 1.0 / 60) // |chord − motion| ≤ this on any 1/60 s from now on
/// ```
public struct SpringMotionSum: Sendable, Hashable {
    /// One weighted motion.
    public struct Term: Sendable, Hashable {
        /// The weight.
        public var coefficient: Double
        /// The motion (its clock's 0 is now).
        public var motion: SpringMotion

        /// A term `coefficient · motion`.
        @inlinable
        public init(coefficient: Double, motion: SpringMotion) {
            self.coefficient = coefficient
            self.motion = motion
        }
    }

    /// The part that does not move.
    public var constant: Double
    /// The moving parts.
    public var terms: [Term]

    /// `constant + Σ terms`.
    @inlinable
    public init(constant: Double, terms: [Term] = []) {
        self.constant = constant
        self.terms = terms
    }

    /// A single motion.
    @inlinable
    public init(_ motion: SpringMotion) {
        self.init(constant: 0, terms: [Term(coefficient: 1, motion: motion)])
    }

    /// A value that does not move.
    @inlinable
    public static func constant(_ value: Double) -> SpringMotionSum { SpringMotionSum(constant: value) }

    /// Whether nothing moves.
    @inlinable
    public var isConstant: Bool { terms.isEmpty }

    /// The same motion with the terms that move now on the same spring merged into one: the spring
    /// map is linear, so Σ cᵢ·(Tᵢ + Φ(t)·(dᵢ, vᵢ)) = Σ cᵢTᵢ + Φ(t)·(Σ cᵢdᵢ, Σ cᵢvᵢ). Terms that
    /// start later stay apart. Evaluating it costs one closed form per spring instead of one per term.
    /// Runs of terms on one spring (a transition's channels mostly share one) merge without a
    /// hash lookup: the last spring merged is checked first.
    public func combined() -> SpringMotionSum {
        var merged: [Spring: Int] = [:]
        var result = SpringMotionSum(constant: constant)
        var lastSpring: Spring?
        var lastIndex = 0
        for term in terms {
            let m = term.motion, c = term.coefficient
            guard m.startTime <= 0 else {
                result.terms.append(term)
                continue
            }
            guard let k = lastSpring == m.spring ? lastIndex : merged[m.spring] else {
                // A spring not met yet: its term starts as this one (no sum, so −0 stays −0).
                (lastSpring, lastIndex) = (m.spring, result.terms.count)
                merged[m.spring] = result.terms.count
                result.terms.append(Term(coefficient: 1, motion: SpringMotion(
                    spring: m.spring, start: SpringState(displacement: c * m.start.displacement, velocity: c * m.start.velocity),
                    target: c * m.target)))
                continue
            }
            (lastSpring, lastIndex) = (m.spring, k)
            result.terms[k].motion.start.displacement += c * m.start.displacement
            result.terms[k].motion.start.velocity += c * m.start.velocity
            result.terms[k].motion.target += c * m.target
        }
        return result
    }

    /// The value now.
    @inlinable
    public var value: Double { value(after: 0) }

    /// The value `t` seconds from now (`t ≥ 0`).
    @inlinable
    public func value(after t: Double) -> Double {
        var sum = constant
        for term in terms { sum += term.coefficient * term.motion.state(at: t).value }
        return sum
    }

    /// The velocity `t` seconds from now (`t ≥ 0`; a term that has not started counts as still).
    @inlinable
    public func velocity(after t: Double) -> Double {
        var sum = 0.0
        for term in terms { sum += term.coefficient * term.motion.heldVelocity(at: t) }
        return sum
    }

    /// Writes the values at `step`, 2·`step`, …, `count`·`step` from now into `values` (replacing
    /// its contents): each term that moves now is carried from one instant to the next by the
    /// exact map Φ(`step`), computed once, instead of a closed form per instant; terms that start
    /// later are evaluated directly.
    public func values(every step: Double, count: Int, into values: inout [Double]) {
        values.removeAll(keepingCapacity: true)
        values.append(contentsOf: repeatElement(constant, count: count))
        for term in terms {
            let m = term.motion, c = term.coefficient
            if m.startTime > 0 {
                for j in 0..<count { values[j] += c * m.state(at: Double(j + 1) * step).value }
                continue
            }
            let map = m.spring.stepMatrix(for: step)
            var d = m.start.displacement, v = m.start.velocity
            for j in 0..<count {
                (d, v) = (map.a11 * d + map.a12 * v, map.a21 * d + map.a22 * v)
                values[j] += c * (m.target + d)
            }
        }
    }

    /// An upper bound on the acceleration's magnitude from now on: Σ |cᵢ|·boundᵢ (see
    /// ``SpringMotion/accelerationBound``).
    @inlinable
    public var accelerationBound: Double {
        terms.reduce(0) { $0 + Swift.abs($1.coefficient) * $1.motion.accelerationBound }
    }

    /// An upper bound on the deviation between the motion and the straight line through its values
    /// at 0 and `duration`, over [0, `duration`] and every sub-interval of it: Σ |cᵢ|·boundᵢ
    /// (``SpringMotion/interpolationErrorBound(from:over:)``; interpolation is linear, so the
    /// terms' errors add at most).
    @inlinable
    public func interpolationErrorBound(over duration: Double) -> Double {
        var sum = 0.0
        for term in terms { sum += Swift.abs(term.coefficient) * term.motion.interpolationErrorBound(over: duration) }
        return sum
    }
}
