internal import CGSL

/// What one ``GSLDriver/solve(_:time:to:request:)`` call needs besides the state: output
/// times, events, observer, and the owner's hooks. Internal plumbing for ``ODESolver``.
struct SolveRequest {
    /// Output times (validated by the driver) and their rows.
    var sampling: DenseSampling
    /// How the output times are served.
    var mode: ODEOutputMode
    /// The event functions.
    var events: [ODEEvent]
    /// Called after every accepted step, or `nil`.
    var observer: ((ODEStepObservation) -> Void)?
    /// The statistics to hand to the observer.
    var statistics: () -> IntegrationStatistics
    /// Stores an error a closure threw (the call then fails with `GSL_EBADFUNC`, and the owner
    /// rethrows the stored error).
    var storeError: (any Error) -> Void
    /// Asked before a successful result is copied out (see ``GSLDriver/advance(_:time:to:sampling:stateUnchanged:accept:)``).
    var accept: () -> Bool
}

/// Work buffers of ``GSLDriver/solve(_:time:to:request:)``, allocated on first use and grown
/// when a call has more events than before (never per step).
final class SolveWorkspace {
    /// `probe`, `yerr`, `dydtOut`: `dimension` values each.
    let state: UnsafeMutableBufferPointer<Double>
    /// `gStart`, `gEnd`, `root`: `capacity` values each.
    private(set) var events: UnsafeMutableBufferPointer<Double>
    private(set) var capacity = 0
    /// A separate step object for ``ODEDenseOutput/localStep`` (so the main step's state is
    /// never disturbed), or `nil`.
    let denseStep: UnsafeMutablePointer<gsl_odeiv2_step>?

    init(dimension: Int, stepType: UnsafePointer<gsl_odeiv2_step_type>?, localStep: Bool, driver: UnsafeMutablePointer<gsl_odeiv2_driver>) {
        state = .allocate(capacity: 3 * dimension)
        state.initialize(repeating: 0)
        events = .init(start: nil, count: 0)
        denseStep = localStep && stepType != nil ? gsl_odeiv2_step_alloc(stepType, dimension) : nil
        // The implicit steppers read the tolerance of their Newton iteration from a driver.
        if let denseStep { _ = gsl_odeiv2_step_set_driver(denseStep, driver) }
    }

    func reserve(events count: Int) {
        guard count > capacity else { return }
        events.deallocate()
        events = .allocate(capacity: 3 * count)
        events.initialize(repeating: 0)
        capacity = count
    }

    deinit {
        state.deallocate()
        events.deallocate()
        if let denseStep { gsl_odeiv2_step_free(denseStep) }
    }
}

extension GSLDriver {
    /// The bracket width to which an event's time is refined: `1e-12·|h| + 4·ulp(t)`.
    static func eventTimeTolerance(stepStart: Double, stepSize: Double) -> Double {
        1e-12 * abs(stepSize) + 4 * Swift.max(abs(stepStart), abs(stepStart + stepSize)).ulp
    }

