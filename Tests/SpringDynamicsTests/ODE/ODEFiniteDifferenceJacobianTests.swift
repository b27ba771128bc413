import SpringDynamics
import SpringTestSupport
import Testing

@Suite("ODESolver: finite-difference Jacobians")
struct ODEFiniteDifferenceJacobianTests {
    /// The largest difference between `a` and `b`, each component measured against
    /// `absolute + relative·|reference|`.
    private func scaledDifference(_ a: [Double], _ b: [Double], reference: [Double], absolute: [Double], relative: Double) -> Double {
        var worst = 0.0
        for i in a.indices { worst = max(worst, abs(a[i] - b[i]) / (absolute[i] + relative * abs(reference[i]))) }
        return worst
    }

    private func tolerance(for problem: StiffTestProblem) throws -> ODETolerance {
        switch problem {
        // y2 stays below 4e-5: its own absolute tolerance.
        case .rober: try ODETolerance(absolute: [1e-10, 1e-14, 1e-10], relative: 1e-7)
        case .hires: try ODETolerance(absolute: 1e-10, relative: 1e-7)
        case .vdpol: try ODETolerance(absolute: 1e-8, relative: 1e-7)
        }
    }

    @Test("finite differences agree with the analytic Jacobian to within the tolerance",
          arguments: StiffTestProblem.allCases, [Stepper.msbdf, .bsimp, .rk2imp])
    func agreesWithAnalytic(problem: StiffTestProblem, stepper: Stepper) throws {
        if problem != .hires, stepper == .rk2imp { return } // 84 000 steps on VDPOL, more on ROBER: too slow a test
        let tolerance = try tolerance(for: problem)
        var results: [[Double]] = []
        var statistics: [IntegrationStatistics] = []
        for withJacobian in [true, false] {
            let solver = try ODESolver(system: problem.system(withJacobian: withJacobian), stepper: stepper,
                                       tolerance: tolerance, initialStep: 1e-8, maximumSteps: 1_000_000)
            #expect(solver.usesFiniteDifferences == !withJacobian)
            var y = try problem.start, t = 0.0
            try solver.advance(&y, time: &t, to: try problem.end)
            results.append(y)
            statistics.append(solver.statistics)
        }
        let n = try problem.start.count
        let reference = try problem.reference
        let absolute = (0..<n).map { tolerance.absolute(ofComponent: $0) }
        // Both runs are within their global error of the reference; they agree with each other
        // to a few local tolerances (the Jacobian only steers the Newton iteration).
        let difference = scaledDifference(results[0], results[1], reference: reference, absolute: absolute, relative: tolerance.relative)
        let errors = results.map { scaledDifference($0, reference, reference: reference, absolute: absolute, relative: tolerance.relative) }
        // Measured in units of the local bound (absolute_i + relative·|y_i|): the analytic runs'
        // global errors are 2 to 130, the differences between the two runs 3e-5 to 21.
        #expect(difference < 30, "\(problem) \(stepper): analytic \(results[0]) vs FD \(results[1])")
        #expect(errors[1] < max(10 * errors[0], 30), "\(problem) \(stepper): FD error \(errors[1]), analytic \(errors[0])")
        // Counted: n + 2 f-evaluations per finite-difference Jacobian, all inside functionEvaluations.
        #expect(statistics[0].finiteDifferenceEvaluations == 0)
        #expect(statistics[1].jacobianEvaluations > 0)
        #expect(statistics[1].finiteDifferenceEvaluations == statistics[1].jacobianEvaluations * (n + 2))
        #expect(statistics[1].functionEvaluations > statistics[1].finiteDifferenceEvaluations)
    }

    @Test("ROBER on msbdf with no Jacobian and a per-component absolute tolerance matches the reference")
    func roberWithoutJacobian() throws {
        let solver = try ODESolver(system: StiffTestProblem.rober.system(withJacobian: false), stepper: .msbdf,
                                   tolerance: ODETolerance(absolute: [1e-12, 1e-16, 1e-12], relative: 1e-9),
                                   initialStep: 1e-10, maximumSteps: 1_000_000)
        var y = try StiffTestProblem.rober.start, t = 0.0
        try solver.advance(&y, time: &t, to: 1e11)
        let reference = try StiffTestProblem.rober.reference
        // Measured: relative errors 4.3e-4, 4.3e-4 and 9e-12 (9e-12 absolute on each component).
        let absolute = [1e-12, 1e-16, 1e-12]
        for i in 0..<3 { #expect(abs(y[i] - reference[i]) <= 20 * absolute[i] + 10 * 1e-9 * abs(reference[i]), "y[\(i)] = \(y[i])") }
        #expect(solver.statistics.finiteDifferenceEvaluations > 0)
    }

    @Test("jacobian: .analytic refuses a system without a Jacobian; .finiteDifference ignores the analytic one")
    func policies() throws {
        let plain = try StiffTestProblem.vdpol.system(withJacobian: false)
        let error = #expect(throws: ODEError.self) { try ODESolver(system: plain, stepper: .bsimp, jacobian: .analytic) }
        #expect(error == .jacobianRequired(.bsimp))
        #expect(error?.description == "Stepper bsimp requires a Jacobian and jacobian: .analytic forbids finite differences; pass one to ODESystem(dimension:function:jacobian:) or use jacobian: .automatic.")
        // Explicit steppers need none, whatever the policy.
        let explicit = try ODESolver(system: plain, stepper: .rkf45, jacobian: .analytic)
        #expect(!explicit.usesFiniteDifferences)
        let forced = try ODESolver(system: StiffTestProblem.vdpol.system(withJacobian: true), stepper: .bsimp, jacobian: .finiteDifference)
        #expect(forced.usesFiniteDifferences)
        var y = [2.0, 0.0], t = 0.0
        try forced.advance(&y, time: &t, to: 1e-3)
        #expect(forced.statistics.finiteDifferenceEvaluations == 4 * forced.statistics.jacobianEvaluations)
    }

    @Test("a closure that throws inside a finite-difference Jacobian is rethrown unchanged, state untouched")
    func throwingClosure() throws {
        struct Boom: Error, Equatable {}
        var calls = 0
        let system = try ODESystem(dimension: 1) { _, y, dydt in
            calls += 1
            if calls == 3 { throw Boom() }
            dydt[0] = -y[0]
        }
        let solver = try ODESolver(system: system, stepper: .bsimp)
        var y = [1.0], t = 0.0
        #expect(throws: Boom()) { try solver.advance(&y, time: &t, to: 1) }
        #expect(y == [1.0])
        #expect(t == 0)
    }
}
