/// A system of bodies — each with a mass, and a position and a velocity along one or two axes —
/// under forces that compose: springs between bodies or to movable anchors (linear, Duffing or
/// rubber-band, see ``BodySpring``), linear and quadratic drag, a uniform field such as gravity,
/// and an external force closure.
///
/// Integrate it with a ``BodySimulation`` (any GSL stepper, adaptive or fixed-step, or
/// semi-implicit Euler), or hand ``odeSystem()`` and ``withState(_:)`` to your own
/// ``ODESolver``. The ODE system has an analytic Jacobian, so the implicit steppers work.
///
/// **Fixed capacity, no allocation after creation.** All storage — body slots, spring slots,
/// the state — is allocated in `init`. Adding and removing bodies and springs reuses slots, so
/// a layout can tile elements in and out every frame without allocating; evaluating the
/// right-hand side allocates nothing. Every slot is part of the ODE state (its dimension is
/// `2 × capacity × axes`); a free slot simply stays still, so choose the capacity for the most
/// bodies you will simulate at once.
///
/// **State layout.** The state vector holds all positions, then all velocities: body `i`'s
/// position along axis `a` is at `i × axes + a` and its velocity at
/// `capacity × axes + i × axes + a` (see ``positionIndex(of:axis:)``).
///
/// **Validation.** Every mutating call validates all of its input first and throws a
/// ``DynamicsError`` naming the offending parameter; a call that throws changes nothing.
///
/// It is a class, not a value, because the ODE closures, the simulation and the caller share
/// one set of stable buffers (no copy-on-write in the per-frame path). Not thread-safe.
///
/// ```swift
/// let system = try BodySystem(axes: 2, capacity: 100)
/// let cell = try system.addBody(mass: 1, position: BodyVector(x: 0, y: 40))
/// try system.addSpring(.springyLayout, from: cell, to: .anchor(BodyVector(x: 0, y: 0)))
/// let simulation = try BodySimulation(system: system, method: .adaptive(.rkf45))
/// try simulation.advance(by: 1.0 / 120)
/// print(system.position(of: cell))
/// ```
public final class BodySystem {
    /// A force added to every body's force: write nothing, or **add** to `forces` (laid out as
    /// the positions: body `i`, axis `a` at `i × axes + a`). `positions` and `velocities` are
    /// the state being evaluated (free slots included; their forces are ignored). Called once per
    /// evaluation of the right-hand side; it must not allocate if the frame must not, and must
    /// not call back into the system.
    ///
    /// The Jacobian treats this force as independent of the state and of time: implicit
    /// steppers still converge when it depends on them weakly, but more slowly.
    public typealias ExternalForce = (
        _ t: Double, _ positions: UnsafeBufferPointer<Double>, _ velocities: UnsafeBufferPointer<Double>,
        _ forces: UnsafeMutableBufferPointer<Double>
    ) -> Void

    /// The number of axes per body: 1 or 2.
    public let axes: Int
    /// The number of body slots (the most bodies at once).
    public let capacity: Int
    /// The number of spring slots (the most springs at once).
    public let springCapacity: Int
    /// The number of bodies currently in the system.
    public internal(set) var bodyCount = 0
    /// Counts every change of a parameter the right-hand side reads (bodies, springs, anchors,
    /// fields), but not of the state. ``BodySimulation`` resets its stepper when it changes.
    public internal(set) var revision = 0
    /// Counts changes of what ``fastestRate`` depends on (bodies, springs, linear drag).
    var structureRevision = 0

    /// Positions then velocities (`dimension` values).
    let state: UnsafeMutableBufferPointer<Double>
    /// The mass of each slot; 0 for a free slot.
    let masses: UnsafeMutableBufferPointer<Double>
    /// 1/mass of each slot; 0 for a free slot (so it stays still).
    let inverseMasses: UnsafeMutableBufferPointer<Double>
    /// Free body slots, used last-in first-out (capacity reserved).
    var freeBodies: [Int]
    /// The springs, densely packed (capacity reserved).
    var springs: [SpringRecord]
    /// ``springs`` as the right-hand side's loops read them (rebuilt when ``revision`` changes).
    var compiledSprings: CompiledSprings
    /// For each spring id, its index in ``springs``, or −1.
    var springIndexOfID: [Int]
    /// Free spring ids, last-in first-out (capacity reserved).
    var freeSpringIDs: [Int]
    var linearDragCoefficient = 0.0
    var quadraticDragCoefficient = 0.0
    var fieldX = 0.0
    var fieldY = 0.0
    var externalForceClosure: ExternalForce?
    /// Scratch for the external force (`capacity × axes`), scaled by 1/m after the closure.
    let externalForces: UnsafeMutableBufferPointer<Double>
    /// The walls (capacity ``wallCapacity`` reserved).
    var wallList: [Wall]
    /// Whether body `i` rests on wall `w`, at `i × wallCapacity + w` (see ``Wall``).
    let restingContacts: UnsafeMutableBufferPointer<Bool>

