/// How a ``BodySimulation`` integrates its ``BodySystem``.
public enum BodyIntegrationMethod: Hashable, Sendable {
    /// Adaptive GSL integration with error control, through ``ODESolver``: any stepper (the
    /// implicit ones use the system's analytic Jacobian). `maximumStep` is GSL's `hmax`.
    case adaptive(Stepper, tolerance: ODETolerance = .standard, maximumStep: Double? = nil)
    /// A GSL stepper at a fixed step: each advance by `dt` takes `⌈dt/step⌉` equal steps of at
    /// most `step` (so frames of any length land exactly).
    case fixedStep(Stepper, step: Double)
    /// Semi-implicit (symplectic) Euler, `v += a·h; q += v·h`, at most `step` per substep, in
    /// `⌈dt/step⌉` equal substeps. Cheap, first order, energy-stable for undamped springs when
    /// `ω·h < 2`.
    case semiImplicitEuler(step: Double)

    /// Throws ``DynamicsError/invalidParameter(name:value:requirement:)`` naming `step`,
    /// `tolerance.absolute`, `tolerance.relative` or `maximumStep` for an invalid setting.
    func validate() throws(DynamicsError) {
        switch self {
        case .adaptive(_, let tolerance, let maximumStep):
            do { try tolerance.validate() } catch {
                if case .invalidParameter(let name, let value, let requirement) = error {
                    throw .invalidParameter(name: name, value: value, requirement: requirement)
                }
            }
            if let maximumStep, !maximumStep.isFinite || maximumStep <= 0 {
                throw .invalidParameter(name: "maximumStep", value: maximumStep, requirement: "a finite number greater than 0")
            }
        case .fixedStep(_, let step), .semiImplicitEuler(let step):
            guard step.isFinite, step > 0 else { throw .invalidParameter(name: "step", value: step, requirement: "a finite number greater than 0") }
        }
    }
}
