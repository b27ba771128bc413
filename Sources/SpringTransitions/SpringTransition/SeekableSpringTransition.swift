/// A spring transition whose clock can be placed at any instant, forward or back, across
/// retargets: scrubbing a physics transition.
///
/// It owns a ``SpringTransitionLayout`` built from the same inputs (layouts, provider,
/// integrator, configuration) and logs every retarget with the transition's clock at that
/// instant. ``seek(to:)`` forward advances the transition; backward it restores a checkpoint (or
/// builds the transition again) and replays from there: each retarget at exactly the clock state
/// it had (the time since the previous retarget, summed exactly), then the remaining time. The engine's state on its
/// clock grid depends only on the grid steps taken, never on how the time was cut into frames, so
///
/// - placing the transition at a time on the clock's grid gives *bit for bit* the state that
///   advancing to it frame by frame gives (every pose, velocity and the content offset), and
/// - between grid points the state is presented through the exact step map, as always.
///
/// Deferred elements, animation objects, custom channels, delays and retargets need nothing
/// special: the replay runs the same code. Any integrator works (GSL steppers included): the
/// replay takes the same steps with the same stepper.
///
/// **Cost.** On the lazy exact path (``SpringTransitionLayout/Configuration/lazyExactPath``:
/// ``ExactIntegrator`` with plain, deferred elements — the built-in providers' cells — and the
/// offset following the progress) every channel is a closed form of its state at the last start
/// or retarget, so seeking anywhere within that segment, forward or back (to the end included,
/// and back from it), only sets the clock: O(1), then O(springs) plus the elements read per
/// frame, as advancing. Across retargets the seekable transition seeks from *checkpoints*: the
/// engine's whole state at the start and after every retarget or release, kept as values that
/// share the engine's buffers. A seek restores the checkpoint at or before the target time (in
/// place: O(springs) plus an empty pose cache) and sets the clock, bit for bit what advancing with
/// the same retargets gives, the same object.
///
/// Off that path, checkpoints are kept where the engine's state can be copied exactly: a stepped
/// ``ExactIntegrator``, and ``GSLIntegrator`` with a one-step stepper (rk2, rk4, rkf45, rkck,
/// rk8pd: their step size and GSL's last derivative are copied with the state), with no animation
/// object (no delay, no custom channel). There a checkpoint is also taken every
/// ``checkpointInterval`` (0.25 s) of each segment that a seek replays, so a later seek back (or
/// forward past a checkpoint) restores one and replays at most that long: ≈ 30 steps, ≈ 1.4 ms
/// stepped exact and ≈ 20 ms under GSL rkf45 at 10,000 cells. Live frames (``advance(by:)``) take
/// none, so they allocate nothing, unless ``checkpointsWhileAdvancing`` is set (then a frame that
/// crosses an interval takes one, and the next step copies the channel store: O(cells), once per
/// interval). The
/// implicit and multistep GSL steppers (rk1imp, rk2imp, rk4imp, bsimp, msadams, msbdf) keep state
/// inside GSL that cannot be copied; like animation objects, delays and custom channels, they
/// keep no checkpoint and replay from the start (a start plus every clock step and retarget).
///
/// Each checkpoint holds O(cells) memory; at most ``checkpointLimit`` are kept, the start's
/// always among them (the oldest after it is dropped). A seek from a checkpoint before the events
/// up to the target time replays those events after restoring it: one restore plus the retargets,
/// no start. With an animation object handed out the checkpoint is restored into a new
/// transition built from it (still no start), so that the objects handed out keep their own.
///
/// After seeking back with an animation object handed out, or when no checkpoint is kept (a
/// replay from the start), ``transition`` is a new object: read poses through it (or through
/// ``attributes(for:)``), and take animation objects from it again.
///
/// **Gestures.** Scrub by time with ``seek(to:)``, or by progress with ``seek(toProgress:)``
/// (progress p ∈ [0, 1] is the time p·``restTime()``: linear in time, because a spring's own
/// progress can overshoot and has no inverse), on every gesture event. Then let go:
/// ``advance(by:)`` continues live from the placed state with the transition's own velocities;
/// ``release(progressVelocity:)`` (or ``release(timeRate:)``) first scales every moving channel's
/// velocity by the rate the gesture ran the clock at, so that the elements leave the finger with the
/// speed — and direction — it gave them, and springs carry them to the target from there.
public final class SeekableSpringTransition {
    /// One logged event: a retarget or a release that scaled the velocities.
    struct Retarget {
        /// The transition's `sinceOrigin` at the event: the time since the previous event (or
        /// the start), as the clock summed it.
        var sinceOrigin: Double
        /// The presented time of the event.
        var time: Double
        /// What happened: a retarget, or a release scaling every velocity by a factor.
        var change: Change

