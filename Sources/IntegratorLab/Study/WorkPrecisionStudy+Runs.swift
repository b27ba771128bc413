import SpringDynamics

/// What every run on one problem shares: its sample times and reference states.
struct RunContext {
    let problem: IntegratorProblem
    let study: WorkPrecisionStudy
    let sampleTimes: [Double]
    /// The reference at the sample times, or `nil` when the reference is only an end state or
    /// no sample errors are wanted.
    let sampleReferences: [[Double]]?
    let endReference: [Double]
    let startInvariant: Double?

    init(problem: IntegratorProblem, study: WorkPrecisionStudy) throws {
        self.problem = problem
        self.study = study
        sampleTimes = problem.sampleTimes(count: study.sampleCount)
        if study.sampling != .none, problem.reference.coversSampleTimes {
            let states = try problem.referenceStates(at: sampleTimes)
            sampleReferences = states
            if let last = states?.last { endReference = last } else { endReference = try problem.referenceEndState() }
        } else {
            sampleReferences = nil
            endReference = try problem.referenceEndState()
        }
        startInvariant = problem.invariant?(problem.initialState)
    }

    /// The largest and the RMS error of `rows` (one state per sample time) against the reference.
    func sampleErrors(_ rows: [[Double]]) -> (max: Double, rms: Double)? {
        guard let sampleReferences, rows.count == sampleReferences.count, !rows.isEmpty else { return nil }
        var worst = 0.0, sum = 0.0
        for (row, reference) in zip(rows, sampleReferences) {
            let e = problem.error(row, reference)
            worst = e.isNaN ? .infinity : Swift.max(worst, e)
            sum += e * e
        }
        return (worst, (sum / Double(rows.count)).squareRoot())
    }

    /// Fills the end state, the final error and the invariant drift of `run`.
    func recordEnd(_ state: [Double], into run: inout StudyRun) {
        run.endState = state
        run.finalError = problem.error(state, endReference)
        if let invariant = problem.invariant, let startInvariant {
            run.invariantError = abs(invariant(state) - startInvariant)
        }
    }
}

/// The median of `values` (not empty).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/// Seconds in a `Duration`.
func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
}

extension WorkPrecisionStudy {
    /// One GSL stepper at one tolerance: the headline solve (timed), then the sampling runs.
    func adaptiveRun(_ context: RunContext, _ stepper: Stepper, _ setting: ToleranceSetting) -> StudyRun {
        let problem = context.problem
        // validate() has checked every setting on every problem.
        let tolerance = (try? setting.tolerance(for: problem)) ?? .standard
        var run = StudyRun(problem: problem.name, method: StudyMethod.gsl(stepper).name, setting: .tolerance(tolerance))
        var made: ODESolver?
        do {
            let solver = try ODESolver(system: problem.makeSystem(), stepper: stepper, tolerance: tolerance,
                                       initialStep: problem.initialStep, maximumSteps: maximumSteps)
            made = solver
            let clock = ContinuousClock()
            var times: [Double] = []
            var end: [Double] = []
            for repetition in 0...repetitions {   // repetition 0 is the warm-up
                var y = problem.initialState, t = problem.startTime
                solver.reset()
                solver.resetStatistics()
                let start = clock.now
                try solver.advance(&y, time: &t, to: problem.endTime)
                let elapsed = clock.now - start
                if repetition > 0 { times.append(seconds(elapsed)) }
                run.statistics = solver.statistics
                end = y
            }
            context.recordEnd(end, into: &run)
            if sampling == .dense || sampling == .both, context.sampleReferences != nil {
                var y = problem.initialState, t = problem.startTime, samples: [Double] = []
                solver.reset()
                try solver.solve(&y, time: &t, to: problem.endTime, outputTimes: context.sampleTimes, outputs: &samples,
                                 outputMode: .interpolate)
                let n = problem.dimension
                let rows = context.sampleTimes.indices.map { Array(samples[($0 * n)..<(($0 + 1) * n)]) }
                if let e = context.sampleErrors(rows) { (run.denseMaxError, run.denseRMSError) = (e.max, e.rms) }
            }
            if sampling == .step || sampling == .both, context.sampleReferences != nil {
                var y = problem.initialState, t = problem.startTime, rows: [[Double]] = []
                solver.reset()
                for time in context.sampleTimes {
                    try solver.advance(&y, time: &t, to: time)
                    rows.append(y)
                }
                if let e = context.sampleErrors(rows) { (run.stepMaxError, run.stepRMSError) = (e.max, e.rms) }
            }
            run.seconds = median(times)
        } catch {
            run.statistics = made?.statistics ?? run.statistics
            return failed(run, error)
        }
        return run
    }

    /// A channel-batch integrator on a spring problem, frame by frame.
    func frameRun(_ context: RunContext, _ method: StudyMethod, frame: Double) -> StudyRun {
        let problem = context.problem
        var run = StudyRun(problem: problem.name, method: method.name, setting: method == .exact ? .none : .frame(frame))
        guard let spring = problem.spring else { return failed(run, ProblemError.invalidParameter(name: "problem", requirement: "a spring problem")) }
        let frames = Int((problem.duration / frame).rounded())
        let clock = ContinuousClock()
        var times: [Double] = []
        do {
            for repetition in 0...repetitions {
                var integrator: any Integrator = switch method {
                case .exact: ExactIntegrator()
                case .semiImplicitEuler: SemiImplicitEulerIntegrator()
                case .semiImplicitEulerSubsteps: try SemiImplicitEulerIntegrator(substep: 0.001)
                default: try RK4SubstepIntegrator(substep: 0.001)
                }
                var batch = ChannelBatch()
                let channel = try batch.addChannel(position: 1, velocity: 0, target: 0, spring: spring,
                                                   threshold: try RestThreshold(displacement: 0, velocity: 0))
                var rows: [[Double]] = []
                rows.reserveCapacity(frames)
                let start = clock.now
                for i in 1...frames {
                    try integrator.advance(&batch, by: frame)
                    let x = batch.position(of: channel), v = batch.velocity(of: channel)
                    // A damped spring's energy never grows, so |x| stays at most 1: far beyond is divergence.
                    guard x.isFinite, v.isFinite, abs(x) < 1e3 else {
                        throw ProblemError.invalidParameter(name: "frame", requirement: "small enough to be stable; diverged at t = \(Double(i) * frame) s")
                    }
                    if repetition == 0 { rows.append([x, v]) }
                }
                let elapsed = clock.now - start
                if repetition > 0 { times.append(seconds(elapsed)) } else {
                    run.statistics = integrator.statistics
                    context.recordEnd(rows.last ?? problem.initialState, into: &run)
                    if sampling != .none, let spring = problem.spring {
                        // Every frame end is a sample time here.
                        let errors = rows.enumerated().map { i, row -> Double in
                            let s = spring.state(at: Double(i + 1) * frame, displacement: 1, velocity: 0)
                            return problem.error(row, [s.displacement, s.velocity])
                        }
                        run.stepMaxError = errors.max()
                        run.stepRMSError = (errors.reduce(0) { $0 + $1 * $1 } / Double(errors.count)).squareRoot()
                    }
                }
            }
            run.seconds = median(times)
        } catch {
            return failed(run, error)
        }
        return run
    }

    /// `run` as a failure with `error`'s description, without measurements.
    private func failed(_ run: StudyRun, _ error: any Error) -> StudyRun {
        var failed = StudyRun(problem: run.problem, method: run.method, setting: run.setting)
        failed.statistics = run.statistics
        failed.failure = "\(error)"
        return failed
    }
}
