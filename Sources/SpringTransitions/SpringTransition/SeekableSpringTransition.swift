/// A spring transition whose clock can be placed at any instant, forward or back, across
/// retargets: scrubbing a physics transition.
///
/// It owns a ``SpringTransitionLayout`` built from the same inputs (layouts, provider,
/// integrator, configuration) and logs every retarget with the transition's clock at that
/// instant. ``seek(to:)`` forward advances the transition; backward it builds the transition
/// again and replays it: each retarget at exactly the clock state it had (the time since the
/// previous retarget, added in one piece), then the remaining time. The engine's state on its
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
/// frame, as advancing. Across retargets the lazy path seeks from *checkpoints*: the engine's
/// whole state at the start and after every retarget or release, kept as values that share the
/// anchor's buffers (no frame writes them, so frames still allocate nothing). A seek restores the
/// checkpoint at or before the target time and sets the clock: O(springs) plus an empty pose cache,
/// bit for bit what advancing with the same retargets gives, the same object. Each checkpoint holds
/// O(cells) memory; at most ``checkpointLimit`` are kept (the newest), and a seek before the
/// oldest kept replays from the start.
///
/// Off that path (animation objects, delays, custom channels, GSL integrators, a stepped
/// ``ExactIntegrator``) no checkpoint is kept: seeking forward costs the clock steps in between;
/// back, or across a logged retarget, it builds the transition again and replays it, costing a
/// start (a 10,000-cell grid-to-list start ≈ 3.4 ms) plus every clock step from the start to the
/// target (≈ 45 µs per step under ``ExactIntegrator`` when stepped; ≈ 0.7 ms under GSL rkf45 for
/// 10,000 cells) and every retarget again.
///
/// After seeking back with an animation object handed out, or by a replay, ``transition`` is a new
/// object: read poses through it (or through ``attributes(for:)``), and take animation objects from
/// it again.
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
    /// A checkpoint: the engine's state right after the first `events` logged events.
    struct Checkpoint {
        var events: Int
        var state: EngineCheckpoint
    }
    /// The checkpoints kept, oldest first (at most ``checkpointLimit``).
    var checkpoints: [Checkpoint] = []
    /// The most checkpoints kept (see ``init(from:to:provider:integrator:configuration:checkpointLimit:)``).
    public let checkpointLimit: Int
    /// The default ``checkpointLimit``: 8.
    public static let defaultCheckpointLimit = 8
    /// How many checkpoints are kept now (at most ``checkpointLimit``; none off the lazy exact path).
    public var checkpointCount: Int { checkpoints.count }
    /// The instant the transition comes to rest (given the retargets logged), once known.
    public internal(set) var endTime: Double?

    /// A seekable transition from `current` to `next` (see
    /// ``SpringTransitionLayout/init(from:to:provider:integrator:configuration:)``; the integrator
    /// given is copied for every replay, so pass a fresh one).
    ///
    /// - Parameter checkpointLimit: the most checkpoints kept (default 8; 0 keeps none). On the
    ///   lazy exact path the transition keeps its state at the start and after each retarget or
    ///   release, each O(cells) in memory (about 1 KB per cell); past the limit the oldest is
    ///   dropped, and seeking before the oldest kept replays from the start (correct, just slower).
    /// - Throws: what the transition's initialiser throws;
    ///   ``TransitionError/invalidConfiguration(name:value:requirement:)`` naming `checkpointLimit`
    ///   when it is negative.
    public init(from current: some Layout, to next: some Layout, provider: AnimationProvider = .spring(.smooth),
                integrator: (any Integrator)? = nil,
                configuration: SpringTransitionLayout.Configuration = .init(),
                checkpointLimit: Int = SeekableSpringTransition.defaultCheckpointLimit) throws(TransitionError) {
        guard checkpointLimit >= 0 else {
            throw .invalidConfiguration(name: "checkpointLimit", value: "\(checkpointLimit)", requirement: "must be at least 0")
        }
        self.checkpointLimit = checkpointLimit
        let stepper: any Integrator
        if let integrator { stepper = integrator } else { stepper = try SpringTransitionLayout.makeDefaultIntegrator() }
        make = { () throws(TransitionError) -> SpringTransitionLayout in
            try SpringTransitionLayout(from: current, to: next, provider: provider, integrator: stepper, configuration: configuration)
        }
        transition = try make()
        takeCheckpoint()
    }

    /// The placed time, in seconds since the start.
    public var time: Double { transition.time }

    /// The attributes of `element` at the placed time.
    public func attributes(for element: ElementID) -> LayoutAttributes? { transition.attributes(for: element) }

    /// Advances by `dt` seconds (see ``SpringTransitionLayout/advance(by:)``).
    public func advance(by dt: Double) throws(TransitionError) {
        try transition.advance(by: dt)
        noteEnd()
    }

    /// Retargets now (see ``SpringTransitionLayout/retarget(to:using:toContentOffset:)``). Retargets
    /// logged after the placed time (left by seeking back) are dropped: the history branches here.
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
            let saved = now
            do {
                try transition.advance(by: t - now)
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
    /// none is kept): restored in place and set on the clock when no logged event lies between the
    /// checkpoint and `t` and no animation object was handed out; otherwise a new transition is
    /// built, the checkpoint restored into it (if any) and the logged events after it replayed.
    func replay(to t: Double) throws(SeekError) {
        // The events at or before `t` (their times never decrease) and the checkpoint after the most of them.
        let due = retargets.prefix { isDue($0, at: t) }.count
        let checkpoint = checkpoints.last { $0.events <= due }
        if let checkpoint, checkpoint.events == due, !transition.elements.hasObjects {
            let end = checkpoint.state.endTime
            guard t <= end else {
                if due == retargets.count { endTime = end }
                throw .timeOutOfRange(time: t, end: end)
            }
            transition.restore(checkpoint.state)
            // (A time within rounding before the anchor's event is the anchor.)
            let place = Swift.max(t, transition.time)
            if !transition.placeLazily(at: place) {
                do { try transition.advance(by: place - transition.time) } catch { throw .transition(error) }
            }
            noteEnd()
            return
        }
        do {
            let fresh = try make()
            var first = 0
            if let checkpoint {
                fresh.restore(checkpoint.state)
                first = checkpoint.events
            }
            for r in retargets[first..<due] {
                try fresh.advance(by: r.sinceOrigin)
                guard fresh.state == .running else { break }
                try r.change.apply(to: fresh)
            }
            let rest = t - fresh.time
            if rest > 0 && !fresh.placeLazily(at: t) { try fresh.advance(by: rest) }
            if fresh.state != .running, t > fresh.time { throw SeekError.timeOutOfRange(time: t, end: fresh.time) }
            transition = fresh
            if fresh.state != .running { endTime = fresh.time }
        } catch let error as SeekError {
            throw error
        } catch let error as TransitionError {
            throw .transition(error)
        } catch {
            throw .transition(.integrationFailed(IntegrationFailure(integrator: transition.integrator.name, time: t, error: error)))
        }
    }

    /// Logs `entry`, just applied at the placed time: drops the events logged after it (left by
    /// seeking back: the history branches here) and their checkpoints, then takes a checkpoint.
    func log(_ entry: Retarget) {
        retargets.removeAll { $0.time > entry.time }
        checkpoints.removeAll { $0.events > retargets.count }
        retargets.append(entry)
        endTime = nil
        takeCheckpoint()
    }

    /// Whether logged event `r` lies at or before `t`: its time at most `t` plus the clock's
    /// rounding allowance (10⁻⁹ of a step, as the clock counts whole steps), so that seeking to the
    /// time an event was logged at — computed as frames sum or as a product — lands after it.
    func isDue(_ r: Retarget, at t: Double) -> Bool {
        r.time <= t + 1e-9 * transition.configuration.timeStep
    }

    /// Keeps a checkpoint of the transition after the logged events (all of them), when it is at a
    /// lazy exact anchor; drops the oldest past ``checkpointLimit``.
    func takeCheckpoint() {
        guard checkpointLimit > 0, let state = transition.lazyAnchorCheckpoint() else { return }
        checkpoints.append(Checkpoint(events: retargets.count, state: state))
        if checkpoints.count > checkpointLimit { checkpoints.removeFirst(checkpoints.count - checkpointLimit) }
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
