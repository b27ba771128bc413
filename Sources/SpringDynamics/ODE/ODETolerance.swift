/// The local error tolerance of an adaptive integration.
///
/// A step is accepted when, for every component `i`, its estimated local error is at most about
/// `absolute + relative·|y_i|` (GSL's `y_new` control: a step is rejected when the worst ratio
/// of error to that bound exceeds 1.1). The *achieved* global error is usually larger than the
/// tolerance; see the accuracy tests for measured factors per stepper.
///
/// `absolute` must be positive: a purely relative bound is zero whenever a component is exactly
/// zero (a spring at rest), and GSL then rejects every step. Create values with
/// ``init(absolute:relative:)``, which validates; ``ODESolver`` validates again because the
/// properties are mutable.
public struct ODETolerance: Sendable, Hashable {
    /// Absolute error bound per step, in the units of the state. Finite and greater than 0.
    public var absolute: Double
    /// Relative error bound per step (dimensionless). Finite and at least 0.
    public var relative: Double

    /// Creates a tolerance.
    ///
    /// - Throws: ``ODEError/invalidParameter(name:value:requirement:)`` naming
    ///   `tolerance.absolute` unless `absolute` is finite and greater than 0, or
    ///   `tolerance.relative` unless `relative` is finite and at least 0.
    public init(absolute: Double, relative: Double) throws(ODEError) {
        self.init(unchecked: absolute, relative: relative)
        try validate()
    }

    init(unchecked absolute: Double, relative: Double) {
        self.absolute = absolute
        self.relative = relative
    }

    /// 1e-9 absolute and 1e-9 relative: the default of ``ODESolver``.
    public static let standard = ODETolerance(unchecked: 1e-9, relative: 1e-9)

    /// Throws the error ``init(absolute:relative:)`` would throw for the current values.
    public func validate() throws(ODEError) {
        guard absolute.isFinite, absolute > 0 else {
            throw .invalidParameter(name: "tolerance.absolute", value: absolute, requirement: "a finite number greater than 0")
        }
        guard relative.isFinite, relative >= 0 else {
            throw .invalidParameter(name: "tolerance.relative", value: relative, requirement: "a finite number at least 0")
        }
    }
}
