import SpringTransitions

/// The work-precision study behind `springlab integrators`: every GSL stepper at paired
/// tolerances, the exact integrator, and the fixed-step schemes at several step sizes, each
/// measured by achieved error against the exact solution, function evaluations and time
/// (the minimum over repetitions after a warm-up).
struct WorkPrecisionStudy {
    var problems: [StudyProblem]
    var tolerances: [Double]
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
        let gsl = Stepper.allCases.filter { includes("gsl-\($0.rawValue)") }.count * tolerances.count
        let fixed = Self.fixedStepMethods.filter(includes).count * stepSizes.count
        return problems.count * (gsl + (includes("exact") ? 1 : 0) + fixed)
    }

    func run() throws -> [StudyResult] {
        var results: [StudyResult] = []
        var done = 0
        func tick() { done += 1; progress(done, totalRuns) }
        for problem in problems {
            for stepper in Stepper.allCases where includes("gsl-\(stepper.rawValue)") {
                for tolerance in tolerances {
                    results.append(try gsl(problem, stepper, tolerance))
                    tick()
                }
            }
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

    /// Max over sample times of max(|x − x*|, |v − v*|/ω).
    private func error(_ problem: StudyProblem, _ t: Double, _ x: Double, _ v: Double) -> Double {
        let e = problem.exact(at: t)
        return Swift.max(abs(x - e.displacement), abs(v - e.velocity) / problem.spring.naturalFrequency)
    }

    private func gsl(_ problem: StudyProblem, _ stepper: Stepper, _ tolerance: Double) throws -> StudyResult {
        var result = StudyResult(problem: problem.name, method: "gsl-\(stepper.rawValue)", setting: tolerance, settingKind: "tol",
                                 error: 0, functionEvaluations: 0, jacobianEvaluations: 0, steps: 0, rejected: 0, seconds: .infinity)
        let system = try problem.system()
        let clock = ContinuousClock()
        for repetition in 0...repetitions {   // repetition 0 is the warm-up
            let solver = try ODESolver(system: system, stepper: stepper,
                                       tolerance: ODETolerance(absolute: tolerance, relative: tolerance),
                                       initialStep: 1e-4, maximumSteps: 2_000_000)
            var y = [1.0, 0.0], t = 0.0, maxError = 0.0
            let start = clock.now
            do {
                for i in 1...samples {
                    let t1 = problem.duration * Double(i) / Double(samples)
                    try solver.advance(&y, time: &t, to: t1)
                    maxError = Swift.max(maxError, error(problem, t1, y[0], y[1]))
                }
            } catch {
                result.failure = "\(error)"
                return result
            }
            let elapsed = clock.now - start
            if repetition > 0 { result.seconds = Swift.min(result.seconds, seconds(elapsed)) }
            let s = solver.statistics
            result.error = maxError
            result.functionEvaluations = s.functionEvaluations
            result.jacobianEvaluations = s.jacobianEvaluations
            result.steps = s.acceptedSteps
            result.rejected = s.rejectedSteps
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
            let channel = try batch.addChannel(position: 1, velocity: 0, target: 0, spring: problem.spring,
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
            let elapsed = clock.now - start
            if repetition > 0 { result.seconds = Swift.min(result.seconds, seconds(elapsed)) }
            let s = integrator.statistics
            result.error = maxError
            result.functionEvaluations = s.functionEvaluations
            result.steps = s.acceptedSteps
        }
        return result
    }

    private func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }
}
