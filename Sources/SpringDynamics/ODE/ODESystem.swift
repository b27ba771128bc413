/// A system of first-order ordinary differential equations `dy/dt = f(t, y)`, optionally with its
/// Jacobian, written as Swift closures.
///
/// The closures receive buffers that are only valid during the call; do not keep them.
/// They may throw: ``ODESolver`` stops the integration, leaves the caller's state untouched and
/// rethrows the very same error.
///
/// ```swift
/// // x'' + x = 0 as y = (x, v)
/// let oscillator = try ODESystem(dimension: 2) { t, y, dydt in
///     dydt[0] = y[1]
///     dydt[1] = -y[0]
/// } jacobian: { t, y, dfdy, dfdt in
///     dfdy[0] = 0; dfdy[1] = 1     // row 0: ∂f0/∂y0, ∂f0/∂y1
///     dfdy[2] = -1; dfdy[3] = 0    // row 1: ∂f1/∂y0, ∂f1/∂y1
///     dfdt[0] = 0; dfdt[1] = 0
/// }
/// ```
public struct ODESystem {
    /// The right-hand side: write `f(t, y)` into `dydt` (both have ``dimension`` elements).
    /// Every element of `dydt` must be written.
    public typealias Function = (_ t: Double, _ y: UnsafeBufferPointer<Double>, _ dydt: UnsafeMutableBufferPointer<Double>) throws -> Void

    /// The Jacobian: write `∂f_i/∂y_j` into `dfdy[i * dimension + j]` (row-major,
    /// `dimension²` elements) and `∂f_i/∂t` into `dfdt[i]` (``dimension`` elements).
    /// Every element must be written; the buffers are not cleared between calls.
    public typealias Jacobian = (_ t: Double, _ y: UnsafeBufferPointer<Double>, _ dfdy: UnsafeMutableBufferPointer<Double>, _ dfdt: UnsafeMutableBufferPointer<Double>) throws -> Void

    /// The number of equations (components of the state), at least 1.
    public let dimension: Int
    /// The right-hand side `f(t, y)`.
    public let function: Function
    /// The Jacobian of `f`, if supplied. Required by the implicit steppers
    /// (``Stepper/requiresJacobian``).
    public let jacobian: Jacobian?

    /// Whether a Jacobian was supplied.
    public var hasJacobian: Bool { jacobian != nil }

    /// Creates a system.
    ///
    /// - Parameters:
    ///   - dimension: the number of equations, at least 1.
    ///   - function: the right-hand side; see ``Function``.
    ///   - jacobian: the Jacobian, row-major; see ``Jacobian``. Needed by `rk1imp`, `rk2imp`,
    ///     `rk4imp`, `bsimp` and `msbdf`.
    /// - Throws: ``ODEError/invalidDimension(_:)`` when `dimension < 1`.
    public init(dimension: Int, function: @escaping Function, jacobian: Jacobian? = nil) throws(ODEError) {
        guard dimension >= 1 else { throw .invalidDimension(dimension) }
        self.dimension = dimension
        self.function = function
        self.jacobian = jacobian
    }
}
