extension ODESolver {
    /// The width to which an event's time is refined inside a step from `stepStart` of size
    /// `stepSize`: `1e-12·|stepSize| + 4·ulp(max(|t_a|, |t_b|))` (see ``ODEEvent``).
    public static func eventTimeTolerance(stepStart: Double, stepSize: Double) -> Double {
        GSLDriver.eventTimeTolerance(stepStart: stepStart, stepSize: stepSize)
    }

    /// Integrates adaptively from `t` towards `t1`, locating events, filling output times and
    /// calling an observer after every step; in place, allocating nothing per step.
    ///
    /// - **Output times** (`outputTimes`, scipy's `t_eval`): finite, inside `[t, t1]`, ordered
    ///   from `t` to `t1` (repeats allowed). Row `i` of `outputs` (`outputs[i·dimension ..<
    ///   (i+1)·dimension]`) receives the state at `outputTimes[i]`; `outputs` must have exactly
    ///   `outputTimes.count × dimension` values. `outputMode` chooses how they are served
    ///   (``ODEOutputMode/interpolate``, the default, takes the steps of a plain solve and
    ///   interpolates with ``Stepper/denseOutput``; ``ODEOutputMode/stepOnto`` ends a step on
    ///   each).
    /// - **Events** (see ``ODEEvent`` for detection, location, grazing and tolerances) are
    ///   returned in time order; a terminal one ends the call at its time.
    /// - **Observer**: called after every accepted step with the time, step size, state and
    ///   statistics so far. Without one (and without events or outputs) the loop does exactly
    ///   what `advance(_:time:to:)` does. An observer must not call the solver (that throws
    ///   ``ODEError/reentrantUse``); it is called for steps of a call that later fails.
    ///
    /// **Atomic.** On success `y` and `t` hold the state and time reached: `t1`, or the time of
    /// a terminal event. On failure neither is touched, no event is reported and the content of
    /// `outputs` is unspecified. Inputs are validated before anything runs.
    ///
    /// Cost: one evaluation of `f` at the start (for the interpolant), plus one per step for
    /// steppers whose step does not end with `f` (`gives_exact_dydt_out`) when outputs or
    /// events are requested; each event costs one evaluation of every `g` per step plus about
    /// 5–15 interpolations to locate a crossing; each output costs one interpolation
    /// (``ODEDenseOutput``: free for ``ODEDenseOutput/cubicHermite``, one stepper step for
    /// ``ODEDenseOutput/localStep``).
    ///
    /// - Throws: the error a system or event closure threw (unchanged), or an ``ODEError``: as
    ///   `advance(_:time:to:)`; ``ODEError/invalidParameter(name:value:requirement:)`` naming
    ///   `outputTimes[i]` for a time out of order or outside `[t, t1]`;
    ///   ``ODEError/invalidLength(name:expected:actual:)`` naming `outputs`;
    ///   ``ODEError/invalidEventValue(event:time:value:)`` when an event function returns NaN
    ///   or an infinity.
    @discardableResult
    public func solve(
        _ y: UnsafeMutableBufferPointer<Double>, time t: inout Double, to t1: Double,
        outputTimes: UnsafeBufferPointer<Double>, outputs: UnsafeMutableBufferPointer<Double>,
        outputMode: ODEOutputMode = .interpolate, events: [ODEEvent] = [],
        observer: ((ODEStepObservation) -> Void)? = nil
    ) throws -> ODESolveResult {
        let context = self.context
        let request = SolveRequest(
            sampling: DenseSampling(times: outputTimes, output: outputs), mode: outputMode, events: events,
            observer: observer, statistics: { [unowned self] in statistics },
            storeError: { error in if context.pointee.error == nil { context.pointee.error = error } },
            accept: { context.pointee.error == nil }
        )
        var records: [ODEEventRecord] = []
        var written = 0
        try run { () throws(ODEError) in
            written = try engine.solve(y, time: &t, to: t1, request: request, records: &records)
        }
        return ODESolveResult(events: records, outputsWritten: written)
    }

    /// ``solve(_:time:to:outputTimes:outputs:outputMode:events:observer:)-(_,_,_,UnsafeBufferPointer<Double>,_,_,_,_)`` without output
    /// times, in place.
    @discardableResult
    public func solve(
        _ y: UnsafeMutableBufferPointer<Double>, time t: inout Double, to t1: Double,
        events: [ODEEvent] = [], observer: ((ODEStepObservation) -> Void)? = nil
    ) throws -> ODESolveResult {
        try solve(y, time: &t, to: t1, outputTimes: UnsafeBufferPointer(start: nil, count: 0),
                  outputs: UnsafeMutableBufferPointer(start: nil, count: 0), events: events, observer: observer)
    }

    /// ``solve(_:time:to:outputTimes:outputs:outputMode:events:observer:)-(_,_,_,UnsafeBufferPointer<Double>,_,_,_,_)`` on arrays:
    /// `outputs` is resized to `outputTimes.count × dimension`.
    @discardableResult
    public func solve(
        _ y: inout [Double], time t: inout Double, to t1: Double,
        outputTimes: [Double], outputs: inout [Double], outputMode: ODEOutputMode = .interpolate,
        events: [ODEEvent] = [], observer: ((ODEStepObservation) -> Void)? = nil
    ) throws -> ODESolveResult {
        let count = outputTimes.count * system.dimension
        if outputs.count != count { outputs = [Double](repeating: 0, count: count) }
        return try y.withUnsafeMutableBufferPointer { state in
            try outputTimes.withUnsafeBufferPointer { times in
                try outputs.withUnsafeMutableBufferPointer { rows in
                    try solve(state, time: &t, to: t1, outputTimes: times, outputs: rows, outputMode: outputMode,
                              events: events, observer: observer)
                }
            }
        }
    }

    /// ``solve(_:time:to:outputTimes:outputs:outputMode:events:observer:)-(_,_,_,UnsafeBufferPointer<Double>,_,_,_,_)`` on an array, with
    /// events and an observer only.
    @discardableResult
    public func solve(
        _ y: inout [Double], time t: inout Double, to t1: Double,
        events: [ODEEvent] = [], observer: ((ODEStepObservation) -> Void)? = nil
    ) throws -> ODESolveResult {
        try y.withUnsafeMutableBufferPointer { state in
            try solve(state, time: &t, to: t1, events: events, observer: observer)
        }
    }
}
