import Foundation
import SpringTestSupport
import SpringDynamics
import Testing

/// An easing family: its in, out and in-out curves.
struct EasingFamily: Sendable, CustomTestStringConvertible {
    let name: String
    let easeIn: Easing
    let easeOut: Easing
    let easeInOut: Easing
    var testDescription: String { name }

    /// The ten AHEasing families (linear has none).
    static let ahEasing: [EasingFamily] = [
        .init(name: "quadratic", easeIn: .quadraticIn, easeOut: .quadraticOut, easeInOut: .quadraticInOut),
        .init(name: "cubic", easeIn: .cubicIn, easeOut: .cubicOut, easeInOut: .cubicInOut),
        .init(name: "quartic", easeIn: .quarticIn, easeOut: .quarticOut, easeInOut: .quarticInOut),
        .init(name: "quintic", easeIn: .quinticIn, easeOut: .quinticOut, easeInOut: .quinticInOut),
        .init(name: "sine", easeIn: .sineIn, easeOut: .sineOut, easeInOut: .sineInOut),
        .init(name: "circular", easeIn: .circularIn, easeOut: .circularOut, easeInOut: .circularInOut),
        .init(name: "exponential", easeIn: .exponentialIn, easeOut: .exponentialOut, easeInOut: .exponentialInOut),
        .init(name: "elastic", easeIn: .elasticIn, easeOut: .elasticOut, easeInOut: .elasticInOut),
        .init(name: "back", easeIn: .backIn, easeOut: .backOut, easeInOut: .backInOut),
        .init(name: "bounce", easeIn: .bounceIn, easeOut: .bounceOut, easeInOut: .bounceInOut),
    ]

    /// Penner's families. Only bounce builds its in-out from its own in and out; back and elastic
    /// use different constants for in-out (tested in EasingPennerTests).
    static let penner: [EasingFamily] = [
        .init(name: "pennerBack", easeIn: .pennerBackIn, easeOut: .pennerBackOut, easeInOut: .pennerBackInOut),
        .init(name: "pennerElastic", easeIn: .pennerElasticIn, easeOut: .pennerElasticOut, easeInOut: .pennerElasticInOut),
        .init(name: "pennerBounce", easeIn: .pennerBounceIn, easeOut: .pennerBounceOut, easeInOut: .pennerBounceInOut),
    ]
}

/// A uniform grid of `gridCount + 1` points on [0, 1] plus `randomCount` seeded random points.
func easingSampleTimes(gridCount: Int = 1000, randomCount: Int = 300, seed: UInt64) -> [Double] {
    var generator = SeededGenerator(seed: seed)
    let grid = (0...gridCount).map { Double($0) / Double(gridCount) }
    return grid + (0..<randomCount).map { _ in Double.random(in: 0...1, using: &generator) }
}

@Suite("Easing curves: endpoints, hand-computed values, closed forms and identities")
struct EasingCurveTests {
    @Test("there are 31 AHEasing curves and 9 Penner curves, all distinct")
    func counts() {
        #expect(Easing.ahEasingCases.count == 31)
        #expect(Easing.pennerCases.count == 9)
        #expect(Easing.allCases == Easing.ahEasingCases + Easing.pennerCases)
        #expect(Set(Easing.allCases).count == 40)
    }

    // Exactness at the ends follows from the formulas (reasoned, not observed):
    // - back: backIn(1) = 1 − sin(fl(π)) and sin(fl(π)) ≈ 1.2e-16 ≠ 0, so backIn(1) and backOut(0)
    //   are one ulp off; backInOut evaluates f = 0 at both ends and is exact.
    // - bounce: AHEasing's last-piece coefficients 54/5, 513/25, 268/25 are rounded, so bounceOut(1)
    //   (and bounceIn(0), bounceInOut at both ends) is off by a few ulps; Penner's bounce likewise
    //   through 2.625/2.75.
    // - Penner back: (s + 1) − s is not exactly 1 for s = 1.70158.
    // Everything else is exact: integer polynomials, sin(±fl(π/2)) = ±1, cos(fl(π)) = −1, sqrt of 0
    // and 1, pow(2, 0) = 1, sin(fl(13π/2)) = 1, sin(−fl(13π))·2⁻¹⁰ vanishing next to 1, and the
    // special-cased exponential and Penner elastic ends.
    static let inexactStart: Set<Easing> = [.backOut, .bounceIn, .bounceInOut, .pennerBackOut, .pennerBounceIn, .pennerBounceInOut]
    static let inexactEnd: Set<Easing> = [.backIn, .bounceOut, .bounceInOut, .pennerBackIn, .pennerBounceOut, .pennerBounceInOut]

