/// A layout that wraps any ``Layout`` and hangs each of its elements on a spring to its resting
/// place — objc.io's springy ("Messages") flow layout, integrated by the dynamics layer
/// (``BodySystem`` and ``BodySimulation``: any GSL stepper, adaptive or fixed-step).
///
/// - **Scrolling.** ``scroll(to:touch:)`` moves each simulated element by
///   `delta × min(1, resistance)`, with resistance = (|Δx| + |Δy|) / ``SpringyLayoutConfiguration/resistanceFactor``
///   between the touch and the element's resting centre (``displacement(forScroll:touch:restingCenter:resistanceFactor:)``);
///   the springs then pull the elements back, so far elements lag behind the finger.
/// - **Tiling.** Only elements whose base attributes intersect the visible rectangle padded by
///   ``SpringyLayoutConfiguration/margin`` are simulated, found with the base layout's spatial
///   query. Elements enter at rest (or displaced by the scroll in progress) and leave wherever
///   they are, outside the visible rectangle, so nothing visibly jumps; a frame costs the same for
///   a thousand items as for a million.
/// - **Queries** are answered from the simulated elements where there are any, else from the base.
/// - **Transitions.** It is a ``Layout`` like any other; `AnimationProvider.springy(_:spring:)`
///   (in `SpringTransitions`) starts a spring transition from the elements' current positions *and velocities*.
/// - **Touch.** ``grab(_:at:spring:)``, ``drag(to:)`` and ``release(velocity:)`` hang an element
///   on a spring to the finger and hand it back to its slot with the gesture's velocity.
///
/// ```swift
/// let springy = try SpringyLayout(base: FlowLayout(configuration: .init(itemSize: Size(width: 390, height: 44))))
/// var view = try CollectionView(layout: springy, dataCounts: DataCounts([1000]), boundsSize: Size(width: 390, height: 844))
/// try springy.scroll(to: Point(x: 0, y: 120), touch: Point(x: 200, y: 500))   // every scroll frame
/// try springy.advance(by: 1.0 / 120)                                          // every frame
/// ```
///
/// All storage is allocated when the layout is created; scrolling, tiling and advancing allocate
/// nothing. It is a class: the simulation is shared state, and a collection view holding it sees
/// every frame. Not thread-safe.
public final class SpringyLayout: LayoutWrapper {
    /// The configuration (checked at creation).
    public let configuration: SpringyLayoutConfiguration
    /// The wrapped layout: the resting places.
    public internal(set) var base: any Layout
    /// ``base`` as a ``Layout`` value: the queries this layout does not change are its (see
    /// ``LayoutWrapper``).
    public var forwardedBase: AnyLayout { AnyLayout(base) }
    /// The finger, in view coordinates (relative to the visible rectangle's origin), used when a
    /// collection view scrolls the layout through ``invalidate(forBoundsChange:in:)`` — objc.io's
    /// pan-gesture location; it is converted to content coordinates with the new offset. Set it
    /// while a finger is down (and keep the last location during a deceleration, as objc.io's
    /// layout does); `nil` (the default): such scrolls displace nothing. Non-finite values are
    /// ignored.
    public var touchInView: Point?
    /// The simulated time, in seconds.
    public var time: Double { simulation.time }

    let system: BodySystem
    let simulation: BodySimulation
    var context: LayoutContext?
    /// Per body slot: the element it simulates, or `nil`.
    var slotElement: [ElementID?]
    /// Per body slot: the element's spring to its resting centre.
    var slotSpring: [SpringID]
    /// Per body slot: the tiling pass that last saw it.
    var slotStamp: [Int]
    /// Per body slot: whether it is simulated only because its displaced frame meets the padded
    /// viewport (its resting place does not).
    var slotIsStraggler: [Bool]
    /// The slot of each simulated element (capacity reserved).
    var slotOfElement: [ElementID: Int]
    var stamp = 0
    /// The last scroll's delta and touch (content coordinates), for elements that tile in.
    var latestDelta = Point.zero
    var latestTouch: Point?
    /// Whether an element is simulated only because its displaced frame meets the padded viewport
    /// (its resting place does not): then every ``advance(by:)`` checks those, to let them go once they have left.
    var hasStragglers = false
    /// The largest distance of a simulated element from its resting centre (an upper bound).
    var maximumDisplacement = 0.0
    /// The grabbed element's slot, its spring to the touch and the grab point's offset from its centre.
    var grabbedSlot = -1
    var grabSpring = SpringID(rawValue: -1)
    var grabOffset = Point.zero

