/// A layout that moves every element from one layout to another on springs: the engine behind
/// ``CollectionView/transition(to:using:integrator:configuration:)``.
///
/// ## Flow
/// 1. **Start.** Built from the current layout and the next one, both prepared. Their diff over
///    *all* elements (off-screen ones too) gives each element's start and target: persisting
///    elements from their current attributes to their next ones, appearing elements from the next
///    layout's initial attributes, disappearing ones to the current layout's final attributes. The
///    ``AnimationProvider`` picks an ``AttributeAnimation`` per element (or none: it snaps). Every
///    channel that moves gets a slot in one ``ChannelBatch``. All storage is allocated here.
/// 2. **Frames.** ``advance(by:)`` runs the ``Integrator`` over the moving slots on a fixed time
///    step (``Configuration/timeStep``); settled slots leave the active range. The state between
///    steps is presented exactly through the spring's step map, so every frame rate sees the same
///    trajectory, without lag. Nothing is allocated.
/// 3. **Queries.** Poses are computed lazily, only for elements someone asks for
///    (``attributes(for:)``, `forEachAttributes(in:_:)`), once per frame each. Rect queries use a
///    per-frame index of the elements' current centers, rebuilt by the first query of a frame
///    (O(n) once, then O(log n + k) per query); once finished, a spatial index over the final
///    poses.
/// 4. **Finish.** When every slot rests (and every delay has run out) the poses are exactly the
///    next layout's attributes, the offset is exactly `toContentOffset`, and ``completion`` runs
///    with `true`.
/// 5. **Retarget.** ``retarget(to:using:toContentOffset:)`` while running continues every element from its
///    current position *and velocity* towards a new layout.
///
/// The content offset and size follow the distance-weighted progress of the cells (``progress``),
/// or the offset gets a spring of its own (``ContentOffsetMode/spring(_:)``).
///
/// It conforms to ``Layout``, so a ``CollectionView`` shows it like any other layout.
public final class SpringTransitionLayout: DrivenTransitionCore {
    /// The settings the transition was started with.
    public let configuration: Configuration
    /// The integrator advancing the batch.
    public internal(set) var integrator: any Integrator {
        get {
            flushLazySteps()
            return integratorStorage
        }
        set {
            lazyStepsPending = 0
            integratorStorage = newValue
            sums.use(newValue)
        }
    }
    /// The storage of ``integrator``: advanced in place by each clock step (``integrateStep()``),
    /// replaced only through ``integrator``'s setter, which tells the progress sums.
    private var integratorStorage: any Integrator
    /// The provider that picked the animations (used again when retargeting without a new one).
    public internal(set) var provider: AnimationProvider
    /// The layouts, offsets, sizes and prepared context the transition goes between.
    package var endpoints: TransitionEndpoints
    /// Whether the transition is running, finished or cancelled.
    public package(set) var state = State.running
    /// Called once when the transition ends: `true` when every element came to rest on its target,
    /// `false` when it was cancelled or interrupted by a retarget (which then clears it; set a new
    /// one on the retargeted transition if needed).
    public var completion: ((Bool) -> Void)?

    /// The error the next ``advance(by:)`` throws because a channel was added to an animation the
    /// transition had already taken over (``AttributeAnimation/addChannel(named:from:to:threshold:)``).
    var lateChannelError: TransitionError?

    // MARK: Elements
    /// Every element, what drives it (an animation object, a record or nothing) and the look-up
    /// (see ``ElementTable``).
    var elements = ElementTable()
    /// Every element of the transition, sorted: the union of both layouts' elements. Disappearing
    /// elements stay until the transition ends. Listed on each call: O(elements), one allocation
    /// (the transition keeps no list of its own).
    public var allElements: [ElementID] { elements.ids }

    /// The number of elements (``allElements``' count without listing them). O(1).
    var elementCount: Int { elements.count }

    // MARK: Channels
    /// The batch, the per-channel bookkeeping and the spring table (see ``ChannelStore``). On the
    /// lazy exact path (``lazyExact``) the batch holds the anchor's state; the lazy path reads it
    /// here, everything else through ``store``.
    var channelStore = ChannelStore()
    /// The channel store, current on the clock's grid: reading or writing it first leaves the lazy
    /// exact path (``leaveLazyExact()``), so code that is not lazy-aware always sees stepped states.
    var store: ChannelStore {
        _read { if lazyExact != nil { leaveLazyExact() }; yield channelStore }
        _modify { if lazyExact != nil { leaveLazyExact() }; yield &channelStore }
    }
    /// The lazy exact path's view of the channels, while it applies (see ``LazyExactChannels``).
    var lazyExact: LazyExactChannels?
    /// Clock steps taken on the lazy exact path not yet counted in the integrator's statistics.
    var lazyStepsPending = 0

