import SpringTransitions

/// The work-precision study behind `springlab integrators`: every GSL stepper at paired
/// tolerances, the exact integrator, and the fixed-step schemes at several step sizes, each
/// measured by achieved error against the exact solution, function evaluations and time
/// (the minimum over repetitions after a warm-up). The dynamics problems (duffing, pendulum,
/// chain, tile) run the GSL steppers only, against their reference solutions.
struct WorkPrecisionStudy {
    /// Where the GSL steppers' states at the sample times come from.
    enum Sampling: String, CaseIterable {
        /// Each sample time is a target: the stepper steps exactly onto it.
        case step
        /// One integration to the end; the sample times are interpolated (cubic Hermite dense
        /// output), as scipy's `solve_ivp(t_eval=…)` does.
        case dense
    }

    var problems: [StudyProblem]
    var tolerances: [Double]
    var steppers: [Stepper] = Stepper.allCases
    var sampling: Sampling = .step
    var stepSizes: [Double] = [1.0 / 30, 1.0 / 60, 1.0 / 120, 1.0 / 240, 1.0 / 480, 1.0 / 960]
    var repetitions = 3
    var samples = 100
    var progress: (Int, Int) -> Void = { _, _ in }

    /// The methods to run (`gsl-<stepper>`, `exact` and the fixed-step schemes'
    /// ``fixedStepMethods``); `nil` for every one.
    var methods: Set<String>?

    /// The fixed-step schemes, by the names the study reports.
    static let fixedStepMethods = ["semi-implicit-euler", "semi-implicit-euler-1ms", "rk4-1ms"]
    /// Every method name, in the order the study runs them.
    static let allMethods = Stepper.allCases.map { "gsl-\($0.rawValue)" } + ["exact"] + fixedStepMethods

    /// Whether `method` is among the ones to run.
    func includes(_ method: String) -> Bool { methods?.contains(method) ?? true }

    var totalRuns: Int {
        let gsl = steppers.filter { includes("gsl-\($0.rawValue)") }.count * tolerances.count
        let fixed = Self.fixedStepMethods.filter(includes).count * stepSizes.count
        return problems.reduce(0) { $0 + gsl + ($1.spring == nil ? 0 : (includes("exact") ? 1 : 0) + fixed) }
    }

    func run() throws -> [StudyResult] {
        var results: [StudyResult] = []
        var done = 0
        func tick() { done += 1; progress(done, totalRuns) }
        for problem in problems {
            let times = (1...samples).map { problem.duration * Double($0) / Double(samples) }
            let references = try problem.referenceStates(at: times)
            for stepper in steppers where includes("gsl-\(stepper.rawValue)") {
                for tolerance in tolerances {
                    results.append(try gsl(problem, stepper, tolerance, times: times, references: references))
                    tick()
                }
            }
            guard problem.spring != nil else { continue }
            if includes("exact") {
                results.append(try batch(problem, "exact", setting: 0, kind: "-") { ExactIntegrator() })
                tick()
            }
            for h in stepSizes {
                if includes("semi-implicit-euler") {
                    results.append(try batch(problem, "semi-implicit-euler", setting: h, kind: "frame") { SemiImplicitEulerIntegrator() })
                    tick()
                }
                if includes("semi-implicit-euler-1ms") {
                    results.append(try batch(problem, "semi-implicit-euler-1ms", setting: h, kind: "frame") { try SemiImplicitEulerIntegrator(substep: 0.001) })
                    tick()
                }
                if includes("rk4-1ms") {
                    results.append(try batch(problem, "rk4-1ms", setting: h, kind: "frame") { try RK4SubstepIntegrator(substep: 0.001) })
                    tick()
                }
            }
        }
        return results
    }

    /// max(|x − x*|, |v − v*|/ω) at one time of a spring problem.
    private func error(_ problem: StudyProblem, _ t: Double, _ x: Double, _ v: Double) -> Double {
        let e = problem.exact(at: t)
        return problem.error([x, v], [e.displacement, e.velocity])
    }

