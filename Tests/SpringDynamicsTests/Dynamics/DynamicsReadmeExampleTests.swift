import SpringDynamics
import Testing

/// The README's "Dynamics: coupled and nonlinear bodies" example, verbatim, so the README stays true.
@Suite struct DynamicsReadmeExampleTests {
    @Test func coupledCells() throws {
        // Two list cells on objc.io's attachment springs (length 0, damping 0.8, 1 Hz), joined by
        // a hardening Duffing spring; a scroll has displaced the first one by 26 pt.
        let system = try BodySystem(axes: 2, capacity: 2)
        let cell = try system.addBody(mass: 1, position: BodyVector(x: 160, y: 70))
        let next = try system.addBody(mass: 1, position: BodyVector(x: 160, y: 88))
        let attachment = try system.addSpring(.springyLayout, from: cell, to: .anchor(BodyVector(x: 160, y: 44)))
        try system.addSpring(.springyLayout, from: next, to: .anchor(BodyVector(x: 160, y: 88)))
        try system.addSpring(BodySpring(stiffness: 20, damping: 1, restLength: 44, law: .cubic(0.01)), from: cell, to: .body(next))

        let simulation = try BodySimulation(system: system, method: .adaptive(.rkf45, tolerance: ODETolerance(absolute: 1e-6, relative: 1e-6)))
        let start = system.energy
        for _ in 0..<360 { try simulation.advance(by: 1.0 / 120) }   // 3 s at 120 Hz
        print(system.position(of: cell))   // (160.0, 44.0…): back at rest
        print(system.energy < start)       // true: the dashpots dissipate

        try system.moveAnchor(of: attachment, to: BodyVector(x: 160, y: 60))   // the layout moved
        do {
            try system.addBody(mass: 0, position: .zero)
        } catch {
            print(error)   // Invalid mass = 0.0: must be a finite number greater than 0.
        }

        #expect(abs(system.position(of: cell).y - 44) < 0.5 && system.position(of: cell).x == 160)
        #expect(system.energy < start)
        #expect(system.anchor(of: attachment) == BodyVector(x: 160, y: 60))
        #expect(system.bodyCount == 2)
    }
}
