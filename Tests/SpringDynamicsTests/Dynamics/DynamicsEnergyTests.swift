import Foundation
import SpringDynamics
import Testing

@Suite("Dynamics: energy")
struct DynamicsEnergyTests {
    /// A 2-D mix of every conservative force: a linear spring with rest length between two
    /// bodies, a zero-length Duffing spring to an anchor, a rubber band between bodies, a
    /// softening spring, and gravity.
    static func conservativeSystem() throws -> BodySystem {
        let system = try BodySystem(axes: 2, capacity: 4)
        try system.addBody(mass: 1, position: BodyVector(x: 0, y: 0), velocity: BodyVector(x: 1, y: -2))
        try system.addBody(mass: 2, position: BodyVector(x: 3, y: 1))
        try system.addBody(mass: 0.5, position: BodyVector(x: 1, y: 4), velocity: BodyVector(x: 0, y: 1))
        try system.addSpring(BodySpring(stiffness: 20, damping: 0, restLength: 2), from: 0, to: .body(1))
        try system.addSpring(BodySpring(stiffness: 10, damping: 0, law: .cubic(3)), from: 1, to: .anchor(BodyVector(x: 2, y: 0)))
        try system.addSpring(BodySpring(stiffness: 5, damping: 0, restLength: 1, law: .softLimit(4)), from: 2, to: .body(0))
        try system.addSpring(BodySpring(stiffness: 30, damping: 0, law: .cubic(-0.5)), from: 2, to: .anchor(BodyVector(x: 1, y: 3)))
        try system.setField(BodyVector(x: 0, y: 9.81))
        return system
    }

    @Test("undamped: energy is conserved to the stepper's tolerance", arguments: [Stepper.rk8pd, .rkf45, .bsimp, .msbdf])
    func conserved(_ stepper: Stepper) throws {
        let system = try Self.conservativeSystem()
        let e0 = system.energy
        let simulation = try BodySimulation(system: system, method: .adaptive(stepper, tolerance: ODETolerance(absolute: 1e-11, relative: 1e-11)),
                                            maximumSteps: 1_000_000)
        var drift = 0.0
        for _ in 0..<50 {
            try simulation.advance(by: 0.1)
            drift = max(drift, abs(system.energy - e0) / abs(e0))
        }
        #expect(drift < 1e-7, "\(stepper): relative energy drift \(drift)")
        #expect(system.kineticEnergy > 0)
    }

    @Test("damped: energy never increases from frame to frame")
    func decays() throws {
        let system = try Self.conservativeSystem()
        let damped = try BodySystem(axes: 2, capacity: 4)
        _ = damped
        try system.setLinearDrag(0.3)
        try system.setQuadraticDrag(0.05)
        let simulation = try BodySimulation(system: system, method: .adaptive(.rkf45, tolerance: ODETolerance(absolute: 1e-10, relative: 1e-10)))
        var previous = system.energy
        let start = previous
        for _ in 0..<600 {
            try simulation.advance(by: 1.0 / 60)
            let e = system.energy
            #expect(e <= previous + 1e-9 * abs(start))
            previous = e
        }
        #expect(previous < start - 1)
    }

    @Test("the springy-layout attachment (1 Hz, ζ 0.8) loses energy, and its motion is the closed-form spring for any mass", arguments: [0.5, 1.0, 7.0])
    func attachment(_ mass: Double) throws {
        let system = try BodySystem(axes: 2, capacity: 1)
        let body = try system.addBody(mass: mass, position: BodyVector(x: 30, y: -40))
        try system.addSpring(.springyLayout, from: body, to: .anchor(.zero))
        let simulation = try BodySimulation(system: system, method: .adaptive(.rkf45, tolerance: ODETolerance(absolute: 1e-10, relative: 1e-10)))
        var previous = system.energy
        for _ in 0..<120 {
            try simulation.advance(by: 1.0 / 120)
            #expect(system.energy <= previous + 1e-9)
            previous = system.energy
        }
        // Closed form of x'' + 2ζωx' + ω²x = 0 with ω = 2π, ζ = 0.8, written here.
        let omega = 2 * Double.pi, zeta = 0.8, t = 1.0
        let alpha = zeta * omega, wd = omega * (1 - zeta * zeta).squareRoot()
        let scale = exp(-alpha * t) * (cos(wd * t) + alpha / wd * sin(wd * t))
        #expect(abs(system.position(of: body).x - 30 * scale) < 1e-7)
        #expect(abs(system.position(of: body).y + 40 * scale) < 1e-7)
    }

    @Test("potential of each law against its integral, by hand")
    func potentials() throws {
        // One 1-D body displaced by e from an anchor: U is the spring's potential.
        func potential(_ law: SpringLaw, _ e: Double) throws -> Double {
            let system = try BodySystem(axes: 1, capacity: 1)
            try system.addBody(mass: 1, position: BodyVector(x: e))
            try system.addSpring(BodySpring(stiffness: 4, damping: 0, law: law), from: 0, to: .anchor(.zero))
            return system.potentialEnergy
        }
        #expect(abs(try potential(.linear, 0.5) - 0.5) < 1e-15)                       // 4·0.25/2
        #expect(abs(try potential(.cubic(8), 0.5) - (0.5 + 8 * 0.0625 / 4)) < 1e-15)  // + β e⁴/4
        // k L² (−ln(1 − e/L) − e/L) with k = 4, L = 2, e = 1: 16 (ln 2 − 0.5)
        #expect(abs(try potential(.softLimit(2), 1) - 16 * (log(2) - 0.5)) < 1e-13)
        #expect(abs(try potential(.softLimit(2), -1) - 16 * (log(2) - 0.5)) < 1e-13)
    }

    @Test("the rubber band's equilibrium under a steady pull follows the rubber-band curve")
    func rubberBand() throws {
        // Pull P = m·g on a body hanging from a soft-limit spring (k = 10, L = 2): the rest
        // extension is L·(1 − 1/(P/(kL) + 1)).
        let system = try BodySystem(axes: 1, capacity: 1)
        try system.addBody(mass: 1, position: .zero)
        try system.addSpring(BodySpring(stiffness: 10, damping: 8, law: .softLimit(2)), from: 0, to: .anchor(.zero))
        try system.setField(BodyVector(x: 60))
        let simulation = try BodySimulation(system: system, method: .adaptive(.rk4imp, tolerance: ODETolerance(absolute: 1e-11, relative: 1e-11)))
        try simulation.advance(by: 60)
        let expected = 2 * (1 - 1 / (60.0 / 20 + 1))
        #expect(abs(system.position(of: 0).x - expected) < 1e-8, "\(system.position(of: 0).x) vs \(expected)")
    }
}