    /// Adaptive integration with output times, events and an observer; atomic like
    /// ``advance(_:time:to:sampling:stateUnchanged:accept:)``.
    ///
    /// Returns the events located (in time order; the last one terminal if it stopped the
    /// call) and how many output rows were written. On success `y` and `t` hold the state and
    /// time reached (`t1`, or a terminal event's time).
    func solve(
        _ y: UnsafeMutableBufferPointer<Double>, time t: inout Double, to t1: Double, request: SolveRequest,
        records: inout [ODEEventRecord]
    ) throws(ODEError) -> Int {
        guard !isBusy else { throw .reentrantUse }
        isBusy = true
        defer { finishCall() }
        guard t.isFinite else { throw .invalidParameter(name: "t", value: t, requirement: "finite") }
        guard t1.isFinite else { throw .invalidParameter(name: "t1", value: t1, requirement: "finite") }
        let sampling = request.sampling
        guard sampling.output.count == sampling.times.count * dimension else {
            throw .invalidLength(name: "outputs", expected: sampling.times.count * dimension, actual: sampling.output.count)
        }
        try sampling.validate(from: t, to: t1, dimension: dimension, name: "outputTimes")
        let continues = try load(y, time: t)
        guard t1 != t else {
            sampling.fill(from: scratch)
            return sampling.times.count
        }
        let direction: Double = t1 > t ? 1 : -1
        prepare(continuing: continues, direction: direction)
        let workspace = solveWorkspace()
        workspace.reserve(events: request.events.count)

        var time = t
        scratchIsCommitted = false
        var outcome = Outcome()
        let status = evolveWithRequest(time: &time, to: t1, direction: direction, request: request, workspace: workspace,
                                       records: &records, outcome: &outcome)
        guard status == GSLStatus.success else {
            resetGSLState(direction: direction)
            if let error = outcome.error { throw error }
            switch status {
            case GSLStatus.maximumIterations: throw .maximumStepsExceeded(time: time)
            case GSLStatus.noProgress, GSLStatus.failure, GSLStatus.underflow: throw .noProgress(time: time)
            default: throw .gslFailure(status: status, operation: "gsl_odeiv2_evolve_apply")
            }
        }
        try commit(to: y, time: &t, endTime: time, direction: direction, accept: request.accept)
        // A terminal event ends inside a step: GSL's saved derivative and step size belong to
        // the step's end, so the next call must start afresh.
        if outcome.stopped { resetGSLState(direction: direction) }
        return outcome.rowsWritten
    }

    /// The result of ``evolveWithRequest`` besides its status.
    struct Outcome {
        var stopped = false
        var rowsWritten = 0
        /// An ``ODEError`` to throw in place of the status (an invalid event value).
        var error: ODEError?
    }

