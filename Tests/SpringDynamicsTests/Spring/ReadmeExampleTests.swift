import SpringDynamics
import Testing

/// The README's SpringDynamics examples, verbatim where possible, so the README stays true.
@Suite struct ReadmeExampleTests {
    @Test func parameterisations() throws {
        let physical = try Spring(mass: 1, stiffness: 250, damping: 20)       // STTransitionLayout's defaults
        let swiftUI = try Spring(duration: 0.5, bounce: 0.3)                   // k ≈ 157.9, c ≈ 17.6
        let response = try Spring(response: 0.4, dampingRatio: 0.8)
        let origami = try Spring(origamiTension: 40, origamiFriction: 7)       // Rebound: k = 230.2, c = 22
        let pop = try Spring(bounciness: 4, speed: 12)                         // POP: k ≈ 342, c ≈ 30.5
        #expect(physical == .stTransitionLayout)
        #expect(isCloseTo(swiftUI.stiffness, 157.9, 0.05) && isCloseTo(swiftUI.damping, 17.6, 0.05))
        #expect(isCloseTo(response.dampingRatio, 0.8, 1e-12))
        #expect(isCloseTo(origami.stiffness, 230.2, 1e-9) && isCloseTo(origami.damping, 22, 1e-9))
        #expect(isCloseTo(pop.stiffness, 342, 0.5) && isCloseTo(pop.damping, 30.5, 0.05))

        do {
            _ = try Spring(mass: 1, stiffness: -1, damping: 2)
            Issue.record("a negative stiffness must be refused")
        } catch {
            #expect(error.description == "invalid spring parameter stiffness = -1.0: must be greater than 0")
        }
    }

    @Test func otherLibrariesCSSAndFitting() throws {
        let motion = try Spring(motionVisualDuration: 0.5, bounce: 0.25)         // Motion
        let react = try Spring(reactSpringTension: 170, friction: 26)            // react-spring's default
        let android = try Spring(androidStiffness: 1500, dampingRatio: 0.5)      // SpringForce's default
        let flutter = try Spring(flutterMass: 1, stiffness: 500, ratio: 0.7)     // withDampingRatio
        let config = Spring.bouncy.reactSpringConfig
        #expect(isCloseTo(motion.dampingRatio, 0.75, 1e-12) && react.stiffness == 170 && react.damping == 26)
        #expect(isCloseTo(android.damping, 38.73, 0.005) && isCloseTo(flutter.dampingRatio, 0.7, 1e-12))
        #expect(isCloseTo(config.tension, 157.9, 0.05) && isCloseTo(config.friction, 17.59, 0.005) && config.mass == 1)

        let easing = try Spring.bouncy.linearEasing(tolerance: 0.001)
        #expect(easing.css.hasPrefix("linear(0, 0.0036 0.69%, 0.0148 1.42%, ") && easing.css.hasSuffix(", 1)"))
        #expect(easing.pointCount == 31 && easing.cssDuration == "1005.18ms")

        let times = (0..<60).map { Double($0) / 60 }                             // a 60 Hz recording of .bouncy
        let positions = times.map { 100 + Spring.bouncy.state(at: $0, displacement: -100, velocity: 0).displacement }
        let fit = try Spring.fit(times: times, positions: positions)             // k ≈ 157.9, c ≈ 17.59, target 100
        #expect(isCloseTo(fit.spring.stiffness, 157.9, 0.05) && isCloseTo(fit.spring.damping, 17.59, 0.005))
        #expect(isCloseTo(fit.target, 100, 1e-6))
    }

    @Test func statelessAPI() {
        let spring = Spring.bouncy
        // Where a value that starts at 0 and heads for 100 is after 0.2 s:
        let x = spring.value(target: 100.0, time: 0.2)
        // The same, stepped frame by frame in your own loop:
        var value = 0.0, velocity = 0.0
        for _ in 0..<24 { spring.update(value: &value, velocity: &velocity, target: 100.0, deltaTime: 1.0 / 120) }
        #expect(isCloseTo(value, x, 1e-9))
        // SIMD vectors work the same way:
        let point = spring.value(target: SIMD2<Double>(100, 50), time: 0.2)
        #expect(isCloseTo(point.x, x, 1e-12) && isCloseTo(point.y, x / 2, 1e-12))
    }

    @Test func vanDerPol() throws {
        let mu = 1.0
        let system = try ODESystem(dimension: 2, function: { _, y, dydt in
            dydt[0] = y[1]
            dydt[1] = mu * (1 - y[0] * y[0]) * y[1] - y[0]
        }, jacobian: { _, y, dfdy, dfdt in
            dfdy[0] = 0; dfdy[1] = 1
            dfdy[2] = -2 * mu * y[0] * y[1] - 1; dfdy[3] = mu * (1 - y[0] * y[0])
            dfdt[0] = 0; dfdt[1] = 0
        })
        let solver = try ODESolver(system: system, stepper: .rk8pd, tolerance: ODETolerance(absolute: 1e-10, relative: 1e-10))
        var y = [2.0, 0.0], t = 0.0
        try solver.advance(&y, time: &t, to: 20)
        #expect(t == 20)
        // On the limit cycle the amplitude of x is about 2.0086 (μ = 1).
        var peak = 0.0
        for _ in 0..<700 {
            try solver.advance(&y, time: &t, to: t + 0.01)
            peak = max(peak, abs(y[0]))
        }
        #expect(isCloseTo(peak, 2.0086, 1e-3))
        #expect(solver.statistics.acceptedSteps > 0)
    }

    @Test func batchWithExactIntegrator() throws {
        var batch = ChannelBatch()
        let a = try batch.addChannel(position: 0, target: 300, spring: .snappy)                    // a center x, in points
        let b = try batch.addChannel(position: 1, target: 0, spring: .smooth, threshold: .alpha)   // an alpha
        var integrator = ExactIntegrator()
        var frames = 0
        while batch.activeCount > 0 {
            try integrator.advance(&batch, by: 1.0 / 120)
            batch.removeSettled()
            frames += 1
        }
        #expect(batch.position(of: a) == 300 && batch.position(of: b) == 0)
        #expect(frames > 60 && frames < 240)
    }
}

private func isCloseTo(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }
