import Foundation
import SpringTestSupport
import SpringDynamics
import Testing

@Suite("Cubic Bézier easing")
struct EasingCubicBezierTests {
    /// A coordinate of the Bézier from 0 to 1 with control values c1, c2, in Bernstein form.
    static func bernstein(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * c1 + 3 * r * s * s * c2 + s * s * s
    }

    /// Random valid control points: x in [0, 1], y in [yLow, yHigh], with some exact edge values.
    static func randomCurves(seed: UInt64, count: Int, yLow: Double = -1, yHigh: Double = 2) -> [CubicBezier] {
        var generator = SeededGenerator(seed: seed)
        func x() -> Double {
            switch generator.next() % 6 {
            case 0: 0
            case 1: 1
            default: Double.random(in: 0...1, using: &generator)
            }
        }
        return (0..<count).map { _ in
            try! CubicBezier(x1: x(), y1: Double.random(in: yLow...yHigh, using: &generator),
                             x2: x(), y2: Double.random(in: yLow...yHigh, using: &generator))
        }
    }

    @Test("CSS ease: every point (x(s), y(s)) of the curve is reproduced")
    func ease() throws {
        let ease = try Easing.cubicBezier(0.25, 0.1, 0.25, 1)
        #expect(ease == .cubicBezier(.ease))
        for i in 0...1000 {
            let s = Double(i) / 1000
            let x = Self.bernstein(s, 0.25, 0.25), y = Self.bernstein(s, 0.1, 1)
            #expect(isClose(ease(x), y, absolute: 1e-12), "s = \(s)")
        }
    }

    @Test("(0, 0, 1, 1) is the identity")
    func linear() throws {
        let linear = try Easing.cubicBezier(0, 0, 1, 1)
        for t in easingSampleTimes(seed: 31) {
            #expect(isClose(linear(t), t, absolute: 1e-12), "t = \(t)")
        }
    }

    @Test("point-symmetric control points give f(1 − t) = 1 − f(t)")
    func symmetry() throws {
        var generator = SeededGenerator(seed: 32)
        var curves = [CubicBezier.easeInOut]
        for _ in 0..<50 {
            let x1 = Double.random(in: 0...1, using: &generator), y1 = Double.random(in: -0.5...1.5, using: &generator)
            curves.append(try CubicBezier(x1: x1, y1: y1, x2: 1 - x1, y2: 1 - y1))
        }
        for curve in curves {
            // Slopes stay moderate except where x′ vanishes; compare through the solver's x accuracy.
            for i in 0...200 {
                let t = Double(i) / 200
                let s = curve.parameter(forX: t), sMirror = curve.parameter(forX: 1 - t)
                #expect(isClose(sMirror, 1 - s, absolute: 1e-6), "\(curve) t = \(t)")
            }
            for t in stride(from: 0.0, through: 1.0, by: 0.01) {
                #expect(isClose(curve(1 - t), 1 - curve(t), absolute: 1e-9), "\(curve) t = \(t)")
            }
        }
        for t in easingSampleTimes(seed: 33) {
            #expect(isClose(CubicBezier.easeInOut(1 - t), 1 - CubicBezier.easeInOut(t), absolute: 1e-12))
        }
    }

    @Test("monotone when the control points lie in the unit square")
    func monotone() {
        for curve in Self.randomCurves(seed: 34, count: 200, yLow: 0, yHigh: 1) {
            var previous = curve(0)
            for i in 1...400 {
                let value = curve(Double(i) / 400)
                #expect(value >= previous - 1e-12, "\(curve) at \(Double(i) / 400)")
                previous = value
            }
        }
    }

    @Test("the solver finds s with |x(s) − t| < 1e-12, including flat spots (x1 = 1, x2 = 0; x1 = 0)")
    func solverAccuracy() throws {
        var curves = Self.randomCurves(seed: 35, count: 300)
        curves += [try CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1), try CubicBezier(x1: 0, y1: 0, x2: 0, y2: 1),
                   try CubicBezier(x1: 1, y1: 0, x2: 1, y2: 1), try CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)]
        let times = easingSampleTimes(gridCount: 100, randomCount: 50, seed: 36) + [0.5, 1e-300, 1 - 1e-16]
        for curve in curves {
            for t in times {
                let s = curve.parameter(forX: t)
                #expect(s >= 0 && s <= 1)
                #expect(abs(Self.bernstein(s, curve.x1, curve.x2) - t) < 1e-12, "\(curve) at \(t)")
                #expect(isClose(curve(t), Self.bernstein(s, curve.y1, curve.y2), absolute: 1e-14))
                #expect(isClose(curve.x(atParameter: s), Self.bernstein(s, curve.x1, curve.x2), absolute: 1e-14))
            }
        }
    }

    @Test("exactly 0 at 0 and 1 at 1; clamps; NaN gives NaN")
    func endpoints() {
        for curve in Self.randomCurves(seed: 37, count: 50) {
            #expect(curve(0) == 0 && curve(1) == 1)
            #expect(curve(-3) == 0 && curve(7) == 1)
            #expect(Easing.cubicBezier(curve)(2) == 1)
            #expect(curve(.nan).isNaN && curve.parameter(forX: .nan).isNaN)
        }
    }

    @Test("CSS keyword presets")
    func presets() {
        #expect([CubicBezier.ease, .easeIn, .easeOut, .easeInOut].map { [$0.x1, $0.y1, $0.x2, $0.y2] } ==
                [[0.25, 0.1, 0.25, 1], [0.42, 0, 1, 1], [0, 0, 0.58, 1], [0.42, 0, 0.58, 1]])
    }

    @Test("invalid control points throw, naming the first bad parameter and its value",
          arguments: [
              ((1.5, 0.0, 0.5, 1.0), "cubicBezier x1 must be in [0, 1], got 1.5"),
              ((-0.25, 0.0, 0.5, 1.0), "cubicBezier x1 must be in [0, 1], got -0.25"),
              ((Double.nan, 0.0, 0.5, 1.0), "cubicBezier x1 must be in [0, 1], got nan"),
              ((0.5, Double.infinity, 0.5, 1.0), "cubicBezier y1 must be finite, got inf"),
              ((0.5, Double.nan, 0.5, 1.0), "cubicBezier y1 must be finite, got nan"),
              ((0.5, 0.0, 1.0000001, 1.0), "cubicBezier x2 must be in [0, 1], got 1.0000001"),
              ((0.5, 0.0, -Double.infinity, 1.0), "cubicBezier x2 must be in [0, 1], got -inf"),
              ((0.5, 0.0, 0.5, -Double.infinity), "cubicBezier y2 must be finite, got -inf"),
              ((2.0, Double.nan, -1.0, Double.nan), "cubicBezier x1 must be in [0, 1], got 2.0"),
          ])
    func invalid(_ parameters: (Double, Double, Double, Double), _ message: String) {
        let (x1, y1, x2, y2) = parameters
        #expect(throws: EasingError.self) { try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2) }
        do {
            _ = try Easing.cubicBezier(x1, y1, x2, y2)
            Issue.record("no error")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("y outside [0, 1] is allowed and overshoots")
    func overshoot() throws {
        let curve = try Easing.cubicBezier(0.3, -0.5, 0.7, 1.5)
        let values = (0...100).map { curve(Double($0) / 100) }
        #expect(values.min()! < 0 && values.max()! > 1)
    }
}