        enum Change {
            case retarget(layout: any Layout, provider: AnimationProvider?, toContentOffset: Point?)
            case release(velocityScale: Double)
        }
    }

    /// The transition at the placed time.
    public private(set) var transition: SpringTransitionLayout
    /// Called once, with `true`, the first time the transition comes to rest (advancing or seeking forward).
    public var completion: ((Bool) -> Void)?
    let make: () throws(TransitionError) -> SpringTransitionLayout
    var retargets: [Retarget] = []
    /// How many logged events the placed state has been through (the events before the placed
    /// segment): checkpoints taken while advancing live belong to that segment.
    var placedEvents = 0
    /// A checkpoint: the engine's state after the first `events` logged events.
    struct Checkpoint {
        var events: Int
        var state: EngineCheckpoint

        /// Whether this is the start's checkpoint (kept whatever the limit).
        var isStart: Bool { events == 0 && state.clock.origin == 0 && state.clock.stepCount == 0 }
    }
    /// The checkpoints kept, in the order of the history (by events, then time); the start's first
    /// when kept.
    var checkpoints: [Checkpoint] = []

    /// A new transition in `checkpoint`'s state (no start planned), or started anew without one.
    func freshTransition(from checkpoint: Checkpoint?) throws(TransitionError) -> SpringTransitionLayout {
        guard let checkpoint else { return try make() }
        return try SpringTransitionLayout(restoring: checkpoint.state, configuration: transition.configuration,
                                          integrator: transition.integrator)
    }
    /// The most checkpoints kept, the start's included (see
    /// ``init(from:to:provider:integrator:configuration:checkpointLimit:checkpointInterval:)``).
    public let checkpointLimit: Int
    /// The default ``checkpointLimit``: 8.
    public static let defaultCheckpointLimit = 8
    /// Off the lazy exact path, the transition time between two checkpoints of one segment, in
    /// seconds (rounded to whole clock steps, at least one): a backward seek replays at most this
    /// long (plus the events after the checkpoint).
    public let checkpointInterval: Double
    /// Whether live frames (``advance(by:)``) off the lazy exact path also take a checkpoint at
    /// every ``checkpointInterval`` they cross (default `false`). Off by default, live frames
    /// allocate nothing; interval checkpoints are then taken while a seek replays (on the way to
    /// its target), so scrubbing back over replayed time restores instead of replaying again. On,
    /// a seek back over live-advanced time restores the nearest interval checkpoint at once, and a
    /// frame that crosses an interval pays the copy: O(cells) and an allocation once per interval.
    public var checkpointsWhileAdvancing = false
    /// The default ``checkpointInterval``: 0.25 s (30 clock steps at 120 Hz).
    public static let defaultCheckpointInterval = 0.25
    /// ``checkpointInterval`` in clock steps.
    let intervalSteps: Int
    /// How many checkpoints are kept now (at most ``checkpointLimit``).
    public var checkpointCount: Int { checkpoints.count }
    /// The instant the transition comes to rest (given the retargets logged), once known.
    public internal(set) var endTime: Double?

