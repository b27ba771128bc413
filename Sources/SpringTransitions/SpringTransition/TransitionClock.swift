/// The transition's fixed-step clock: whole steps of ``timeStep`` on a grid that starts at
/// ``origin`` (the last start or retarget), and the remainder past the last grid point, which is
/// presented exactly (through the springs' step maps) rather than integrated. With it, two stamps:
/// ``poseEpoch``, which changes whenever presented values may have changed (what the pose cache
/// and the frame index are valid for), and ``gridStamp``, which changes whenever the batch's state
/// on the grid changed (what the progress sums are valid for).
///
/// Invariants: ``time`` = origin + stepCount·timeStep + remainder; `sinceOrigin` ≥
/// stepCount·timeStep; the remainder is 0 or in (0, timeStep]; neither stamp is ever 0 (0 means
/// "never" to the caches).
struct TransitionClock {
    /// The length of a clock step, in seconds.
    let timeStep: Double
    /// The transition time of the grid's first point (the last start or retarget).
    private(set) var origin = 0.0
    /// The whole steps taken since ``origin``.
    private(set) var stepCount = 0
    /// The wall time advanced since ``origin`` (what the steps and the remainder come from).
    private(set) var sinceOrigin = 0.0
    /// The presented time past the last grid point, in seconds.
    private(set) var remainder = 0.0
    /// Changes whenever presented values may have changed: the epoch the cached poses and the
    /// frame index's centers were computed in.
    private(set) var poseEpoch: UInt64 = 1
    /// Changes whenever the batch's state on the grid changed (the progress sums' stamp).
    private(set) var gridStamp: UInt64 = 1

    /// A clock at time 0 with steps of `timeStep` seconds.
    init(timeStep: Double) { self.timeStep = timeStep }

    /// The presented time: seconds since the transition started.
    var time: Double { origin + Double(stepCount) * timeStep + remainder }

    /// The time of the current grid point.
    var gridTime: Double { origin + Double(stepCount) * timeStep }

    /// The grid step that advancing by `dt` reaches, or `nil` when it is more than `limit` steps
    /// away. (The allowance keeps frames whose sum is a whole number of steps from losing one to
    /// rounding.)
    func stepReached(advancingBy dt: Double, limit: Int) -> Int? {
        let wholeSteps = ((sinceOrigin + dt) / timeStep + 1e-9).rounded(.down)
        guard wholeSteps - Double(stepCount) <= Double(limit) else { return nil }
        return Int(wholeSteps)
    }

    /// The whole steps advancing to `sinceOrigin` seconds past the origin reaches (as
    /// ``stepReached(advancingBy:limit:)`` counts them).
    func steps(reachedAt sinceOrigin: Double) -> Int {
        Int(Swift.min(Swift.max((sinceOrigin / timeStep + 1e-9).rounded(.down), 0), 1e15))
    }

    /// Places the clock `sinceOrigin` seconds past its origin with `steps` whole steps taken (the
    /// lazy exact path's seek; the remainder is presented with ``presentRemainder()``). Both
    /// stamps change.
    mutating func place(sinceOrigin: Double, steps: Int) {
        self.sinceOrigin = sinceOrigin
        stepCount = steps
        remainder = 0
        gridStamp &+= 1
        poseEpoch &+= 1
    }

    /// Takes `saved`'s grid and time (a checkpoint restored), with both stamps moved past this
    /// clock's and `saved`'s, so that nothing cached for a stamp issued before is taken for the
    /// restored state.
    mutating func restore(_ saved: TransitionClock) {
        let pose = Swift.max(poseEpoch, saved.poseEpoch), grid = Swift.max(gridStamp, saved.gridStamp)
        self = saved
        poseEpoch = pose &+ 1
        gridStamp = grid &+ 1
    }

    /// Counts `dt` seconds of wall time (the steps are taken one by one with ``stepped()``).
    mutating func pass(_ dt: Double) { sinceOrigin += dt }

    /// One step was taken: the grid moved.
    mutating func stepped() {
        stepCount += 1
        gridStamp &+= 1
    }

    /// The batch's grid state changed outside a step (a delayed start, a new offset target).
    mutating func gridChanged() { gridStamp &+= 1 }

    /// Presented values may have changed.
    mutating func presentedChanged() { poseEpoch &+= 1 }

    /// Presents the time passed since the last grid point as the remainder.
    mutating func presentRemainder() {
        let rest = sinceOrigin - Double(stepCount) * timeStep
        remainder = rest <= 1e-9 * timeStep ? 0 : rest
    }

    /// Stops at the last grid point: the time counted past it is dropped (a failed step, or the end).
    mutating func stopAtGrid() {
        sinceOrigin = Double(stepCount) * timeStep
        remainder = 0
    }

    /// Restarts the grid at `now`, the presented time.
    mutating func rebase(to now: Double) {
        origin = now
        stepCount = 0
        sinceOrigin = 0
        remainder = 0
    }

    /// The first clock step (counted from the current origin) whose grid time is at or after `t`,
    /// clamped to a range that cannot overflow.
    func firstStep(notBefore t: Double) -> Int {
        let steps = ((t - origin) / timeStep).rounded(.up)
        guard steps.isFinite else { return stepCount + 1 }
        return Int(Swift.min(Swift.max(steps, 0), 1e15))
    }
}
