/// An event to locate while integrating: a time where the scalar function `g(t, y)` crosses 0.
///
/// **Detection.** After every accepted step from `t_a` to `t_b` the solver evaluates `g` at the
/// step's end and compares its sign with the sign at `t_a`: a change of sign in the allowed
/// ``Direction`` is a crossing. `g` is not looked at inside the step, so
/// - **grazing** — `g` touching 0 and turning back (a double root), or any even number of
///   roots inside one step — is **not** detected; limit the step (`maximumStep:`) below the
///   spacing of the roots you need;
/// - a zero of `g` at the start of a step counts as being on the side the event comes from
///   (positive for ``Direction/falling``, negative for ``Direction/rising``; for
///   ``Direction/either`` it is on neither side, so no crossing starts there). So a bouncing
///   ball put back exactly on the floor is caught when it comes down again, within the same
///   step if need be, and a call that continues from a terminal event whose `g` is not exactly
///   0 (the reported time is on the far side of the root) does not find it again.
///
/// **Location.** The crossing is refined on the step's dense-output interpolant (see
/// ``Stepper/denseOutput``; the interpolant is as accurate as the steps) by the Illinois
/// variant of regula falsi, until the bracket around the root is no wider than
/// ``ODESolver/eventTimeTolerance(stepStart:stepSize:)`` = `1e-12·|h| + 4·ulp(t)`; the reported time is the end
/// of that bracket on the far side of the crossing (where `g` has changed sign or is 0), so
/// its error in `t` is that bracket width plus the interpolant's error. Each refinement step
/// costs one evaluation of `g` and one of the interpolant.
///
/// **Order.** The events of one step are reported in time order, several per step included.
/// A **terminal** event ends the call exactly at its time: `t` and `y` are the event's, and
/// the events after it in that step are not reported.
///
/// `g` must return a finite number: NaN or an infinity fails the call with
/// ``ODEError/invalidEventValue(event:time:value:)`` and nothing is changed. It may throw; the
/// call then fails with that very error.
public struct ODEEvent {
    /// Which sign changes of `g` count.
    public enum Direction: Sendable, Hashable, CaseIterable {
        /// From negative to 0 or positive.
        case rising
        /// From positive to 0 or negative.
        case falling
        /// Either way.
        case either
    }

    /// The event function `g(t, y)`: `y` is only valid during the call.
    public typealias Function = (_ t: Double, _ y: UnsafeBufferPointer<Double>) throws -> Double

    /// The event function.
    public let function: Function
    /// Which crossings count.
    public let direction: Direction
    /// Whether the call stops at this event.
    public let isTerminal: Bool

    /// Creates an event.
    ///
    /// - Parameters:
    ///   - direction: which sign changes count; default ``Direction/either``.
    ///   - terminal: whether the call stops at the event; default `false`.
    ///   - function: `g(t, y)`, finite.
    public init(direction: Direction = .either, terminal: Bool = false, _ function: @escaping Function) {
        self.function = function
        self.direction = direction
        isTerminal = terminal
    }
}

/// One located event: which, when, and the state there.
public struct ODEEventRecord: Sendable, Hashable {
    /// The index of the event in the list given to the call.
    public let event: Int
    /// The time of the crossing.
    public let time: Double
    /// The state at ``time`` (from the step's interpolant).
    public let state: [Double]
    /// Whether `g` rose through 0 (`true`) or fell (`false`).
    public let rising: Bool
    /// Whether the event was terminal (it is then the last record of its call).
    public let isTerminal: Bool

    /// Creates a record.
    public init(event: Int, time: Double, state: [Double], rising: Bool, isTerminal: Bool) {
        self.event = event
        self.time = time
        self.state = state
        self.rising = rising
        self.isTerminal = isTerminal
    }
}
