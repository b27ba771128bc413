import Foundation
import IntegratorLab
import SpringDynamics
import Testing

@Suite("Reference problems of the integrator lab")
struct ReferenceProblemTests {
    /// States at t = 5, 10, 15, 20 from mpmath's `odefun` (Taylor series, 30 digits,
    /// tolerance 1e-25), computed outside this package: an independent truth.
    static let mpmath: [String: [(Double, [Double])]] = [
        "duffing": [
            (5, [0.1596728321531602208977716, -2.804704356684051897729561]),
            (10, [0.5902192761124949839372077, -1.901233194097188455937997]),
            (15, [0.2748282320649513736919843, 1.459642720158393344856727]),
            (20, [-0.03872573789113524957953359, -1.105721326639483418264318]),
        ],
        "pendulum": [
            (5, [-1.973744210810334687512712, 0.2682723519928589082573291]),
            (10, [-1.397974073403836112521523, 1.183844080442977882656371]),
            (15, [0.2687976386774084957930393, 3.177085885287855203403631]),
            (20, [0.5811121269527043757956816, -1.897425702194560350203616]),
        ],
    ]

    @Test("duffing and pendulum references agree with a 30-digit Taylor integration to 1e-12", arguments: ["duffing", "pendulum"])
    func nonlinearAgainstMpmath(_ name: String) throws {
        let problem = try #require(ReferenceProblem.named(name))
        let truth = Self.mpmath[name]!
        let reference = try problem.reference(at: truth.map(\.0))
        var worst = 0.0
        for (row, (_, state)) in zip(reference, truth) {
            worst = max(worst, abs(row[0] - state[0]), abs(row[1] - state[1]))
        }
        #expect(worst < 1e-12, "\(name): worst \(worst)")
        // Straight to t = 20 takes other steps than stopping at 5, 10 and 15: same accuracy.
        let end = try problem.referenceEndState()
        #expect(abs(end[0] - truth[3].1[0]) < 1e-12 && abs(end[1] - truth[3].1[1]) < 1e-12)
    }

    @Test("duffing and pendulum references agree with a second method (bsimp at 1e-14) to 1e-12", arguments: ["duffing", "pendulum"])
    func nonlinearAgainstBsimp(_ name: String) throws {
        let problem = try #require(ReferenceProblem.named(name))
        let solver = try ODESolver(system: problem.makeSystem(), stepper: .bsimp, tolerance: ODETolerance(absolute: 1e-14, relative: 1e-14),
                                   maximumSteps: 10_000_000)
        var y = problem.initialState, t = 0.0
        try solver.advance(&y, time: &t, to: problem.duration)
        let reference = try problem.referenceEndState()
        let worst = zip(y, reference).map { abs($0 - $1) }.max()!
        #expect(worst < 1e-12, "\(name): worst \(worst)")
    }

    @Test("chain reference equals the test's own matrix exponential and mpmath's")
    func chain() throws {
        let problem = ReferenceProblem.chain
        let reference = try problem.referenceEndState()
        let byTaylor = zip(reference, ChainProblem.exact(at: 5)).map { abs($0 - $1) }.max()!
        let byMpmath = zip(reference, ChainProblem.mpmathAt5).map { abs($0 - $1) }.max()!
        #expect(byTaylor < 1e-12, "\(byTaylor)")
        #expect(byMpmath < 1e-13, "\(byMpmath)")
        let mid = try problem.reference(at: [1.3])[0]
        #expect(zip(mid, ChainProblem.exact(at: 1.3)).map { abs($0 - $1) }.max()! < 1e-12)
    }

    @Test("tile: initial displacements by the resistance rule, by hand; reference against rk8pd")
    func tile() throws {
        let problem = ReferenceProblem.tile
        #expect(problem.dimension == 200)
        // Element 1: anchor (160, 22), touch (100, 500): r = (60 + 478)/1500, moved 120·r.
        #expect(problem.initialState[0] == 160)
        #expect(abs(problem.initialState[1] - (22 + 120 * 538.0 / 1500)) < 1e-12)
        // Element 12: anchor y = 22 + 44·11 = 506: r = (60 + 6)/1500.
        #expect(abs(problem.initialState[23] - (506 + 120 * 66.0 / 1500)) < 1e-12)
        // Element 50: anchor y = 2178, r = (60 + 1678)/1500 > 1: moved the whole 120.
        #expect(problem.initialState[99] == 2178 + 120)
        #expect(problem.initialState[100...].allSatisfy { $0 == 0 })

        let solver = try ODESolver(system: problem.makeSystem(), stepper: .rk8pd, tolerance: ODETolerance(absolute: 1e-12, relative: 1e-12))
        var y = problem.initialState, t = 0.0
        try solver.advance(&y, time: &t, to: problem.duration)
        let worst = zip(y, try problem.referenceEndState()).map { abs($0 - $1) }.max()!
        #expect(worst < 1e-9, "worst \(worst)")
    }

    @Test("every problem's Jacobian matches finite differences at its initial state", arguments: ReferenceProblem.all.map(\.name))
    func jacobian(_ name: String) throws {
        let problem = try #require(ReferenceProblem.named(name))
        let system = try problem.makeSystem()
        let n = system.dimension
        // A state away from rest so that every term matters.
        var y = problem.initialState.enumerated().map { $1 + 0.1 * sin(Double($0) + 1) }
        var dfdy = [Double](repeating: .nan, count: n * n), dfdt = [Double](repeating: .nan, count: n)
        try y.withUnsafeBufferPointer { yb in
            try dfdy.withUnsafeMutableBufferPointer { j in try dfdt.withUnsafeMutableBufferPointer { try system.jacobian!(0, yb, j, $0) } }
        }
        func f(_ y: [Double]) throws -> [Double] {
            var out = [Double](repeating: .nan, count: n)
            try y.withUnsafeBufferPointer { yb in try out.withUnsafeMutableBufferPointer { try system.function(0, yb, $0) } }
            return out
        }
        var worst = 0.0
        for j in 0..<n {
            let h = 1e-6 * max(1, abs(y[j])), saved = y[j]
            y[j] = saved + h
            let plus = try f(y)
            y[j] = saved - h
            let minus = try f(y)
            y[j] = saved
            for i in 0..<n { worst = max(worst, abs((plus[i] - minus[i]) / (2 * h) - dfdy[i * n + j]) / max(1, abs(dfdy[i * n + j]))) }
        }
        #expect(worst < 1e-6, "\(name): worst \(worst)")
    }

    @Test("names, dimensions and bad times")
    func catalog() throws {
        #expect(ReferenceProblem.all.map(\.name) == ["duffing", "pendulum", "chain", "tile"])
        #expect(ReferenceProblem.all.map(\.dimension) == [2, 2, 16, 200])
        #expect(ReferenceProblem.all.allSatisfy { $0.componentNames.count == $0.dimension })
        #expect(ReferenceProblem.named("lorenz") == nil)
        #expect(throws: ODEError.invalidParameter(name: "times[1]", value: 1, requirement: "finite, at least 0 and not decreasing")) {
            try ReferenceProblem.chain.reference(at: [2, 1])
        }
    }
}
