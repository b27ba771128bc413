// Checkpoints of the engine on the lazy exact path: the whole state at a lazy anchor (a start or a
// retarget), kept by `SeekableSpringTransition` so that seeking back across retargets restores
// the anchor instead of replaying every retarget.

/// The engine's complete state at a lazy exact anchor (a start or a retarget, the clock on its
/// origin): every part is a value, so taking one copies no array (the parts share their buffers
/// with the engine until either side writes them). On the lazy path a frame writes none of the
/// shared buffers (the channel store, the element table and the query records keep the anchor's
/// state; the lazy view's per-frame buffers are detached when the checkpoint is taken), so keeping
/// a checkpoint costs no frame an allocation; the next write of a shared buffer (a retarget,
/// leaving the lazy path) copies it, once, as part of that O(channels) work. It keeps the anchor's
/// channel store, element table and query records alive: O(channels + elements) memory each.
struct EngineCheckpoint {
    /// The transition time of the anchor.
    let time: Double
    let provider: AnimationProvider
    let endpoints: TransitionEndpoints
    let elements: ElementTable
    let channelStore: ChannelStore
    let lazyExact: LazyExactChannels
    let clock: TransitionClock
    let waiting: [Int32]
    let waitingCursor: Int
    let halfwayQueue: HalfwayQueue
    let offsetChannels: (x: ChannelID, y: ChannelID)?
    let offsetCorrection: (x: ChannelID, y: ChannelID)?
    let progressSums: ProgressSums
    let query: QueryIndex

    /// The instant the transition comes to rest from this anchor (as ``SpringTransitionLayout/lazyEndTime`` gives it).
    var endTime: Double {
        clock.origin + Double(lazyExact.anchorStep + lazyExact.finalStep) * clock.timeStep
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
        let checkpoint = EngineCheckpoint(
            time: clock.time, provider: provider, endpoints: endpoints, elements: elements, channelStore: channelStore,
            lazyExact: lazy, clock: clock, waiting: waiting, waitingCursor: waitingCursor, halfwayQueue: halfwayQueue,
            offsetChannels: offsetChannels, offsetCorrection: offsetCorrection, progressSums: progressSums, query: query)
        lazyExact!.detachFrameBuffers()
        return checkpoint
    }

    /// Puts the transition back in `checkpoint`'s state (running, at the anchor, on the lazy exact
    /// path). The clock's stamps move past every stamp this transition has issued and the pose
    /// cache (a reference the checkpoint shares) is replaced by an empty one, so no cached pose or
    /// progress is taken for the restored state. O(springs) plus an empty cache (O(elements),
    /// a few microseconds at 10,000); the integrator's statistics keep counting. The caller makes sure no animation object of this transition is in use (an
    /// object refers to an entry of the table replaced here).
    func restore(_ checkpoint: EngineCheckpoint) {
        provider = checkpoint.provider
        endpoints = checkpoint.endpoints
        elements = checkpoint.elements
        channelStore = checkpoint.channelStore
        lazyExact = checkpoint.lazyExact
        lazyExact!.detachFrameBuffers()
        clock.restore(checkpoint.clock)
        waiting = checkpoint.waiting
        waitingCursor = checkpoint.waitingCursor
        halfwayQueue = checkpoint.halfwayQueue
        offsetChannels = checkpoint.offsetChannels
        offsetCorrection = checkpoint.offsetCorrection
        progressSums = checkpoint.progressSums
        query = checkpoint.query
        query.renewPoseCache()
        lateChannelError = nil
        state = .running
    }
}
