/// A linear combination of spring motions (``SpringMotion``, each on a clock whose 0 is now):
/// `constant + Σ coefficientᵢ · motionᵢ`. An element's
/// channel is one term; the content offset that follows the transition's progress is a weighted
/// sum over every moving channel.
public struct SpringMotionSum: Sendable, Hashable {
    /// One weighted motion.
    public struct Term: Sendable, Hashable {
        /// The weight.
        public var coefficient: Double
        /// The motion.
        public var motion: SpringMotion

        /// A term `coefficient · motion`.
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
    public init(constant: Double, terms: [Term] = []) {
        self.constant = constant
        self.terms = terms
    }

    /// A single motion.
    public init(_ motion: SpringMotion) {
        self.init(constant: 0, terms: [Term(coefficient: 1, motion: motion)])
    }

    /// A value that does not move.
    public static func constant(_ value: Double) -> SpringMotionSum { SpringMotionSum(constant: value) }

    /// Whether nothing moves.
    public var isConstant: Bool { terms.isEmpty }

    /// The value now.
    public var value: Double { value(after: 0) }

    /// The value `t` seconds from now.
    public func value(after t: Double) -> Double {
        var sum = constant
        for term in terms { sum += term.coefficient * term.motion.state(at: t).value }
        return sum
    }

    /// The velocity `t` seconds from now.
    public func velocity(after t: Double) -> Double {
        var sum = 0.0
        for term in terms { sum += term.coefficient * term.motion.heldVelocity(at: t) }
        return sum
    }

    /// An upper bound on the acceleration's magnitude from now on: Σ |cᵢ|·boundᵢ (see
    /// ``SpringMotion/accelerationBound``).
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
