import SpringDynamics
import IntegratorLab

/// Calls the compiled ROBER right-hand side and Jacobian `n` times (for valgrind's allocation count).
func allocationProbe(_ n: Int) throws {
    let system = try ExpressionSystem(parameters: [("k1", 0.04), ("k2", 3e7), ("k3", 1e4)], variables: ["y1", "y2", "y3"],
                                      equations: ["-k1*y1 + k3*y2*y3", "k1*y1 - k3*y2*y3 - k2*y2^2", "k2*y2^2"])
    let ode = try system.makeODESystem()
    let y = UnsafeMutableBufferPointer<Double>.allocate(capacity: 3)
    let f = UnsafeMutableBufferPointer<Double>.allocate(capacity: 3)
    let j = UnsafeMutableBufferPointer<Double>.allocate(capacity: 9)
    let dt = UnsafeMutableBufferPointer<Double>.allocate(capacity: 3)
    y[0] = 1; y[1] = 1e-5; y[2] = 0
    var sink = 0.0
    for _ in 0..<n {
        try ode.function(0, UnsafeBufferPointer(y), f)
        try ode.jacobian!(0, UnsafeBufferPointer(y), j, dt)
        sink += f[0] + j[4]
    }
    print("probe \(n): \(sink)")
}