    /// The loop of ``solve(_:time:to:request:records:)``: GSL steps, then per accepted step the
    /// end derivative, events, outputs and observer.
    private func evolveWithRequest(
        time: inout Double, to t1: Double, direction: Double, request: SolveRequest, workspace: SolveWorkspace,
        records: inout [ODEEventRecord], outcome: inout Outcome
    ) -> Int32 {
        guard let evolve = driver.pointee.e, let y = scratch.baseAddress, let ya = denseBuffer.baseAddress,
              let system = driver.pointee.sys, let function = system.pointee.function,
              let probe = workspace.state.baseAddress else {
            preconditionFailure("GSLDriver: the driver's objects and buffers exist for dimension ≥ 1")
        }
        let n = dimension
        let fa = ya + n, ownEnd = ya + 2 * n
        let yerr = probe + n, probeDerivative = probe + 2 * n
        let control = driver.pointee.c, step = driver.pointee.s
        let exactEndDerivative = step?.pointee.type.pointee.gives_exact_dydt_out != 0
        let params = system.pointee.params
        let sampling = request.sampling
        let events = request.events
        let eventCount = events.count
        let gStart = workspace.events.baseAddress, gEnd = gStart.map { $0 + workspace.capacity }
        let roots = gStart.map { $0 + 2 * workspace.capacity }
        let localStep = request.mode != .cubicHermite && stepper.denseOutput == .localStep ? workspace.denseStep : nil

        // The state at the start of the step, its derivative, and the event values there.
        var status = function(time, y, fa, params)
        guard status == GSLStatus.success else { return status }
        ya.update(from: y, count: n)
        var ta = time
        if let gStart {
            for k in 0..<eventCount {
                guard let value = evaluateEvent(events[k], k, time, y, request, &outcome) else { return outcome.error == nil ? GSLStatus.badFunction : GSLStatus.failure }
                gStart[k] = value
            }
        }
        var row = sampling.fillStart(at: time, direction: direction, from: scratch)

        // The counters advance step by step, so that an observer sees them current.
        var rejectedCounted = evolve.pointee.failed_steps
        var steps = 0
        defer { rejectedSteps += Int(evolve.pointee.failed_steps &- rejectedCounted) }
        var h = driver.pointee.h
        defer { driver.pointee.h = h }

        /// The interpolant at `s` in `[ta, tb]` into `out`; a GSL status.
        func interpolate(at s: Double, tb: Double, fb: UnsafePointer<Double>, into out: UnsafeMutablePointer<Double>) -> Int32 {
            if s == tb { out.update(from: y, count: n); return GSLStatus.success }
            if s == ta { out.update(from: ya, count: n); return GSLStatus.success }
            if let localStep {
                out.update(from: ya, count: n)
                return gsl_odeiv2_step_apply(localStep, ta, s - ta, out, yerr, fa, probeDerivative, system)
            }
            let weights = HermiteWeights(theta: (s - ta) / (tb - ta), step: tb - ta)
            for j in 0..<n { out[j] = weights.value(ya[j], fa[j], y[j], fb[j]) }
            return GSLStatus.success
        }

        while direction * (t1 - time) > 0 {
            let target = request.mode == .stepOnto && row < sampling.times.count ? sampling.times[row] : t1
            if abs(h) > maximumStep { h = direction * maximumStep }
            status = gsl_odeiv2_evolve_apply(evolve, control, step, system, &time, target, &h, y)
            guard status == GSLStatus.success else { return status }
            steps += 1
            acceptedSteps += 1
            rejectedSteps += Int(evolve.pointee.failed_steps &- rejectedCounted)
            rejectedCounted = evolve.pointee.failed_steps
            let tb = time
            let fb: UnsafeMutablePointer<Double>
            if exactEndDerivative, let out = evolve.pointee.dydt_out {
                fb = out
            } else {
                status = function(tb, y, ownEnd, params)
                guard status == GSLStatus.success else { return status }
                fb = ownEnd
            }

            // Events: crossings at the step's end, located on the interpolant.
            var stopTime = Double.nan
            var stopEvent = -1
            if let gStart, let gEnd, let roots {
                for k in 0..<eventCount {
                    guard let value = evaluateEvent(events[k], k, tb, UnsafePointer(y), request, &outcome) else { return outcome.error == nil ? GSLStatus.badFunction : GSLStatus.failure }
                    gEnd[k] = value
                    roots[k] = .nan
                    let ga = gStart[k]
                    // A zero at the step's start counts as the side the event comes from.
                    let kind = events[k].direction
                    let rising = (ga < 0 && value >= 0) || (ga == 0 && kind == .rising && value > 0)
                    let falling = (ga > 0 && value <= 0) || (ga == 0 && kind == .falling && value < 0)
                    let counts = switch kind {
                    case .rising: rising
                    case .falling: falling
                    case .either: rising || falling
                    }
                    guard counts else { continue }
                    var root = Double.nan
                    status = locateRoot(event: events[k], index: k, ta: ta, startNegative: rising, tb: tb, gb: value, request: request,
                                        outcome: &outcome, root: &root) { s in interpolate(at: s, tb: tb, fb: fb, into: probe) }
                    guard status == GSLStatus.success else { return status }
                    roots[k] = root
                    if events[k].isTerminal, stopEvent < 0 || direction * (root - stopTime) < 0 {
                        stopTime = root
                        stopEvent = k
                    }
                }
                // Report in time order, up to and including the first terminal event.
                var last = ta
                while true {
                    var next = -1
                    for k in 0..<eventCount where !roots[k].isNaN && direction * (roots[k] - last) >= 0 {
                        if stopEvent >= 0, direction * (roots[k] - stopTime) > 0 { continue }
                        if stopEvent >= 0, roots[k] == stopTime, k > stopEvent, events[stopEvent].isTerminal { continue }
                        if next < 0 || direction * (roots[k] - roots[next]) < 0 { next = k }
                    }
                    guard next >= 0 else { break }
                    let root = roots[next]
                    status = interpolate(at: root, tb: tb, fb: fb, into: probe)
                    guard status == GSLStatus.success else { return status }
                    let terminal = next == stopEvent
                    records.append(ODEEventRecord(event: next, time: root, state: Array(UnsafeBufferPointer(start: probe, count: n)),
                                                  rising: gEnd[next] > gStart[next], isTerminal: terminal))
                    eventsFound += 1
                    roots[next] = .nan
                    last = root
                    if terminal { break }
                }
            }

            // Outputs inside the step (up to a terminal event), before the state is replaced.
            let end = stopEvent >= 0 ? stopTime : tb
            while row < sampling.times.count, direction * (sampling.times[row] - end) <= 0 {
                guard let out = sampling.output.baseAddress?.advanced(by: row * n) else { break }
                status = interpolate(at: sampling.times[row], tb: tb, fb: fb, into: out)
                guard status == GSLStatus.success else { return status }
                row += 1
            }
            if stopEvent >= 0 {
                status = interpolate(at: stopTime, tb: tb, fb: fb, into: probe)
                guard status == GSLStatus.success else { return status }
                y.update(from: probe, count: n)
                time = stopTime
            }
            if let observer = request.observer {
                observer(ODEStepObservation(time: time, stepSize: time - ta, state: UnsafeBufferPointer(start: y, count: n),
                                            statistics: request.statistics()))
            }
            if stopEvent >= 0 {
                outcome.stopped = true
                outcome.rowsWritten = row
                return GSLStatus.success
            }
            ya.update(from: y, count: n)
            fa.update(from: fb, count: n)
            if let gStart, let gEnd { gStart.update(from: gEnd, count: eventCount) }
            ta = tb
            guard direction * (t1 - time) > 0 else { break }
            if steps >= maximumSteps { return GSLStatus.maximumIterations }
            if abs(h) < minimumStep { return GSLStatus.noProgress }
        }
        time = t1
        outcome.rowsWritten = row
        return GSLStatus.success
    }

