import SpringTestSupport
import SpringDynamics
import Testing

@Suite("Easing names, lookup errors and custom functions")
struct EasingNameTests {
    /// The expected names, written out independently of the library.
    static let expectedNames = [
        "linear",
        "quadraticIn", "quadraticOut", "quadraticInOut", "cubicIn", "cubicOut", "cubicInOut",
        "quarticIn", "quarticOut", "quarticInOut", "quinticIn", "quinticOut", "quinticInOut",
        "sineIn", "sineOut", "sineInOut", "circularIn", "circularOut", "circularInOut",
        "exponentialIn", "exponentialOut", "exponentialInOut", "elasticIn", "elasticOut", "elasticInOut",
        "backIn", "backOut", "backInOut", "bounceIn", "bounceOut", "bounceInOut",
        "pennerBackIn", "pennerBackOut", "pennerBackInOut", "pennerElasticIn", "pennerElasticOut",
        "pennerElasticInOut", "pennerBounceIn", "pennerBounceOut", "pennerBounceInOut",
    ]

    @Test("names are the case names, in order")
    func names() {
        #expect(Easing.allCases.map(\.name) == Self.expectedNames)
        #expect(Easing.quarticInOut.name == "quarticInOut")
    }

    @Test("every named curve round-trips through its name", arguments: Easing.allCases)
    func roundTrip(_ easing: Easing) throws {
        #expect(Easing(named: easing.name) == easing)
        #expect(try Easing.named(easing.name) == easing)
    }

    @Test("unknown names: nil, or an error listing what is available")
    func unknownName() {
        for name in ["foo", "", "QuarticInOut", "quarticinout", " linear", "ease", "cubicBezier", "custom"] {
            #expect(Easing(named: name) == nil, "\(name)")
        }
        let expected = "unknown easing 'foo'; available: " + Self.expectedNames.joined(separator: ", ")
            + ", cubicBezier(x1, y1, x2, y2)"
        #expect(EasingError.unknownName("foo").description == expected)
        #expect(throws: EasingError.unknownName("foo")) { try Easing.named("foo") }
    }

    @Test("Bézier curves round-trip through their names")
    func bezierNames() throws {
        let ease = Easing.cubicBezier(.ease)
        #expect(ease.name == "cubicBezier(0.25, 0.1, 0.25, 1.0)")
        #expect(Easing(named: "cubicBezier(0.25,0.1,0.25,1)") == ease)
        #expect(Easing(named: "cubicBezier( 0.25 , 0.1,0.25 , 1 )") == ease)
        var generator = SeededGenerator(seed: 41)
        for _ in 0..<200 {
            let curve = try Easing.cubicBezier(
                Double.random(in: 0...1, using: &generator), Double.random(in: -2...3, using: &generator),
                Double.random(in: 0...1, using: &generator), Double.random(in: -2...3, using: &generator))
            #expect(Easing(named: curve.name) == curve, "\(curve.name)")
        }
    }

    @Test("malformed Bézier names are unknown; invalid control points are reported")
    func badBezierNames() {
        for name in ["cubicBezier(0.25, 0.1, 0.25)", "cubicBezier(0.25, 0.1, 0.25, 1, 2)", "cubicBezier(a, 0, 1, 1)",
                     "cubicBezier(0.25, 0.1, 0.25, 1", "cubicBezier(0.25,, 0.25, 1)", "cubicBezier()"] {
            #expect(throws: EasingError.unknownName(name)) { try Easing.named(name) }
        }
        #expect(Easing(named: "cubicBezier(1.5, 0, 1, 1)") == nil)
        do {
            _ = try Easing.named("cubicBezier(1.5, 0, 1, 1)")
            Issue.record("no error")
        } catch {
            #expect(error.description == "cubicBezier x1 must be in [0, 1], got 1.5")
        }
    }

    @Test("custom functions: evaluated with clamped t, equal by name, not found by name")
    func custom() throws {
        let smoothstep = try EasingFunction(name: "smoothstep") { t in t * t * (3 - 2 * t) }
        let easing = Easing.custom(smoothstep)
        #expect(easing.name == "smoothstep")
        #expect(easing(0.25) == 0.15625)
        #expect(easing(-1) == 0 && easing(2) == 1)
        #expect(smoothstep(2) == 4 * (3 - 4))  // The function itself does not clamp.
        let impostor = try EasingFunction(name: "smoothstep") { t in t }
        #expect(Easing.custom(impostor) == easing)
        #expect(Set([easing, .custom(impostor)]).count == 1)
        #expect(try Easing.custom(EasingFunction(name: "other") { $0 }) != easing)
        #expect(Easing(named: "smoothstep") == nil)
    }

    @Test("custom function names must be non-empty and not built-in")
    func customNameErrors() {
        for name in ["", "   ", "\t"] {
            #expect(throws: EasingError.emptyFunctionName) { try EasingFunction(name: name) { $0 } }
        }
        #expect(EasingError.emptyFunctionName.description == "custom easing name must not be empty")
        for name in ["linear", "pennerBounceOut", "cubicBezier(0, 0, 1, 1)", "cubicBezier(oops"] {
            #expect(throws: EasingError.reservedFunctionName(name)) { try EasingFunction(name: name) { $0 } }
        }
        #expect(EasingError.reservedFunctionName("linear").description
                == "custom easing name 'linear' is reserved by a built-in easing")
    }
}
