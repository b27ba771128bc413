import Foundation
import IntegratorLab
import SpringDynamics
import Testing

/// The problem type: construction from any system, and every bad input named.
@Suite struct IntegratorProblemTests {
    static func decay() throws -> ODESystem {
        try ODESystem(dimension: 1) { _, y, dydt in dydt[0] = -y[0] }
    }

    @Test func aProblemFromAnySystemRunsInAStudy() throws {
        let problem = try IntegratorProblem(name: "decay", system: Self.decay(), initialState: [1], endTime: 2,
                                            reference: .exact { t in [exp(-t)] })
        #expect(problem.componentNames == ["y1"])
        #expect(problem.dimension == 1 && problem.duration == 2)
        var study = WorkPrecisionStudy(problems: [problem], tolerances: try WorkPrecisionStudy.paired([1e-6, 1e-9]))
        study.methods = [.gsl(.rkf45), .gsl(.rk8pd)]
        study.repetitions = 1
        let report = try study.run()
        #expect(report.runs.count == 4)
        for run in report.runs {
            #expect(run.failure == nil)
            #expect(abs(run.endState[0] - exp(-2)) == run.finalError)
            #expect(try #require(run.finalError) < 1e-5)
            #expect(run.denseMaxError != nil && run.stepMaxError == nil)
        }
    }

    @Test func aSystemWithoutAJacobianRunsOnTheImplicitSteppersByFiniteDifferences() throws {
        let problem = try IntegratorProblem(name: "decay", system: Self.decay(), initialState: [1], endTime: 2,
                                            reference: .exact { t in [exp(-t)] })
        var study = WorkPrecisionStudy(problems: [problem], tolerances: try WorkPrecisionStudy.paired([1e-8]))
        study.methods = Stepper.allCases.filter(\.requiresJacobian).map(StudyMethod.gsl)
        study.repetitions = 1
        for run in try study.run().runs {
            #expect(run.failure == nil, "\(run.method)")
            #expect(run.statistics.finiteDifferenceEvaluations > 0, "\(run.method)")
            // Backward Euler (first order) accumulates more.
            #expect(try #require(run.finalError) < (run.method == "gsl-rk1imp" ? 1e-3 : 1e-5), "\(run.method)")
        }
    }

    @Test func badInputNamesTheParameter() throws {
        func message(_ body: () throws -> IntegratorProblem) -> String {
            do { _ = try body(); return "no error" } catch { return "\(error)" }
        }
        let decay = try Self.decay()
        #expect(message { try IntegratorProblem(name: "a,b", system: decay, initialState: [1], endTime: 1, reference: .endState([1], source: "x")) }
            == "invalid name: must be non-empty without commas, quotes or line breaks; got 'a,b'")
        #expect(message { try IntegratorProblem(name: "d", system: decay, initialState: [1, 2], endTime: 1, reference: .endState([1], source: "x")) }
            == "invalid initialState: must be 1 values, one per equation; got 2")
        #expect(message { try IntegratorProblem(name: "d", system: decay, initialState: [.nan], endTime: 1, reference: .endState([1], source: "x")) }
            == "invalid initialState[0]: must be finite; got nan")
        #expect(message { try IntegratorProblem(name: "d", system: decay, initialState: [1], endTime: 0, reference: .endState([1], source: "x")) }
            == "invalid endTime: must be finite and greater than startTime = 0.0; got 0.0")
        #expect(message { try IntegratorProblem(name: "d", system: decay, initialState: [1], endTime: 1, reference: .endState([1, 2], source: "x")) }
            == "invalid reference: must be an end state of 1 values, one per component; got 2")
        #expect(message { try IntegratorProblem(name: "d", system: decay, initialState: [1], endTime: 1, componentNames: ["a", "b"], reference: .endState([1], source: "x")) }
            == "invalid componentNames: must be 1 names, one per component; got 2")
        #expect(message { try IntegratorProblem(name: "d", system: decay, initialState: [1], endTime: 1, reference: .exact { _ in [1, 2] }) }
            == "invalid reference: must be an exact solution of 1 components; got 2")
    }

    @Test func errorNorms() {
        #expect(ErrorNorm.absolute.error([1, 2], [1.5, 2]) == 0.5)
        #expect(ErrorNorm.weighted([1, 0.1]).error([1, 2], [1, 4]) == 0.2)
        #expect(ErrorNorm.relative(floor: 0).error([1, 2e-13], [1, 1e-13]) == 1)
        #expect(ErrorNorm.relative(floor: 1).error([1, 2e-13], [1, 1e-13]) == 1e-13)
        #expect(ErrorNorm.absolute.error([.nan], [0]) == .infinity)
    }

    @Test func problemSourceResolvesNamesGroupsAndFiles() throws {
        let source = try ProblemSource()
        #expect(try source.problems(named: "hires").map(\.name) == ["hires"])
        #expect(try source.problems(named: "ivp-testset").map(\.name) == ["rober", "hires", "orego", "vdpol"])
        #expect(try source.problems(named: "all").map(\.name) == ["underdamped", "critical", "overdamped", "stiff-oscillatory", "stiff"])
        #expect(throws: ProblemError.self) { try source.problems(named: "lorenz") }
        #expect(throws: ProblemError.unreadableFile(path: "p.json", reason: "problem files are not supported by this build")) {
            try source.problems(named: "p.json")
        }
        let withFiles = try ProblemSource(fileLoader: { path in
            try IntegratorProblem(name: "from-file", system: Self.decay(), initialState: [1], endTime: 1,
                                  reference: .endState([exp(-1)], source: path))
        })
        #expect(try withFiles.problems(named: "p.json").map(\.name) == ["from-file"])
    }
}
