/// An estimate of what advancing channels costs an ``Integrator``: the right-hand-side
/// evaluations per channel (or, summed by ``ChannelBatch/workEstimate(for:over:)``, per batch)
/// for one advance by a given time.
///
/// It is an order of magnitude, not a promise: it lets a host (the scenario runner, a simulation)
/// refuse a run whose cost would be absurd before it starts, and say why. Explicit methods are
/// bounded by stability: their step cannot exceed about `C / |λ|`, where `|λ|` is the spring's
/// fastest rate (``Spring/fastestRate``) and `C` the stepper's stability limit, so a stiff spring
/// makes them take many steps however loose the tolerance.
public struct WorkEstimate: Sendable, Hashable {
    /// Right-hand-side evaluations (an implicit step's linear algebra counted as evaluations).
    public var evaluations: Double
    /// Whether the stiffness of a spring, not the time advanced, sets the step: an implicit stepper
    /// or ``ExactIntegrator`` would be far cheaper.
    public var isStabilityLimited: Bool

    /// An estimate of `evaluations`.
    public init(evaluations: Double, isStabilityLimited: Bool = false) {
        self.evaluations = evaluations
        self.isStabilityLimited = isStabilityLimited
    }

    /// No work.
    public static let zero = WorkEstimate(evaluations: 0)

    /// `evaluations` steps of an explicit method whose stability interval on the negative real
    /// axis (and the imaginary axis) is about `stabilityLimit / |λ|`, each costing
    /// `evaluationsPerStep`, to advance a spring by `dt`: at least one step, and more when the
    /// spring is too stiff for one step of `dt`.
    public static func explicit(spring: Spring, over dt: Double, evaluationsPerStep: Double,
                                stabilityLimit: Double) -> WorkEstimate {
        let stableSteps = dt * spring.fastestRate / stabilityLimit
        let steps = Swift.max(1, stableSteps.isFinite ? stableSteps.rounded(.up) : .infinity)
        return WorkEstimate(evaluations: steps * evaluationsPerStep, isStabilityLimited: stableSteps > 1)
    }
}
