import Foundation
import SpringDynamics
import SpringTestSupport
import Testing

@Suite struct EasingSpringTests {
    @Test func springEasingIsTheNormalisedClosedForm() throws {
        let spring = Spring.bouncy
        let easing = Easing.spring(spring)
        let duration = spring.settlingDuration
        #expect(easing(0) == 0)
        #expect(easing(1) == 1)
        for i in 1..<100 {
            let t = Double(i) / 100
            let expected = 1 - spring.state(at: t * duration, displacement: 1, velocity: 0).displacement
            #expect(abs(easing(t) - expected) < 1e-15)
        }
        // The overshoot of an underdamped spring from rest is exp(−πζ/√(1 − ζ²)) (ζ = 0.7 here).
        let zeta = spring.dampingRatio
        let overshoot = exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
        let peak = (0..<20_000).map { easing(Double($0) / 20_000) }.max()!
        #expect(abs(peak - (1 + overshoot)) < 1e-5)
        // Its last value before 1 is within the settling epsilon.
        #expect(abs(easing(0.999_999) - 1) <= 0.001)
    }

    @Test func overdampedSpringEasingIsMonotone() throws {
        let easing = Easing.spring(try Spring(duration: 0.5, bounce: -0.5))
        var last = 0.0
        for i in 1...1000 {
            let value = easing(Double(i) / 1000)
            #expect(value >= last)
            last = value
        }
    }

    @Test func springEasingName() {
        #expect(Easing.spring(.stTransitionLayout).name == "spring(mass: 1.0, stiffness: 250.0, damping: 20.0)")
    }
}
