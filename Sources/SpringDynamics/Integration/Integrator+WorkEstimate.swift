extension Integrator {
    /// The default estimate for integrators that do not give one: one evaluation per channel per
    /// advance, never stability-limited.
    public func workEstimate(for spring: Spring, over dt: Double) -> WorkEstimate {
        WorkEstimate(evaluations: 1)
    }
}

extension ExactIntegrator {
    /// One 2 × 2 map per channel per advance, whatever the spring: the exact map is stable for
    /// every spring and step.
    public func workEstimate(for spring: Spring, over dt: Double) -> WorkEstimate {
        WorkEstimate(evaluations: 1)
    }
}

extension SemiImplicitEulerIntegrator {
    /// One evaluation per step: one step per advance, or `ceil(dt / substep)` with ``substep``.
    /// (Too stiff a spring does not cost more steps here: it diverges, and ``advance(_:by:)``
    /// throws ``IntegratorError/nonFiniteResult(channel:)``.)
    public func workEstimate(for spring: Spring, over dt: Double) -> WorkEstimate {
        guard let substep else { return WorkEstimate(evaluations: 1) }
        return WorkEstimate(evaluations: Swift.max(1, (dt / substep).rounded(.up)))
    }
}

extension RK4SubstepIntegrator {
    /// Four evaluations per grid step, `dt / substep` grid steps plus the extra step to the frame's time.
    public func workEstimate(for spring: Spring, over dt: Double) -> WorkEstimate {
        WorkEstimate(evaluations: 4 * ((dt / substep).rounded(.down) + 1))
    }
}

extension GSLIntegrator {
    /// Explicit steppers: at least one step per advance, more when the spring is stiffer than
    /// the stepper's stability interval allows (``WorkEstimate/explicit(spring:over:evaluationsPerStep:stabilityLimit:)``),
    /// each step costing ``Stepper/evaluationsPerStep`` evaluations. Implicit steppers are stable
    /// for any spring; a step costs its evaluations plus a Jacobian and a linear solve, counted as
    /// ``Stepper/evaluationsPerStep`` (which includes them), and the steps per advance are about
    /// `max(1, dt / 0.001)` (the integrator's initial step) for accuracy.
    public func workEstimate(for spring: Spring, over dt: Double) -> WorkEstimate {
        if stepper.isImplicit {
            return WorkEstimate(evaluations: Swift.max(1, (dt / initialStep).rounded(.up)) * stepper.evaluationsPerStep)
        }
        return .explicit(spring: spring, over: dt, evaluationsPerStep: stepper.evaluationsPerStep,
                         stabilityLimit: stepper.stabilityLimit)
    }
}
