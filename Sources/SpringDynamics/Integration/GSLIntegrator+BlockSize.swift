extension GSLIntegrator {
    /// The block size ``init(stepper:tolerance:blockSize:maximumStepsPerFrame:)`` uses when
    /// given `nil`: the fastest measured for `stepper` (see the table on ``GSLIntegrator``).
    public static func defaultBlockSize(for stepper: Stepper) -> Int {
        switch stepper {
        case .rk2, .rk4, .rkf45, .rkck, .rk8pd, .msadams: 64
        case .rk1imp, .rk2imp, .rk4imp, .bsimp, .msbdf: 4
        }
    }
}
