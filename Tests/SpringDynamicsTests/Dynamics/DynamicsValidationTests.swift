import Foundation
import SpringDynamics
import Testing

@Suite("Dynamics: bad input and slot management")
struct DynamicsValidationTests {
    /// Runs `body`, expects it to throw exactly `message`, and that the system's state,
    /// counts and energy are unchanged.
    func expectRefusal(_ system: BodySystem, _ message: String, sourceLocation: SourceLocation = #_sourceLocation,
                       _ body: () throws -> Void) {
        let state = system.withState { Array($0) }
        let bodies = system.bodyCount, springs = system.springCount, revision = system.revision
        let energy = system.energy
        do {
            try body()
            Issue.record("accepted; expected: \(message)", sourceLocation: sourceLocation)
        } catch {
            #expect("\(error)" == message, sourceLocation: sourceLocation)
        }
        #expect(system.withState { Array($0) } == state, sourceLocation: sourceLocation)
        #expect(system.bodyCount == bodies && system.springCount == springs && system.revision == revision, sourceLocation: sourceLocation)
        #expect(system.energy == energy, sourceLocation: sourceLocation)
    }

    func twoBodies() throws -> BodySystem {
        let system = try BodySystem(axes: 2, capacity: 3, springCapacity: 2)
        try system.addBody(mass: 1, position: BodyVector(x: 0, y: 0))
        try system.addBody(mass: 2, position: BodyVector(x: 1, y: 0))
        return system
    }

    @Test("bodies: mass, position and velocity")
    func bodies() throws {
        let system = try twoBodies()
        expectRefusal(system, "Invalid mass = 0.0: must be a finite number greater than 0.") { try system.addBody(mass: 0, position: .zero) }
        expectRefusal(system, "Invalid mass = -1.0: must be a finite number greater than 0.") { try system.addBody(mass: -1, position: .zero) }
        expectRefusal(system, "Invalid mass = nan: must be a finite number greater than 0.") { try system.addBody(mass: .nan, position: .zero) }
        expectRefusal(system, "Invalid mass = inf: must be a finite number greater than 0.") { try system.addBody(mass: .infinity, position: .zero) }
        expectRefusal(system, "Invalid position.y = nan: must be finite.") { try system.addBody(mass: 1, position: BodyVector(x: 0, y: .nan)) }
        expectRefusal(system, "Invalid velocity.x = -inf: must be finite.") { try system.addBody(mass: 1, position: .zero, velocity: BodyVector(x: -.infinity)) }
        expectRefusal(system, "Invalid body = 7: there is no body with that index.") { try system.setState(of: 7, position: .zero, velocity: .zero) }
        expectRefusal(system, "Invalid body = 2: there is no body with that index.") { try system.removeBody(2) }
        try system.addBody(mass: 1, position: .zero)
        expectRefusal(system, "Cannot add more bodies: all 3 preallocated slots are in use.") { try system.addBody(mass: 1, position: .zero) }
    }

    @Test("springs: parameters, ends and anchors")
    func springs() throws {
        let system = try twoBodies()
        expectRefusal(system, "Invalid frequency = 0.0: must be a finite number greater than 0.") {
            try system.addSpring(.attachment(frequency: 0, dampingRatio: 0.8), from: 0, to: .anchor(.zero))
        }
        expectRefusal(system, "Invalid frequency = nan: must be a finite number greater than 0.") {
            try system.addSpring(.attachment(frequency: .nan, dampingRatio: 0.8), from: 0, to: .anchor(.zero))
        }
        expectRefusal(system, "Invalid dampingRatio = -0.1: must be a finite number at least 0.") {
            try system.addSpring(.attachment(frequency: 1, dampingRatio: -0.1), from: 0, to: .anchor(.zero))
        }
        expectRefusal(system, "Invalid dampingRatio = inf: must be a finite number at least 0.") {
            try system.addSpring(.attachment(frequency: 1, dampingRatio: .infinity), from: 0, to: .anchor(.zero))
        }
        expectRefusal(system, "Invalid length = -1.0: must be a finite number at least 0.") {
            try system.addSpring(.attachment(length: -1, frequency: 1, dampingRatio: 0.5), from: 0, to: .anchor(.zero))
        }
        expectRefusal(system, "Invalid stiffness = -5.0: must be a finite number at least 0.") {
            try system.addSpring(BodySpring(stiffness: -5, damping: 0), from: 0, to: .anchor(.zero))
        }
        expectRefusal(system, "Invalid damping = nan: must be a finite number at least 0.") {
            try system.addSpring(BodySpring(stiffness: 5, damping: .nan), from: 0, to: .anchor(.zero))
        }
        expectRefusal(system, "Invalid law.softLimit = 0.0: must be a finite number greater than 0.") {
            try system.addSpring(BodySpring(stiffness: 5, damping: 0, law: .softLimit(0)), from: 0, to: .anchor(.zero))
        }
        expectRefusal(system, "Invalid law.cubic = nan: must be finite.") {
            try system.addSpring(BodySpring(stiffness: 5, damping: 0, law: .cubic(.nan)), from: 0, to: .anchor(.zero))
        }
        expectRefusal(system, "Invalid other = 2: there is no body with that index.") {
            try system.addSpring(.springyLayout, from: 0, to: .body(2))
        }
        expectRefusal(system, "Invalid body = -1: there is no body with that index.") {
            try system.addSpring(.springyLayout, from: -1, to: .body(0))
        }
        expectRefusal(system, "Invalid other = 1.0: must be a body other than body = 1.") {
            try system.addSpring(.springyLayout, from: 1, to: .body(1))
        }
        expectRefusal(system, "Invalid anchor.x = nan: must be finite.") {
            try system.addSpring(.springyLayout, from: 0, to: .anchor(BodyVector(x: .nan, y: 0)))
        }
        let id = try system.addSpring(.springyLayout, from: 0, to: .anchor(.zero))
        let between = try system.addSpring(.springyLayout, from: 0, to: .body(1))
        expectRefusal(system, "Cannot add more springs: all 2 preallocated slots are in use.") {
            try system.addSpring(.springyLayout, from: 1, to: .anchor(.zero))
        }
        expectRefusal(system, "Invalid anchor.y = nan: must be finite.") { try system.moveAnchor(of: id, to: BodyVector(x: 1, y: .nan)) }
        expectRefusal(system, "Invalid id = 1.0: must be a spring to an anchor, not between two bodies.") { try system.moveAnchor(of: between, to: .zero) }
        expectRefusal(system, "There is no spring with id 5.") { try system.removeSpring(SpringID(rawValue: 5)) }
    }

    @Test("fields, system and simulation parameters")
    func parameters() throws {
        let system = try twoBodies()
        expectRefusal(system, "Invalid linearDrag = -1.0: must be a finite number at least 0.") { try system.setLinearDrag(-1) }
        expectRefusal(system, "Invalid quadraticDrag = nan: must be a finite number at least 0.") { try system.setQuadraticDrag(.nan) }
        expectRefusal(system, "Invalid field.y = inf: must be finite.") { try system.setField(BodyVector(x: 0, y: .infinity)) }
        expectRefusal(system, "Invalid step = 0.0: must be a finite number greater than 0.") { _ = try BodySimulation(system: system, method: .semiImplicitEuler(step: 0)) }
        expectRefusal(system, "Invalid maximumStep = -1.0: must be a finite number greater than 0.") { _ = try BodySimulation(system: system, method: .adaptive(.rkf45, maximumStep: -1)) }
        let simulation = try BodySimulation(system: system, method: .adaptive(.rkf45))
        expectRefusal(system, "Invalid dt = -0.1: must be a finite number at least 0.") { try simulation.advance(by: -0.1) }
        #expect(throws: DynamicsError.invalidParameter(name: "axes", value: 3, requirement: "1 or 2")) { try BodySystem(axes: 3, capacity: 1) }
        #expect(throws: DynamicsError.invalidParameter(name: "capacity", value: 0, requirement: "from 1 to 536870911")) { try BodySystem(axes: 1, capacity: 0) }
    }

    @Test("a blow-up throws and leaves the state and time untouched")
    func blowUp() throws {
        let system = try BodySystem(axes: 1, capacity: 1)
        try system.addBody(mass: 1, position: BodyVector(x: 1))
        system.setExternalForce { _, q, _, f in f[0] += 1e300 * q[0] * q[0] }
        let simulation = try BodySimulation(system: system, method: .semiImplicitEuler(step: 0.01))
        #expect(throws: ODEError.nonFiniteState(time: 1)) { try simulation.advance(by: 1) }
        #expect(system.position(of: 0).x == 1 && simulation.time == 0)
    }

    @Test("tiling: bodies come and go in reused slots; their springs go with them; indices stay stable")
    func tiling() throws {
        let system = try BodySystem(axes: 2, capacity: 4, springCapacity: 4)
        let a = try system.addBody(mass: 1, position: BodyVector(x: 0, y: 10))
        let b = try system.addBody(mass: 1, position: BodyVector(x: 0, y: 20))
        let c = try system.addBody(mass: 1, position: BodyVector(x: 0, y: 30))
        #expect(a == 0 && b == 1 && c == 2)
        let sa = try system.addSpring(.springyLayout, from: a, to: .anchor(BodyVector(x: 0, y: 0)))
        _ = try system.addSpring(.springyLayout, from: b, to: .anchor(BodyVector(x: 0, y: 10)))
        let sc = try system.addSpring(.springyLayout, from: c, to: .anchor(BodyVector(x: 0, y: 20)))
        _ = try system.addSpring(.springyLayout, from: b, to: .body(c))
        let simulation = try BodySimulation(system: system, method: .adaptive(.rkf45, tolerance: ODETolerance(absolute: 1e-8, relative: 1e-8)))
        try simulation.advance(by: 0.1)
        try system.removeBody(b)
        #expect(system.springCount == 2 && system.bodyCount == 2)
        #expect(system.anchor(of: sa) == BodyVector(x: 0, y: 0))
        #expect(system.anchor(of: sc) == BodyVector(x: 0, y: 20))
        let positionC = system.position(of: c)
        let d = try system.addBody(mass: 1, position: BodyVector(x: 0, y: 40))
        #expect(d == b)
        let sd = try system.addSpring(.springyLayout, from: d, to: .anchor(BodyVector(x: 0, y: 40)))
        #expect(system.springCount == 3)
        #expect(sd.rawValue == 3)  // the most recently freed id
        try system.moveAnchor(of: sc, to: BodyVector(x: 0, y: 25))
        try simulation.advance(by: 0.1)
        // d sits on its anchor and stays; c moves toward its new anchor.
        #expect(system.position(of: d) == BodyVector(x: 0, y: 40))
        #expect(system.position(of: c) != positionC)
        // The attachment (1 Hz) of a unit mass: k = 4π², c = 2·0.8·2π.
        let (k, damping) = system.coefficients(of: sa)!
        #expect(abs(k - 4 * .pi * .pi) < 1e-12 && abs(damping - 3.2 * .pi) < 1e-12)
    }
}
