import Foundation
import Testing
@testable import SpringDynamics

/// The points of a CSS `linear()` function, parsed independently of the generator: (input as a
/// fraction, output). Fails the test and returns [] when the text is not of the form we print.
func parseLinearEasing(_ css: String, sourceLocation: SourceLocation = #_sourceLocation) -> [(Double, Double)] {
    guard css.hasPrefix("linear("), css.hasSuffix(")") else {
        Issue.record("not a linear() function: \(css)", sourceLocation: sourceLocation)
        return []
    }
    let number = #"-?(0|[1-9][0-9]*)(\.[0-9]*[1-9])?"#
    let inner = css.dropFirst("linear(".count).dropLast()
    let parts = inner.components(separatedBy: ", ")
    var points: [(Double, Double)] = []
    for (index, part) in parts.enumerated() {
        let fields = part.split(separator: " ").map(String.init)
        let isEnd = index == 0 || index == parts.count - 1
        let valid = isEnd
            ? fields.count == 1 && fields[0].wholeMatch(of: try! Regex(number)) != nil
            : fields.count == 2 && fields[0].wholeMatch(of: try! Regex(number)) != nil
                && fields[1].wholeMatch(of: try! Regex(number + "%")) != nil
        guard valid else {
            Issue.record("bad point '\(part)' in \(css)", sourceLocation: sourceLocation)
            return []
        }
        let input = index == 0 ? 0 : index == parts.count - 1 ? 1 : Double(fields[1].dropLast())! / 100
        points.append((input, Double(fields[0])!))
    }
    return points
}

/// The piecewise-linear function through `points` at `u` in [0, 1].
func evaluateLinearEasing(_ points: [(Double, Double)], at u: Double) -> Double {
    guard let upper = points.firstIndex(where: { $0.0 >= u }), upper > 0 else { return points[0].1 }
    let (a, b) = (points[upper - 1], points[upper])
    return a.1 + (b.1 - a.1) * (u - a.0) / (b.0 - a.0)
}

@Suite("Spring to CSS linear() easing")
struct SpringLinearEasingTests {
    static let springs: [Spring] = [.smooth, .snappy, .bouncy, .pop, .stTransitionLayout,
                                    try! Spring(stiffness: 100, damping: 2),
                                    try! Spring(mass: 1, stiffness: 100, damping: 60)]

    @Test("The printed easing stays within its certified deviation ≤ ε of the exact progress at every sampled instant")
    func easingIsCertified() throws {
        for spring in Self.springs {
            for (epsilon, velocity) in [(1e-3, 0.0), (1e-2, 0.0), (1e-4, 3.0), (0.05, -2.0)] {
                let easing = try spring.linearEasing(tolerance: epsilon, initialVelocity: velocity)
                #expect(easing.maximumDeviation <= epsilon && easing.tailDeviation <= epsilon / 2)
                let points = parseLinearEasing(easing.css)
                #expect(points.count == easing.pointCount)
                #expect(zip(points, points.dropFirst()).allSatisfy { $0.0 < $1.0 })
                #expect(zip(points, easing.times).allSatisfy { abs($0.0 - $1) <= 1e-15 })
                #expect(points.map(\.1) == easing.values)
                // The duration is the documented settle or later, and a whole number of microseconds.
                #expect(easing.duration >= spring.settlingTime(displacement: 1, velocity: -velocity))
                #expect((easing.duration * 1e6).rounded() == easing.duration * 1e6)
                var worst = 0.0
                let samples = 40 * points.count
                for index in 0...samples {
                    let u = Double(index) / Double(samples)
                    let exact = 1 - spring.state(at: u * easing.duration, displacement: 1, velocity: -velocity).displacement
                    worst = max(worst, abs(evaluateLinearEasing(points, at: u) - exact))
                }
                #expect(worst <= easing.maximumDeviation, "\(spring) ε \(epsilon): sampled \(worst) > \(easing.maximumDeviation)")
                #expect(worst >= epsilon / 5, "\(spring) ε \(epsilon): sampled \(worst) wastes the tolerance")
                for index in 0...2000 {
                    let time = easing.duration * (1 + 3 * Double(index) / 2000)
                    let exact = 1 - spring.state(at: time, displacement: 1, velocity: -velocity).displacement
                    #expect(abs(exact - 1) <= easing.tailDeviation)
                }
            }
        }
    }

    @Test("Decimals: D = ⌈log10(5/ε)⌉ for values, D − 2 for percentages; numbers have no trailing zeros")
    func decimals() throws {
        let easing = try Spring.bouncy.linearEasing(tolerance: 1e-3)
        #expect(easing.valueDecimals == 4 && easing.percentDecimals == 2)
        #expect(easing.css.hasPrefix("linear(0, ") && easing.css.hasSuffix(", 1)"))
        #expect(!easing.css.contains("0 ") && !easing.css.contains("0%") && !easing.css.contains(".%"))
        let coarse = try Spring.bouncy.linearEasing(tolerance: 0.05)
        #expect(coarse.valueDecimals == 2 && coarse.percentDecimals == 1)
        #expect(SpringLinearEasing.decimal(-1230, decimals: 4) == "-0.123")
        #expect(SpringLinearEasing.decimal(10000, decimals: 4) == "1")
        #expect(SpringLinearEasing.decimal(-0, decimals: 2) == "0")
        #expect(SpringLinearEasing.decimal(7, decimals: 3) == "0.007")
        #expect(easing.cssDuration == SpringLinearEasing.decimal(Int64((easing.duration * 1e6).rounded()), decimals: 3) + "ms")
    }

    @Test("Fewer points than uniform sampling of the same certified accuracy (and than 60 Hz)")
    func fewerThanUniform() throws {
        for spring in [Spring.smooth, .snappy, .bouncy] {
            let easing = try spring.linearEasing(tolerance: 1e-3)
            let uniform = try spring.uniformLinearEasingPointCount(tolerance: 1e-3)
            #expect(uniform > easing.pointCount)
            #expect(easing.pointCount < Int((easing.duration * 60).rounded(.up)) + 1)
        }
    }

    @Test("Bad input is refused naming the parameter")
    func badInput() throws {
        for epsilon in [0.0, -1, 1e-10, .nan, .infinity] {
            #expect(throws: SpringParameterError.self) { try Spring.bouncy.linearEasing(tolerance: epsilon) }
            do { _ = try Spring.bouncy.linearEasing(tolerance: epsilon) } catch { #expect(error.parameter == "tolerance") }
        }
        #expect(throws: SpringParameterError(parameter: "damping", value: 0,
                                             requirement: "must be greater than 0 for the motion to settle")) {
            try Spring(stiffness: 100, damping: 0).linearEasing()
        }
        #expect(throws: SpringParameterError(parameter: "initialVelocity", value: .nan,
                                             requirement: "must be finite and at most 1000 in magnitude")) {
            try Spring.bouncy.linearEasing(initialVelocity: .nan)
        }
    }
}
