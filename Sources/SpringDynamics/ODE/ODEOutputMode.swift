/// How ``ODESolver/solve(_:time:to:outputTimes:outputs:outputMode:events:observer:)-(_,_,_,UnsafeBufferPointer<Double>,_,_,_,_)`` serves
/// its output times (scipy's `t_eval`, SciML's `saveat`).
public enum ODEOutputMode: Sendable, Hashable, CaseIterable {
    /// From the dense-output interpolant of the steps the solver takes anyway (the default):
    /// the step sequence is exactly that of a plain solve, so outputs do not change the
    /// result at `t1`. Accuracy and cost per output depend on ``Stepper/denseOutput``.
    case interpolate
    /// From the cubic Hermite interpolant (``ODEDenseOutput/cubicHermite``) whatever the
    /// stepper: the cheapest (no evaluation per output, as `advance(_:time:to:sampleTimes:samples:)`),
    /// but only `O(h⁴)` accurate, which loses digits with the long steps of high-order
    /// steppers. Events are located on the same interpolant.
    case cubicHermite
    /// By ending a step on every output time (GSL shortens the step that would pass it): the
    /// outputs are stepped states, but the steps, and so the result at `t1`, depend on the
    /// output times, and many outputs cost many short steps.
    case stepOnto
}

/// How a stepper's dense output (``ODEOutputMode/interpolate``, event location) computes the
/// state between the ends of a step. Chosen per stepper (``Stepper/denseOutput``) so that
/// the interpolant is about as accurate as the steps.
public enum ODEDenseOutput: Sendable, Hashable, CaseIterable {
    /// The cubic Hermite interpolant of the step's end states and derivatives,
    /// `p(θ) = h00·y_a + h10·h·f_a + h01·y_b + h11·h·f_b`: error `O(h⁴)` (at most
    /// `h⁴/384·max|y⁗|`), as accurate as steppers of order up to 4 or 5. Costs no evaluation
    /// per output (one per step for the steppers whose step does not end with `f`).
    case cubicHermite
    /// A separate step of the same method from the step's start `t_a` straight to the output
    /// time `s` (a step of size `s − t_a`, shorter than the accepted one, so at least as
    /// accurate): for the high-order one-step methods, whose steps are too long for a cubic.
    /// Costs one stepper step (no error control) per output or event-refinement point.
    case localStep
}

/// What a per-step observer receives after each accepted step.
public struct ODEStepObservation {
    /// The time reached (the end of the step, or the time of a terminal event).
    public let time: Double
    /// The size of the step just taken (signed; shorter when a terminal event cut it).
    public let stepSize: Double
    /// The state at ``time``; valid only during the observer's call.
    public let state: UnsafeBufferPointer<Double>
    /// The solver's statistics so far (since creation or the last reset), this step included.
    public let statistics: IntegrationStatistics
}

/// What a call of ``ODESolver/solve(_:time:to:outputTimes:outputs:outputMode:events:observer:)-(_,_,_,UnsafeBufferPointer<Double>,_,_,_,_)``
/// found.
public struct ODESolveResult: Sendable, Hashable {
    /// The events located, in time order.
    public var events: [ODEEventRecord]
    /// Whether a terminal event ended the call before `t1` (it is then the last of ``events``).
    public var stoppedByEvent: Bool { events.last?.isTerminal ?? false }
    /// How many output rows were written: all of them, unless a terminal event came first
    /// (then the rows after the event time are left as they were).
    public var outputsWritten: Int

    /// Creates a result.
    public init(events: [ODEEventRecord] = [], outputsWritten: Int = 0) {
        self.events = events
        self.outputsWritten = outputsWritten
    }
}
