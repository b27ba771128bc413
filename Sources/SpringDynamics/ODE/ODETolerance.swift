/// The local error tolerance of an adaptive integration: an absolute part (one value, or one
/// per component) and a relative part, given separately.
///
/// A step is accepted when, for every component `i`, its estimated local error is at most about
/// `D_i = absolute_i + relative·|y_i|`, where `absolute_i` is ``componentAbsolute``[i] when
/// that is set and ``absolute`` otherwise (GSL's `y_new` control, or its `scaled` control with
/// `scale_abs[i] = absolute_i` for a per-component tolerance: a step is rejected when the worst
/// ratio of error to `D_i` exceeds 1.1). The *achieved* global error is usually larger than
/// the tolerance; see the accuracy tests for measured factors per stepper.
///
/// Three forms, one convention everywhere (``ODESolver``, ``GSLIntegrator``, scenario files
/// `{"absolute": …, "relative": …}` and the lab):
/// - **Mixed** ``init(absolute:relative:)-(Double,_)``: the usual choice. `absolute` sets the noise floor
///   (the size below which a component is not worth resolving), `relative` the number of
///   correct digits of the larger components.
/// - **Per-component absolute** `init(absolute: [Double], relative:)`: one floor per
///   component, for systems whose components have very different scales (ROBER's `y2` is
///   about 1e-5 of the others: a common floor of 1e-8 would leave it unresolved).
/// - **Purely relative** ``relative(_:)`` (`absolute` 0): errors are bounded in proportion to
///   each component's size. **Risk near zero:** the bound `relative·|y_i|` vanishes when a
///   component is 0 or crosses 0 (an oscillation, a spring at rest), so the control asks for
///   ever smaller steps there and the call may end in ``ODEError/noProgress(time:)`` or use up
///   its steps; use it only for components that stay away from 0 (populations,
///   concentrations). A per-component absolute tolerance with some zeros makes just those
///   components purely relative.
///
/// Create values with the initialisers, which validate; ``ODESolver`` validates again because
/// the properties are mutable, and checks the length of ``componentAbsolute`` against the
/// system's dimension.
public struct ODETolerance: Sendable, Hashable {
    /// Absolute error bound per step, in the units of the state: finite and at least 0. It
    /// applies to every component unless ``componentAbsolute`` is set; then it is the largest
    /// of those values (informational only).
    public var absolute: Double
    /// Relative error bound per step (dimensionless): finite and at least 0.
    public var relative: Double
    /// One absolute error bound per component (finite, at least 0), or `nil` for the single
    /// ``absolute`` bound. Its length must equal the system's dimension.
    public var componentAbsolute: [Double]?

    /// Creates a tolerance with one absolute bound for every component.
    ///
    /// - Parameters:
    ///   - absolute: finite and at least 0; 0 makes the tolerance purely relative (see the
    ///     type's risk note).
    ///   - relative: finite and at least 0; greater than 0 when `absolute` is 0.
    /// - Throws: ``ODEError/invalidParameter(name:value:requirement:)`` naming
    ///   `tolerance.absolute` or `tolerance.relative`.
    public init(absolute: Double, relative: Double) throws(ODEError) {
        self.init(unchecked: absolute, relative: relative)
        try validate()
    }

    /// Creates a tolerance with one absolute bound per component.
    ///
    /// - Parameters:
    ///   - absolute: one bound per component, each finite and at least 0, at least one value.
    ///     A 0 makes that component purely relative (then `relative` must be greater than 0).
    ///   - relative: finite and at least 0.
    /// - Throws: ``ODEError/invalidParameter(name:value:requirement:)`` naming
    ///   `tolerance.absolute[i]` or `tolerance.relative`, or ``ODEError/invalidLength(name:expected:actual:)``
    ///   naming `tolerance.absolute` for an empty list. The solver checks the length against
    ///   the system.
    public init(absolute: [Double], relative: Double) throws(ODEError) {
        guard !absolute.isEmpty else { throw .invalidLength(name: "tolerance.absolute", expected: 1, actual: 0) }
        self.absolute = absolute.max() ?? 0
        self.relative = relative
        componentAbsolute = absolute
        try validate()
    }

    /// A purely relative tolerance (`absolute` 0): see the type's note on its risk near 0.
    ///
    /// - Throws: ``ODEError/invalidParameter(name:value:requirement:)`` naming
    ///   `tolerance.relative` unless `relative` is finite and greater than 0.
    public static func relative(_ relative: Double) throws(ODEError) -> ODETolerance {
        try ODETolerance(absolute: 0, relative: relative)
    }

    init(unchecked absolute: Double, relative: Double) {
        self.absolute = absolute
        self.relative = relative
        componentAbsolute = nil
    }

    /// 1e-9 absolute and 1e-9 relative: the default of ``ODESolver``.
    public static let standard = ODETolerance(unchecked: 1e-9, relative: 1e-9)

    /// The absolute bound of component `i`.
    public func absolute(ofComponent i: Int) -> Double {
        componentAbsolute?[i] ?? absolute
    }

    /// Throws the error the initialisers would throw for the current values (the length of
    /// ``componentAbsolute`` is checked by the solver, which knows the dimension).
    public func validate() throws(ODEError) {
        guard relative.isFinite, relative >= 0 else {
            throw .invalidParameter(name: "tolerance.relative", value: relative, requirement: "a finite number at least 0")
        }
        if let componentAbsolute {
            guard !componentAbsolute.isEmpty else { throw .invalidLength(name: "tolerance.absolute", expected: 1, actual: 0) }
            for (i, value) in componentAbsolute.enumerated() {
                guard value.isFinite, value >= 0 else {
                    throw .invalidParameter(name: "tolerance.absolute[\(i)]", value: value, requirement: "a finite number at least 0")
                }
                if value == 0, relative == 0 {
                    throw .invalidParameter(name: "tolerance.relative", value: relative,
                                            requirement: "greater than 0 when tolerance.absolute[\(i)] is 0 (no error would ever be accepted)")
                }
            }
        } else {
            guard absolute.isFinite, absolute >= 0 else {
                throw .invalidParameter(name: "tolerance.absolute", value: absolute, requirement: "a finite number at least 0")
            }
            if absolute == 0, relative == 0 {
                throw .invalidParameter(name: "tolerance.relative", value: relative,
                                        requirement: "greater than 0 when tolerance.absolute is 0 (no error would ever be accepted)")
            }
        }
    }

    /// Validates the values and the length of ``componentAbsolute`` against `dimension`.
    func validate(dimension: Int) throws(ODEError) {
        try validate()
        if let componentAbsolute, componentAbsolute.count != dimension {
            throw .invalidLength(name: "tolerance.absolute", expected: dimension, actual: componentAbsolute.count)
        }
    }
}

extension ODETolerance: CustomStringConvertible {
    /// `"absolute 1e-09, relative 1e-09"`, or with the list of per-component values.
    public var description: String {
        if let componentAbsolute {
            "absolute \(componentAbsolute), relative \(relative)"
        } else {
            "absolute \(absolute), relative \(relative)"
        }
    }

    /// Every bound multiplied by `factor` (positive).
    func scaled(by factor: Double) -> ODETolerance {
        var result = self
        result.absolute *= factor
        result.relative *= factor
        result.componentAbsolute = componentAbsolute?.map { $0 * factor }
        return result
    }
}
