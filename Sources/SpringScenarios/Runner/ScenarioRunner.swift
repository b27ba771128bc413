import SpringTransitions

/// Plays a ``Scenario``: builds its collection view and plugins from a ``PluginRegistry``, starts
/// the transition, applies the timeline's events at their times and hands every frame, at a
/// fixed frame rate, to a callback.
///
/// ```swift
/// let scenario = try Scenario(json: parsed)
/// let runner = try ScenarioRunner(scenario: scenario, registry: registry)
/// let summary = try runner.run { frame in
///     print(frame.time, frame.contentOffset, frame.elements.count)
/// }
/// ```
///
/// Frames come at `k / framesPerSecond` for k = 0, 1, …; an event between two frames is applied
/// at its exact time (the engine's trajectory does not depend on how time is cut into frames).
/// The run ends with the first frame at which the transition has ended and no event is left,
/// or at ``Scenario/maxDuration``. A runner runs once; every run makes fresh plugins, so make
/// another runner to run the scenario again.
public final class ScenarioRunner {
    /// The scenario.
    public let scenario: Scenario
    /// Where layouts, providers and integrators come from.
    public let registry: PluginRegistry
    /// Frames per second.
    public let framesPerSecond: Double
    /// An optional monotonic clock in nanoseconds; when set, each frame reports the time spent
    /// in `advance(by:)` (``ScenarioFrame/advanceNanoseconds``). The library has no clock of its own.
    public var clock: (() -> UInt64)?
    /// The collection view, as of the last frame.
    public internal(set) var collectionView: CollectionView
    /// The latest transition, running or ended.
    public internal(set) var transition: SpringTransitionLayout?
    /// The springy layout the collection view shows when the scenario has a `springy` section.
    public internal(set) var springyLayout: SpringyLayout?
    /// The scroll driver of `drag`, `release` and `fling` events, created by the first one.
    public internal(set) var scrollDriver: ScrollDriver?
    /// The exchange controller of `touch` events, created by the first one.
    public internal(set) var exchangeController: ExchangeController?
    /// The Texture-style transition node of `layoutTransition` events, made by the first one; the
    /// frames show its presented layout from then on.
    public internal(set) var node: TransitionNode?
    /// The scenario time, in seconds.
    public internal(set) var time = 0.0
    /// The work budget, in estimated right-hand-side evaluations; default
    /// ``ScenarioLimits/defaultMaximumWork``. Each transition the run starts (at the start or at a
    /// retarget) is estimated before its first frame as
    /// `engine steps × Σ over moving channels of the integrator's evaluations per step`
    /// (`ChannelBatch/workEstimate(for:over:)`), the engine steps being what is left of
    /// ``Scenario/maxDuration`` divided by the time step; beyond the budget the run is refused with
    /// a ``ScenarioError`` that names the field most responsible and gives the estimate. The
    /// frames themselves are budgeted too, before the start: every element of every frame up to
    /// ``Scenario/maxDuration`` counts as ``frameElementWork`` evaluations.
    public var maximumWork = ScenarioLimits.defaultMaximumWork

    var configuration: SpringTransitionLayout.Configuration
    var nextEvent = 0
    var retiredStatistics = IntegrationStatistics.zero
    var transitionCount = 0
    var hasRun = false
    var hasStarted = false
    var elements: [LayoutAttributes] = []
    let exchangeDelegate = ScenarioExchangeDelegate()

    /// A runner for `scenario`, with the collection view built and showing the `from` layout.
    ///
    /// - Parameters:
    ///   - scenario: validated here (``Scenario/validate()``).
    ///   - registry: the plugins the scenario names; default ``PluginRegistry/standard``.
    ///   - framesPerSecond: overrides the scenario's `fps`; from 1 to 1000.
    /// - Throws: ``ScenarioError``: an invalid scenario, an unknown layout name, bad layout
    ///   parameters, or a start position the layout cannot show.
    public init(scenario: Scenario, registry: PluginRegistry = .standard, framesPerSecond: Double? = nil) throws(ScenarioError) {
        try scenario.validate()
        let fps = framesPerSecond ?? scenario.framesPerSecond
        guard fps.isFinite, fps >= ScenarioLimits.minimumFramesPerSecond, fps <= ScenarioLimits.maximumFramesPerSecond else {
            throw ScenarioError(path: "fps", message: Scenario.rateMessage(fps))
        }
        self.scenario = scenario
        self.registry = registry
        self.framesPerSecond = fps
        self.configuration = SpringTransitionLayout.Configuration(timeStep: scenario.motion.timeStep,
                                                                  contentOffsetMode: scenario.motion.contentOffset,
                                                                  anchor: scenario.motion.anchor)
        let c = scenario.collection
        var from = try Self.make("$.from", scenario.from) { try registry.makeLayout(named: $0, parameters: $1) }
        if let springy = scenario.springy {
            do {
                let layout = try springy.makeLayout(over: from)
                springyLayout = layout
                from = layout
            } catch {
                throw ScenarioError(path: "$.springy", message: "\(error)")
            }
        }
        do {
            collectionView = try CollectionView(layout: from, dataCounts: try DataCounts(c.sections), boundsSize: c.bounds,
                                                contentInset: c.contentInset, contentOffset: c.contentOffset)
        } catch {
            throw ScenarioError(path: "$.from", message: "\(error)")
        }
        if let scroll = c.scrollTo {
            do {
                try collectionView.scrollTo(scroll.indexPath, at: scroll.position)
            } catch {
                throw ScenarioError(path: "$.collection.scrollTo", message: "\(error)")
            }
        }
    }

