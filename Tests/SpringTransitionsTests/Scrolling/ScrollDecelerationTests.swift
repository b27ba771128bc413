import Foundation
import SpringTestSupport
import SpringTransitions
import Testing

@Suite struct ScrollDecelerationTests {
    @Test func motionMatchesTheContinuousClosedFormInPowers() {
        // v(t) = v0·r^(1000t), x(t) = x0 + v0·(r^(1000t) − 1)/(1000·ln r), written with pow.
        for (d, r) in [(ScrollDeceleration.normal, 0.998), (ScrollDeceleration.fast, 0.99)] {
            for v0 in [-4000.0, -1, 0.75, 2500] {
                for t in [0.0, 0.001, 0.016, 0.25, 1, 3.5] {
                    let v = v0 * pow(r, 1000 * t)
                    let x = 120 + v0 * (pow(r, 1000 * t) - 1) / (1000 * log(r))
                    #expect(isClose(d.velocity(at: t, initialVelocity: v0), v, relative: 1e-12))
                    #expect(isClose(d.offset(at: t, from: 120, initialVelocity: v0), x, absolute: 1e-10, relative: 1e-12))
                }
            }
        }
    }

    @Test func projectionIsTheContinuousRestingPoint() {
        // −1/(1000·ln 0.998) = 0.4994998331664547 s; the discrete WWDC sum would give 0.499 s.
        let d = ScrollDeceleration.normal
        #expect(isClose(d.restingOffset(from: 0, initialVelocity: 1), 0.4994998331664547, relative: 1e-14))
        #expect(isClose(d.restingOffset(from: 100, initialVelocity: 2000), 100 + 2000 * 0.4994998331664547, relative: 1e-14))
        // −1/(1000·ln 0.99) = 0.09949916247342207 s.
        #expect(isClose(ScrollDeceleration.fast.restingOffset(from: 0, initialVelocity: 1), 0.09949916247342207,
                        relative: 1e-14))
        // The motion approaches the projection.
        #expect(isClose(d.offset(at: 60, from: 100, initialVelocity: 2000), d.restingOffset(from: 100, initialVelocity: 2000),
                        absolute: 1e-9))
    }

    @Test func stopTimeIsWhereTheSpeedFallsToTheThreshold() {
        // ln(0.5/1000)/(1000·ln 0.998) = 3.7966495104557656 s.
        let d = ScrollDeceleration.normal
        #expect(isClose(d.stopTime(initialVelocity: 1000), 3.7966495104557656, relative: 1e-13))
        #expect(isClose(d.stopTime(initialVelocity: -1000), 3.7966495104557656, relative: 1e-13))
        #expect(isClose(abs(d.velocity(at: d.stopTime(initialVelocity: -1000), initialVelocity: -1000)), 0.5, relative: 1e-12))
        #expect(d.stopTime(initialVelocity: 0.4) == 0)
        #expect(d.stopTime(initialVelocity: 0) == 0)
        // At the stop the offset is 0.5/|k| ≈ 0.2497 pt short of the projection.
        let t = d.stopTime(initialVelocity: 1000)
        #expect(isClose(d.restingOffset(from: 0, initialVelocity: 1000) - d.offset(at: t, from: 0, initialVelocity: 1000),
                        0.5 / -normalDecay, relative: 1e-9))
    }

    @Test func timeToReachSolvesTheClosedForm() throws {
        let d = ScrollDeceleration.normal
        let t = try #require(d.time(toReach: 400, from: 100, initialVelocity: 1000))
        #expect(isClose(d.offset(at: t, from: 100, initialVelocity: 1000), 400, relative: 1e-14))
        // ln(1 + k·300/1000)/k by hand.
        #expect(isClose(t, log(1 + normalDecay * 0.3) / normalDecay, relative: 1e-13))
        #expect(d.time(toReach: 100 + 1000 * 0.4995, from: 100, initialVelocity: 1000) == nil) // beyond the resting point
        #expect(d.time(toReach: 50, from: 100, initialVelocity: 1000) == nil)                  // behind
        #expect(d.time(toReach: 100, from: 100, initialVelocity: 0) == 0)
    }

    @Test func ratesOutsideTheOpenUnitIntervalAreRefused() {
        for rate in [0, 1, 1.5, -0.1, .nan, .infinity] {
            #expect(scrollErrorMessage { _ = try ScrollDeceleration(rate: rate) }
                    == "invalid scroll input: rate is \(rate); must be between 0 and 1, exclusive")
        }
        #expect((try? ScrollDeceleration(rate: 0.998)) == .normal)
        #expect(ScrollDeceleration.fast.rate == 0.99)
    }
}
