// ExpressionSpeed: the compiled right-hand side and Jacobian of problem-file expressions
// (IntegratorLab's ExpressionSystem) against the same systems written in Swift: ns per call
// (median of 5 batches of 5 million calls after one warm-up batch) and ms per GSL solve (median
// of 5 after a warm-up). `ExpressionSpeed alloc N` makes N calls of each for valgrind: the
// allocation count must not depend on N.
import SpringDynamics
import IntegratorLab
import Foundation
#if canImport(Glibc)
import Glibc
#endif

func now() -> Double { var ts = timespec(); clock_gettime(CLOCK_MONOTONIC, &ts); return Double(ts.tv_sec) + 1e-9 * Double(ts.tv_nsec) }

/// ns per call of system.function, median of 5 batches.
func perCall(_ system: ODESystem, _ y0: [Double], calls: Int) throws -> Double {
    var y = y0, out = [Double](repeating: 0, count: y0.count)
    var times: [Double] = []
    var sink = 0.0
    for _ in 0..<6 {
        let start = now()
        try y.withUnsafeMutableBufferPointer { yb in
            try out.withUnsafeMutableBufferPointer { ob in
                for k in 0..<calls {
                    yb[0] += 1e-300 * Double(k & 1)
                    try system.function(0, UnsafeBufferPointer(yb), ob)
                    sink += ob[0]
                }
            }
        }
        times.append((now() - start) / Double(calls) * 1e9)
    }
    if sink == 42 { print(sink) }
    times.removeFirst()
    return times.sorted()[2]
}

func jacobianPerCall(_ system: ODESystem, _ y0: [Double], calls: Int) throws -> Double {
    let n = y0.count
    var dfdy = [Double](repeating: 0, count: n * n), dfdt = [Double](repeating: 0, count: n)
    var times: [Double] = []
    var sink = 0.0
    for _ in 0..<6 {
        let start = now()
        try y0.withUnsafeBufferPointer { yb in
            try dfdy.withUnsafeMutableBufferPointer { jb in
                try dfdt.withUnsafeMutableBufferPointer { tb in
                    for _ in 0..<calls { try system.jacobian!(0, yb, jb, tb); sink += jb[1] }
                }
            }
        }
        times.append((now() - start) / Double(calls) * 1e9)
    }
    if sink == 42 { print(sink) }
    times.removeFirst()
    return times.sorted()[2]
}

func solve(_ system: ODESystem, _ y0: [Double], _ end: Double, _ stepper: Stepper, _ tol: ODETolerance) throws -> (Double, [Double]) {
    var times: [Double] = []
    var last: [Double] = []
    for _ in 0..<6 {
        let start = now()
        let solver = try ODESolver(system: system, stepper: stepper, tolerance: tol, initialStep: 1e-6, maximumSteps: 10_000_000)
        var y = y0, t = 0.0
        try solver.advance(&y, time: &t, to: end)
        times.append((now() - start) * 1e3)
        last = y
    }
    times.removeFirst()
    return (times.sorted()[2], last)
}

// ROBER
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "alloc" { try allocationProbe(Int(CommandLine.arguments[2])!); exit(0) }
// The catalogue's ROBER: the Swift closures IntegratorLab studies.
let roberSwift = try IntegratorProblem.rober().makeSystem()
let roberExpr = try ExpressionSystem(parameters: [("k1", 0.04), ("k2", 3e7), ("k3", 1e4)], variables: ["y1", "y2", "y3"],
                                     equations: ["-k1*y1 + k3*y2*y3", "k1*y1 - k3*y2*y3 - k2*y2^2", "k2*y2^2"])
let roberCompiled = try roberExpr.makeODESystem()

let mu = 0.012277471, mu1 = 1 - mu
let arenSwift = try ODESystem(dimension: 4, function: { _, y, f in
    let a = y[0] + mu, b = y[0] - mu1, y2 = y[1] * y[1]
    let r1 = (a * a + y2).squareRoot(), r2 = (b * b + y2).squareRoot()
    let d1 = r1 * r1 * r1, d2 = r2 * r2 * r2
    f[0] = y[2]; f[1] = y[3]
    f[2] = y[0] + 2 * y[3] - mu1 * a / d1 - mu * b / d2
    f[3] = y[1] - 2 * y[2] - mu1 * y[1] / d1 - mu * y[1] / d2
})
let arenExpr = try ExpressionSystem(parameters: [("mu", mu), ("mu1", mu1)], variables: ["y1", "y2", "v1", "v2"], equations: [
    "v1", "v2",
    "y1 + 2*v2 - mu1*(y1 + mu)/((y1 + mu)^2 + y2^2)^1.5 - mu*(y1 - mu1)/((y1 - mu1)^2 + y2^2)^1.5",
    "y2 - 2*v1 - mu1*y2/((y1 + mu)^2 + y2^2)^1.5 - mu*y2/((y1 - mu1)^2 + y2^2)^1.5"])
let arenCompiled = try arenExpr.makeODESystem()

print("program sizes: rober f \(roberExpr.functionProgram.instructions.count) instructions, J \(roberExpr.jacobianProgram.instructions.count); arenstorf f \(arenExpr.functionProgram.instructions.count), J \(arenExpr.jacobianProgram.instructions.count)")
let calls = 5_000_000
let rs = try perCall(roberSwift, [0.9, 1e-5, 0.1], calls: calls), rc = try perCall(roberCompiled, [0.9, 1e-5, 0.1], calls: calls)
print(String(format: "rober f:      Swift %.1f ns/call, compiled %.1f ns/call, ratio %.2f", rs, rc, rc / rs))
let rjs = try jacobianPerCall(roberSwift, [0.9, 1e-5, 0.1], calls: calls), rjc = try jacobianPerCall(roberCompiled, [0.9, 1e-5, 0.1], calls: calls)
print(String(format: "rober J:      Swift %.1f ns/call, compiled %.1f ns/call, ratio %.2f", rjs, rjc, rjc / rjs))
let y0 = [0.994, 0, 0, -2.00158510637908252240537862224]
let as_ = try perCall(arenSwift, y0, calls: calls), ac = try perCall(arenCompiled, y0, calls: calls)
print(String(format: "arenstorf f:  Swift %.1f ns/call, compiled %.1f ns/call, ratio %.2f", as_, ac, ac / as_))
let tol = try ODETolerance(absolute: 1e-14, relative: 1e-10)
let (s1, e1) = try solve(roberSwift, [1, 0, 0], 1e11, .msbdf, try ODETolerance(absolute: 1e-20, relative: 1e-10))
let (s2, e2) = try solve(roberCompiled, [1, 0, 0], 1e11, .msbdf, try ODETolerance(absolute: 1e-20, relative: 1e-10))
print(String(format: "rober msbdf solve to 1e11: Swift %.2f ms, compiled %.2f ms, ratio %.2f; end states equal: \(e1 == e2)", s1, s2, s2 / s1))
let (s3, e3) = try solve(arenSwift, y0, 17.0652165601579625588917206249, .rk8pd, tol)
let (s4, e4) = try solve(arenCompiled, y0, 17.0652165601579625588917206249, .rk8pd, tol)
print(String(format: "arenstorf rk8pd solve: Swift %.2f ms, compiled %.2f ms, ratio %.2f; max end difference %.1e", s3, s4, s4 / s3, zip(e3, e4).map { abs($0 - $1) }.max()!))
