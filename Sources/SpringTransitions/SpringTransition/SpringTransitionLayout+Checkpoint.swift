// Checkpoints of the engine: its whole state at a lazy exact anchor (a start or a retarget), or
// on a grid point of the stepped path, kept by `SeekableSpringTransition` so that seeking back
// restores the nearest one instead of replaying from the start.

/// The engine's complete state at a lazy exact anchor (a start or a retarget, the clock on its
/// origin) or at a grid point of the stepped path (exact steps, or a GSL one-step stepper): every
/// part is a value, so taking one copies no array of the engine (the parts share their buffers
/// with the engine until either side writes them).
///
/// On the lazy path a frame writes none of the shared buffers (the channel store, the element
/// table and the query records keep the anchor's state; the lazy view's per-frame buffers are
/// detached when the checkpoint is taken), so keeping a checkpoint costs no frame an allocation;
/// the next write of a shared buffer (a retarget, leaving the lazy path) copies it, once, as part
/// of that O(channels) work. On the stepped path the next clock step writes the channel store, so
/// the frame after a checkpoint copies it (O(channels), once per checkpoint). It keeps the
/// state's channel store, element table and query records alive: O(channels + elements) memory
/// each.
struct EngineCheckpoint {
    /// What the integrator carries between steps, when the state depends on it.
    enum IntegratorState {
        /// Nothing that changes a result: the lazy exact path, or ``ExactIntegrator`` (whose state
        /// is a cache of step maps keyed by spring and step).
        case none
        /// A GSL one-step stepper's blocks (see ``GSLIntegrator/Checkpoint``).
        case gsl(GSLIntegrator.Checkpoint)
    }

    /// The transition time of the state (its grid point; no remainder).
    var time: Double { clock.time }
    let provider: AnimationProvider
    let endpoints: TransitionEndpoints
    let elements: ElementTable
    let channelStore: ChannelStore
    /// The lazy view at the anchor; `nil` for a state of the stepped path.
    let lazyExact: LazyExactChannels?
    let clock: TransitionClock
    let waiting: [Int32]
    let waitingCursor: Int
    let halfwayQueue: HalfwayQueue
    let offsetChannels: (x: ChannelID, y: ChannelID)?
    let offsetCorrection: (x: ChannelID, y: ChannelID)?
    let progressSums: ProgressSums
    let query: QueryIndex
    let integratorState: IntegratorState

    /// The instant the transition comes to rest from this lazy anchor (as
    /// ``SpringTransitionLayout/lazyEndTime`` gives it); `nil` for a state of the stepped path.
    var lazyEndTime: Double? {
        guard let lazyExact else { return nil }
        return clock.origin + Double(lazyExact.anchorStep + lazyExact.finalStep) * clock.timeStep
    }
}

extension SpringTransitionLayout {
    /// The checkpoint of the current state, when the transition is running on the lazy exact path
    /// at its anchor (right after a start or a retarget, no step taken since) with no animation
    /// object handed out; `nil` otherwise. O(springs): the lazy view's per-frame buffers are given
    /// new storage, so that frames write no buffer the checkpoint shares.
    func lazyAnchorCheckpoint() -> EngineCheckpoint? {
        guard state == .running, let lazy = lazyExact, !elements.hasObjects, lateChannelError == nil,
              clock.stepCount == lazy.anchorStep, clock.sinceOrigin == 0, clock.remainder == 0 else { return nil }
        let checkpoint = makeCheckpoint(clock: clock, integratorState: .none)
        lazyExact!.detachFrameBuffers()
        return checkpoint
    }

    /// The checkpoint of the current grid point on the stepped path (the clock's remainder left
    /// out: the checkpoint's time is the grid time), when the transition is running off the lazy
    /// exact path with no animation object (so no delay, no custom channel, none handed out) and
    /// an integrator whose state between steps can be copied: ``ExactIntegrator``, or a
    /// ``GSLIntegrator`` with a one-step stepper (rk2, rk4, rkf45, rkck, rk8pd) and a scalar
    /// tolerance. `nil` otherwise (the implicit and multistep GSL steppers, other integrators).
    /// O(springs) for the exact path; the GSL blocks' state is copied, O(channels).
    func steppedCheckpoint() -> EngineCheckpoint? {
        guard state == .running, lazyExact == nil, !elements.hasObjects, lateChannelError == nil else { return nil }
        let saved: EngineCheckpoint.IntegratorState
        switch integrator {
        case is ExactIntegrator:
            saved = .none
        case let gsl as GSLIntegrator:
            guard let state = gsl.checkpoint() else { return nil }
            saved = .gsl(state)
        default:
            return nil
        }
        var grid = clock
        grid.stopAtGrid()
        return makeCheckpoint(clock: grid, integratorState: saved)
    }

