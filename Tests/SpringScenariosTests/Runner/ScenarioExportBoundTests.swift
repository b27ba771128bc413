import Foundation
import SpringTestSupport
import SpringTransitions
import SpringScenarios
import Testing

/// The certified deviations of the built-in scenarios' exports (on rkf45, whose steps jump off the
/// closed forms the planner bounds with) against the run itself, sampled densely.
@Suite struct ScenarioExportBoundTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Examples/Scenarios").standardized

    /// An element property's value in `pose`.
    static func value(of property: KeyframeProperty, in pose: LayoutAttributes) -> Double {
        switch property {
        case .centerX: pose.center.x
        case .centerY: pose.center.y
        case .width: pose.size.width
        case .height: pose.size.height
        default: pose.alpha
        }
    }

    /// Per element (and the content offset, last) and property, the largest |keyframes − run| over
    /// the frames of a run at `fps` (1000: every millisecond; 997: off the clock grid).
    static func measured(_ export: KeyframeExport, _ text: String, fps: Double) throws -> [[Double]] {
        var worst = export.elements.map { Array(repeating: 0.0, count: $0.properties.count) } + [[0, 0]]
        _ = try ScenarioRunner(scenario: scenario(text), framesPerSecond: fps).run { frame in
            for (k, (keys, pose)) in zip(export.elements, frame.elements).enumerated() {
                #expect(keys.element == pose.id)
                for (p, property) in keys.properties.enumerated() {
                    let actual = Self.value(of: property, in: pose)
                    worst[k][p] = max(worst[k][p], abs(keys.value(of: property, at: frame.time)! - actual))
                }
            }
            let offset = export.contentOffset
            worst[export.elements.count][0] = max(worst[export.elements.count][0], abs(offset.value(of: .offsetX, at: frame.time)! - frame.contentOffset.x))
            worst[export.elements.count][1] = max(worst[export.elements.count][1], abs(offset.value(of: .offsetY, at: frame.time)! - frame.contentOffset.y))
        }
        return worst
    }

    @Test(arguments: ["retarget", "stagger", "grid-to-list"])
    func everyCertifiedFigureIsWithinTheToleranceAndHoldsOnTheRun(name: String) throws {
        let text = try String(contentsOf: Self.examples.appendingPathComponent("\(name).json"), encoding: .utf8)
        let tolerance = KeyframeTolerance.default
        let export = try KeyframeExport(scenario: scenario(text), tolerance: tolerance)
        let tracks = export.elements + [export.contentOffset]
        for keys in tracks {
            for (p, property) in keys.properties.enumerated() {
                #expect(keys.certifiedDeviation[p] <= tolerance.bound(for: property), "\(String(describing: keys.element)) \(property)")
            }
        }
        var largest = 0.0
        for fps in [1000.0, 997] {
            let worst = try Self.measured(export, text, fps: fps)
            for (k, keys) in tracks.enumerated() {
                for (p, property) in keys.properties.enumerated() {
                    #expect(worst[k][p] <= keys.certifiedDeviation[p] + 1e-9,
                            "\(name) at \(fps) fps, \(String(describing: keys.element)) \(property): measured \(worst[k][p]) > certified \(keys.certifiedDeviation[p])")
                    if property != .alpha { largest = max(largest, worst[k][p]) }
                }
            }
        }
        // The keyframes are not a dense copy of the run.
        #expect(largest > 0.05, "\(name): largest measured deviation \(largest)")
    }

    /// The built-in scenarios export the same keyframes and figures, bit for bit, on two threads
    /// (``KeyframeRecorder/Threads/two``: batches planned by two threads) as on one.
    @Test(arguments: ["retarget", "stagger", "grid-to-list"])
    func twoThreadsExportTheSameBitForBit(name: String) throws {
        let text = try String(contentsOf: Self.examples.appendingPathComponent("\(name).json"), encoding: .utf8)
        let one = try KeyframeExport(scenario: scenario(text), threads: .one)
        let two = try KeyframeExport(scenario: scenario(text), threads: .two)
        let automatic = try KeyframeExport(scenario: scenario(text))
        func bits(_ e: KeyframeExport) -> [UInt64] {
            var all: [Double] = []
            for keys in e.elements + [e.contentOffset] { all += keys.times + keys.flatValues + keys.certifiedDeviation }
            all += [e.certifiedMaxDeviation.points, e.certifiedMaxDeviation.alpha, e.uniformAtTolerance.rate,
                    Double(e.uniformAtTolerance.keyframeCount)]
            return all.map(\.bitPattern)
        }
        #expect(one.keyframeCount > one.elements.count * 2, "\(name): \(one.keyframeCount) keyframes")
        for other in [two, automatic] {
            #expect(other.keyframeCount == one.keyframeCount, "\(name)")
            #expect(other.elements.map(\.element) == one.elements.map(\.element), "\(name)")
            #expect(bits(other) == bits(one), "\(name)")
            #expect(other.uniform60Hz == one.uniform60Hz, "\(name)")
        }
    }
}
