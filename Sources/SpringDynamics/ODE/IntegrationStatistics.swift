/// Work counters of an integration: steps, evaluations and events.
///
/// ``ODESolver/statistics`` accumulates them since the solver was created or since
/// ``ODESolver/resetStatistics()``, including the work of calls that later failed.
/// Values add and subtract component-wise (`AdditiveArithmetic`), so the work of one call is
/// `after - before`.
public struct IntegrationStatistics: Sendable, Hashable, AdditiveArithmetic, CustomStringConvertible {
    /// Steps accepted by the error control (or taken, in fixed-step mode).
    public var acceptedSteps = 0
    /// Step attempts rejected by the error control or abandoned because the stepper's
    /// implicit solver failed, each retried with a smaller step. Always 0 in fixed-step mode.
    public var rejectedSteps = 0
    /// Calls of the system's right-hand side `f(t, y)`, all of them: those of the steps, of
    /// dense output and event location, and of finite-difference Jacobians.
    public var functionEvaluations = 0
    /// Jacobians computed: calls of the system's Jacobian, or finite-difference Jacobians.
    /// 0 for explicit steppers.
    public var jacobianEvaluations = 0
    /// The part of ``functionEvaluations`` spent on finite-difference Jacobians
    /// (`dimension + 2` per Jacobian; see ``ODEJacobianPolicy``).
    public var finiteDifferenceEvaluations = 0
    /// Events located (see ``ODEEvent``), terminal ones included.
    public var eventsFound = 0

    /// Creates counters; every argument defaults to 0.
    public init(acceptedSteps: Int = 0, rejectedSteps: Int = 0, functionEvaluations: Int = 0, jacobianEvaluations: Int = 0,
                finiteDifferenceEvaluations: Int = 0, eventsFound: Int = 0) {
        (self.acceptedSteps, self.rejectedSteps) = (acceptedSteps, rejectedSteps)
        (self.functionEvaluations, self.jacobianEvaluations) = (functionEvaluations, jacobianEvaluations)
        (self.finiteDifferenceEvaluations, self.eventsFound) = (finiteDifferenceEvaluations, eventsFound)
    }

    /// All counters 0.
    public static let zero = IntegrationStatistics()

    /// Component-wise sum.
    public static func + (lhs: Self, rhs: Self) -> Self {
        Self(
            acceptedSteps: lhs.acceptedSteps + rhs.acceptedSteps,
            rejectedSteps: lhs.rejectedSteps + rhs.rejectedSteps,
            functionEvaluations: lhs.functionEvaluations + rhs.functionEvaluations,
            jacobianEvaluations: lhs.jacobianEvaluations + rhs.jacobianEvaluations,
            finiteDifferenceEvaluations: lhs.finiteDifferenceEvaluations + rhs.finiteDifferenceEvaluations,
            eventsFound: lhs.eventsFound + rhs.eventsFound
        )
    }

    /// Component-wise difference.
    public static func - (lhs: Self, rhs: Self) -> Self {
        Self(
            acceptedSteps: lhs.acceptedSteps - rhs.acceptedSteps,
            rejectedSteps: lhs.rejectedSteps - rhs.rejectedSteps,
            functionEvaluations: lhs.functionEvaluations - rhs.functionEvaluations,
            jacobianEvaluations: lhs.jacobianEvaluations - rhs.jacobianEvaluations,
            finiteDifferenceEvaluations: lhs.finiteDifferenceEvaluations - rhs.finiteDifferenceEvaluations,
            eventsFound: lhs.eventsFound - rhs.eventsFound
        )
    }

    /// For example `"120 accepted, 3 rejected steps; 745 f-evals, 0 J-evals"`, followed by
    /// `" (40 for finite differences)"` and `"; 2 events"` when those are not 0.
    public var description: String {
        var text = "\(acceptedSteps) accepted, \(rejectedSteps) rejected steps; \(functionEvaluations) f-evals"
        if finiteDifferenceEvaluations > 0 { text += " (\(finiteDifferenceEvaluations) for finite differences)" }
        text += ", \(jacobianEvaluations) J-evals"
        if eventsFound > 0 { text += "; \(eventsFound) events" }
        return text
    }
}

extension IntegrationStatistics: Codable {
    private enum CodingKeys: String, CodingKey {
        case acceptedSteps, rejectedSteps, functionEvaluations, jacobianEvaluations, finiteDifferenceEvaluations, eventsFound
    }

    /// Decodes the counters; `finiteDifferenceEvaluations` and `eventsFound` may be missing
    /// (records written before they existed) and then are 0.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            acceptedSteps: c.decode(Int.self, forKey: .acceptedSteps),
            rejectedSteps: c.decode(Int.self, forKey: .rejectedSteps),
            functionEvaluations: c.decode(Int.self, forKey: .functionEvaluations),
            jacobianEvaluations: c.decode(Int.self, forKey: .jacobianEvaluations),
            finiteDifferenceEvaluations: c.decodeIfPresent(Int.self, forKey: .finiteDifferenceEvaluations) ?? 0,
            eventsFound: c.decodeIfPresent(Int.self, forKey: .eventsFound) ?? 0
        )
    }

    /// Encodes every counter.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(acceptedSteps, forKey: .acceptedSteps)
        try c.encode(rejectedSteps, forKey: .rejectedSteps)
        try c.encode(functionEvaluations, forKey: .functionEvaluations)
        try c.encode(jacobianEvaluations, forKey: .jacobianEvaluations)
        try c.encode(finiteDifferenceEvaluations, forKey: .finiteDifferenceEvaluations)
        try c.encode(eventsFound, forKey: .eventsFound)
    }
}