    /// A seekable transition from `current` to `next` (see
    /// ``SpringTransitionLayout/init(from:to:provider:integrator:configuration:)``; the integrator
    /// given is copied for every replay, so pass a fresh one).
    ///
    /// - Parameters:
    ///   - current: the layout the transition starts from.
    ///   - next: the layout it goes to.
    ///   - provider: each element's animation (default `.spring(.smooth)`).
    ///   - integrator: the integrator (default: the transition's, GSL rkf45).
    ///   - configuration: the transition's configuration.
    ///   - checkpointLimit: the most checkpoints kept, the start's included (default 8; 0 keeps
    ///     none, 1 only the start's). A checkpoint is the engine's whole state, O(cells) in memory
    ///     (about 1 KB per cell, shared with the engine until either writes). On the lazy exact
    ///     path one is taken at the start and after each retarget or release; off it (stepped
    ///     ``ExactIntegrator``, GSL one-step steppers) also every ``checkpointInterval`` of each
    ///     segment. Past the limit the oldest after the start's is dropped; a seek whose nearest
    ///     checkpoint was dropped restores an earlier one (the start's at worst) and replays from
    ///     there (correct, just slower).
    ///   - checkpointInterval: off the lazy exact path, the transition time between two
    ///     checkpoints of one segment, in seconds (default 0.25; rounded to whole clock steps, at
    ///     least one).
    /// - Throws: what the transition's initialiser throws;
    ///   ``TransitionError/invalidConfiguration(name:value:requirement:)`` naming `checkpointLimit`
    ///   when it is negative, or `checkpointInterval` when it is not finite and positive.
    public init(from current: some Layout, to next: some Layout, provider: AnimationProvider = .spring(.smooth),
                integrator: (any Integrator)? = nil,
                configuration: SpringTransitionLayout.Configuration = .init(),
                checkpointLimit: Int = SeekableSpringTransition.defaultCheckpointLimit,
                checkpointInterval: Double = SeekableSpringTransition.defaultCheckpointInterval) throws(TransitionError) {
        guard checkpointLimit >= 0 else {
            throw .invalidConfiguration(name: "checkpointLimit", value: "\(checkpointLimit)", requirement: "must be at least 0")
        }
        guard checkpointInterval.isFinite, checkpointInterval > 0 else {
            throw .invalidConfiguration(name: "checkpointInterval", value: "\(checkpointInterval)",
                                        requirement: "must be finite and greater than 0")
        }
        self.checkpointLimit = checkpointLimit
        self.checkpointInterval = checkpointInterval
        let stepper: any Integrator
        if let integrator { stepper = integrator } else { stepper = try SpringTransitionLayout.makeDefaultIntegrator() }
        make = { () throws(TransitionError) -> SpringTransitionLayout in
            try SpringTransitionLayout(from: current, to: next, provider: provider, integrator: stepper, configuration: configuration)
        }
        transition = try make()
        let steps = (checkpointInterval / transition.configuration.timeStep).rounded()
        intervalSteps = Int(Swift.min(Swift.max(steps, 1), 1e9))
        takeCheckpoint(of: transition, events: 0)
    }

    /// The placed time, in seconds since the start.
    public var time: Double { transition.time }

    /// The attributes of `element` at the placed time.
    public func attributes(for element: ElementID) -> LayoutAttributes? { transition.attributes(for: element) }

    /// Advances by `dt` seconds (see ``SpringTransitionLayout/advance(by:)``). Takes no interval
    /// checkpoint (and allocates nothing in steady state) unless ``checkpointsWhileAdvancing`` is
    /// set: then, off the lazy exact path, a frame that crosses a ``checkpointInterval`` takes one
    /// (the next step copies the channel store: O(cells), once per interval).
    public func advance(by dt: Double) throws(TransitionError) {
        if checkpointsWhileAdvancing, dt.isFinite, dt >= 0,
           transition.clock.stepReached(advancingBy: dt, limit: SpringTransitionLayout.maximumStepsPerAdvance) != nil {
            try drive(transition, toSinceOrigin: transition.sinceOrigin + dt, events: placedEvents)
        } else {
            try transition.advance(by: dt)
        }
        noteEnd()
    }

