#if canImport(Glibc)
import Glibc
#endif
import SpringDynamics
import Testing

@Suite("SpringMotionSum and SpringMotion's interpolation bound")
struct SpringMotionSumTests {
    /// Critically damped, ω = 10: the displacement (x₀ + (v₀ + ω x₀) τ) e^(−ω τ).
    static func critical(_ x0: Double, _ v0: Double, _ tau: Double) -> Double {
        let w = 10.0
        return (x0 + (v0 + w * x0) * tau) * exp(-w * tau)
    }

    /// Underdamped m = 1, k = 400, c = 8 (ω = 20, α = 4, ω_d = √384): the textbook closed form.
    static func underdamped(_ x0: Double, _ v0: Double, _ tau: Double) -> Double {
        let alpha = 4.0, wd = 384.0.squareRoot()
        return exp(-alpha * tau) * (x0 * cos(wd * tau) + (v0 + alpha * x0) / wd * sin(wd * tau))
    }

    let critical = try! Spring(mass: 1, stiffness: 100, damping: 20)
    let bouncy = try! Spring(mass: 1, stiffness: 400, damping: 8)

    /// 3 + 0.5·(critical from 130 at −40 toward 100) − 2·(underdamped from 10 at 300 toward 0, from 0.1 s).
    var sum: SpringMotionSum {
        SpringMotionSum(constant: 3, terms: [
            .init(coefficient: 0.5, motion: SpringMotion(spring: critical, from: 130, velocity: -40, to: 100)),
            .init(coefficient: -2, motion: SpringMotion(spring: bouncy, from: 10, velocity: 300, to: 0, startTime: 0.1)),
        ])
    }

    func expected(after t: Double) -> Double {
        let held = t <= 0.1 ? 10 : Self.underdamped(10, 300, t - 0.1)
        return 3 + 0.5 * (100 + Self.critical(30, -40, t)) - 2 * held
    }

    @Test("the value is the weighted sum of the closed forms, the held term waiting at its start")
    func valueIsTheWeightedClosedForm() {
        for k in 0...200 {
            let t = Double(k) * 0.005
            #expect(abs(sum.value(after: t) - expected(after: t)) <= 1e-10, "t = \(t)")
        }
        let now: Double = 3 + 0.5 * 130 - 2 * 10
        #expect(sum.value == now)
    }

    @Test("the velocity counts a held term as still, and matches a central difference")
    func velocity() {
        #expect(abs(sum.velocity(after: 0) - 0.5 * -40) <= 1e-12)
        for t in [0.02, 0.05, 0.2, 0.4] {
            let h = 1e-6
            let difference = (expected(after: t + h) - expected(after: t - h)) / (2 * h)
            #expect(abs(sum.velocity(after: t) - difference) <= 1e-5 * max(1, abs(difference)), "t = \(t)")
        }
    }

    @Test("values(every:) through the step map agrees with the closed form at every step")
    func valuesEveryStep() {
        var values: [Double] = []
        sum.values(every: 1.0 / 120, count: 90, into: &values)
        #expect(values.count == 90)
        for (j, v) in values.enumerated() {
            let t = Double(j + 1) / 120
            #expect(abs(v - sum.value(after: t)) <= 1e-10, "t = \(t)")
        }
    }

    @Test("combining terms on the same spring changes no value (to 1e-12) and leaves held terms apart")
    func combined() {
        let a = SpringMotion(spring: critical, from: 130, velocity: -40, to: 100)
        let b = SpringMotion(spring: critical, from: -20, velocity: 75, to: 5)
        let c = SpringMotion(spring: critical, from: 7, velocity: 0, to: 1, startTime: 0.05)
        let spread = SpringMotionSum(constant: 1, terms: [.init(coefficient: 0.25, motion: a), .init(coefficient: -1.5, motion: b),
                                                          .init(coefficient: 2, motion: c)])
        let merged = spread.combined()
        #expect(merged.terms.count == 2)
        #expect(merged.terms.contains { $0.motion.startTime == 0.05 })
        for k in 0...100 {
            let t = Double(k) * 0.01
            #expect(abs(merged.value(after: t) - spread.value(after: t)) <= 1e-12 * 200, "t = \(t)")
        }
    }

    @Test("the interpolation bound holds at every instant of every sub-interval, the start inside one included")
    func interpolationBoundHolds() {
        for duration in [0.004, 1.0 / 60, 0.05, 0.2] {
            for start in stride(from: 0.0, through: 0.6, by: 0.025) {
                // The sum from `start` on: shift every motion's clock.
                var from = SpringMotionSum(constant: 3)
                for term in sum.terms {
                    let m = term.motion
                    let wait = m.startTime - start
                    if wait > 0 {
                        from.terms.append(.init(coefficient: term.coefficient, motion: SpringMotion(
                            spring: m.spring, start: m.start, target: m.target, startTime: wait)))
                    } else {
                        let s = m.state(at: start)
                        from.terms.append(.init(coefficient: term.coefficient, motion: SpringMotion(
                            spring: m.spring, from: s.value, velocity: s.velocity, to: m.target)))
                    }
                }
                let bound = from.interpolationErrorBound(over: duration)
                let f0 = expected(after: start), f1 = expected(after: start + duration)
                var worst = 0.0
                for k in 0...400 {
                    let u = Double(k) / 400
                    let line = f0 + (f1 - f0) * u
                    worst = max(worst, abs(expected(after: start + u * duration) - line))
                }
                #expect(worst <= bound * (1 + 1e-9) + 1e-12, "start \(start), duration \(duration): \(worst) > \(bound)")
            }
        }
    }

    @Test("the acceleration bound holds from the start on")
    func accelerationBound() {
        let m = SpringMotion(spring: bouncy, from: 10, velocity: 300, to: 0)
        let bound = m.accelerationBound
        for k in 0...500 {
            let t = Double(k) * 0.002
            let s = m.state(at: t)
            let a = -400 * (s.value - 0) - 8 * s.velocity
            #expect(abs(a) <= bound * (1 + 1e-12), "t = \(t)")
        }
        #expect(SpringMotion(spring: bouncy, from: 4, velocity: 0, to: 4).accelerationBound == 0)
        #expect(SpringMotion(spring: bouncy, from: 4, velocity: 0, to: 4).isAtRest)
        #expect(SpringMotion(spring: bouncy, from: 4, velocity: 0, to: 4).interpolationErrorBound(over: 1) == 0)
        // A held motion's velocity is 0 until it starts, then the closed form's.
        let held = SpringMotion(spring: bouncy, from: 10, velocity: 300, to: 0, startTime: 0.1)
        #expect(held.heldVelocity(at: 0.05) == 0)
        #expect(held.heldVelocity(at: 0.2) == held.state(at: 0.2).velocity)
        #expect(SpringMotion(spring: bouncy, from: 10, velocity: 300, to: 0).heldVelocity(at: 0) == 300)
    }
}
