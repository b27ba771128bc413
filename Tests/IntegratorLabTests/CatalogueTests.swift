import Foundation
import IntegratorLab
import SpringDynamics
import Testing

/// The catalogue: the stiff problems reproduce the IVP test set's published end states, the
/// non-stiff references are exact, and every analytic Jacobian matches finite differences.
@Suite struct CatalogueTests {
    /// The final-state error of one tight run.
    static func finalError(_ problem: IntegratorProblem, _ stepper: Stepper, absolute: Double, relative: Double) throws -> StudyRun {
        var study = WorkPrecisionStudy(problems: [problem], tolerances: try WorkPrecisionStudy.sweep(absolute: [absolute], relative: [relative]))
        study.methods = [.gsl(stepper)]
        study.repetitions = 1
        study.sampling = .none
        study.maximumSteps = 5_000_000
        return try #require(try study.run().runs.first)
    }

    @Test("our tight runs reproduce each published stiff end state (bsimp 1e-12, msbdf 1e-14 relative)",
          arguments: ["rober", "hires", "orego", "vdpol"])
    func stiffReferences(_ name: String) throws {
        let problem = try #require(try ProblemSource().problems(named: name).first)
        #expect(problem.isStiff && problem.reference.summary.contains("Mazzia & Magherini"))
        // Measured: bsimp 6.8e-12, 3.8e-13, 2.5e-11, 6.7e-10; msbdf 3.4e-9, 1.8e-12, 2.7e-11, 1.7e-12 (relative, worst component).
        let bsimp = try Self.finalError(problem, .bsimp, absolute: 1e-16, relative: 1e-12)
        #expect(bsimp.failure == nil)
        #expect(try #require(bsimp.finalError) < 1e-9, "\(name) bsimp")
        let msbdf = try Self.finalError(problem, .msbdf, absolute: 1e-18, relative: 1e-14)
        #expect(try #require(msbdf.finalError) < 1e-8, "\(name) msbdf")
    }

    @Test("HIRES at paired tolerance 1e-10: msbdf and bsimp end within 1e-8 relative of the published state per component")
    func hiresAtTheDoneWhenTolerance() throws {
        let problem = try IntegratorProblem.hires()
        let reference = try problem.referenceEndState()
        var study = WorkPrecisionStudy(problems: [problem], tolerances: try WorkPrecisionStudy.paired([1e-10]))
        study.methods = [.gsl(.msbdf), .gsl(.bsimp)]
        study.repetitions = 1
        for run in try study.run().runs {
            #expect(run.setting == .tolerance(try ODETolerance(absolute: 1e-10 * 1e-4, relative: 1e-10)))
            for (value, published) in zip(run.endState, reference) {
                #expect(abs(value - published) / published < 1e-8, "\(run.method): \(value) vs \(published)")
            }
        }
    }

    @Test("Kepler: the exact solution starts at the pericentre, satisfies q'' = -q/|q|^3 and conserves energy and angular momentum",
          arguments: [0.5, 0.9])
    func keplerExactSolution(_ e: Double) throws {
        let problem = try IntegratorProblem.kepler(eccentricity: e)
        #expect(problem.name == "kepler-\(e)")
        guard case .exact(let y) = problem.reference else { Issue.record("not exact"); return }
        #expect(zip(y(0), problem.initialState).allSatisfy { abs($0 - $1) < 1e-15 })
        // One period is 2π: back at the start.
        #expect(zip(y(2 * .pi), problem.initialState).allSatisfy { abs($0 - $1) < 1e-12 })
        let h = 1e-4
        for t in stride(from: 0.3, through: 20, by: 0.7) {
            let (a, b, c) = (y(t - h), y(t), y(t + h))
            let r3 = pow(b[0] * b[0] + b[1] * b[1], 1.5)
            for i in 0..<2 {
                #expect(abs((c[i] - a[i]) / (2 * h) - b[i + 2]) < 1e-6 * max(1, abs(b[i + 2])), "q' at t = \(t)")
                #expect(abs((c[i + 2] - a[i + 2]) / (2 * h) + b[i] / r3) < 1e-5 * max(1, abs(b[i] / r3)), "p' at t = \(t)")
            }
            let energy = (b[2] * b[2] + b[3] * b[3]) / 2 - 1 / (b[0] * b[0] + b[1] * b[1]).squareRoot()
            #expect(abs(energy + 0.5) < 1e-12)
            #expect(abs(b[0] * b[3] - b[1] * b[2] - (1 - e * e).squareRoot()) < 1e-12)
        }
        // A tight rk8pd run agrees (measured 3e-13 and 5e-13).
        #expect(try #require(try Self.finalError(problem, .rk8pd, absolute: 1e-13, relative: 1e-13).finalError) < 1e-11)
    }

