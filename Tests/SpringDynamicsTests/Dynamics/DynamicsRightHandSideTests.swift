import SpringDynamics
import Testing

@Suite("Dynamics: right-hand side of linear springs against hand-summed forces")
struct DynamicsRightHandSideTests {
    /// `dydt` of `system` at its current state.
    static func derivative(_ system: BodySystem) throws -> [Double] {
        let ode = try system.odeSystem()
        let y = system.withState { Array($0) }
        var out = [Double](repeating: .nan, count: ode.dimension)
        try y.withUnsafeBufferPointer { yb in try out.withUnsafeMutableBufferPointer { try ode.function(0, yb, $0) } }
        return out
    }

    /// Masses, positions and velocities per axis, written out by hand.
    struct Body { var m: Double; var q: [Double]; var v: [Double] }

    @Test("anchors and pairs, through a swap-remove and an anchor move", arguments: [1, 2])
    func linearSprings(_ axes: Int) throws {
        let bodies = [
            Body(m: 2, q: [0.5, -1], v: [0.25, 2]),
            Body(m: 0.5, q: [-1.5, 3], v: [-1, 0.5]),
            Body(m: 4, q: [2, 0.25], v: [0, -3]),
        ]
        let system = try BodySystem(axes: axes, capacity: 3)
        for b in bodies {
            try system.addBody(mass: b.m, position: BodyVector(x: b.q[0], y: axes == 2 ? b.q[1] : 0),
                               velocity: BodyVector(x: b.v[0], y: axes == 2 ? b.v[1] : 0))
        }
        // k, c per spring; anchor springs pull towards their anchor.
        let s01 = try system.addSpring(BodySpring(stiffness: 10, damping: 1), from: 0, to: .body(1))
        try system.addSpring(BodySpring(stiffness: 3, damping: 0.5), from: 2, to: .anchor(BodyVector(x: 1, y: 2)))
        try system.addSpring(BodySpring(stiffness: 6, damping: 0.25), from: 1, to: .body(2))
        let anchor0 = try system.addSpring(BodySpring(stiffness: 8, damping: 2), from: 0, to: .anchor(BodyVector(x: -2, y: 0.5)))

        func expected(pairs: [(Int, Int, Double, Double)], anchors: [(Int, [Double], Double, Double)]) -> [Double] {
            let n = 3 * axes
            var out = [Double](repeating: 0, count: 2 * n)
            for (i, b) in bodies.enumerated() {
                for a in 0..<axes { out[i * axes + a] = b.v[a] }
            }
            for (i, j, k, c) in pairs {
                for a in 0..<axes {
                    let f = -k * (bodies[i].q[a] - bodies[j].q[a]) - c * (bodies[i].v[a] - bodies[j].v[a])
                    out[n + i * axes + a] += f / bodies[i].m
                    out[n + j * axes + a] -= f / bodies[j].m
                }
            }
            for (i, p, k, c) in anchors {
                for a in 0..<axes {
                    out[n + i * axes + a] += (-k * (bodies[i].q[a] - p[a]) - c * bodies[i].v[a]) / bodies[i].m
                }
            }
            return out
        }
        func check(_ e: [Double]) throws {
            let got = try Self.derivative(system)
            for (g, x) in zip(got, e) { #expect(abs(g - x) <= 1e-12 * max(1, abs(x)), "\(got) vs \(e)") }
        }
        try check(expected(pairs: [(0, 1, 10, 1), (1, 2, 6, 0.25)], anchors: [(2, [1, 2], 3, 0.5), (0, [-2, 0.5], 8, 2)]))
        try system.removeSpring(s01)
        try check(expected(pairs: [(1, 2, 6, 0.25)], anchors: [(2, [1, 2], 3, 0.5), (0, [-2, 0.5], 8, 2)]))
        try system.moveAnchor(of: anchor0, to: BodyVector(x: 4, y: -3))
        try check(expected(pairs: [(1, 2, 6, 0.25)], anchors: [(2, [1, 2], 3, 0.5), (0, [4, -3], 8, 2)]))
    }

    @Test("a chain of unit masses gives the tridiagonal force exactly")
    func chain() throws {
        let n = 50
        let system = try BodySystem(axes: 1, capacity: n, springCapacity: n)
        let q = (0..<n).map { Double($0 % 7) * 0.125 - 0.375 }, v = (0..<n).map { Double($0 % 5) * 0.25 - 0.5 }
        for i in 0..<n { try system.addBody(mass: 1, position: BodyVector(x: q[i]), velocity: BodyVector(x: v[i])) }
        let spring = try BodySpring(stiffness: 200, damping: 2)
        try system.addSpring(spring, from: 0, to: .anchor(.zero))
        for i in 1..<n { try system.addSpring(spring, from: i, to: .body(i - 1)) }
        let got = try Self.derivative(system)
        for i in 0..<n {
            var f = 0.0
            let left = i == 0 ? 0 : q[i - 1], leftV = i == 0 ? 0 : v[i - 1]
            f += -200 * (q[i] - left) - 2 * (v[i] - leftV)
            if i + 1 < n { f -= -200 * (q[i + 1] - q[i]) - 2 * (v[i + 1] - v[i]) }
            #expect(got[i] == v[i])
            // Values are multiples of 1/8 and 1/4: every sum above is exact.
            #expect(got[n + i] == f, "mass \(i)")
        }
    }

    /// Runs of consecutive pairs (the vectorised loops), with varying stiffness, damping and
    /// masses, in one and two axes, plus a short run and a wall, against hand-summed forces.
    @Test("runs of pairs with varying coefficients and masses", arguments: [1, 2])
    func runs(_ axes: Int) throws {
        let n = 40
        let system = try BodySystem(axes: axes, capacity: n, springCapacity: 2 * n)
        let m = (0..<n).map { 0.5 + Double($0 % 4) * 0.25 }
        let q = (0..<(n * axes)).map { Double(($0 * 7) % 11) * 0.125 - 0.5 }
        let v = (0..<(n * axes)).map { Double(($0 * 3) % 13) * 0.25 - 1.25 }
        for i in 0..<n {
            try system.addBody(mass: m[i], position: BodyVector(x: q[i * axes], y: axes == 2 ? q[i * axes + 1] : 0),
                               velocity: BodyVector(x: v[i * axes], y: axes == 2 ? v[i * axes + 1] : 0))
        }
        var pairs: [(a: Int, b: Int, k: Double, c: Double)] = []
        // A long run (i, i − 1) with varying k and c; a short run (i, i + 20); a wall at body 0.
        for i in 1..<30 { pairs.append((i, i - 1, 10 + Double(i % 3), 0.5 + Double(i % 2) * 0.25)) }
        for i in 0..<4 { pairs.append((i, i + 20, 7, 0.75)) }
        for p in pairs { try system.addSpring(BodySpring(stiffness: p.k, damping: p.c), from: p.a, to: .body(p.b)) }
        try system.addSpring(BodySpring(stiffness: 5, damping: 1), from: 0, to: .anchor(.zero))
        var expected = [Double](repeating: 0, count: 2 * n * axes)
        let half = n * axes
        for i in 0..<half { expected[i] = v[i] }
        for p in pairs {
            for x in 0..<axes {
                let ia = p.a * axes + x, ib = p.b * axes + x
                let f = -p.k * (q[ia] - q[ib]) - p.c * (v[ia] - v[ib])
                expected[half + ia] += f / m[p.a]
                expected[half + ib] -= f / m[p.b]
            }
        }
        for x in 0..<axes { expected[half + x] += (-5 * q[x] - v[x]) / m[0] }
        let got = try Self.derivative(system)
        for i in 0..<expected.count {
            #expect(abs(got[i] - expected[i]) <= 1e-12 * max(1, abs(expected[i])), "component \(i): \(got[i]) vs \(expected[i])")
        }
    }
}
