#if canImport(Glibc)
import Glibc
#endif
import SpringDynamics
import Testing

@Suite("SpringMotion")
struct SpringMotionTests {
    /// Critically damped, ω = 10: x(τ) = (x₀ + (v₀ + ω x₀) τ) e^(−ω τ) about the target.
    static func critical(_ x0: Double, _ v0: Double, _ tau: Double) -> (Double, Double) {
        let w = 10.0, e = exp(-w * tau)
        let x = (x0 + (v0 + w * x0) * tau) * e
        let v = (v0 - w * (v0 + w * x0) * tau) * e
        return (x, v)
    }

    @Test("follows the closed form about the target after its start time")
    func followsTheClosedForm() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 20)
        let motion = SpringMotion(spring: spring, from: 130, velocity: -40, to: 100, startTime: 2)
        #expect(motion.start == SpringState(displacement: 30, velocity: -40))
        for tau in stride(from: 0.01, through: 1.5, by: 0.07) {
            let (x, v) = Self.critical(30, -40, tau)
            let s = motion.state(at: 2 + tau)
            #expect(abs(s.value - (100 + x)) < 1e-9, "τ = \(tau)")
            #expect(abs(s.velocity - v) < 1e-8, "τ = \(tau)")
            // The elapsed form is the same evaluation.
            let e = motion.state(after: tau)
            #expect(e.value.bitPattern == (100 + spring.state(at: tau, displacement: 30, velocity: -40).displacement).bitPattern)
        }
    }

    @Test("waits at its start state until its start time")
    func waitsBeforeItsStart() throws {
        let motion = SpringMotion(spring: .bouncy, from: 7, velocity: 3, to: 1, startTime: 5)
        for time in [-1.0, 0, 4.99, 5] {
            let s = motion.state(at: time)
            #expect(s.value == 7 && s.velocity == 3, "t = \(time)")
        }
        #expect(motion.state(after: 0).value == 7)
    }

    @Test("stays settled after its settle time, and touches the threshold at it")
    func settlesAtItsSettleTime() throws {
        let motion = SpringMotion(spring: .bouncy, from: 0, velocity: 250, to: 40, startTime: 1)
        let epsilon = 0.01
        let settle = motion.settleTime(epsilon: epsilon)
        #expect(settle == 1 + Spring.bouncy.settlingTime(displacement: -40, velocity: 250, epsilon: epsilon))
        for k in 1...400 {
            let s = motion.state(at: settle + Double(k) * 0.005)
            #expect(abs(s.value - 40) < epsilon && abs(s.velocity) < epsilon, "k = \(k)")
        }
        // At the settle time itself the motion still touches the threshold (the last exceedance).
        let at = motion.state(at: settle)
        #expect(max(abs(at.value - 40), abs(at.velocity)) >= epsilon * 0.999)
    }

    @Test("a NaN state or threshold never settles")
    func nanNeverSettles() {
        #expect(SpringMotion(spring: .smooth, from: .nan, velocity: 0, to: 0).settleTime(epsilon: 1e-3) == .infinity)
        #expect(SpringMotion(spring: .smooth, from: 1, velocity: 0, to: 0).settleTime(epsilon: .nan) == .infinity)
        #expect(SpringMotion(spring: .smooth, from: 1, velocity: 0, to: 1, startTime: 3).settleTime(epsilon: 1e-3) == 3)
    }
}
