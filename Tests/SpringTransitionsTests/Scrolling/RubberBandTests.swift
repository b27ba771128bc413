import Foundation
import SpringTestSupport
import SpringTransitions
import Testing

@Suite struct RubberBandTests {
    @Test func valuesAtKnownPoints() {
        // b(x) = (1 − 1/(x·c/d + 1))·d = x·c·d/(x·c + d).
        // d = 844, x = 100: 100·0.55·844/(55 + 844) = 46420/899 = 51.63515016685206.
        #expect(isClose(RubberBand.distance(forOverscroll: 100, dimension: 844), 46420.0 / 899, relative: 4e-16))
        #expect(isClose(RubberBand.distance(forOverscroll: 100, dimension: 844), 51.63515016685206, relative: 4e-16))
        // d = 844, x = 844: 844·0.55/1.55 = 299.48387096774195.
        #expect(isClose(RubberBand.distance(forOverscroll: 844, dimension: 844), 299.48387096774195, relative: 4e-16))
        // d = 480, x = 100: 26400/535 = 49.345794392523366; odd in x.
        #expect(isClose(RubberBand.distance(forOverscroll: -100, dimension: 480), -26400.0 / 535, relative: 4e-16))
        #expect(RubberBand.distance(forOverscroll: 0, dimension: 480) == 0)
        // Approaches d, never reaches it; nothing without a viewport.
        #expect(RubberBand.distance(forOverscroll: 1e9, dimension: 480) < 480)
        #expect(RubberBand.distance(forOverscroll: 1e9, dimension: 480) > 479.99)
        #expect(RubberBand.distance(forOverscroll: 100, dimension: 0) == 0)
    }

    @Test func slopeIsTheDerivative() {
        #expect(RubberBand.slope(atOverscroll: 0, dimension: 844) == 0.55)
        for x in [-300.0, 10, 100, 844] {
            let h = 1e-3
            let numeric = (RubberBand.distance(forOverscroll: x + h, dimension: 844)
                - RubberBand.distance(forOverscroll: x - h, dimension: 844)) / (2 * h)
            #expect(isClose(RubberBand.slope(atOverscroll: x, dimension: 844), numeric, relative: 1e-7))
        }
    }

    @Test func inverseRoundTrips() {
        for x in [-2000.0, -100, -0.5, 0, 3, 100, 844, 5000] {
            let b = RubberBand.distance(forOverscroll: x, dimension: 844)
            #expect(isClose(RubberBand.overscroll(forDistance: b, dimension: 844), x, absolute: 1e-9, relative: 1e-10))
        }
        #expect(RubberBand.overscroll(forDistance: 844, dimension: 844) == .infinity)
        #expect(RubberBand.overscroll(forDistance: -900, dimension: 844) == -.infinity)
    }

    @Test func offsetsBandOnlyOutsideTheRange() {
        #expect(RubberBand.offset(forUnbounded: 250, minimum: 0, maximum: 1000, dimension: 480) == 250)
        #expect(isClose(RubberBand.offset(forUnbounded: -100, minimum: 0, maximum: 1000, dimension: 480),
                        -26400.0 / 535, relative: 4e-16))
        #expect(isClose(RubberBand.offset(forUnbounded: 1100, minimum: 0, maximum: 1000, dimension: 480),
                        1000 + 26400.0 / 535, relative: 4e-16))
        for u in [-700.0, -10, 500, 1010, 1900] {
            let shown = RubberBand.offset(forUnbounded: u, minimum: 0, maximum: 1000, dimension: 480)
            #expect(isClose(RubberBand.unboundedOffset(for: shown, minimum: 0, maximum: 1000, dimension: 480), u,
                            relative: 1e-12))
        }
    }
}