    /// `g_k(t, y)`, or `nil` when the closure threw (stored through the request) or returned a
    /// non-finite value (then `outcome.error` is set).
    private func evaluateEvent(_ event: ODEEvent, _ index: Int, _ t: Double, _ y: UnsafePointer<Double>, _ request: SolveRequest,
                               _ outcome: inout Outcome) -> Double? {
        let value: Double
        do {
            value = try event.function(t, UnsafeBufferPointer(start: y, count: dimension))
        } catch {
            request.storeError(error)
            return nil
        }
        guard value.isFinite else {
            outcome.error = .invalidEventValue(event: index, time: t, value: value)
            return nil
        }
        return value
    }

    /// The Illinois (modified regula falsi) search for the crossing of `g` between `ta` (value
    /// `gStart[index]`, not crossed: negative, or 0 counted as negative, when `startNegative`)
    /// and `tb` (`gb`, crossed or 0), on the interpolant `state(s)` (which
    /// writes the state into the workspace's probe). `root` is the bracket end on the crossed
    /// side once the bracket is no wider than ``eventTimeTolerance(stepStart:stepSize:)``.
    private func locateRoot(
        event: ODEEvent, index: Int, ta: Double, startNegative: Bool, tb: Double, gb: Double, request: SolveRequest,
        outcome: inout Outcome, root: inout Double, state: (Double) -> Int32
    ) -> Int32 {
        guard let probe = solveWorkspace().state.baseAddress, let gStart = solveWorkspace().events.baseAddress else { return GSLStatus.fault }
        let tolerance = Self.eventTimeTolerance(stepStart: ta, stepSize: tb - ta)
        var (lo, glo, hi, ghi) = (ta, gStart[index], tb, gb)
        var side = 0
        let startSign = startNegative
        for _ in 0..<200 {
            if abs(hi - lo) <= tolerance || ghi == 0 { break }
            var m = (lo * ghi - hi * glo) / (ghi - glo)
            let inset = 0.25 * tolerance
            if !(abs(m - lo) > inset && abs(hi - m) > inset) || !m.isFinite {
                m = lo + 0.5 * (hi - lo)
                if m == lo || m == hi { break }
            }
            let status = state(m)
            guard status == GSLStatus.success else { return status }
            guard let gm = evaluateEvent(event, index, m, probe, request, &outcome) else {
                return outcome.error == nil ? GSLStatus.badFunction : GSLStatus.failure
            }
            if gm != 0 && (gm < 0) == startSign {
                (lo, glo) = (m, gm)
                if side == -1 { ghi *= 0.5 }
                side = -1
            } else {
                (hi, ghi) = (m, gm)
                if side == 1 { glo *= 0.5 }
                side = 1
            }
        }
        root = hi
        return GSLStatus.success
    }
}
