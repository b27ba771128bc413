/// Integrates a ``BodySystem`` frame by frame with a ``BodyIntegrationMethod``.
///
/// It owns the solver (created once: an ``ODESolver`` on ``BodySystem/odeSystem()`` for the GSL
/// methods, two state-sized buffers for semi-implicit Euler) and advances the system's state in
/// place. Nothing is allocated per frame by the simulation or the system (GSL's implicit
/// steppers allocate inside their LU decomposition; see ``ODESolver``).
///
/// **Changes between frames.** Moving an anchor, adding or removing bodies and springs, or
/// changing a field bumps the system's ``BodySystem/revision``; the next advance then resets the
/// stepper (its step size and multistep history), so the result depends only on the new
/// configuration. Setting a body's state is seen by ``ODESolver`` itself.
///
/// **Atomic frames.** An advance that throws leaves the state and ``time`` as they were.
///
/// ```swift
/// let simulation = try BodySimulation(system: system, method: .adaptive(.rkf45, tolerance: try ODETolerance(absolute: 1e-6, relative: 1e-6)))
/// for _ in 0..<120 { try simulation.advance(by: 1.0 / 120) }
/// ```
public final class BodySimulation {
    /// The system integrated (shared: change it between frames).
    public let system: BodySystem
    /// The integration method.
    public let method: BodyIntegrationMethod
    /// The simulated time.
    public private(set) var time: Double

    /// The most wall contacts (bounces) one advance may resolve before throwing
    /// ``DynamicsError/tooManyContacts(time:)``.
    public static let maximumContactEvents = 1000

    let solver: ODESolver?
    private var seenRevision: Int
    /// ``BodySystem/fastestRate`` and the structure revision it was computed at.
    private var cachedRate = (revision: -1, rate: 0.0)
    private let working: UnsafeMutableBufferPointer<Double>
    private let derivative: UnsafeMutableBufferPointer<Double>
    private var eulerStatistics = IntegrationStatistics()
    /// The state at the start of the frame (restored when a frame with walls fails).
    let frameBackup: UnsafeMutableBufferPointer<Double>
    /// The state at the left end of the contact search.
    let segmentState: UnsafeMutableBufferPointer<Double>
    /// Wall contacts resolved since creation.
    public internal(set) var contactEvents = 0
    /// The wall events of adaptive methods and the (capacity, wall count) they were built for.
    var cachedWallEvents: (key: (capacity: Int, walls: Int), events: [ODEEvent]) = ((-1, -1), [])

    /// Creates a simulation.
    ///
    /// - Parameters:
    ///   - system: the bodies and forces.
    ///   - method: how to integrate.
    ///   - time: the starting time, finite; default 0.
    ///   - maximumSteps: accepted steps allowed per adaptive advance, at least 1; default 100 000.
    /// - Throws: ``DynamicsError/invalidParameter(name:value:requirement:)`` naming `time`,
    ///   `step`, `tolerance.absolute`, `tolerance.relative` or `maximumStep`, or an ``ODEError``
    ///   from the solver (`maximumSteps`).
    public init(system: BodySystem, method: BodyIntegrationMethod, time: Double = 0, maximumSteps: Int = 100_000) throws {
        try method.validate()
        guard time.isFinite else { throw DynamicsError.invalidParameter(name: "time", value: time, requirement: "finite") }
        switch method {
        case .adaptive(let stepper, let tolerance, let maximumStep):
            solver = try ODESolver(system: system.odeSystem(), stepper: stepper, tolerance: tolerance,
                                   maximumSteps: maximumSteps, maximumStep: maximumStep)
        case .fixedStep(let stepper, _):
            solver = try ODESolver(system: system.odeSystem(), stepper: stepper, maximumSteps: maximumSteps)
        case .semiImplicitEuler:
            solver = nil
        }
        self.system = system
        self.method = method
        self.time = time
        seenRevision = system.revision
        let size = solver == nil ? system.dimension : 0
        working = .allocate(capacity: size)
        working.initialize(repeating: 0)
        derivative = .allocate(capacity: size)
        derivative.initialize(repeating: 0)
        frameBackup = .allocate(capacity: system.dimension)
        frameBackup.initialize(repeating: 0)
        segmentState = .allocate(capacity: system.dimension)
        segmentState.initialize(repeating: 0)
    }

