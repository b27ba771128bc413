import Foundation
import SpringDynamics
import Testing

@Suite("Dynamics: walls and restitution")
struct DynamicsWallTests {
    static let g = 9.81

    /// A ball dropped from x = 1 onto a floor at 0 (gravity along −x).
    func ball(restitution: Double, method: BodyIntegrationMethod = .adaptive(.rkf45, tolerance: .standard)) throws -> (BodySystem, BodySimulation) {
        let system = try BodySystem(axes: 1, capacity: 1)
        try system.addBody(mass: 1, position: BodyVector(x: 1))
        try system.setField(BodyVector(x: -Self.g))
        try system.addWall(Wall(axis: 0, position: 0, normal: 1, restitution: restitution))
        return (system, try BodySimulation(system: system, method: method))
    }

    @Test("an elastic bounce follows the closed form frame by frame and conserves energy")
    func elastic() throws {
        let (system, simulation) = try ball(restitution: 1)
        let fall = (2 / Self.g).squareRoot()   // time to reach the floor
        let energy = system.energy
        var worst = 0.0, drift = 0.0
        for frame in 1...180 {
            try simulation.advance(by: 1.0 / 60)
            let t = Double(frame) / 60
            let phase = t.truncatingRemainder(dividingBy: 2 * fall)
            let s = phase < fall ? phase : 2 * fall - phase
            worst = max(worst, abs(system.position(of: 0).x - (1 - Self.g / 2 * s * s)))
            drift = max(drift, abs(system.energy - energy))
        }
        #expect(worst < 1e-9, "worst \(worst)")
        #expect(drift < 1e-9, "drift \(drift)")
        #expect(simulation.contactEvents == 3)
        #expect(system.position(of: 0).x >= 0)
    }

    @Test("restitution 0.5: the first rebound peaks at e²·h, several bounces inside one advance")
    func apex() throws {
        let (system, simulation) = try ball(restitution: 0.5)
        let fall = (2 / Self.g).squareRoot(), impact = Self.g * fall
        let apexTime = fall + 0.5 * impact / Self.g
        try simulation.advance(by: apexTime)
        #expect(abs(system.position(of: 0).x - 0.25) < 1e-10)
        #expect(abs(system.velocity(of: 0).x) < 1e-9)
        #expect(simulation.contactEvents == 1)
    }

    @Test("inelastic bounces come to rest (no Zeno hang) and stay on the floor", arguments: [
        BodyIntegrationMethod.adaptive(.rkf45, tolerance: .standard), .adaptive(.rk4imp, tolerance: .standard),
        .fixedStep(.rk4, step: 1.0 / 480), .semiImplicitEuler(step: 1.0 / 1000),
    ])
    func comesToRest(_ method: BodyIntegrationMethod) throws {
        let (system, simulation) = try ball(restitution: 0.5, method: method)
        for _ in 0..<300 { try simulation.advance(by: 1.0 / 60) }
        // Bounce k lasts fall·2·eᵏ: all are over by fall·3 ≈ 1.35 s.
        #expect(system.position(of: 0).x == 0)
        #expect(system.velocity(of: 0).x == 0)
        #expect(simulation.contactEvents < 40, "\(simulation.contactEvents) contacts")
    }

    @Test("a resting body leaves the wall when a force pulls it away")
    func release() throws {
        let (system, simulation) = try ball(restitution: 0)
        for _ in 0..<120 { try simulation.advance(by: 1.0 / 60) }
        #expect(system.position(of: 0).x == 0)
        try system.setField(BodyVector(x: Self.g))   // gravity reversed
        for _ in 0..<30 { try simulation.advance(by: 1.0 / 60) }
        #expect(abs(system.position(of: 0).x - Self.g / 2 * 0.25) < 1e-6)
    }

    @Test("2-D: a wall reverses only the normal velocity")
    func oblique() throws {
        let system = try BodySystem(axes: 2, capacity: 1)
        try system.addBody(mass: 2, position: BodyVector(x: 0, y: 0), velocity: BodyVector(x: 3, y: 1))
        try system.addWall(Wall(axis: 0, position: 1, normal: -1, restitution: 0.8))
        let simulation = try BodySimulation(system: system, method: .adaptive(.rk8pd, tolerance: .standard))
        try simulation.advance(by: 1)
        // Contact at t = 1/3; then x = 1 − 2.4·(2/3), y = 1.
        #expect(abs(system.position(of: 0).x - (1 - 2.4 * 2 / 3)) < 1e-12)
        #expect(abs(system.position(of: 0).y - 1) < 1e-12)
        #expect(abs(system.velocity(of: 0).x + 2.4) < 1e-12 && system.velocity(of: 0).y == 1)
    }

    @Test("bad walls are named; a body beyond a wall is put on it")
    func validation() throws {
        let system = try BodySystem(axes: 1, capacity: 1)
        try system.addBody(mass: 1, position: BodyVector(x: -2), velocity: BodyVector(x: -1))
        #expect(throws: DynamicsError.invalidParameter(name: "restitution", value: 1.5, requirement: "a finite number from 0 to 1")) {
            try Wall(axis: 0, position: 0, normal: 1, restitution: 1.5)
        }
        #expect(throws: DynamicsError.invalidParameter(name: "normal", value: 0, requirement: "1 or -1")) {
            try Wall(axis: 0, position: 0, normal: 0, restitution: 1)
        }
        do {
            try system.addWall(Wall(axis: 1, position: 0, normal: 1, restitution: 1))
            Issue.record("accepted axis 1 in a one-axis system")
        } catch {
            #expect(error.description == "Invalid axis = 1.0: must be 0 (the system has 1 axis).")
        }
        #expect(system.walls.isEmpty)
        try system.addWall(Wall(axis: 0, position: 0, normal: 1, restitution: 1))
        for _ in 1..<BodySystem.wallCapacity { try system.addWall(Wall(axis: 0, position: -10, normal: 1, restitution: 1)) }
        #expect(throws: DynamicsError.capacityExceeded(name: "walls", capacity: 8)) {
            try system.addWall(Wall(axis: 0, position: 0, normal: 1, restitution: 1))
        }
        let simulation = try BodySimulation(system: system, method: .adaptive(.rkf45))
        try simulation.advance(by: 0.5)
        #expect(abs(system.position(of: 0).x - 0.5) < 1e-12)   // bounced off x = 0 at the start, moving at +1
    }
}
