// Rough costs of the steppers, for work estimates (``WorkEstimate``).

extension Stepper {
    /// The right-hand-side evaluations one step costs, roughly, with an implicit step's Jacobian
    /// and Newton iterations counted as evaluations: rk2 3, rk4 12 (error by step doubling),
    /// rkf45 6, rkck 6, rk8pd 13, rk1imp 12, rk2imp 12, rk4imp 24, bsimp 40, msadams 3, msbdf 6.
    public var evaluationsPerStep: Double {
        switch self {
        case .rk2: 3
        case .rk4: 12
        case .rkf45, .rkck: 6
        case .rk8pd: 13
        case .rk1imp, .rk2imp: 12
        case .rk4imp: 24
        case .bsimp: 40
        case .msadams: 3
        case .msbdf: 6
        }
    }

    /// For explicit steppers, about how far `h·|λ|` may go before a step of a linear decay or
    /// oscillation with rate |λ| is unstable: rk2 2, rk4 2.8, rkf45 3, rkck 3.3, rk8pd 6, and 1 for
    /// msadams (its high orders have small stability regions). Infinite for implicit steppers.
    public var stabilityLimit: Double {
        switch self {
        case .rk2: 2
        case .rk4: 2.8
        case .rkf45: 3
        case .rkck: 3.3
        case .rk8pd: 6
        case .msadams: 1
        case .rk1imp, .rk2imp, .rk4imp, .bsimp, .msbdf: .infinity
        }
    }
}