    @Test("every curve starts at 0 and ends at 1 (exactly where the formula is exact)", arguments: Easing.allCases)
    func endpoints(_ easing: Easing) {
        if Self.inexactStart.contains(easing) {
            #expect(abs(easing(0)) <= 1e-12)
        } else {
            #expect(easing(0) == 0)
        }
        if Self.inexactEnd.contains(easing) {
            #expect(abs(easing(1) - 1) <= 1e-12)
        } else {
            #expect(easing(1) == 1)
        }
    }

    /// (curve, t, value computed by hand).
    static let handValues: [(Easing, Double, Double)] = {
        let r2 = 2.0.squareRoot(), r3 = 3.0.squareRoot()
        return [
            (.linear, 0.3, 0.3),
            (.quadraticIn, 0.5, 0.25), (.quadraticOut, 0.5, 0.75),
            (.quadraticInOut, 0.25, 0.125), (.quadraticInOut, 0.75, 0.875),
            (.cubicIn, 0.5, 0.125), (.cubicOut, 0.5, 0.875),
            (.cubicInOut, 0.25, 0.0625), (.cubicInOut, 0.75, 0.9375),
            (.quarticIn, 0.5, 0.0625), (.quarticOut, 0.5, 0.9375),
            (.quarticInOut, 0.25, 0.03125), (.quarticInOut, 0.75, 0.96875),
            (.quinticIn, 0.5, 1.0 / 32), (.quinticOut, 0.5, 31.0 / 32),
            (.quinticInOut, 0.25, 1.0 / 64), (.quinticInOut, 0.75, 63.0 / 64),
            (.sineIn, 0.5, 1 - r2 / 2), (.sineOut, 0.5, r2 / 2),
            (.sineInOut, 0.25, (1 - r2 / 2) / 2), (.sineInOut, 0.5, 0.5),
            (.circularIn, 0.5, 1 - r3 / 2), (.circularOut, 0.5, r3 / 2),
            (.circularInOut, 0.25, (1 - r3 / 2) / 2), (.circularInOut, 0.75, (1 + r3 / 2) / 2),
            (.exponentialIn, 0.5, 1.0 / 32), (.exponentialOut, 0.5, 31.0 / 32),
            (.exponentialInOut, 0.25, 1.0 / 64), (.exponentialInOut, 0.75, 63.0 / 64),
            // sin(13π/4) = sin(3π + π/4) = −√2/2, and 2^(10·(−½)) = 1/32.
            (.elasticIn, 0.5, -r2 / 64), (.elasticOut, 0.5, 1 + r2 / 64),
            (.elasticInOut, 0.25, -r2 / 128), (.elasticInOut, 0.75, 1 + r2 / 128),
            // 0.5³ − 0.5·sin(π/2).
            (.backIn, 0.5, 0.125 - 0.5), (.backOut, 0.5, 1.375),
            (.backInOut, 0.25, -0.1875), (.backInOut, 0.75, 1.1875),
            // Bounce out: (11t/4)² up to 4/11; then 1 − d·(1 − ((t − m)/h)²) on each bounce.
            (.bounceOut, 2.0 / 11, 0.25), (.bounceOut, 4.0 / 11, 1),
            (.bounceOut, 6.0 / 11, 0.7), (.bounceOut, 8.0 / 11, 1),
            (.bounceOut, 179.0 / 220, 0.91), (.bounceOut, 0.9, 1), (.bounceOut, 0.95, 0.973),
            // bounceOut(½): m = 6/11, h = 2/11, (t − m)/h = −¼, so 1 − 0.3·15/16 = 0.71875.
            (.bounceOut, 0.5, 0.71875), (.bounceIn, 0.5, 0.28125), (.bounceIn, 5.0 / 11, 0.3),
            (.bounceInOut, 0.25, 0.140625), (.bounceInOut, 0.75, 0.859375),
        ]
    }()

    @Test("hand-computed values")
    func handComputedValues() {
        for (easing, t, expected) in Self.handValues {
            #expect(isClose(easing(t), expected, absolute: 1e-12), "\(easing.name)(\(t))")
        }
    }