    /// Starts the transition at time 0: makes the `to` layout, the provider and the integrator and
    /// applies the placement. ``run(_:)`` calls it when needed; call it first to find every
    /// problem with the scenario before any frame is produced. Does nothing the second time.
    ///
    /// - Throws: ``ScenarioError`` for an unknown name (at `….name`), bad parameters, a
    ///   transition that cannot start or a placement the next layout cannot satisfy.
    public func start() throws(ScenarioError) {
        guard !hasStarted else { return }
        try checkFrameWork()
        try startTransition()
        hasStarted = true
    }

    /// Runs the scenario, calling `body` with every frame.
    ///
    /// - Throws: ``ScenarioError`` (a second run, an unknown plugin name, bad parameters, a
    ///   placement on a cell the layout lacks, an integration failure: the path names the part of
    ///   the scenario, the message the time), or whatever `body` throws.
    public func run(_ body: (ScenarioFrame) throws -> Void) throws -> ScenarioSummary {
        guard !hasRun else { throw ScenarioError(path: "$", message: "this runner has already run; make a new ScenarioRunner") }
        hasRun = true
        try start()
        var events = try applyEvents(upTo: 0)
        try body(frame(0, nanoseconds: clock == nil ? nil : 0, events: events))
        var k = 0
        var settled = true
        while !isDone {
            guard time < scenario.maxDuration else {
                settled = false
                break
            }
            k += 1
            let target = Swift.min(Double(k) / framesPerSecond, scenario.maxDuration)
            var nanoseconds: UInt64 = 0
            let first = nextEvent
            while nextEvent < scenario.timeline.count && scenario.timeline[nextEvent].time <= target {
                nanoseconds += try advance(to: scenario.timeline[nextEvent].time)
                try apply(scenario.timeline[nextEvent], index: nextEvent)
                nextEvent += 1
            }
            events = first..<nextEvent
            nanoseconds += try advance(to: target)
            try body(frame(k, nanoseconds: clock == nil ? nil : nanoseconds, events: events))
        }
        return ScenarioSummary(frameCount: k + 1, duration: time, isSettled: settled,
                               integratorName: transition?.integrator.name ?? scenario.motion.integrator.name,
                               statistics: statistics, transitionCount: transitionCount,
                               springyStatistics: springyLayout?.statistics)
    }

    /// The integrators' work so far, over every transition of the run.
    public var statistics: IntegrationStatistics {
        retiredStatistics + (transition?.integrator.statistics ?? .zero)
    }

    /// Whether every transition (spring, eased, interactive, the node's) has ended, no exchange
    /// moves and no event is left.
    var isDone: Bool {
        (transition.map { $0.state != .running } ?? true) && nextEvent == scenario.timeline.count
            && !(collectionView.drivenTransition.map { !$0.isComplete } ?? false) && collectionView.interactiveTransition == nil
            && node?.pendingTransition == nil
            && (exchangeController.map { !$0.exchangeTransactionInProgress && !$0.presentation.isAnimating } ?? true)
            && (scrollDriver.map { $0.phase == .idle } ?? true)
            && (springyLayout.map { $0.energy < Self.springyRestEnergy } ?? true)
    }

    /// Below this energy (per unit mass, pt²/s²) a springy layout counts as at rest: displacements
    /// of about 1e-3 pt at 1 Hz.
    static let springyRestEnergy = 1e-4

    /// The progress of the transition shown now: a spring transition's `SpringTransitionLayout/progress`,
    /// an eased one's ``EasedTransitionLayout/progress``, an interactive one's
    /// ``InteractiveTransitionLayout/transitionProgress``; `nil` at rest.
    var currentProgress: Double? {
        if let node { return node.springTransition.flatMap { $0.state == .running ? $0.progress : nil } }
        switch collectionView.layout {
        case let spring as SpringTransitionLayout: return spring.state == .running ? spring.progress : nil
        case let eased as EasedTransitionLayout: return eased.isComplete ? nil : eased.progress
        case let interactive as InteractiveTransitionLayout: return interactive.state == .interactive ? interactive.transitionProgress : nil
        default: return nil
        }
    }

    /// Applies the events due at or before `t` (the start's), returning their indices.
    func applyEvents(upTo t: Double) throws -> Range<Int> {
        let first = nextEvent
        while nextEvent < scenario.timeline.count && scenario.timeline[nextEvent].time <= t {
            try apply(scenario.timeline[nextEvent], index: nextEvent)
            nextEvent += 1
        }
        return first..<nextEvent
    }

    /// Advances the collection view to scenario time `t`; returns the nanoseconds it took (0 without a clock).
    func advance(to t: Double) throws(ScenarioError) -> UInt64 {
        let dt = t - time
        guard dt > 0 else { return 0 }
        let start = clock?() ?? 0
        do {
            try collectionView.advance(by: dt)
            try advanceScroll(to: t)
            try springyLayout?.advance(by: dt)
            try exchangeController?.advance(to: t)
            try node?.advance(by: dt)
        } catch {
            throw ScenarioError(path: "$", message: "at t = \(t) s: \(error)")
        }
        let end = clock?() ?? 0
        time = t
        return end >= start ? end - start : 0
    }

    /// The frame now.
    func frame(_ index: Int, nanoseconds: UInt64?, events: Range<Int>) -> ScenarioFrame {
        let layout: any Layout = node?.presentedLayout ?? exchangeController?.layout ?? collectionView.layout
        elements.removeAll(keepingCapacity: true)
        for id in layout.allElements {
            if let a = layout.attributes(for: id) { elements.append(a) }
        }
        var frame = ScenarioFrame(index: index, time: time, contentOffset: collectionView.contentOffset,
                                  contentSize: node?.presentedLayout.contentSize ?? collectionView.contentSize, elements: elements,
                                  transition: transition, advanceNanoseconds: nanoseconds, events: events, progress: currentProgress)
        frame.contentOffsetVelocity = contentOffsetVelocity
        return frame
    }
}
