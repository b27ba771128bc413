import Foundation
import SpringDynamics
import Testing

@Suite("ODESolver maximum step size")
struct ODEMaximumStepTests {
    @Test("adaptive steps never exceed maximumStep: at least interval/hmax steps", arguments: Stepper.allCases)
    func stepCount(_ stepper: Stepper) throws {
        let system = try DampedOscillator.underdamped.system()
        let free = try ODESolver(system: system, stepper: stepper, tolerance: ODETolerance(absolute: 1e-6, relative: 1e-6))
        let limited = try ODESolver(system: system, stepper: stepper, tolerance: ODETolerance(absolute: 1e-6, relative: 1e-6), maximumStep: 0.01)
        var y = [1.0, 0.0], t = 0.0
        try free.advance(&y, time: &t, to: 10)
        var z = [1.0, 0.0], s = 0.0
        try limited.advance(&z, time: &s, to: 10)
        #expect(limited.statistics.acceptedSteps >= 1000)
        #expect(limited.statistics.acceptedSteps >= free.statistics.acceptedSteps)
        if stepper.order >= 4 { #expect(free.statistics.acceptedSteps < 1000) }
        #expect(limited.maximumStep == 0.01)
        let exact = DampedOscillator.underdamped.exact(at: 10)
        #expect(abs(z[0] - exact.x) < 1e-3)
    }

    @Test("the step between successive right-hand-side times never exceeds hmax (rkf45)")
    func stageTimes() throws {
        final class Times { var values: [Double] = [] }
        let times = Times()
        let system = try ODESystem(dimension: 2) { t, y, dydt in
            times.values.append(t)
            dydt[0] = y[1]
            dydt[1] = -y[0]
        }
        let solver = try ODESolver(system: system, stepper: .rkf45, tolerance: ODETolerance(absolute: 1e-3, relative: 1e-3), initialStep: 1, maximumStep: 0.25)
        var y = [1.0, 0.0], t = 0.0
        try solver.advance(&y, time: &t, to: 5)
        // Every stage lies within one step of the previous step start, so no two consecutive
        // distinct evaluation times are further apart than hmax.
        let sorted = Array(Set(times.values)).sorted()
        let gaps = zip(sorted.dropFirst(), sorted).map { $0 - $1 }
        #expect(gaps.max()! <= 0.25 + 1e-15)
        #expect(solver.statistics.acceptedSteps >= 20)
    }

    @Test("a fixed step longer than maximumStep is refused, nothing changed")
    func fixedStepRefused() throws {
        let solver = try ODESolver(system: DampedOscillator.underdamped.system(), stepper: .rk4, maximumStep: 0.01)
        var y = [1.0, 0.0], t = 0.0
        #expect(throws: ODEError.invalidParameter(name: "h", value: 0.02, requirement: "at most maximumStep = 0.01 in size")) {
            try solver.advance(&y, time: &t, fixedStep: 0.02, count: 3)
        }
        #expect(y == [1, 0] && t == 0)
        try solver.advance(&y, time: &t, fixedStep: -0.01, count: 3)
        #expect(abs(t + 0.03) < 1e-15)
    }

    @Test("invalid maximumStep values are named", arguments: [0.0, -1.0, Double.nan, Double.infinity])
    func invalid(_ value: Double) throws {
        do {
            _ = try ODESolver(system: DampedOscillator.underdamped.system(), stepper: .rkf45, maximumStep: value)
            Issue.record("accepted maximumStep = \(value)")
        } catch {
            #expect("\(error)" == "Invalid maximumStep = \(value): must be a finite number greater than 0 and at least minimumStep = 0.0.")
        }
    }

    @Test("maximumStep below minimumStep is refused")
    func belowMinimum() throws {
        do {
            _ = try ODESolver(system: DampedOscillator.underdamped.system(), stepper: .rkf45, minimumStep: 1e-4, maximumStep: 1e-5)
            Issue.record("accepted")
        } catch {
            #expect("\(error)" == "Invalid maximumStep = 1e-05: must be a finite number greater than 0 and at least minimumStep = 0.0001.")
        }
    }

    @Test("an initial step longer than maximumStep starts at maximumStep")
    func initialClamped() throws {
        let solver = try ODESolver(system: DampedOscillator.underdamped.system(), stepper: .rk8pd, initialStep: 1, maximumStep: 0.5)
        var y = [1.0, 0.0], t = 0.0
        try solver.advance(&y, time: &t, to: 2)
        let exact = DampedOscillator.underdamped.exact(at: 2)
        #expect(abs(y[0] - exact.x) < 1e-8)
        #expect(solver.statistics.acceptedSteps >= 4)
    }
}