    /// Retargets now (see ``SpringTransitionLayout/retarget(to:using:toContentOffset:)``). Retargets
    /// and releases the placed state has not been through (logged after the placed time, left by
    /// seeking back, or passed by advancing live after seeking back) are dropped: the history
    /// branches here.
    public func retarget(to next: some Layout, using provider: AnimationProvider? = nil,
                         toContentOffset: Point? = nil) throws(TransitionError) {
        let entry = Retarget(sinceOrigin: transition.sinceOrigin, time: transition.time,
                             change: .retarget(layout: next, provider: provider, toContentOffset: toContentOffset))
        try transition.retarget(to: next, using: provider, toContentOffset: toContentOffset)
        log(entry)
    }

    /// Places the transition at time `t`: forward by advancing, back (or across a logged retarget,
    /// in either direction) from the nearest checkpoint at or before `t` (see the type's
    /// description), else by replaying from the start with every logged retarget. At a time on the clock's grid
    /// the state is bit for bit the one advancing frame by frame gives.
    ///
    /// - Throws: ``SeekError/timeOutOfRange(time:end:)`` for NaN, an infinite or negative `t`, or
    ///   one after the transition comes to rest (nothing changes then);
    ///   ``SeekError/transition(_:)`` when the integrator fails during the replay (the transition
    ///   stays where it was).
    public func seek(to t: Double) throws(SeekError) {
        guard t.isFinite, t >= 0 else { throw .timeOutOfRange(time: t, end: endTime ?? transition.time) }
        if let end = endTime, t > end { throw .timeOutOfRange(time: t, end: end) }
        if try placeLazily(at: t) { return }
        let now = transition.time
        let nextRetarget = retargets.first { $0.time > now }
        if t >= now && (nextRetarget.map { !isDue($0, at: t) } ?? true) {
            guard transition.state == .running || t == now else { throw .timeOutOfRange(time: t, end: now) }
            // A checkpoint between now and `t` (off the lazy path): restore it rather than step there.
            if transition.lazyExact == nil, !transition.elements.hasObjects,
               placedEvents >= retargets.count || retargets[placedEvents].time > now,
               let checkpoint = nearestCheckpoint(before: t), checkpoint.events == placedEvents, checkpoint.state.time > now {
                return try replay(to: t)
            }
            let saved = now
            do {
                try drive(transition, toSinceOrigin: transition.sinceOrigin + (t - now), events: placedEvents)
            } catch {
                throw .transition(error)
            }
            noteEnd()
            if transition.state != .running, t > transition.time {
                let end = transition.time
                try replay(to: saved)
                throw .timeOutOfRange(time: t, end: end)
            }
            return
        }
        try replay(to: t)
    }

    /// Places the transition at `t` on the lazy exact path when `t` lies in its current segment
    /// (from its last start or retarget to the next logged retarget, if any): the clock only.
    /// Returns `false` when the transition is not on that path there. Throws when `t` is past the
    /// segment's end and no retarget follows (nothing changes then).
    func placeLazily(at t: Double) throws(SeekError) -> Bool {
        guard let start = transition.lazySegmentStart, t >= start, let end = transition.lazyEndTime else { return false }
        let next = retargets.first { $0.time > start }
        if let next, isDue(next, at: t) { return false }
        if next == nil && t > end {
            endTime = end
            throw .timeOutOfRange(time: t, end: end)
        }
        guard transition.placeLazily(at: t) else { return false }
        noteEnd()
        return true
    }

