import Foundation
import SpringTestSupport
import SpringDynamics
import Testing

@Suite("Easing continuity: no jumps on [0, 1] except the documented special-cased endpoints")
struct EasingContinuityTests {
    /// A bound on |f(t + h) − f(t)| for every t, h ≥ 0 with t + h ≤ 1 (a modulus of continuity).
    static func modulus(_ easing: Easing) -> (Double) -> Double {
        let ln2 = log(2.0)
        let lipschitz: Double
        switch easing {
        case .linear: lipschitz = 1
        case .quadraticIn, .quadraticOut, .quadraticInOut: lipschitz = 2
        case .cubicIn, .cubicOut, .cubicInOut: lipschitz = 3
        case .quarticIn, .quarticOut, .quarticInOut: lipschitz = 4
        case .quinticIn, .quinticOut, .quinticInOut: lipschitz = 5
        case .sineIn, .sineOut, .sineInOut: lipschitz = .pi / 2
        case .circularIn, .circularOut, .circularInOut:
            // Not Lipschitz (vertical tangents). For a ≥ b ≥ 0, a − b ≤ √(a² − b²), so
            // √(1 − t²) − √(1 − (t + h)²) ≤ √(2th + h²) ≤ √(2h + h²); the in-out halves do better.
            return { h in (2 * h + h * h).squareRoot() }
        case .exponentialIn, .exponentialOut, .exponentialInOut: lipschitz = 10 * ln2
        // |d/dt sin(ωt)·2^(10(t−1))| ≤ ω + 10 ln 2 with ω = 13π/2.
        case .elasticIn, .elasticOut, .elasticInOut: lipschitz = 13 * .pi / 2 + 10 * ln2
        // |3t² − sin πt − πt·cos πt| ≤ 3 + 1 + π.
        case .backIn, .backOut, .backInOut: lipschitz = 4 + .pi
        // The steepest piece is the first: (121/8)·(4/11) = 11/2.
        case .bounceIn, .bounceOut, .bounceInOut, .pennerBounceIn, .pennerBounceOut, .pennerBounceInOut: lipschitz = 5.5
        // |3(s + 1)t² − 2st| ≤ 3(s + 1) + 2s.
        case .pennerBackIn, .pennerBackOut: lipschitz = 3 * 2.70158 + 2 * 1.70158
        case .pennerBackInOut:
            let s = 1.70158 * 1.525
            lipschitz = 3 * (s + 1) + 2 * s
        // |d/dt 2^(10u)·sin((u − p/4)·2π/p)| ≤ 10 ln 2 + 2π/p.
        case .pennerElasticIn, .pennerElasticOut: lipschitz = 10 * ln2 + 2 * .pi / 0.3
        case .pennerElasticInOut: lipschitz = 10 * ln2 + 2 * .pi / 0.45
        case .cubicBezier, .custom, .spring: fatalError("not a named curve")
        }
        return { h in lipschitz * h }
    }

    /// The endpoints where a curve deliberately jumps (the formula does not reach the special-cased value).
    static func jumps(_ easing: Easing) -> (atStart: Bool, atEnd: Bool) {
        switch easing {
        case .exponentialIn, .pennerElasticIn: (true, false)
        case .exponentialOut, .pennerElasticOut: (false, true)
        case .exponentialInOut, .pennerElasticInOut: (true, true)
        default: (false, false)
        }
    }

    @Test("|f(t + h) − f(t)| stays within the curve's modulus of continuity on a fine grid", arguments: Easing.allCases)
    func noJumpsOnGrid(_ easing: Easing) {
        let steps = 1 << 15
        let h = 1.0 / Double(steps)
        let bound = Self.modulus(easing)(h) + 1e-12
        let (jumpAtStart, jumpAtEnd) = Self.jumps(easing)
        var worst = 0.0
        var previous = easing(0)
        for i in 1...steps {
            let value = easing(Double(i) * h)
            let skip = (i == 1 && jumpAtStart) || (i == steps && jumpAtEnd)
            if !skip { worst = max(worst, abs(value - previous)) }
            previous = value
        }
        #expect(worst <= bound, "\(easing.name): worst step \(worst) > \(bound)")
    }

