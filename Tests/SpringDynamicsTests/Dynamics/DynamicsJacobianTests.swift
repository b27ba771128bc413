import Foundation
import SpringDynamics
import Testing

@Suite("Dynamics: analytic Jacobian")
struct DynamicsJacobianTests {
    /// Every force that has a derivative, with a free slot in the middle.
    static func mixedSystem(axes: Int) throws -> BodySystem {
        let system = try BodySystem(axes: axes, capacity: 5)
        try system.addBody(mass: 1.5, position: BodyVector(x: 0.3, y: -0.2), velocity: BodyVector(x: 0.7, y: 0.4))
        try system.addBody(mass: 0.8, position: BodyVector(x: 2.1, y: 0.9), velocity: BodyVector(x: -0.5, y: 1.1))
        let spare = try system.addBody(mass: 1, position: .zero)
        try system.addBody(mass: 2.5, position: BodyVector(x: -1.2, y: 1.7), velocity: BodyVector(x: 0.2, y: -0.9))
        try system.addBody(mass: 0.6, position: BodyVector(x: 0.9, y: 2.4), velocity: BodyVector(x: -1.3, y: 0.1))
        try system.removeBody(spare)
        try system.addSpring(BodySpring(stiffness: 20, damping: 1.5, restLength: 1.3), from: 0, to: .body(1))
        try system.addSpring(BodySpring(stiffness: 7, damping: 0.4, law: .cubic(2.5)), from: 1, to: .body(3))
        try system.addSpring(BodySpring(stiffness: 5, damping: 0.9, restLength: 0.5, law: .softLimit(3)), from: 3, to: .body(4))
        try system.addSpring(BodySpring(stiffness: 11, damping: 0.2, law: .softLimit(4)), from: 4, to: .anchor(BodyVector(x: 1, y: 1)))
        try system.addSpring(.attachment(length: 0.8, frequency: 1.2, dampingRatio: 0.3, law: .cubic(-0.7)), from: 0, to: .anchor(BodyVector(x: -1, y: 0.5)))
        // Linear with rest length 0: the right-hand side's fast lists (a pair and an anchor).
        try system.addSpring(BodySpring(stiffness: 9, damping: 0.7), from: 4, to: .body(0))
        try system.addSpring(BodySpring(stiffness: 4, damping: 0.3), from: 3, to: .anchor(BodyVector(x: 0.5, y: -0.5)))
        try system.setLinearDrag(0.25)
        try system.setQuadraticDrag(0.15)
        try system.setField(BodyVector(x: 0.5, y: 9.81))
        return system
    }

    @Test("matches central finite differences", arguments: [1, 2])
    func finiteDifferences(_ axes: Int) throws {
        let system = try Self.mixedSystem(axes: axes)
        let ode = try system.odeSystem()
        let n = ode.dimension
        var y = system.withState { Array($0) }
        var dfdy = [Double](repeating: .nan, count: n * n), dfdt = [Double](repeating: .nan, count: n)
        try y.withUnsafeBufferPointer { yb in
            try dfdy.withUnsafeMutableBufferPointer { j in
                try dfdt.withUnsafeMutableBufferPointer { d in try ode.jacobian!(0, yb, j, d) }
            }
        }
        func f(_ y: [Double]) throws -> [Double] {
            var out = [Double](repeating: .nan, count: n)
            try y.withUnsafeBufferPointer { yb in try out.withUnsafeMutableBufferPointer { try ode.function(0, yb, $0) } }
            return out
        }
        var worst = 0.0
        for j in 0..<n {
            let h = 1e-6 * max(1, abs(y[j]))
            let saved = y[j]
            y[j] = saved + h
            let plus = try f(y)
            y[j] = saved - h
            let minus = try f(y)
            y[j] = saved
            for i in 0..<n {
                let numeric = (plus[i] - minus[i]) / (2 * h)
                worst = max(worst, abs(numeric - dfdy[i * n + j]) / max(1, abs(numeric)))
            }
        }
        #expect(worst < 1e-7, "worst relative difference \(worst)")
        #expect(dfdt.allSatisfy { $0 == 0 })
        #expect(dfdy.allSatisfy { $0.isFinite })
    }

    @Test("at coincident ends and at rest it stays finite and equals −k on the diagonal")
    func degenerate() throws {
        let system = try BodySystem(axes: 2, capacity: 2)
        try system.addBody(mass: 2, position: BodyVector(x: 1, y: 1))
        try system.addBody(mass: 2, position: BodyVector(x: 1, y: 1))
        try system.addSpring(BodySpring(stiffness: 8, damping: 0, law: .softLimit(1)), from: 0, to: .anchor(BodyVector(x: 1, y: 1)))
        try system.addSpring(BodySpring(stiffness: 4, damping: 0, restLength: 1), from: 0, to: .body(1))
        let ode = try system.odeSystem()
        let n = ode.dimension
        let y = system.withState { Array($0) }
        var dfdy = [Double](repeating: .nan, count: n * n), dfdt = [Double](repeating: .nan, count: n)
        try y.withUnsafeBufferPointer { yb in
            try dfdy.withUnsafeMutableBufferPointer { j in
                try dfdt.withUnsafeMutableBufferPointer { d in try ode.jacobian!(0, yb, j, d) }
            }
        }
        #expect(dfdy.allSatisfy { $0.isFinite })
        // Row of body 0's x acceleration, column of its x position: (−8 − 4)/2 (the rest-length
        // spring with coincident ends acts along x).
        #expect(dfdy[4 * n + 0] == -6)
        #expect(dfdy[5 * n + 1] == -4)
    }
}
