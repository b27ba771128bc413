internal import CGSL

extension Stepper {
    /// The GSL step type for this stepper, reached through the `cgsl_step_*()` accessors of
    /// `Sources/CGSL/shim.h` (Swift 6 rejects GSL's global step-type variables).
    ///
    /// `nil` only for a broken libgsl; ``GSLDriver`` turns that into ``ODEError/gslFailure(status:operation:)``.
    var gslStepType: UnsafePointer<gsl_odeiv2_step_type>? {
        switch self {
        case .rk2: cgsl_step_rk2()
        case .rk4: cgsl_step_rk4()
        case .rkf45: cgsl_step_rkf45()
        case .rkck: cgsl_step_rkck()
        case .rk8pd: cgsl_step_rk8pd()
        case .rk1imp: cgsl_step_rk1imp()
        case .rk2imp: cgsl_step_rk2imp()
        case .rk4imp: cgsl_step_rk4imp()
        case .bsimp: cgsl_step_bsimp()
        case .msadams: cgsl_step_msadams()
        case .msbdf: cgsl_step_msbdf()
        }
    }
}

extension Stepper {
    /// How this stepper's dense output is computed (see ``ODEDenseOutput``), chosen by
    /// measurement on Lotka–Volterra (1.5, 1, 3, 1) to t = 10 at tolerance 1e-10, 100 output
    /// times, so that the interpolant errs at most a few times the final-state error:
    ///
    /// - ``ODEDenseOutput/localStep`` for `rk4`, `rkf45`, `rkck`, `rk8pd`, `rk4imp` and `bsimp`
    ///   (one-step methods of order 4 and more, whose steps are too long for a cubic: measured
    ///   with the cubic, dense/final error was 30× for `rkf45`, 280× for `rkck`, 240× for
    ///   `rk4imp`, 7e5× for `rk8pd` and 2e8× for `bsimp`);
    /// - ``ODEDenseOutput/cubicHermite`` for `rk2`, `rk1imp` and `rk2imp` (orders 1–2: the cubic
    ///   is more accurate than their steps) and for `msadams` and `msbdf` (multistep methods
    ///   cannot restart one step at their order; measured 7× and 5×, their steps being short).
    public var denseOutput: ODEDenseOutput {
        switch self {
        case .rk4, .rkf45, .rkck, .rk8pd, .rk4imp, .bsimp: .localStep
        case .rk2, .rk1imp, .rk2imp, .msadams, .msbdf: .cubicHermite
        }
    }
}
