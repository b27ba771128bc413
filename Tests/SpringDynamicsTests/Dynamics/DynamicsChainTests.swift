import Foundation
import SpringDynamics
import Testing

@Suite("Dynamics: the 8-mass chain against its matrix exponential")
struct DynamicsChainTests {
    @Test("the test's own matrix exponential agrees with mpmath's 40-digit expm")
    func referenceIsSound() {
        let exact = ChainProblem.exact(at: 5)
        let worst = zip(exact, ChainProblem.mpmathAt5).map { abs($0 - $1) }.max()!
        #expect(worst < 1e-12, "worst \(worst)")
    }

    @Test("rk8pd at 1e-13 matches e^{At}·y0 at t = 5 to 1e-10")
    func rk8pd() throws {
        let system = try ChainProblem.system()
        let simulation = try BodySimulation(system: system, method: .adaptive(.rk8pd, tolerance: ODETolerance(absolute: 1e-13, relative: 1e-13)))
        try simulation.advance(by: 5)
        let exact = ChainProblem.exact(at: 5)
        let worst = zip(ChainProblem.state(of: system), exact).map { abs($0 - $1) }.max()!
        #expect(worst < 1e-10, "worst \(worst)")
        #expect(simulation.time == 5)
    }

    @Test("frame by frame (1/120 s, rkf45 1e-9) matches at every frame", arguments: [1.0 / 120])
    func frames(_ frame: Double) throws {
        let system = try ChainProblem.system()
        let simulation = try BodySimulation(system: system, method: .adaptive(.rkf45, tolerance: ODETolerance(absolute: 1e-9, relative: 1e-9)))
        var worst = 0.0
        for i in 1...120 {
            try simulation.advance(by: frame)
            if i % 30 == 0 {
                let exact = ChainProblem.exact(at: Double(i) * frame)
                worst = max(worst, zip(ChainProblem.state(of: system), exact).map { abs($0 - $1) }.max()!)
            }
        }
        #expect(worst < 1e-6, "worst \(worst)")
    }

    @Test("every implicit stepper runs with the analytic Jacobian and is accurate", arguments: Stepper.allCases.filter(\.isImplicit))
    func implicit(_ stepper: Stepper) throws {
        let system = try ChainProblem.system()
        let tolerance = stepper == .rk1imp ? 1e-6 : 1e-9
        let simulation = try BodySimulation(system: system, method: .adaptive(stepper, tolerance: ODETolerance(absolute: tolerance, relative: tolerance)),
                                            maximumSteps: 1_000_000)
        try simulation.advance(by: 1)
        let exact = ChainProblem.exact(at: 1)
        let worst = zip(ChainProblem.state(of: system), exact).map { abs($0 - $1) }.max()!
        #expect(worst < (stepper == .rk1imp ? 1e-2 : 1e-5), "\(stepper): worst \(worst)")
        #expect(simulation.statistics.jacobianEvaluations > 0)
    }

    @Test("a stiff chain (k = 1e8) runs with bsimp and is refused by an explicit stepper with a clear error")
    func stiff() throws {
        let system = try ChainProblem.system(stiffness: 1e8, damping: 1e5)
        let implicit = try BodySimulation(system: system, method: .adaptive(.bsimp, tolerance: ODETolerance(absolute: 1e-8, relative: 1e-8)))
        try implicit.advance(by: 1)
        let exact = ChainProblem.exact(at: 1, stiffness: 1e8, damping: 1e5)
        let worst = zip(ChainProblem.state(of: system), exact).map { abs($0 - $1) }.max()!
        #expect(worst < 1e-6, "worst \(worst)")

        let fresh = try ChainProblem.system(stiffness: 1e8, damping: 1e5)
        let explicit = try BodySimulation(system: fresh, method: .adaptive(.rkf45), maximumSteps: 10_000)
        let before = ChainProblem.state(of: fresh)
        do {
            try explicit.advance(by: 1)
            Issue.record("an explicit stepper accepted a stiff system")
        } catch let error as DynamicsError {
            #expect(error.description.hasPrefix("The system is too stiff for the explicit stepper rkf45 (fastest rate "))
        }
        #expect(ChainProblem.state(of: fresh) == before)
        #expect(explicit.time == 0)
    }

    @Test("fixed-step GSL and semi-implicit Euler converge to the exact solution at their order")
    func fixedStep() throws {
        func error(_ method: BodyIntegrationMethod) throws -> Double {
            let system = try ChainProblem.system()
            let simulation = try BodySimulation(system: system, method: method)
            for _ in 0..<60 { try simulation.advance(by: 1.0 / 60) }
            let exact = ChainProblem.exact(at: 1)
            return zip(ChainProblem.state(of: system), exact).map { abs($0 - $1) }.max()!
        }
        let rk4Coarse = try error(.fixedStep(.rk4, step: 1.0 / 240)), rk4Fine = try error(.fixedStep(.rk4, step: 1.0 / 480))
        #expect(rk4Coarse / rk4Fine > 12, "rk4 \(rk4Coarse) → \(rk4Fine)")
        let eulerCoarse = try error(.semiImplicitEuler(step: 1.0 / 2000)), eulerFine = try error(.semiImplicitEuler(step: 1.0 / 4000))
        #expect(eulerCoarse / eulerFine > 1.7 && eulerCoarse / eulerFine < 2.3, "euler \(eulerCoarse) → \(eulerFine)")
        #expect(eulerFine < 0.05)
    }
}