    // MARK: Clock
    /// The fixed-step clock and its stamps (see ``TransitionClock``).
    var clock: TransitionClock
    /// The clock's pose epoch (``TransitionLayoutCore``'s pose-cache stamp); setting it, to any
    /// value, starts a new epoch.
    package var poseEpoch: UInt64 {
        get { clock.poseEpoch }
        set { clock.presentedChanged() }
    }
    var waiting: [Int32] = []
    var waitingCursor = 0
    /// The elements whose zIndex and isHidden still have to switch, by the step each is due.
    var halfwayQueue = HalfwayQueue()

    // MARK: Content offset
    var offsetChannels: (x: ChannelID, y: ChannelID)?
    /// In ``ContentOffsetMode/followsProgress`` mode after a retarget or hand-over that would have
    /// changed the offset's velocity: two channels added to `from + (to − from)·P`, each from 0
    /// with the velocity difference, critically damped toward 0 (see `continueOffset(velocity:)`).
    var offsetCorrection: (x: ChannelID, y: ChannelID)?
    /// The sums behind ``progress`` (see ``ProgressSums``); not maintained on the lazy exact path.
    var progressSums = ProgressSums()
    /// ``progressSums``, current on the clock's grid: reading or writing them first leaves the
    /// lazy exact path.
    var sums: ProgressSums {
        _read { if lazyExact != nil { leaveLazyExact() }; yield progressSums }
        _modify { if lazyExact != nil { leaveLazyExact() }; yield &progressSums }
    }

    // MARK: Queries
    /// The query records, the frame index, the pose cache and the index of final poses (see
    /// ``QueryIndex``).
    var query = QueryIndex()

    /// A transition from `current` to `next`, both prepared, at rest at time 0.
    ///
    /// - Parameters:
    ///   - current: the layout shown now; the start offset is its prepared content offset.
    ///   - next: the layout to go to, prepared for the bounds and data to end with. When the target
    ///     offset differs from its prepared one and it depends on the offset (pinned headers), a
    ///     copy is updated for the target.
    ///   - provider: picks each element's animation; default ``AnimationProvider/spring(_:)`` with
    ///     ``Spring/smooth``.
    ///   - integrator: advances the springs; default ``GSLIntegrator`` with the rkf45 stepper at its
    ///     default tolerance. Pass ``ExactIntegrator`` for the closed form at the lowest cost.
    ///   - configuration: time step, offset mode, anchor and target offset.
    /// - Throws: ``TransitionError`` for an unprepared layout, an element outside its layout's data
    ///   counts, a layout that fails to update, an invalid animation or configuration.
    public init(from current: some Layout, to next: some Layout,
                provider: AnimationProvider = .spring(.smooth),
                integrator: (any Integrator)? = nil,
                configuration: Configuration = Configuration()) throws(TransitionError) {
        try configuration.validate()
        let endpoints = try TransitionEndpoints(from: current, to: next, startOffset: nil,
                                                requestedOffset: configuration.toContentOffset)
        self.configuration = configuration
        if let integrator {
            self.integratorStorage = integrator
        } else {
            self.integratorStorage = try Self.makeDefaultIntegrator()
        }
        self.provider = provider
        self.endpoints = endpoints
        clock = TransitionClock(timeStep: configuration.timeStep)
        sums.use(integratorStorage)

        let plan = try planStart(from: endpoints.currentLayout, to: endpoints.nextLayout)
        // (The query records, the progress sums and the batch's target velocities only off the
        // lazy exact path: on it a start has no use for them.)
        let mayTakeLazyPath = configuration.lazyExactPath && ProgressSums.tracks(with: integratorStorage)
        let offsetHasChannels = if case .spring = configuration.contentOffsetMode { true } else { false }
        apply(consume plan, recomputingSums: false, deferringQueryRecords: mayTakeLazyPath,
              deferringChannelRecords: mayTakeLazyPath && !offsetHasChannels)
        configureOffsetChannels()
        enterLazyExactIfEligible()
        prepareOffLazyPath()
    }