    /// Places the transition at `t` from the nearest checkpoint at or before it (the start when
    /// none is kept), replaying the logged events after it: restored into this transition when
    /// no animation object was handed out (one restore, no start); otherwise into a new
    /// transition built from the checkpoint (no start either), or — with no checkpoint at all —
    /// a new transition started and replayed from the beginning.
    ///
    /// - Parameter putBack: after a failure in this transition, place it back where it was (by a
    ///   replay that does not put back in turn).
    func replay(to t: Double, putBack: Bool = true) throws(SeekError) {
        // The events at or before `t` (their times never decrease) and the checkpoint after the most of them.
        let due = retargets.prefix { isDue($0, at: t) }.count
        let checkpoint = nearestCheckpoint(before: t)
        if let checkpoint, checkpoint.events == due, let end = checkpoint.state.lazyEndTime, t > end {
            if due == retargets.count { endTime = end }
            throw .timeOutOfRange(time: t, end: end)
        }
        if let checkpoint, !transition.elements.hasObjects {
            let previous = transition.time
            do {
                try transition.restore(checkpoint.state)
            } catch {
                throw .transition(error)
            }
            do {
                try replayEvents(on: transition, after: checkpoint.events, upTo: due, to: t)
            } catch {
                // Back where it was (the logged history reached it before): nothing changes.
                if putBack { try? replay(to: previous, putBack: false) }
                throw Self.seekError(error, integrator: transition.integrator.name, time: t)
            }
            placedEvents = due
            noteEnd()
            return
        }
        do {
            let fresh = try freshTransition(from: checkpoint)
            try replayEvents(on: fresh, after: checkpoint?.events ?? 0, upTo: due, to: t)
            transition = fresh
            placedEvents = due
            if fresh.state != .running { endTime = fresh.time }
        } catch {
            throw Self.seekError(error, integrator: transition.integrator.name, time: t)
        }
    }

    /// The kept checkpoint nearest before `t` in the logged history (after the most events due at
    /// `t`, then the latest), if any.
    func nearestCheckpoint(before t: Double) -> Checkpoint? {
        let due = retargets.prefix { isDue($0, at: t) }.count
        let allowance = 1e-9 * transition.configuration.timeStep
        return checkpoints.last { $0.events < due || ($0.events == due && $0.state.time <= t + allowance) }
    }

    /// Runs `tr` (in the state right after the first `first` logged events) through the events up
    /// to `due`, each at exactly the clock state it was logged at, then to `t`; takes checkpoints
    /// on the way. Throws ``SeekError/timeOutOfRange(time:end:)`` when it comes to rest before `t`.
    func replayEvents(on tr: SpringTransitionLayout, after first: Int, upTo due: Int, to t: Double) throws {
        var index = first
        while index < due {
            let r = retargets[index]
            try drive(tr, toSinceOrigin: r.sinceOrigin, events: index)
            guard tr.state == .running else { break }
            try r.change.apply(to: tr)
            index += 1
            takeCheckpoint(of: tr, events: index)
        }
        // (A time within rounding before the last event is the event's.)
        let rest = t - tr.time
        if rest > 0 && !tr.placeLazily(at: t) {
            try drive(tr, toSinceOrigin: tr.sinceOrigin + rest, events: index)
        }
        if tr.state != .running, t > tr.time { throw SeekError.timeOutOfRange(time: t, end: tr.time) }
    }

    /// `error` (from a replay) as a ``SeekError``.
    static func seekError(_ error: any Error, integrator: String, time: Double) -> SeekError {
        switch error {
        case let error as SeekError: error
        case let error as TransitionError: .transition(error)
        default: .transition(.integrationFailed(IntegrationFailure(integrator: integrator, time: time, error: error)))
        }
    }

