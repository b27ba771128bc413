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
/// frame, as advancing. Seeking across a retarget, or any transition off that path (animation
/// objects, delays, custom channels, GSL integrators), replays: forward it costs the clock steps in
/// between; back it costs a start (a 10,000-cell grid-to-list start ≈ 3.4 ms) plus every clock step
/// from the start to the target (≈ 45 µs per step under ``ExactIntegrator`` when stepped, O(1)
/// on the lazy path; ≈ 0.7 ms under GSL rkf45 for 10,000 cells) — a replay from the start, the
/// only checkpoint kept.
///
/// After seeking back, ``transition`` is a new object: read poses through it (or through
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
    /// The instant the transition comes to rest (given the retargets logged), once known.
    public internal(set) var endTime: Double?

    /// A seekable transition from `current` to `next` (see
    /// ``SpringTransitionLayout/init(from:to:provider:integrator:configuration:)``; the integrator
    /// given is copied for every replay, so pass a fresh one).
    ///
    /// - Throws: what the transition's initialiser throws.
    public init(from current: some Layout, to next: some Layout, provider: AnimationProvider = .spring(.smooth),
                integrator: (any Integrator)? = nil,
                configuration: SpringTransitionLayout.Configuration = .init()) throws(TransitionError) {
        let stepper: any Integrator
        if let integrator { stepper = integrator } else { stepper = try SpringTransitionLayout.makeDefaultIntegrator() }
        make = { () throws(TransitionError) -> SpringTransitionLayout in
            try SpringTransitionLayout(from: current, to: next, provider: provider, integrator: stepper, configuration: configuration)
        }
        transition = try make()
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
        retargets.removeAll { $0.time > entry.time }
        retargets.append(entry)
        endTime = nil
    }

    /// Places the transition at time `t`: forward by advancing, back by replaying from the start
    /// with every logged retarget (across them in both directions). At a time on the clock's grid
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
        if t >= now && (nextRetarget.map { t < $0.time } ?? true) {
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
        if let next, t >= next.time { return false }
        if next == nil && t > end {
            endTime = end
            throw .timeOutOfRange(time: t, end: end)
        }
        guard transition.placeLazily(at: t) else { return false }
        noteEnd()
        return true
    }

    /// Builds the transition again and replays it to `t` with the logged retargets up to `t`.
    func replay(to t: Double) throws(SeekError) {
        do {
            let fresh = try make()
            for r in retargets where r.time <= t {
                try fresh.advance(by: r.sinceOrigin)
                guard fresh.state == .running else { break }
                try r.change.apply(to: fresh)
            }
            let rest = t - fresh.time
            if rest > 0 { try fresh.advance(by: rest) }
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
