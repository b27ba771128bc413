internal import CGSL

extension Stepper {
    /// Whether the stepper keeps nothing from one step to the next but what GSL's evolve object
    /// holds (the step size, the derivative at the end of the last step and three counters): the
    /// explicit one-step methods `rk2`, `rk4`, `rkf45`, `rkck` and `rk8pd`, whose work arrays are
    /// written before they are read in every step (GSL 2.7 sources). ``GSLIntegrator`` steps
    /// their blocks on one set of ``GSLWorkArrays`` per thread. The implicit steppers (Newton
    /// iteration state, error levels, `bsimp`'s next step) and the multistep ones (`msadams`,
    /// `msbdf`: their history) keep GSL objects per block.
    var keepsNoStateBetweenSteps: Bool {
        switch self {
        case .rk2, .rk4, .rkf45, .rkck, .rk8pd: true
        case .rk1imp, .rk2imp, .rk4imp, .bsimp, .msadams, .msbdf: false
        }
    }
}

/// One set of GSL objects for one system dimension — a step object, a standard error control
/// and an evolve object, with the arrays they own — shared by every block of that dimension
/// that one thread steps, one block after the other (see ``GSLIntegratorBlock``).
///
/// What must persist per block between frames is small: the state `y`, the derivative at the
/// end of the last step (which `gsl_odeiv2_evolve_apply` reuses as the first stage of the next
/// step), the step size and the evolve object's counters. The block keeps those; before its
/// frame the evolve object's `dydt_out` is pointed at the block's derivative and its counters
/// are set to the block's, so GSL computes exactly what a per-block evolve object would, and
/// the rest — the stepper's stages, the evolve object's saved state, error and input
/// derivative — is scratch that stays in the thread's cache (for rkf45 at 1,024 channels, 12
/// arrays of 16 KB) instead of 260 bytes per channel spread over memory.
///
/// The objects are those `gsl_odeiv2_driver_alloc_y_new` creates (no driver is needed: the
/// explicit steppers never look for one). Not thread-safe: one set per thread.
final class GSLWorkArrays {
    /// The number of equations (twice the channels of the blocks it steps).
    let dimension: Int
    /// The system handed to GSL: the spring right-hand side; `params` points at the block being stepped.
    let system: UnsafeMutablePointer<gsl_odeiv2_system>
    let step: UnsafeMutablePointer<gsl_odeiv2_step>
    let control: UnsafeMutablePointer<gsl_odeiv2_control>
    let evolve: UnsafeMutablePointer<gsl_odeiv2_evolve>
    /// The evolve object's own `dydt_out` array, put back after every block (GSL frees it).
    let ownDerivative: UnsafeMutablePointer<Double>?

    /// Allocates the GSL objects for `dimension` equations.
    ///
    /// - Throws: ``ODEError/gslFailure(status:operation:)`` when GSL cannot allocate.
    /// - Precondition: `stepper.keepsNoStateBetweenSteps`, a scalar `tolerance`.
    init(dimension: Int, stepper: Stepper, tolerance: ODETolerance) throws(ODEError) {
        precondition(stepper.keepsNoStateBetweenSteps && tolerance.componentAbsolute == nil && dimension >= 1,
                     "GSLWorkArrays: explicit one-step steppers with a scalar tolerance only")
        ensureGSLErrorHandlerOff()
        guard let type = stepper.gslStepType else {
            throw .gslFailure(status: GSLStatus.fault, operation: "cgsl_step_\(stepper.rawValue)")
        }
        guard let step = gsl_odeiv2_step_alloc(type, dimension) else {
            throw .gslFailure(status: GSLStatus.noMemory, operation: "gsl_odeiv2_step_alloc")
        }
        guard let control = gsl_odeiv2_control_y_new(tolerance.absolute, tolerance.relative) else {
            gsl_odeiv2_step_free(step)
            throw .gslFailure(status: GSLStatus.noMemory, operation: "gsl_odeiv2_control_y_new")
        }
        guard let evolve = gsl_odeiv2_evolve_alloc(dimension) else {
            gsl_odeiv2_control_free(control)
            gsl_odeiv2_step_free(step)
            throw .gslFailure(status: GSLStatus.noMemory, operation: "gsl_odeiv2_evolve_alloc")
        }
        system = .allocate(capacity: 1)
        system.initialize(to: gsl_odeiv2_system(function: springBlockFunction, jacobian: nil, dimension: dimension, params: nil))
        self.dimension = dimension
        self.step = step
        self.control = control
        self.evolve = evolve
        ownDerivative = evolve.pointee.dydt_out
    }

    deinit {
        evolve.pointee.dydt_out = ownDerivative
        gsl_odeiv2_evolve_free(evolve)
        gsl_odeiv2_control_free(control)
        gsl_odeiv2_step_free(step)
        system.deallocate()
    }
}

/// The ``GSLWorkArrays`` of one thread: one set per block dimension in use (all blocks but the
/// last have ``GSLIntegrator/blockSize`` channels, so at most two).
final class GSLThreadWorkArrays {
    private var first: GSLWorkArrays?
    private var second: GSLWorkArrays?

    init() {}

    /// Makes sure there is a set for each of `dimensions` (and drops any other); allocates
    /// only when a dimension is new.
    func prepare(dimensions: (Int, Int), stepper: Stepper, tolerance: ODETolerance) throws(ODEError) {
        let (a, b) = dimensions
        if let set = first, set.dimension != a && set.dimension != b { first = nil }
        if let set = second, set.dimension != a && set.dimension != b { second = nil }
        try add(a, stepper: stepper, tolerance: tolerance)
        try add(b, stepper: stepper, tolerance: tolerance)
    }

    /// Creates the set for `dimension` unless there is one.
    private func add(_ dimension: Int, stepper: Stepper, tolerance: ODETolerance) throws(ODEError) {
        guard arrays(dimension: dimension) == nil else { return }
        let created = try GSLWorkArrays(dimension: dimension, stepper: stepper, tolerance: tolerance)
        if first == nil { first = created } else { second = created }
    }

    /// The set for `dimension`, if prepared.
    @inline(__always)
    func arrays(dimension: Int) -> GSLWorkArrays? {
        if let first, first.dimension == dimension { return first }
        if let second, second.dimension == dimension { return second }
        return nil
    }
}