    /// A transition with the given parts and nothing else (no element, no channel, the clock at
    /// 0), to be filled by a checkpoint (``init(restoring:configuration:integrator:)``).
    init(configuration: Configuration, integrator: any Integrator, provider: AnimationProvider,
         endpoints: TransitionEndpoints) throws(TransitionError) {
        try configuration.validate()
        self.configuration = configuration
        self.integratorStorage = integrator
        self.provider = provider
        self.endpoints = endpoints
        clock = TransitionClock(timeStep: configuration.timeStep)
        sums.use(integratorStorage)
    }

    deinit {
        // The large arrays go to the cache for a later start (see `TransitionScratch`).
        // (Moved out, so that each array is uniquely referenced there and keeps its storage.)
        lazyExact = nil
        var scratch = TransitionScratch()
        store.moveStorage(into: &scratch)
        query.exchangeRecords(with: &scratch)
        query.exchangeFrameIndex(with: &scratch)
        elements.moveStorage(into: &scratch)
        ScratchPool.current.give(scratch)
    }

    /// The transition's clock: seconds since it started, as presented.
    public var time: Double { clock.time }

    /// The wall time advanced since the last start or retarget (see ``TransitionClock``).
    var sinceOrigin: Double { clock.sinceOrigin }

    package static var layoutName: String { "a SpringTransitionLayout" }

    /// The animation of `element`, or `nil` when it snapped or is not part of the transition.
    ///
    /// Elements animated by a built-in provider (``AnimationProvider/spring(_:)``,
    /// ``AnimationProvider/springs(_:)``, ``AnimationProvider/perChannel(_:default:)`` and
    /// ``AnimationProvider/perKind(cells:supplementary:decoration:)`` of those) whose start and
    /// target are plain (center and size only) get their animation object here, the first time it
    /// is asked for: starting a transition of many elements then creates none. The object is the
    /// one the provider would have made, in the state the transition gave it, and the same object
    /// on every later call.
    public func animation(for element: ElementID) -> AttributeAnimation? {
        guard let i = entryIndex(of: element) else { return nil }
        return elements.animation(ofEntry: i, engine: self, finished: state == .finished)
    }

    /// Where entry `i` ends (see ``ElementTable/target(ofEntry:)``).
    func target(ofEntry i: Int) -> LayoutAttributes { elements.target(ofEntry: i) }

    /// The number of channels moving now (the integrator's work per step).
    /// (On the lazy exact path: counted from the channels' settle steps, O(channels), without
    /// leaving the path.)
    public var activeChannelCount: Int {
        if let lazy = lazyExact { return lazy.movingCount(step: clock.stepCount - lazy.anchorStep) }
        return store.activeCount
    }

    /// The number of channels of the transition, moving or at rest.
    public var channelCount: Int { store.count }

    /// The index of `element`'s entry in the element table, or `nil`. O(1).
    func entryIndex(of element: ElementID) -> Int? { elements.index(of: element) }

    /// Calls `body` with every element disappearing in the transition and its target.
    func forEachDisappearing(_ body: (ElementID, LayoutAttributes) -> Void) {
        for i in 0..<elements.count where elements.change(ofEntry: i) == .disappearing {
            body(elements.id(ofEntry: i), elements.target(ofEntry: i))
        }
    }
}

extension SpringTransitionLayout {
    /// Advances the channel store by one clock step with ``integrator`` (in place, no copy).
    func integrateStep() throws(TransitionError) {
        do {
            try store.advance(with: &integratorStorage, by: clock.timeStep)
        } catch {
            throw .integrationFailed(IntegrationFailure(integrator: integratorStorage.name, time: clock.gridTime, error: error))
        }
    }

    /// Counts the clock steps taken on the lazy exact path in the integrator's statistics (the
    /// integrator is an ``ExactIntegrator`` there), as stepping every channel would: once, when
    /// ``integrator`` is read (rewriting the existential allocates, so no frame does it).
    func flushLazySteps() {
        guard lazyStepsPending > 0, var exact = integratorStorage as? ExactIntegrator else { return }
        exact.countSteps(lazyStepsPending)
        lazyStepsPending = 0
        integratorStorage = exact
    }

    /// GSL's rkf45 at ``GSLIntegrator``'s default tolerance: the default integrator of a transition.
    static func makeDefaultIntegrator() throws(TransitionError) -> any Integrator {
        do {
            return try GSLIntegrator(stepper: .rkf45)
        } catch {
            var failure = IntegrationFailure(integrator: "gsl-rkf45", time: 0, error: error)
            failure.message = "cannot create the default GSL rkf45 integrator: \(error)"
            throw .integrationFailed(failure)
        }
    }
}