    /// Wraps `base`.
    ///
    /// - Parameters:
    ///   - base: the layout giving the resting places; prepared with this layout.
    ///   - configuration: springs, resistance, margin, capacity and integration method.
    /// - Throws: ``SpringyLayoutError`` for an invalid configuration (nothing is created).
    public init(base: some Layout, configuration: SpringyLayoutConfiguration = .init()) throws(SpringyLayoutError) {
        try configuration.validate()
        let system: BodySystem
        let simulation: BodySimulation
        do {
            system = try BodySystem(axes: 2, capacity: configuration.capacity, springCapacity: configuration.capacity + 1)
        } catch {
            throw .dynamics(error)
        }
        do {
            simulation = try BodySimulation(system: system, method: configuration.method)
        } catch let error as DynamicsError {
            throw .dynamics(error)
        } catch let error as ODEError {
            throw .integration(error)
        } catch {
            throw .invalidParameter(name: "configuration.method", value: .nan, requirement: "must be accepted by BodySimulation (\(error))")
        }
        self.configuration = configuration
        self.base = base
        self.system = system
        self.simulation = simulation
        slotElement = Array(repeating: nil, count: configuration.capacity)
        slotSpring = Array(repeating: SpringID(rawValue: -1), count: configuration.capacity)
        slotStamp = Array(repeating: 0, count: configuration.capacity)
        slotIsStraggler = Array(repeating: false, count: configuration.capacity)
        slotOfElement = [:]
        slotOfElement.reserveCapacity(configuration.capacity)
        if let prepared = base.preparedContext { context = prepared; tile() }
    }

    /// The number of elements simulated now.
    public var simulatedCount: Int { slotOfElement.count }

    /// Whether `element` is simulated now (in the padded viewport, within the capacity).
    ///
    /// - Parameter element: an element of the base layout.
    public func isSimulated(_ element: ElementID) -> Bool { slotOfElement[element] != nil }

    /// The element's centre velocity in points per second: 0 when it is not simulated.
    ///
    /// - Parameter element: an element of the base layout.
    public func velocity(of element: ElementID) -> Point {
        guard let slot = slotOfElement[element] else { return .zero }
        let v = system.velocity(of: slot)
        return Point(x: v.x, y: v.y)
    }

    /// The element's displacement from its resting centre, in points: 0 when it is not simulated.
    ///
    /// - Parameter element: an element of the base layout.
    public func displacement(of element: ElementID) -> Point {
        guard let slot = slotOfElement[element], let rest = restingCenter(slot) else { return .zero }
        let p = system.position(of: slot)
        return Point(x: p.x - rest.x, y: p.y - rest.y)
    }

    /// The simulation's work since the layout was created: steps and right-hand-side evaluations.
    public var statistics: IntegrationStatistics { simulation.statistics }

    /// Kinetic plus spring energy of the simulated elements (unit masses), including the spring
    /// to the finger while an element is grabbed.
    public var energy: Double { system.energy }

    /// Advances the springs by `dt` seconds. Allocates nothing.
    ///
    /// - Parameter dt: finite and at least 0.
    /// - Throws: ``SpringyLayoutError/invalidParameter(name:value:requirement:)`` naming `dt`,
    ///   ``SpringyLayoutError/dynamics(_:)`` or ``SpringyLayoutError/integration(_:)``; nothing
    ///   changes then.
    public func advance(by dt: Double) throws(SpringyLayoutError) {
        guard dt.isFinite, dt >= 0 else {
            throw .invalidParameter(name: "dt", value: dt, requirement: "must be finite and not negative")
        }
        do {
            try simulation.advance(by: dt)
        } catch let error as DynamicsError {
            throw .dynamics(error)
        } catch let error as ODEError {
            throw .integration(error)
        } catch {
            throw .invalidParameter(name: "dt", value: dt, requirement: "must be accepted by the simulation (\(error))")
        }
        if hasStragglers { pruneStragglers() }
        updateMaximumDisplacement()
    }

    /// The resting centre of the element in `slot` (its spring's anchor; while grabbed, the base's).
    func restingCenter(_ slot: Int) -> BodyVector? {
        if let anchor = system.anchor(of: slotSpring[slot]), slot != grabbedSlot { return anchor }
        guard let id = slotElement[slot], let a = base.attributes(for: id) else { return nil }
        return BodyVector(x: a.center.x, y: a.center.y)
    }

    /// Recomputes ``maximumDisplacement`` over the body slots. O(capacity), no allocation.
    func updateMaximumDisplacement() {
        var largest = 0.0
        for slot in slotElement.indices where slotElement[slot] != nil {
            guard let rest = restingCenter(slot) else { continue }
            let p = system.position(of: slot)
            largest = Swift.max(largest, Swift.abs(p.x - rest.x), Swift.abs(p.y - rest.y))
        }
        maximumDisplacement = largest
    }
}