    @Test("Arenstorf: a tight run returns to the start after one period; halfway it is far away")
    func arenstorfReturnsToItsStart() throws {
        let problem = try IntegratorProblem.arenstorf()
        #expect(try problem.referenceEndState() == problem.initialState)
        // Measured: rk8pd at 1e-13 ends 1.3e-10 from the start, bsimp 2.1e-9.
        #expect(try #require(try Self.finalError(problem, .rk8pd, absolute: 1e-13, relative: 1e-13).finalError) < 1e-9)
        #expect(try #require(try Self.finalError(problem, .bsimp, absolute: 1e-13, relative: 1e-13).finalError) < 1e-8)
        let solver = try ODESolver(system: problem.makeSystem(), stepper: .rk8pd, tolerance: ODETolerance(absolute: 1e-12, relative: 1e-12))
        var y = problem.initialState, t = 0.0
        try solver.advance(&y, time: &t, to: problem.endTime / 2)
        #expect(abs(y[0] - problem.initialState[0]) > 1)
    }

    @Test("Lotka-Volterra: the reference conserves the invariant, and bsimp agrees with it")
    func lotkaVolterraInvariant() throws {
        let problem = try IntegratorProblem.lotkaVolterra()
        let invariant = try #require(problem.invariant)
        let start = invariant(problem.initialState)
        let states = try #require(try problem.referenceStates(at: [1, 2.5, 5, 7.5, 10]))
        for state in states { #expect(abs(invariant(state) - start) < 1e-12) }
        let bsimp = try Self.finalError(problem, .bsimp, absolute: 1e-13, relative: 1e-13)
        #expect(try #require(bsimp.finalError) < 1e-11)
        #expect(try #require(bsimp.invariantError) < 1e-11)
    }

    @Test("every catalogue problem's analytic Jacobian matches central differences")
    func jacobians() throws {
        for problem in try IntegratorProblem.catalogue() {
            let system = try problem.makeSystem()
            let jacobian = try #require(system.jacobian, "\(problem.name)")
            let n = system.dimension
            // At the start and at a state a little way along.
            let solver = try ODESolver(system: system, stepper: .bsimp, initialStep: problem.initialStep)
            var later = problem.initialState, t = problem.startTime
            try solver.advance(&later, time: &t, to: problem.startTime + min(problem.duration, 1e-2))
            for y in [problem.initialState, later] {
                var J = [Double](repeating: 0, count: n * n), dfdt = [Double](repeating: 0, count: n)
                try y.withUnsafeBufferPointer { yb in
                    try J.withUnsafeMutableBufferPointer { jb in
                        try dfdt.withUnsafeMutableBufferPointer { try jacobian(0, yb, jb, $0) }
                    }
                }
                for j in 0..<n {
                    let h = 1e-6 * max(1, abs(y[j]))
                    var plus = y, minus = y
                    plus[j] += h
                    minus[j] -= h
                    var fp = [Double](repeating: 0, count: n), fm = fp
                    try plus.withUnsafeBufferPointer { p in try fp.withUnsafeMutableBufferPointer { try system.function(0, p, $0) } }
                    try minus.withUnsafeBufferPointer { m in try fm.withUnsafeMutableBufferPointer { try system.function(0, m, $0) } }
                    for i in 0..<n {
                        let difference = (fp[i] - fm[i]) / (2 * h)
                        let scale = max(1, abs(J[i * n + j]), abs(difference))
                        #expect(abs(difference - J[i * n + j]) <= 1e-5 * scale, "\(problem.name): J[\(i)][\(j)] = \(J[i * n + j]), differences \(difference)")
                    }
                }
            }
        }
    }
}
