import SpringDynamics

/// The stiff problems of the IVP test set (Mazzia and Magherini, University of Bari), with
/// their analytic Jacobians and reference end states (/work/shared/reference/test-problems.md;
/// RADAU5 at tolerances near 1e-18).
enum StiffTestProblem: CaseIterable, CustomStringConvertible {
    case rober, hires, vdpol

    var description: String {
        switch self {
        case .rober: "ROBER"
        case .hires: "HIRES"
        case .vdpol: "VDPOL"
        }
    }

    var start: [Double] {
        switch self {
        case .rober: [1, 0, 0]
        case .hires: [1, 0, 0, 0, 0, 0, 0, 0.0057]
        case .vdpol: [2, 0]
        }
    }

    var end: Double {
        switch self {
        case .rober: 1e11
        case .hires: 321.8122
        case .vdpol: 2
        }
    }

    var reference: [Double] {
        switch self {
        case .rober: [0.2083340149701255e-7, 0.8333360770334713e-13, 0.9999999791665050]
        case .hires: [0.7371312573325668e-3, 0.1442485726316185e-3, 0.5888729740967575e-4, 0.1175651343283149e-2,
                      0.2386356198831331e-2, 0.6238968252742796e-2, 0.2849998395185769e-2, 0.2850001604814231e-2]
        case .vdpol: [0.1706167732170483e1, -0.8928097010247975e0]
        }
    }

    /// The system, with its analytic Jacobian or without one.
    func system(withJacobian: Bool) throws -> ODESystem {
        let n = start.count
        let f = function
        let jacobian = self.jacobian
        return try ODESystem(dimension: n, function: { t, y, dydt in f(y, dydt) },
                             jacobian: withJacobian ? { _, y, dfdy, dfdt in
                                 for i in 0..<(n * n) { dfdy[i] = 0 }
                                 for i in 0..<n { dfdt[i] = 0 }
                                 jacobian(y, dfdy)
                             } : nil)
    }

    private var function: (UnsafeBufferPointer<Double>, UnsafeMutableBufferPointer<Double>) -> Void {
        switch self {
        case .rober:
            return { y, f in
                f[0] = -0.04 * y[0] + 1e4 * y[1] * y[2]
                f[1] = 0.04 * y[0] - 1e4 * y[1] * y[2] - 3e7 * y[1] * y[1]
                f[2] = 3e7 * y[1] * y[1]
            }
        case .hires:
            return { y, f in
                f[0] = -1.71 * y[0] + 0.43 * y[1] + 8.32 * y[2] + 0.0007
                f[1] = 1.71 * y[0] - 8.75 * y[1]
                f[2] = -10.03 * y[2] + 0.43 * y[3] + 0.035 * y[4]
                f[3] = 8.32 * y[1] + 1.71 * y[2] - 1.12 * y[3]
                f[4] = -1.745 * y[4] + 0.43 * y[5] + 0.43 * y[6]
                f[5] = -280 * y[5] * y[7] + 0.69 * y[3] + 1.71 * y[4] - 0.43 * y[5] + 0.69 * y[6]
                f[6] = 280 * y[5] * y[7] - 1.81 * y[6]
                f[7] = -f[6]
            }
        case .vdpol:
            return { y, f in
                f[0] = y[1]
                f[1] = ((1 - y[0] * y[0]) * y[1] - y[0]) / 1e-6
            }
        }
    }

    /// Writes the non-zero entries of the row-major Jacobian (the rest is zeroed by the caller).
    private var jacobian: (UnsafeBufferPointer<Double>, UnsafeMutableBufferPointer<Double>) -> Void {
        switch self {
        case .rober:
            return { y, J in
                J[0] = -0.04; J[1] = 1e4 * y[2]; J[2] = 1e4 * y[1]
                J[3] = 0.04; J[4] = -1e4 * y[2] - 6e7 * y[1]; J[5] = -1e4 * y[1]
                J[7] = 6e7 * y[1]
            }
        case .hires:
            return { y, J in
                func set(_ i: Int, _ j: Int, _ v: Double) { J[i * 8 + j] = v }
                set(0, 0, -1.71); set(0, 1, 0.43); set(0, 2, 8.32)
                set(1, 0, 1.71); set(1, 1, -8.75)
                set(2, 2, -10.03); set(2, 3, 0.43); set(2, 4, 0.035)
                set(3, 1, 8.32); set(3, 2, 1.71); set(3, 3, -1.12)
                set(4, 4, -1.745); set(4, 5, 0.43); set(4, 6, 0.43)
                set(5, 3, 0.69); set(5, 4, 1.71); set(5, 5, -280 * y[7] - 0.43); set(5, 6, 0.69); set(5, 7, -280 * y[5])
                set(6, 5, 280 * y[7]); set(6, 6, -1.81); set(6, 7, 280 * y[5])
                set(7, 5, -280 * y[7]); set(7, 6, 1.81); set(7, 7, -280 * y[5])
            }
        case .vdpol:
            return { y, J in
                J[1] = 1
                J[2] = (-2 * y[0] * y[1] - 1) / 1e-6
                J[3] = (1 - y[0] * y[0]) / 1e-6
            }
        }
    }
}