    /// Where a curve switches formula (in-out halves, bounce pieces).
    static func breakpoints(_ easing: Easing) -> [Double] {
        let ah = [4.0 / 11, 8.0 / 11, 0.9], penner = [4.0 / 11, 8.0 / 11, 10.0 / 11]
        func inOut(_ outBreaks: [Double]) -> [Double] {
            outBreaks.map { (1 - $0) / 2 } + [0.5] + outBreaks.map { (1 + $0) / 2 }
        }
        switch easing {
        case .bounceOut: return ah
        case .bounceIn: return ah.map { 1 - $0 }
        case .bounceInOut: return inOut(ah)
        case .pennerBounceOut: return penner
        case .pennerBounceIn: return penner.map { 1 - $0 }
        case .pennerBounceInOut: return inOut(penner)
        default: return easing.name.hasSuffix("InOut") ? [0.5] : []
        }
    }

    @Test("the pieces meet at every breakpoint", arguments: Easing.allCases)
    func piecesMeet(_ easing: Easing) {
        for b in Self.breakpoints(easing) {
            let below = b.nextDown.nextDown, above = b.nextUp.nextUp
            let bound = Self.modulus(easing)(above - below) + 1e-12
            #expect(abs(easing(above) - easing(below)) <= bound, "\(easing.name) at \(b)")
        }
    }

    @Test("exponential curves jump by 2⁻¹⁰ (in-out 2⁻¹¹) next to their special-cased ends")
    func exponentialEndpointJumps() {
        let tiny = 1e-300
        #expect(Easing.exponentialIn(0) == 0)
        #expect(isClose(Easing.exponentialIn(tiny), 0x1p-10, absolute: 1e-15))
        #expect(Easing.exponentialOut(1) == 1)
        #expect(isClose(Easing.exponentialOut(1.0.nextDown), 1 - 0x1p-10, absolute: 1e-14))
        #expect(isClose(Easing.exponentialInOut(tiny), 0x1p-11, absolute: 1e-15))
        #expect(isClose(Easing.exponentialInOut(1.0.nextDown), 1 - 0x1p-11, absolute: 1e-14))
    }

    @Test("Penner elastic curves jump next to their special-cased ends")
    func pennerElasticEndpointJumps() {
        let tiny = 1e-300
        // In(0+) = −2⁻¹⁰·sin(−1.075·2π/0.3) = −2⁻¹⁰·sin(−43π/6) = −2⁻¹⁰·sin(5π/6) = −2⁻¹¹.
        #expect(Easing.pennerElasticIn(0) == 0)
        #expect(isClose(Easing.pennerElasticIn(tiny), -0x1p-11, absolute: 1e-14))
        // Out(1−) = 1 + 2⁻¹⁰·sin(0.925·2π/0.3) = 1 + 2⁻¹⁰·sin(37π/6) = 1 + 2⁻¹¹.
        #expect(Easing.pennerElasticOut(1) == 1)
        #expect(isClose(Easing.pennerElasticOut(1.0.nextDown), 1 + 0x1p-11, absolute: 1e-13))
        // InOut(0+) = −½·2⁻¹⁰·sin(−1.1125·2π/0.45) = −2⁻¹¹·sin(−89π/18) = −2⁻¹¹·sin(19π/18) = 2⁻¹¹·sin(π/18).
        #expect(Easing.pennerElasticInOut(0) == 0)
        #expect(isClose(Easing.pennerElasticInOut(tiny), 0x1p-11 * sin(.pi / 18), absolute: 1e-14))
        // InOut(1−) = 1 + ½·2⁻¹⁰·sin(0.8875·2π/0.45) = 1 + 2⁻¹¹·sin(71π/18) = 1 − 2⁻¹¹·sin(π/18).
        #expect(Easing.pennerElasticInOut(1) == 1)
        #expect(isClose(Easing.pennerElasticInOut(1.0.nextDown), 1 - 0x1p-11 * sin(.pi / 18), absolute: 1e-13))
    }
}