    private func gsl(_ problem: StudyProblem, _ stepper: Stepper, _ tolerance: Double, times: [Double], references: [[Double]]) throws -> StudyResult {
        var result = StudyResult(problem: problem.name, method: "gsl-\(stepper.rawValue)", setting: tolerance, settingKind: "tol",
                                 error: 0, functionEvaluations: 0, jacobianEvaluations: 0, steps: 0, rejected: 0, seconds: .infinity)
        let system = try problem.system()
        let clock = ContinuousClock()
        for repetition in 0...repetitions {   // repetition 0 is the warm-up
            let solver = try ODESolver(system: system, stepper: stepper,
                                       tolerance: ODETolerance(absolute: tolerance, relative: tolerance),
                                       initialStep: 1e-4, maximumSteps: 2_000_000)
            var y = problem.initialState, t = 0.0, maxError = 0.0
            let n = y.count
            var dense: [Double] = []
            let start = clock.now
            do {
                switch sampling {
                case .step:
                    for (i, t1) in times.enumerated() {
                        try solver.advance(&y, time: &t, to: t1)
                        maxError = Swift.max(maxError, problem.error(y, references[i]))
                    }
                case .dense:
                    try solver.advance(&y, time: &t, to: problem.duration, sampleTimes: times, samples: &dense)
                    for i in times.indices {
                        maxError = Swift.max(maxError, problem.error(Array(dense[(i * n)..<((i + 1) * n)]), references[i]))
                    }
                }
            } catch {
                result.failure = "\(error)"
                return result
            }
            record(&result, repetition: repetition, elapsed: clock.now - start, error: maxError, statistics: solver.statistics)
            result.jacobianEvaluations = solver.statistics.jacobianEvaluations
            result.rejected = solver.statistics.rejectedSteps
        }
        return result
    }

    private func batch(
        _ problem: StudyProblem, _ name: String, setting h: Double, kind: String, make: () throws -> any Integrator
    ) throws -> StudyResult {
        var result = StudyResult(problem: problem.name, method: name, setting: h, settingKind: kind,
                                 error: 0, functionEvaluations: 0, jacobianEvaluations: 0, steps: 0, rejected: 0, seconds: .infinity)
        // The exact integrator steps at the sample interval; the others at their frame size h.
        let frame = kind == "-" ? problem.duration / Double(samples) : h
        let frames = Int((problem.duration / frame).rounded())
        let clock = ContinuousClock()
        for repetition in 0...repetitions {
            var integrator = try make()
            var batch = ChannelBatch()
            guard let spring = problem.spring else { return result }
            let channel = try batch.addChannel(position: 1, velocity: 0, target: 0, spring: spring,
                                               threshold: try RestThreshold(displacement: 0, velocity: 0))
            var maxError = 0.0
            let start = clock.now
            for i in 1...frames {
                try integrator.advance(&batch, by: frame)
                let x = batch.position(of: channel), v = batch.velocity(of: channel)
                // Energy never grows for a damped spring, so the true |x| stays at most 1: far beyond that is divergence.
                guard x.isFinite, v.isFinite, abs(x) < 1e3 else {
                    result.failure = "diverged at t = \(shortNumber(Double(i) * frame)) s"
                    return result
                }
                maxError = Swift.max(maxError, error(problem, Double(i) * frame, x, v))
            }
            record(&result, repetition: repetition, elapsed: clock.now - start, error: maxError, statistics: integrator.statistics)
        }
        return result
    }

    /// Keeps the fastest time of the timed repetitions (repetition 0 is the warm-up), and the error,
    /// function evaluations and steps of the latest.
    private func record(_ result: inout StudyResult, repetition: Int, elapsed: Duration, error: Double,
                        statistics: IntegrationStatistics) {
        if repetition > 0 { result.seconds = Swift.min(result.seconds, seconds(elapsed)) }
        result.error = error
        result.functionEvaluations = statistics.functionEvaluations
        result.steps = statistics.acceptedSteps
    }

    private func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }
}