    /// Each in-curve in its textbook form (not AHEasing's operation order).
    static func closedFormIn(_ family: String, _ t: Double) -> Double {
        switch family {
        case "quadratic": return pow(t, 2)
        case "cubic": return pow(t, 3)
        case "quartic": return pow(t, 4)
        case "quintic": return pow(t, 5)
        case "sine": return 1 - cos(t * .pi / 2)
        case "circular": return 1 - (1 - t * t).squareRoot()
        case "exponential": return t == 0 ? 0 : pow(2, 10 * t - 10)
        case "elastic": return sin(6.5 * .pi * t) * pow(2, 10 * t - 10)
        case "back": return pow(t, 3) - t * sin(.pi * t)
        case "bounce": return 1 - bounceOutByBounces(1 - t)
        default: fatalError("unknown family \(family)")
        }
    }

    /// AHEasing's bounce out built from its description: a half parabola reaching 1 at 4/11, then
    /// bounces over [4/11, 8/11], [8/11, 9/10], [9/10, 1] dipping 0.3, 0.09, 0.027 at their midpoints.
    static func bounceOutByBounces(_ t: Double) -> Double {
        if t < 4.0 / 11 { return pow(t / (4.0 / 11), 2) }
        let bounces: [(Double, Double, Double)] = [(4.0 / 11, 8.0 / 11, 0.3), (8.0 / 11, 0.9, 0.09), (0.9, 1, 0.027)]
        for (a, b, dip) in bounces where t < b || b == 1 {
            let m = (a + b) / 2, h = (b - a) / 2
            return 1 - dip * (1 - pow((t - m) / h, 2))
        }
        fatalError("unreachable")
    }

    @Test("in, out and in-out match the textbook closed forms", arguments: EasingFamily.ahEasing)
    func closedForms(_ family: EasingFamily) {
        let inForm = { (t: Double) in Self.closedFormIn(family.name, t) }
        for t in easingSampleTimes(seed: 11) {
            #expect(isClose(family.easeIn(t), inForm(t), absolute: 1e-12), "\(family.name)In(\(t))")
            #expect(isClose(family.easeOut(t), 1 - inForm(1 - t), absolute: 1e-12), "\(family.name)Out(\(t))")
            let inOut = t < 0.5 ? inForm(2 * t) / 2 : (1 + (1 - inForm(1 - (2 * t - 1)))) / 2
            #expect(isClose(family.easeInOut(t), inOut, absolute: 1e-12), "\(family.name)InOut(\(t))")
        }
    }

    @Test("out(t) = 1 − in(1 − t)", arguments: EasingFamily.ahEasing + EasingFamily.penner)
    func outMirrorsIn(_ family: EasingFamily) {
        for t in easingSampleTimes(seed: 12) {
            #expect(isClose(family.easeOut(t), 1 - family.easeIn(1 - t), absolute: 1e-12), "\(family.name) at \(t)")
        }
    }

    @Test("in-out(t) = in(2t)/2 below ½ and (1 + out(2t − 1))/2 from ½",
          arguments: EasingFamily.ahEasing + EasingFamily.penner.filter { $0.name == "pennerBounce" })
    func inOutComposesInAndOut(_ family: EasingFamily) {
        for t in easingSampleTimes(seed: 13) {
            let composed = t < 0.5 ? family.easeIn(2 * t) / 2 : (1 + family.easeOut(2 * t - 1)) / 2
            #expect(isClose(family.easeInOut(t), composed, absolute: 1e-12), "\(family.name) at \(t)")
        }
    }

    @Test("only back and elastic leave [0, 1]")
    func range() {
        let overshooting: Set<Easing> = [.elasticIn, .elasticOut, .elasticInOut, .backIn, .backOut, .backInOut,
                                         .pennerBackIn, .pennerBackOut, .pennerBackInOut,
                                         .pennerElasticIn, .pennerElasticOut, .pennerElasticInOut]
        let times = easingSampleTimes(seed: 14)
        for easing in Easing.allCases {
            let values = times.map { easing($0) }
            let inside = values.allSatisfy { $0 >= -1e-12 && $0 <= 1 + 1e-12 }
            #expect(inside == !overshooting.contains(easing), "\(easing.name)")
        }
    }

    @Test("t is clamped to [0, 1]; NaN gives NaN", arguments: Easing.allCases)
    func clamping(_ easing: Easing) {
        #expect(easing(-0.5) == easing(0))
        #expect(easing(-.infinity) == easing(0))
        #expect(easing(1.5) == easing(1))
        #expect(easing(.infinity) == easing(1))
        #expect(easing(.nan).isNaN)
        #expect(easing(-0.0).sign == easing(0).sign)
    }
}
