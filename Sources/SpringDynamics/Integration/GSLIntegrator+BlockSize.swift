extension GSLIntegrator {
    /// The block size ``init(stepper:tolerance:blockSize:maximumStepsPerFrame:)`` uses when
    /// given `nil`: the fastest measured for `stepper` (see the table on ``GSLIntegrator``):
    /// 16 channels for rk2, 64 for rk4, 1024 for rkf45, rkck, rk8pd and msadams, 2 for every
    /// implicit stepper.
    public static func defaultBlockSize(for stepper: Stepper) -> Int {
        switch stepper {
        case .rk2: 16
        case .rk4: 64
        case .rkf45, .rkck, .rk8pd, .msadams: 1024
        case .rk1imp, .rk2imp, .rk4imp, .bsimp, .msbdf: 2
        }
    }
}
