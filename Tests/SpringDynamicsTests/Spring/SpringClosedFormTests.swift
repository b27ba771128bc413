#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import SpringDynamics
import SpringTestSupport

@Suite("Spring closed form")
struct SpringClosedFormTests {
    static let initialStates: [(Double, Double)] = [(1, 0), (0, 1), (-3, 5), (2.5, -7)]

    @Test("matches an RK4 integration over 10 s in every regime", arguments: [0.1, 1.0, 5.0])
    func matchesRK4(dampingRatio: Double) throws {
        let spring = try Spring(naturalFrequency: 2, dampingRatio: dampingRatio)
        let times = (1...20).map { Double($0) * 0.5 }
        for (x0, v0) in Self.initialStates {
            let reference = rk4States(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                                      x0: x0, v0: v0, step: 5e-4, at: times)
            let scale = max(abs(x0), abs(v0) / 2)
            for (time, expected) in zip(times, reference) {
                let state = spring.state(at: time, displacement: x0, velocity: v0)
                #expect(stateError(state, expected, omega: 2) <= 1e-11 * scale,
                        "ζ \(dampingRatio), (\(x0), \(v0)) at t = \(time): \(state) vs RK4 \(expected)")
            }
        }
    }

    @Test("time 0 returns the initial state bit for bit, in every regime")
    func exactAtZero() throws {
        for ratio in [0, 0.3, 1, 1 + 1e-9, 3.5, 50] {
            let spring = try Spring(naturalFrequency: 7, dampingRatio: ratio)
            for (x0, v0) in [(10.0, 0.0), (-0.0, 3.25), (1e-300, -1e300), (0.1, 0.2)] {
                let state = spring.state(at: 0, displacement: x0, velocity: v0)
                #expect(state.displacement.bitPattern == x0.bitPattern)
                #expect(state.velocity.bitPattern == v0.bitPattern)
            }
            #expect(spring.stepMatrix(for: 0) == .identity)
        }
    }

    @Test("Motion's overdamped trap: k = 2, c = 10, x0 = 10 starts at exactly 10 and follows the ODE")
    func motionTrap() throws {
        let spring = try Spring(stiffness: 2, damping: 10)
        #expect(spring.regime == .overdamped)
        let start = spring.state(at: 0, displacement: 10, velocity: 0)
        #expect(start.displacement == 10 && start.velocity == 0)
        // Right after the start it is still 10 to within the motion of 1 µs (Motion's branch gives 9.70).
        let justAfter = spring.state(at: 1e-6, displacement: 10, velocity: 0)
        #expect(abs(justAfter.displacement - 10) < 1e-9)
        let times = [0.01, 0.1, 1, 5, 10]
        let reference = rk4States(mass: 1, stiffness: 2, damping: 10, x0: 10, v0: 0, step: 1e-4, at: times)
        for (time, expected) in zip(times, reference) {
            #expect(stateError(spring.state(at: time, displacement: 10, velocity: 0), expected, omega: 2.0.squareRoot()) < 1e-10)
        }
    }

    @Test("stiff k = 1e6, ζ = 50: finite for all t in [0, 100], decaying, and solving the ODE")
    func stiffOverdamped() throws {
        let spring = try Spring(stiffness: 1e6, damping: 2 * 50 * 1000)
        #expect(spring.dampingRatio == 50)
        var times = (0...2000).map { 100 * Double($0) / 2000 }
        times += (0...300).map { pow(10, -9 + Double($0) / 30) }  // 1e-9 … 1e1, log-spaced
        for (x0, v0) in [(1.0, 0.0), (0.0, 1.0), (-2.0, 3e5)] {
            let energy0 = 0.5 * v0 * v0 + 0.5 * 1e6 * x0 * x0
            for time in times {
                let state = spring.state(at: time, displacement: x0, velocity: v0)
                #expect(state.displacement.isFinite && state.velocity.isFinite, "t = \(time)")
                let energy = 0.5 * state.velocity * state.velocity + 0.5 * 1e6 * state.displacement * state.displacement
                #expect(energy <= energy0 * (1 + 1e-12))
                let phi = spring.stepMatrix(for: time)
                #expect(phi.a11.isFinite && phi.a12.isFinite && phi.a21.isFinite && phi.a22.isFinite)
            }
            // Decays: the slow rate is ω²/(α + γ) ≈ 10 per second.
            let late = spring.state(at: 3, displacement: x0, velocity: v0)
            #expect(abs(late.displacement) < 1e-11 * max(abs(x0), abs(v0) / 1000) * 1e3)
            #expect(spring.state(at: 100, displacement: x0, velocity: v0) == SpringState(displacement: 0, velocity: 0))
            // ODE residual by central differences: x' = v and v' = −(c v + k x)/m.
            for exponent in stride(from: -7.0, through: 1.5, by: 0.25) {
                let time = pow(10, exponent)
                let h = 1e-9   // ≪ the fast time constant 1e-5 s, ≥ 100× rounding noise
                let before = spring.state(at: time - h, displacement: x0, velocity: v0)
                let at = spring.state(at: time, displacement: x0, velocity: v0)
                let after = spring.state(at: time + h, displacement: x0, velocity: v0)
                let dx = (after.displacement - before.displacement) / (2 * h)
                let dv = (after.velocity - before.velocity) / (2 * h)
                let acceleration = -(1e5 * at.velocity + 1e6 * at.displacement)
                // Scales: |v| itself, and |x| times the slow rate |r1| ≈ 10.
                #expect(abs(dx - at.velocity) <= 1e-6 * (abs(at.velocity) + 10 * abs(at.displacement)) + 1e-300,
                        "x' at t = \(time)")
                #expect(abs(dv - acceleration) <= 1e-5 * (1e5 * abs(at.velocity) + 1e6 * abs(at.displacement)) + 1e-300,
                        "v' at t = \(time)")
            }
            // The fast transient against RK4 with steps of 1e-8 s (|r2·h| ≈ 1e-3).
            let window = [1e-6, 1e-5, 3e-5, 1e-4, 2e-4]
            let reference = rk4States(mass: 1, stiffness: 1e6, damping: 1e5, x0: x0, v0: v0, step: 1e-8, at: window)
            for (time, expected) in zip(window, reference) {
                let state = spring.state(at: time, displacement: x0, velocity: v0)
                #expect(stateError(state, expected, omega: 1000) <= 1e-12 * max(abs(x0), abs(v0) / 1000), "t = \(time)")
            }
        }
    }

    @Test("continuous across ζ = 1: ζ = 1 ± 1e-9 and 1 ± 1e-6 against the critical solution")
    func continuityAcrossCritical() throws {
        let critical = try Spring(naturalFrequency: 2, dampingRatio: 1)
        #expect(critical.regime == .criticallyDamped)
        for (x0, v0) in Self.initialStates {
            let scale = max(abs(x0), abs(v0) / 2)
            for time in [0.01, 0.3, 1, 2.5, 7, 10] {
                let center = critical.state(at: time, displacement: x0, velocity: v0)
                // The critical closed form, x = (x0 + B t)e^{−ωt}, v = (v0 − ωBt)e^{−ωt}, B = v0 + ωx0.
                let b = v0 + 2 * x0
                #expect(abs(center.displacement - (x0 + b * time) * exp(-2 * time)) <= 1e-15 * scale)
                #expect(abs(center.velocity - (v0 - 2 * b * time) * exp(-2 * time)) <= 2e-15 * scale)
                for delta in [1e-9, 1e-6] {
                    let below = try Spring(naturalFrequency: 2, dampingRatio: 1 - delta)
                    let above = try Spring(naturalFrequency: 2, dampingRatio: 1 + delta)
                    #expect(below.regime == .underdamped && above.regime == .overdamped)
                    let low = below.state(at: time, displacement: x0, velocity: v0)
                    let high = above.state(at: time, displacement: x0, velocity: v0)
                    // The true solutions differ from the critical one by O(δ); nothing jumps.
                    #expect(stateError(low, center, omega: 2) <= 10 * delta * scale)
                    #expect(stateError(high, center, omega: 2) <= 10 * delta * scale)
                    // The solution is smooth in ζ: the midpoint of ±δ is the critical state to O(δ²).
                    let midpoint = SpringState(displacement: (low.displacement + high.displacement) / 2,
                                               velocity: (low.velocity + high.velocity) / 2)
                    #expect(stateError(midpoint, center, omega: 2) <= 1e-14 * scale + 100 * delta * delta * scale,
                            "δ \(delta), (\(x0), \(v0)), t \(time)")
                }
            }
        }
    }

    #if arch(x86_64) || arch(i386)
    static let nearCriticalRatios: [Double] = [1 - 1e-3, 1 - 1e-6, 1 - 1e-9, 1, 1 + 1e-9, 1 + 1e-6, 1 + 1e-3]

    @Test("near ζ = 1 it agrees with an 80-bit reference to ~1e-15", arguments: nearCriticalRatios)
    func nearCriticalExtendedPrecision(dampingRatio: Double) throws {
        let spring = try Spring(naturalFrequency: 2, dampingRatio: dampingRatio)
        for (x0, v0) in Self.initialStates {
            let scale = max(abs(x0), abs(v0) / 2)
            for time in [1e-3, 0.05, 0.3, 1, 2.5, 7, 10, 20] {
                let state = spring.state(at: time, displacement: x0, velocity: v0)
                let reference = extendedPrecisionState(spring, x0: x0, v0: v0, time: time)
                #expect(stateError(state, reference, omega: 2) <= 2e-15 * scale,
                        "ζ \(dampingRatio), (\(x0), \(v0)), t \(time): \(state) vs \(reference)")
            }
        }
    }

    @Test("random springs and times agree with the 80-bit reference (property test)")
    func randomAgainstExtendedPrecision() throws {
        var generator = SeededGenerator(seed: 0x5EED_0003)
        for _ in 0..<400 {
            let omega = logUniform(0.1, 1000, using: &generator)
            var ratio = Double.random(in: 0...12, using: &generator)
            if abs(ratio - 1) < 1e-3 { ratio = 1 }   // the naive reference is only trusted away from ζ = 1
            let spring = try Spring(naturalFrequency: omega, dampingRatio: ratio, mass: logUniform(0.01, 100, using: &generator))
            let x0 = Double.random(in: -10...10, using: &generator)
            let v0 = Double.random(in: -10...10, using: &generator) * omega
            let time = Double.random(in: 0...(30 / omega), using: &generator)
            let state = spring.state(at: time, displacement: x0, velocity: v0)
            let reference = extendedPrecisionState(spring, x0: x0, v0: v0, time: time)
            // Error relative to the initial size; ζ·ωt measures how much the terms can cancel.
            let scale = max(abs(x0), abs(v0) / omega)
            #expect(stateError(state, reference, omega: omega) <= 1e-14 * scale * max(1, ratio),
                    "ω \(omega), ζ \(ratio), (\(x0), \(v0)), t \(time): \(state) vs \(reference)")
        }
    }

    static let heavyDamping: [Double] = [10, 50, 1e3, 1e5, 1e7]

    @Test("heavily overdamped springs are accurate component by component, not just in norm", arguments: heavyDamping)
    func heavilyOverdampedRelativeAccuracy(dampingRatio: Double) throws {
        for omega in [1.0, 1000] {
            let spring = try Spring(naturalFrequency: omega, dampingRatio: dampingRatio)
            // The slow time constant 1/|r1| = (ζ + √(ζ² − 1))/ω.
            let slowTime = (dampingRatio + (dampingRatio * dampingRatio - 1).squareRoot()) / omega
            for (x0, v0) in [(1.0, 0.0), (0.0, 1.0), (2.0, 3.0)] {
                for fraction in [0.1, 0.5, 1, 3, 10, 50] {
                    let time = fraction * slowTime
                    let state = spring.state(at: time, displacement: x0, velocity: v0)
                    let reference = extendedPrecisionOverdampedState(spring, x0: x0, v0: v0, time: time)
                    // Both components are tiny next to the scale here (v ≈ r1·x); each must still be
                    // right to ~1e-13 of itself. exp(r1·t) alone costs ~|r1 t|·1e-16.
                    let tolerance = 1e-13 * max(1, fraction)
                    #expect(isClose(state.displacement, reference.displacement, relative: tolerance),
                            "ζ \(dampingRatio), ω \(omega), (\(x0), \(v0)), t \(time): x \(state.displacement) vs \(reference.displacement)")
                    #expect(isClose(state.velocity, reference.velocity, relative: tolerance),
                            "ζ \(dampingRatio), ω \(omega), (\(x0), \(v0)), t \(time): v \(state.velocity) vs \(reference.velocity)")
                }
            }
        }
    }

    @Test("Φ(h) is accurate on both sides of its internal branch switches")
    func branchSwitches() throws {
        // The series branch is used while |ω²(1 − ζ²)|h² ≤ 1/4: probe just around that step.
        for ratio in [0.2, 0.9, 1.1, 3, 50] {
            let spring = try Spring(naturalFrequency: 2, dampingRatio: ratio)
            let d = abs(4 * (1 - ratio * ratio))
            let switchStep = (0.25 / d).squareRoot()
            for factor in [0.999, 1 - 1e-12, 1 - 1e-15, 1, 1 + 1e-15, 1 + 1e-12, 1.001] {
                let step = switchStep * factor
                for (x0, v0) in Self.initialStates {
                    let state = spring.stepMatrix(for: step).apply(displacement: x0, velocity: v0)
                    let reference = extendedPrecisionState(spring, x0: x0, v0: v0, time: step)
                    #expect(stateError(state, reference, omega: 2) <= 4e-16 * max(abs(x0), abs(v0) / 2) * max(1, ratio),
                            "ζ \(ratio), h \(step)")
                }
            }
        }
    }
    #endif

    @Test("Φ(h) applied 100,000 times at 1/120 s matches the closed form at n·h")
    func compositionMatchesClosedForm() throws {
        // Lightly damped so that the state is still of order 0.1 after 833 s.
        let spring = try Spring(naturalFrequency: 2, dampingRatio: 0.001)
        let step = 1.0 / 120
        let phi = spring.stepMatrix(for: step)
        var state = SpringState(displacement: 1, velocity: 0)
        var worst = 0.0
        for n in 1...100_000 {
            phi.apply(to: &state)
            if n % 1_000 == 0 {
                let exact = spring.state(at: Double(n) * step, displacement: 1, velocity: 0)
                let envelope = exp(-0.002 * Double(n) * step)   // e^{−αt}: the size of the state
                worst = max(worst, stateError(state, exact, omega: 2) / envelope)
            }
        }
        #expect(worst <= 1e-12, "worst relative deviation \(worst)")
    }

    @Test("state(at:) equals Φ(t) applied to the initial state, and Φ(a)·Φ(b) = Φ(a + b) (property test)")
    func stateMatchesStepMatrix() throws {
        var generator = SeededGenerator(seed: 0x5EED_0004)
        for _ in 0..<300 {
            let omega = logUniform(0.05, 5000, using: &generator)
            let ratio = [0, 1].randomElement(using: &generator)! + logUniform(1e-12, 60, using: &generator) * (Bool.random(using: &generator) ? 1 : -1)
            let spring = try Spring(naturalFrequency: omega, dampingRatio: max(0, ratio))
            let x0 = Double.random(in: -5...5, using: &generator), v0 = Double.random(in: -5...5, using: &generator) * omega
            let a = Double.random(in: 0...(3 / omega), using: &generator), b = Double.random(in: 0...(3 / omega), using: &generator)
            let direct = spring.state(at: a + b, displacement: x0, velocity: v0)
            let viaMatrix = spring.stepMatrix(for: a + b).apply(displacement: x0, velocity: v0)
            let scale = max(abs(x0), abs(v0) / omega)
            #expect(stateError(direct, viaMatrix, omega: omega) <= 1e-13 * scale)
            let composed = (spring.stepMatrix(for: a) * spring.stepMatrix(for: b)).apply(displacement: x0, velocity: v0)
            #expect(stateError(composed, direct, omega: omega) <= 1e-13 * scale * max(1, spring.dampingRatio))
            // Backwards: Φ(−a)·Φ(a) is the identity, up to the conditioning of undoing the decay.
            let forward = spring.stepMatrix(for: a), backward = spring.stepMatrix(for: -a)
            func size(_ m: SpringStepMatrix) -> Double {
                max(abs(m.a11), abs(m.a12) * omega, abs(m.a21) / omega, abs(m.a22))
            }
            let back = (backward * forward).apply(displacement: x0, velocity: v0)
            #expect(stateError(back, SpringState(displacement: x0, velocity: v0), omega: omega)
                    <= 1e-14 * scale * size(forward) * size(backward))
        }
    }

    @Test("energy ½mv² + ½kx² never increases along the closed form (property test)")
    func energyNeverIncreases() throws {
        var generator = SeededGenerator(seed: 0x5EED_0005)
        for _ in 0..<300 {
            let spring = try Spring(mass: logUniform(0.01, 100, using: &generator),
                                    stiffness: logUniform(0.01, 1e6, using: &generator),
                                    damping: logUniform(1e-4, 1e4, using: &generator))
            let x0 = Double.random(in: -10...10, using: &generator)
            let v0 = Double.random(in: -10...10, using: &generator) * spring.naturalFrequency
            func energy(_ state: SpringState) -> Double {
                0.5 * spring.mass * state.velocity * state.velocity + 0.5 * spring.stiffness * state.displacement * state.displacement
            }
            let horizon = 10 / spring.naturalFrequency * max(1, spring.dampingRatio)
            var times = (0..<60).map { _ in Double.random(in: 0...horizon, using: &generator) }
            times.sort()
            var previous = energy(SpringState(displacement: x0, velocity: v0))
            for time in times {
                let current = energy(spring.state(at: time, displacement: x0, velocity: v0))
                #expect(current <= previous * (1 + 1e-12) + 1e-300, "\(spring), t \(time)")
                previous = current
            }
        }
    }

    @Test("undamped springs conserve energy and oscillate at ω")
    func undamped() throws {
        let spring = try Spring(mass: 2, stiffness: 18, damping: 0)   // ω = 3
        #expect(spring.regime == .underdamped)
        for time in [0.1, 1, 10, 100, 1000] {
            let state = spring.state(at: time, displacement: 1.5, velocity: -2)
            #expect(abs(state.displacement - (1.5 * cos(3 * time) - 2.0 / 3 * sin(3 * time))) <= 1e-12 * max(1, time))
            let energy = 0.5 * 2 * state.velocity * state.velocity + 0.5 * 18 * state.displacement * state.displacement
            #expect(isClose(energy, 0.5 * 2 * 4 + 0.5 * 18 * 2.25, relative: 1e-13))
        }
    }

    @Test("infinite steps: a damped spring comes to rest, an undamped one has no limit")
    func infiniteStep() throws {
        let damped = try Spring(stiffness: 10, damping: 1)
        #expect(damped.stepMatrix(for: .infinity) == SpringStepMatrix(a11: 0, a12: 0, a21: 0, a22: 0))
        let undamped = try Spring(stiffness: 10, damping: 0)
        #expect(undamped.stepMatrix(for: .infinity).a11.isNaN)
        #expect(damped.stepMatrix(for: .nan).a22.isNaN)
    }

    @Test("the in-place and vector forms of apply agree with the value form")
    func applyVariants() throws {
        let phi = try Spring(naturalFrequency: 3, dampingRatio: 0.4).stepMatrix(for: 0.37)
        let expected = phi.apply(displacement: 1.25, velocity: -4)
        var x = 1.25, v = -4.0
        phi.apply(displacement: &x, velocity: &v)
        #expect(SpringState(displacement: x, velocity: v) == expected)
        var state = SpringState(displacement: 1.25, velocity: -4)
        phi.apply(to: &state)
        #expect(state == expected)
        var vx = SIMD2<Double>(1.25, -1.25), vv = SIMD2<Double>(-4, 4)
        phi.apply(displacement: &vx, velocity: &vv)
        #expect(vx == SIMD2(expected.displacement, -expected.displacement))
        #expect(vv == SIMD2(expected.velocity, -expected.velocity))
    }
}