    /// Whether ``steppedCheckpoint()`` can ever give a checkpoint for this transition's integrator.
    var integratorSupportsCheckpoints: Bool {
        switch integrator {
        case is ExactIntegrator: true
        case let gsl as GSLIntegrator: gsl.supportsCheckpoints
        default: false
        }
    }

    private func makeCheckpoint(clock: TransitionClock, integratorState: EngineCheckpoint.IntegratorState) -> EngineCheckpoint {
        EngineCheckpoint(
            provider: provider, endpoints: endpoints, elements: elements, channelStore: channelStore,
            lazyExact: lazyExact, clock: clock, waiting: waiting, waitingCursor: waitingCursor, halfwayQueue: halfwayQueue,
            offsetChannels: offsetChannels, offsetCorrection: offsetCorrection, progressSums: progressSums, query: query,
            integratorState: integratorState)
    }

    /// A transition in `checkpoint`'s state, built without planning a start: the checkpoint's
    /// parts restored into a new object (see ``restore(_:renewingIdentity:)``, with a batch
    /// identity of its own). `integrator` is this transition's integrator (the same GSL object
    /// may be shared: its blocks are restored from the checkpoint for the new batch).
    convenience init(restoring checkpoint: EngineCheckpoint, configuration: Configuration,
                     integrator: any Integrator) throws(TransitionError) {
        try self.init(configuration: configuration, integrator: integrator, provider: checkpoint.provider,
                      endpoints: checkpoint.endpoints)
        try restore(checkpoint, renewingIdentity: true)
    }

    /// Puts the transition back in `checkpoint`'s state (running, at the checkpoint's time; on
    /// the lazy exact path when the checkpoint was taken there). The clock's stamps move past
    /// every stamp this transition has issued and the pose cache (a reference the checkpoint
    /// shares) is replaced by an empty one, so no cached pose or progress is taken for the
    /// restored state. A GSL integrator's blocks are restored in place. O(springs) plus an empty
    /// cache (O(elements), a few microseconds at 10,000) plus, under GSL, a copy of the blocks'
    /// state; the integrator's statistics keep counting. The caller makes sure no animation object
    /// of this transition is in use (an object refers to an entry of the table replaced here).
    ///
    /// - Parameter renewingIdentity: give the restored channel batch an identity of its own (a
    ///   checkpoint restored into another transition than the one it was taken from).
    /// - Throws: ``TransitionError/integrationFailed(_:)`` when a GSL block cannot be created
    ///   (nothing is restored then).
    func restore(_ checkpoint: EngineCheckpoint, renewingIdentity: Bool = false) throws(TransitionError) {
        var restoredStore = checkpoint.channelStore
        if renewingIdentity { restoredStore.renewBatchIdentity() }
        if case let .gsl(saved) = checkpoint.integratorState {
            guard let gsl = integrator as? GSLIntegrator else {
                preconditionFailure("SpringTransitionLayout: a GSL checkpoint restored into a transition with another integrator")
            }
            do {
                try gsl.restore(saved, replacingIdentity: checkpoint.channelStore.batchIdentity, with: restoredStore.batchIdentity)
            } catch {
                throw .integrationFailed(IntegrationFailure(integrator: gsl.name, time: checkpoint.time, error: error))
            }
        }
        provider = checkpoint.provider
        endpoints = checkpoint.endpoints
        elements = checkpoint.elements
        channelStore = restoredStore
        lazyExact = checkpoint.lazyExact
        lazyExact?.detachFrameBuffers()
        clock.restore(checkpoint.clock)
        waiting = checkpoint.waiting
        waitingCursor = checkpoint.waitingCursor
        halfwayQueue = checkpoint.halfwayQueue
        offsetChannels = checkpoint.offsetChannels
        offsetCorrection = checkpoint.offsetCorrection
        progressSums = checkpoint.progressSums
        progressSums.restamp(checkpoint.clock.gridStamp, to: clock.gridStamp)
        query = checkpoint.query
        query.renewPoseCache()
        lateChannelError = nil
        state = .running
    }
}
