import SpringDynamics
import SpringTestSupport
import Testing

@Suite struct SpringInverseTests {
    @Test func popAndReboundDefaultsInvertExactly() throws {
        let pop = try #require(Spring.pop.bouncinessAndSpeed)
        #expect(abs(pop.bounciness - 4) < 1e-9 && abs(pop.speed - 12) < 1e-9)
        let rebound = try #require(Spring.rebound.origamiTensionAndFriction)
        #expect(abs(rebound.tension - 40) < 1e-12 && abs(rebound.friction - 7) < 1e-12)
    }

    @Test func bouncinessAndSpeedRoundTrip() throws {
        var rng = SeededGenerator(seed: 42)
        for _ in 0..<300 {
            let bounciness = Double.random(in: 0...20, using: &rng)
            let speed = Double.random(in: 0.5...30, using: &rng)
            let spring = try Spring(bounciness: bounciness, speed: speed)
            let back = try #require(spring.bouncinessAndSpeed)
            #expect(abs(back.bounciness - bounciness) < 1e-7 * max(1, bounciness))
            #expect(abs(back.speed - speed) < 1e-9 * speed)
        }
    }

    @Test func springsOutsideTheMappingHaveNone() throws {
        #expect(try Spring(mass: 2, stiffness: 300, damping: 20).bouncinessAndSpeed == nil)
        #expect(try Spring(mass: 2, stiffness: 300, damping: 20).origamiTensionAndFriction == nil)
        // Far more damping than the no-bounce friction at this tension: no bounciness reaches it.
        #expect(try Spring(mass: 1, stiffness: 300, damping: 500).bouncinessAndSpeed == nil)
    }
}