    /// Creates an empty system with all its storage.
    ///
    /// - Parameters:
    ///   - axes: 1 (bodies on a line) or 2 (bodies in a plane).
    ///   - capacity: the most bodies at once, from 1 to 536,870,911.
    ///   - springCapacity: the most springs at once, from 0 to 536,870,911; default `2 × capacity`.
    /// - Throws: ``DynamicsError/invalidParameter(name:value:requirement:)`` naming `axes`,
    ///   `capacity` or `springCapacity`.
    public init(axes: Int, capacity: Int, springCapacity: Int? = nil) throws(DynamicsError) {
        guard axes == 1 || axes == 2 else { throw .invalidParameter(name: "axes", value: Double(axes), requirement: "1 or 2") }
        let limit = Int(Int32.max) / 4
        guard capacity >= 1, capacity <= limit else {
            throw .invalidParameter(name: "capacity", value: Double(capacity), requirement: "from 1 to \(limit)")
        }
        let springCapacity = springCapacity ?? 2 * capacity
        guard springCapacity >= 0, springCapacity <= limit else {
            throw .invalidParameter(name: "springCapacity", value: Double(springCapacity), requirement: "from 0 to \(limit)")
        }
        self.axes = axes
        self.capacity = capacity
        self.springCapacity = springCapacity
        state = .allocate(capacity: 2 * capacity * axes)
        state.initialize(repeating: 0)
        masses = .allocate(capacity: capacity)
        masses.initialize(repeating: 0)
        inverseMasses = .allocate(capacity: capacity)
        inverseMasses.initialize(repeating: 0)
        freeBodies = Array((0..<capacity).reversed())
        springs = []
        springs.reserveCapacity(springCapacity)
        compiledSprings = CompiledSprings(capacity: springCapacity)
        springIndexOfID = Array(repeating: -1, count: springCapacity)
        freeSpringIDs = Array((0..<springCapacity).reversed())
        wallList = []
        wallList.reserveCapacity(Self.wallCapacity)
        externalForces = .allocate(capacity: capacity * axes)
        externalForces.initialize(repeating: 0)
        restingContacts = .allocate(capacity: capacity * Self.wallCapacity)
        restingContacts.initialize(repeating: false)
    }

    deinit {
        compiledSprings.deallocate()
        state.deallocate()
        masses.deallocate()
        inverseMasses.deallocate()
        restingContacts.deallocate()
        externalForces.deallocate()
    }

    /// The length of the ODE state: `2 × capacity × axes`.
    public var dimension: Int { 2 * capacity * axes }

    /// The number of springs currently in the system.
    public var springCount: Int { springs.count }

    /// The index of body `body`'s position along `axis` in the state vector (its velocity is
    /// `capacity × axes` further on).
    ///
    /// - Parameters:
    ///   - body: a slot index, from 0 to ``capacity`` − 1.
    ///   - axis: 0 or 1 (less than ``axes``).
    public func positionIndex(of body: Int, axis: Int) -> Int { body * axes + axis }

    /// Whether `body` is a slot holding a body.
    ///
    /// - Parameter body: any integer; out-of-range indices are simply not bodies.
    public func contains(_ body: Int) -> Bool { body >= 0 && body < capacity && masses[body] > 0 }

    /// Runs `body` with the state vector (layout in the type's documentation), for example to
    /// hand it to your own ``ODESolver`` built on ``odeSystem()``. Writing a free slot has no
    /// effect on the motion.
    public func withState<R>(_ body: (UnsafeMutableBufferPointer<Double>) throws -> R) rethrows -> R {
        try body(state)
    }

    /// Marks a change of the parameters (invalidates steppers' history).
    func touch() { revision &+= 1 }

    /// Marks a change of the structure (bodies, springs, drag) and of the parameters.
    func touchStructure() {
        structureRevision &+= 1
        touch()
    }

    /// Throws ``DynamicsError/missingBody(name:index:)`` unless `index` holds a body.
    func requireBody(_ index: Int, name: String) throws(DynamicsError) {
        guard contains(index) else { throw .missingBody(name: name, index: index) }
    }
}
