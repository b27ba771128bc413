import Foundation
import IntegratorLab
import SpringDynamics
import Testing

/// The studies: adaptive runs choose their own steps, failures are rows, reports are
/// deterministic but for timings, and the convergence study recovers each fixed order.
@Suite struct StudyTests {
    @Test("bsimp on duffing: the final-state error follows the tolerance (stepping onto samples collapsed it to one point)")
    func ownStepsNotTheSampling() throws {
        var study = WorkPrecisionStudy(problems: [try IntegratorProblem(ReferenceProblem.duffing)],
                                       tolerances: try WorkPrecisionStudy.paired([1e-3, 1e-5, 1e-8]))
        study.methods = [.gsl(.bsimp)]
        study.repetitions = 1
        study.sampling = .both
        let runs = try study.run().runs
        let final = runs.compactMap(\.finalError), work = runs.map(\.statistics.functionEvaluations)
        // Measured: 8.3e-2, 1.8e-3, 5.4e-7 with 1956, 2662, 3893 evaluations.
        #expect(final.count == 3 && final[0] > 1e-2 && final[2] < 1e-5 && final[0] > final[1] && final[1] > final[2])
        #expect(work[0] < work[1] && work[1] < work[2])
        // The separate run that steps onto the 100 sample times is capped by them: 4.6e-13 at every tolerance.
        #expect(runs.allSatisfy { ($0.stepMaxError ?? 1) < 1e-11 })
        #expect(runs.allSatisfy { $0.denseMaxError != nil })
    }

    @Test("a stepper that fails is a row with its reason and its work so far")
    func failureIsARow() throws {
        var study = WorkPrecisionStudy(problems: [try IntegratorProblem.rober()], tolerances: try WorkPrecisionStudy.paired([1e-6]))
        study.methods = [.gsl(.rkf45), .gsl(.bsimp)]
        study.maximumSteps = 1000
        study.repetitions = 1
        let report = try study.run()
        #expect(report.runs.count == 2)
        let failed = report.runs[0]
        #expect(failed.failure?.hasPrefix("Integration stopped at t = ") == true)
        #expect(failed.failure?.hasSuffix("raise maximumSteps: or loosen the tolerance.") == true)
        #expect(failed.finalError == nil && failed.endState.isEmpty && failed.seconds == nil)
        #expect(failed.statistics.acceptedSteps == 1000)
        #expect(report.runs[1].failure == nil)
        #expect(report.csv().split(separator: "\n")[1].contains(",7129,0,1000,188,,Integration stopped at t = "))
    }

    @Test("two runs of a study give the same report but for the timings, in every format")
    func deterministic() throws {
        var study = WorkPrecisionStudy(problems: try ProblemSource().problems(named: "underdamped") + [try .lotkaVolterra(), try .hires()],
                                       tolerances: try WorkPrecisionStudy.sweep(absolute: [1e-6, 1e-9], relative: [1e-4, 1e-7]))
        study.methods = [.gsl(.rkf45), .gsl(.msbdf), .exact, .rk4Substeps]
        study.frameSizes = [1.0 / 60]
        study.repetitions = 2
        study.sampling = .both
        let a = try study.run(), b = try study.run()
        #expect(a.withoutTimings == b.withoutTimings)
        #expect(a.withoutTimings.csv() == b.withoutTimings.csv())
        #expect(a.withoutTimings.json() == b.withoutTimings.json())
        #expect(a.markdown(timings: false) == b.markdown(timings: false))
        #expect(a.table(timings: false) == b.table(timings: false))
        #expect(a.runs.allSatisfy { $0.failure != nil || ($0.seconds ?? 0) > 0 })
        // The CSV's end state reads back exactly (17 significant digits).
        let lines = a.csv().split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        let width = WorkPrecisionReport.csvColumns.count
        #expect(lines[0].count == width + 8)
        for (line, run) in zip(lines.dropFirst(), a.runs) {
            let end = line[width...].compactMap { Double($0) }
            #expect(end == run.endState, "\(run.method)")
        }
        // Spring runs: exact and rk4-substeps on underdamped only.
        #expect(a.runs.filter { $0.method == "exact" || $0.method == "rk4-substeps" }.allSatisfy { $0.problem == "underdamped" })
        #expect(a.svg().hasPrefix("<svg"))
        // The JSON parses, with one run object per run and nulls for missing measures.
        let json = try #require(try JSONSerialization.jsonObject(with: Data(a.json().utf8)) as? [String: Any])
        let runs = try #require(json["runs"] as? [[String: Any]])
        #expect(runs.count == a.runs.count)
        #expect(runs.first?["method"] as? String == "gsl-rkf45")
        #expect(runs.first?["invariantError"] is NSNull)
        #expect((json["problems"] as? [[String: Any]])?.map { $0["name"] as? String } == ["underdamped", "lotka-volterra", "hires"])
    }

    @Test("the convergence study recovers each fixed-step stepper's order to within 0.2 (Lotka-Volterra, h = 10/2^k)")
    func convergenceOrders() throws {
        var study = try ConvergenceStudy(problems: [try .lotkaVolterra()])
        study.levels = 3...16
        let report = try study.run()
        #expect(report.fits.count == ConvergenceStudy.fixedOrderSteppers.count)
        for fit in report.fits {
            let order = try #require(fit.estimatedOrder, "\(fit.stepper)")
            #expect(abs(order - Double(fit.declaredOrder)) <= 0.2, "\(fit.stepper): \(order) vs \(fit.declaredOrder)")
            #expect(fit.fittedSteps.count >= 3, "\(fit.stepper)")
        }
        #expect(report.table().contains("\nrk8pd   ") && report.table().hasPrefix("lotka-volterra: order of the final-state error under fixed steps h = T/N\n"))
        #expect(report.csv().split(separator: "\n").count == 1 + 8 * 14)
        #expect(try JSONSerialization.jsonObject(with: Data(report.json().utf8)) is [String: Any])
        #expect(report.svg().hasPrefix("<svg") && report.markdown().contains("| rk4 | 4 | "))
    }

    @Test("bad settings are errors naming the setting, before any run")
    func badSettings() throws {
        let problems = [try IntegratorProblem.vdpol()]
        #expect(throws: ProblemError.invalidParameter(name: "tolerances[1]", requirement: "a number between 0 and 1, like 1e-6; got 0.0")) {
            try WorkPrecisionStudy.paired([1e-3, 0])
        }
        #expect(throws: ProblemError.self) { try WorkPrecisionStudy.sweep(absolute: [1e-6], relative: [1e-3, 1e-4]) }
        var study = WorkPrecisionStudy(problems: problems, tolerances: try WorkPrecisionStudy.paired([1e-3]))
        study.sampleCount = 0
        #expect(throws: ProblemError.invalidParameter(name: "sampleCount", requirement: "from 1 to 100000; got 0")) { try study.run() }
        var convergence = try ConvergenceStudy(problems: problems)
        convergence.levels = 5...5
        #expect(throws: ProblemError.self) { try convergence.run() }
    }
}