    /// Advances `tr` (past the first `events` logged events) to exactly `target` seconds past its
    /// clock's origin, as one ``SpringTransitionLayout/advance(by:)`` would (the same steps; the
    /// clock sums to `target` bit for bit). Off the lazy exact path, with checkpoints kept, it stops
    /// on the way at every ``checkpointInterval`` of the segment and takes a checkpoint there
    /// (only before the next logged event: past it a live transition has left the logged history).
    func drive(_ tr: SpringTransitionLayout, toSinceOrigin target: Double, events: Int) throws(TransitionError) {
        guard checkpointLimit > 0, tr.lazyExact == nil, tr.state == .running, !tr.elements.hasObjects,
              tr.integratorSupportsCheckpoints,
              let final = tr.clock.stepReached(at: target, limit: SpringTransitionLayout.maximumStepsPerAdvance) else {
            return try tr.advance(toSinceOrigin: target)
        }
        let step = tr.configuration.timeStep
        let limit = events < retargets.count ? retargets[events].time : .infinity
        var boundary = (tr.clock.stepCount / intervalSteps + 1) * intervalSteps
        while boundary <= final, tr.state == .running, tr.clock.origin + Double(boundary) * step < limit {
            if boundary < final {
                try tr.advance(toSinceOrigin: Double(boundary) * step)
            } else {
                try tr.advance(toSinceOrigin: target)
            }
            takeCheckpoint(of: tr, events: events)
            boundary += intervalSteps
        }
        if tr.sinceOrigin != target || tr.clock.stepCount < final { try tr.advance(toSinceOrigin: target) }
    }

    /// Logs `entry`, just applied at the placed state: drops the events the placed state has not
    /// been through (logged after it, left by seeking back — or passed by advancing live after
    /// seeking back, which does not apply them: the history branches here) and their checkpoints
    /// (and those of the placed segment taken after now), then takes a checkpoint.
    func log(_ entry: Retarget) {
        retargets.removeSubrange(Swift.min(placedEvents, retargets.count)...)
        let count = retargets.count
        checkpoints.removeAll {
            $0.events > count || ($0.events == count && $0.state.clock.sinceOrigin > 0 && $0.state.time >= entry.time)
        }
        retargets.append(entry)
        placedEvents = retargets.count
        endTime = nil
        takeCheckpoint(of: transition, events: retargets.count)
    }

    /// Whether logged event `r` lies at or before `t`: its time at most `t` plus the clock's
    /// rounding allowance (10⁻⁹ of a step, as the clock counts whole steps), so that seeking to the
    /// time an event was logged at — computed as frames sum or as a product — lands after it.
    func isDue(_ r: Retarget, at t: Double) -> Bool {
        r.time <= t + 1e-9 * transition.configuration.timeStep
    }

    /// Keeps a checkpoint of `tr` after the first `events` logged events, when it is at a lazy
    /// exact anchor or on the stepped path with an integrator whose state can be copied, and no
    /// checkpoint of the same point is kept; past ``checkpointLimit`` drops the oldest after the
    /// start's (the new one itself when it would be that one).
    func takeCheckpoint(of tr: SpringTransitionLayout, events: Int) {
        guard checkpointLimit > 0, tr.state == .running, !tr.elements.hasObjects else { return }
        let stepCount = tr.lazyExact?.anchorStep ?? tr.clock.stepCount
        let position = checkpoints.firstIndex { $0.events > events || ($0.events == events && $0.state.clock.stepCount >= stepCount) }
            ?? checkpoints.count
        if position < checkpoints.count, checkpoints[position].events == events,
           checkpoints[position].state.clock.stepCount == stepCount { return }
        let isStart = events == 0 && tr.clock.origin == 0 && stepCount == 0
        let protected = checkpoints.first?.isStart == true ? 1 : 0
        if checkpoints.count >= checkpointLimit && !isStart && position <= protected { return }
        guard let state = tr.lazyAnchorCheckpoint() ?? tr.steppedCheckpoint() else { return }
        checkpoints.insert(Checkpoint(events: events, state: state), at: position)
        while checkpoints.count > checkpointLimit {
            checkpoints.remove(at: checkpoints.first?.isStart == true && checkpoints.count > 1 ? 1 : 0)
        }
    }

    /// Notes the end once the transition rests, and calls ``completion``.
    func noteEnd() {
        guard transition.state == .finished, endTime == nil || endTime == transition.time else { return }
        if endTime == nil, let done = completion {
            endTime = transition.time
            completion = nil
            done(true)
        }
        endTime = transition.time
    }
}
