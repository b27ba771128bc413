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