    deinit {
        working.deallocate()
        derivative.deallocate()
        frameBackup.deallocate()
        segmentState.deallocate()
    }

    /// Work done since creation: steps and evaluations of the right-hand side.
    public var statistics: IntegrationStatistics { solver?.statistics ?? eulerStatistics }

    /// Advances the system by `dt`.
    ///
    /// - Parameter dt: finite and at least 0 (0 does nothing).
    /// - Throws: ``DynamicsError/invalidParameter(name:value:requirement:)`` naming `dt`;
    ///   ``DynamicsError/stiffForExplicitStepper(stepper:rate:)`` when an explicit adaptive
    ///   stepper would need more than `maximumSteps` steps for stability alone
    ///   (``BodySystem/fastestRate`` × `dt` / 3), instead of grinding through them; or an
    ///   ``ODEError`` (``ODEError/nonFiniteState(time:)`` when the motion blows up, …);
    ///   with walls, ``DynamicsError/tooManyContacts(time:)``. Nothing changes on failure.
    public func advance(by dt: Double) throws {
        guard dt.isFinite, dt >= 0 else { throw DynamicsError.invalidParameter(name: "dt", value: dt, requirement: "a finite number at least 0") }
        guard dt > 0 else { return }
        if system.revision != seenRevision {
            solver?.reset()
            seenRevision = system.revision
        }
        let end = time + dt
        if case .adaptive(let stepper, _, _) = method, let solver, !stepper.isImplicit {
            if cachedRate.revision != system.structureRevision { cachedRate = (system.structureRevision, system.fastestRate) }
            let rate = cachedRate.rate
            if rate * dt / 3 > Double(solver.maximumSteps) { throw DynamicsError.stiffForExplicitStepper(stepper: stepper, rate: rate) }
        }
        if system.wallList.isEmpty {
            try integrate(from: time, to: end)
        } else {
            try advanceWithWalls(to: end)
        }
        time = end
    }

    /// Integrates the system's state from `t0` to `t1` (atomic: untouched on failure).
    func integrate(from t0: Double, to t1: Double) throws {
        guard t1 > t0 else { return }
        switch method {
        case .adaptive:
            guard let solver else { return }
            var t = t0
            try system.withState { state in try solver.advance(state, time: &t, to: t1) }
        case .fixedStep(_, let step):
            guard let solver else { return }
            let count = Self.substeps(t1 - t0, step)
            var t = t0
            try system.withState { state in try solver.advance(state, time: &t, fixedStep: (t1 - t0) / Double(count), count: count) }
        case .semiImplicitEuler(let step):
            try semiImplicitEuler(from: t0, t1 - t0, count: Self.substeps(t1 - t0, step))
        }
    }

    /// `⌈dt/step⌉`, at least 1, ignoring a rounding excess of a few ulps.
    static func substeps(_ dt: Double, _ step: Double) -> Int {
        Swift.max(1, Int((dt / step * (1 - 1e-12)).rounded(.up)))
    }

    private func semiImplicitEuler(from t0: Double, _ dt: Double, count: Int) throws {
        let n = system.capacity * system.axes
        let h = dt / Double(count)
        guard let y = working.baseAddress, let dydt = derivative.baseAddress else { return }
        let a = dydt + n
        system.withState { state in _ = working.update(fromContentsOf: state) }
        var t = t0
        for _ in 0..<count {
            system.evaluate(t, y, dydt)
            for i in 0..<n {
                y[n + i] += h * a[i]
                y[i] += h * y[n + i]
            }
            t += h
        }
        eulerStatistics.acceptedSteps += count
        eulerStatistics.functionEvaluations += count
        for i in 0..<(2 * n) where !y[i].isFinite { throw ODEError.nonFiniteState(time: t0 + dt) }
        system.withState { state in _ = state.update(fromContentsOf: working) }
    }
}
