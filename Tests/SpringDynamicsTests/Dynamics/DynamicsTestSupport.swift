import Foundation
import SpringDynamics

/// Dense matrices and the matrix exponential, written here so that the dynamics tests check the
/// library against a solution it did not compute.
enum DenseMatrix {
    /// Row-major product of two n×n matrices.
    static func multiply(_ a: [Double], _ b: [Double], _ n: Int) -> [Double] {
        var c = [Double](repeating: 0, count: n * n)
        for i in 0..<n {
            for k in 0..<n where a[i * n + k] != 0 {
                let aik = a[i * n + k]
                for j in 0..<n { c[i * n + j] += aik * b[k * n + j] }
            }
        }
        return c
    }

    /// e^A by scaling and squaring: A/2^s has 1-norm at most 1/8, its exponential is the
    /// Taylor series to degree 24 (truncation below 1e-40), then squared s times.
    static func exponential(_ a: [Double], _ n: Int) -> [Double] {
        var norm = 0.0
        for j in 0..<n {
            var column = 0.0
            for i in 0..<n { column += abs(a[i * n + j]) }
            norm = max(norm, column)
        }
        let s = max(0, Int(ceil(log2(norm * 8))))
        let scale = pow(2.0, -Double(s))
        let x = a.map { $0 * scale }
        var result = [Double](repeating: 0, count: n * n)
        var term = [Double](repeating: 0, count: n * n)
        for i in 0..<n { result[i * n + i] = 1; term[i * n + i] = 1 }
        for k in 1...24 {
            term = multiply(term, x, n).map { $0 / Double(k) }
            for i in 0..<(n * n) { result[i] += term[i] }
        }
        for _ in 0..<s { result = multiply(result, result, n) }
        return result
    }

    /// `m · v` for an n×n matrix.
    static func apply(_ m: [Double], _ v: [Double], _ n: Int) -> [Double] {
        (0..<n).map { i in (0..<n).reduce(0.0) { $0 + m[i * n + $1] * v[$1] } }
    }
}

/// The issue's `chain`: 8 unit masses, a spring k and a dashpot c from mass 1 to a wall and
/// between neighbours; u8(0) = 1, all else 0.
enum ChainProblem {
    static let count = 8
    static let stiffness = 200.0
    static let damping = 2.0

    /// The exact state (u1…u8, v1…v8) at `t`: e^{At}·y0 with A = [[0, I], [−kT, −cT]].
    static func exact(at t: Double, stiffness k: Double = stiffness, damping c: Double = damping) -> [Double] {
        let n = count, dim = 2 * n
        var a = [Double](repeating: 0, count: dim * dim)
        for i in 0..<n {
            a[i * dim + n + i] = 1
            let diagonal = i == n - 1 ? 1.0 : 2.0
            a[(n + i) * dim + i] = -k * diagonal
            a[(n + i) * dim + n + i] = -c * diagonal
            if i > 0 { a[(n + i) * dim + i - 1] = k; a[(n + i) * dim + n + i - 1] = c }
            if i < n - 1 { a[(n + i) * dim + i + 1] = k; a[(n + i) * dim + n + i + 1] = c }
        }
        var y0 = [Double](repeating: 0, count: dim)
        y0[n - 1] = 1
        return DenseMatrix.apply(DenseMatrix.exponential(a.map { $0 * t }, dim), y0, dim)
    }

    /// The end state at t = 5 computed with mpmath's 40-digit `expm` (an independent check of
    /// ``exact(at:stiffness:damping:)`` itself).
    static let mpmathAt5: [Double] = [
        0.019864298446525944, 0.040673122418982785, 0.0642418659914319, 0.0926040214613279,
        0.12594409953271546, 0.16085638320470855, 0.1906673015174801, 0.20797865827804854,
        0.1234276722899327, 0.20000807619276434, 0.19580429635162003, 0.10015604837226844,
        -0.0694613397274955, -0.2707999660649585, -0.44883159416224244, -0.5529014179138572,
    ]

    /// The chain as a one-axis ``BodySystem`` (body i is mass i+1).
    static func system(stiffness k: Double = stiffness, damping c: Double = damping) throws -> BodySystem {
        let system = try BodySystem(axes: 1, capacity: count)
        for i in 0..<count { try system.addBody(mass: 1, position: BodyVector(x: i == count - 1 ? 1 : 0)) }
        let spring = try BodySpring(stiffness: k, damping: c)
        try system.addSpring(spring, from: 0, to: .anchor(.zero))
        for i in 1..<count { try system.addSpring(spring, from: i, to: .body(i - 1)) }
        return system
    }

    /// Positions then velocities of the system's bodies.
    static func state(of system: BodySystem) -> [Double] {
        (0..<count).map { system.position(of: $0).x } + (0..<count).map { system.velocity(of: $0).x }
    }
}
