import Foundation
import SpringTestSupport
import SpringTransitions
import SpringScenarios
import Testing

/// The `seek` event and keyframe export of scenarios.
@Suite struct ScenarioSeekAndExportTests {
    /// 9 cells from a 3-column grid to a list of 100-pt rows, on rkf45, optionally with more.
    static func text(_ timeline: String, motion: String = #"{"integrator": "gsl-rkf45", "spring": {"response": 0.4, "dampingRatio": 0.7}}"#) -> String {
        #"{"collection": {"sections": [9], "bounds": {"width": 300, "height": 600}}, "from": {"name": "grid", "parameters": {"columns": 3}}, "#
            + #""to": {"name": "grid", "parameters": {"columns": 1, "aspectRatio": 3}}, "motion": "# + motion
            + #", "timeline": ["# + timeline + "]}"
    }

    static func frames(_ text: String) throws -> [(t: Double, offset: Point, elements: [LayoutAttributes])] {
        var frames: [(t: Double, offset: Point, elements: [LayoutAttributes])] = []
        _ = try ScenarioRunner(scenario: scenario(text), framesPerSecond: 60).run { frame in
            frames.append((frame.time, frame.contentOffset, frame.elements))
        }
        return frames
    }

    @Test func aSeekEventShowsTheStateOfTheEarlierInstantAndGoesOnFromThere() throws {
        let retarget = #"{"at": 0.1, "retarget": {"to": {"name": "grid", "parameters": {"columns": 2}}}}"#
        let plain = try Self.frames(Self.text(retarget))
        let seeking = try Self.frames(Self.text(retarget + #", {"at": 0.5, "seek": 0.2}"#))
        // Frame 30 (0.5 s) is frame 12 (0.2 s) bit for bit, and so on afterwards, since the retarget at
        // 0.1 s is before the seek's target.
        for k in 0...20 {
            let a = plain[12 + k], b = seeking[30 + k]
            #expect(a.elements == b.elements, "frame \(30 + k) shows frame \(12 + k)")
            #expect(a.offset == b.offset)
        }
        #expect(seeking[29].elements != seeking[30].elements, "the seek jumps")
        #expect(seeking.count == plain.count + 18)
    }

    @Test func aSeekIsValidated() throws {
        for (event, message) in [
            (#"{"at": 0.5, "seek": 0.6}"#, "$.timeline[0].seek: 0.6 must be a time within [0, 0.5], the scenario's start and the event's own time"),
            (#"{"at": 0.5, "seek": -1}"#, "$.timeline[0].seek: -1.0 must be a time within [0, 0.5], the scenario's start and the event's own time"),
        ] {
            #expect(throws: ScenarioError.self) { try ScenarioRunner(scenario: scenario(Self.text(event))) }
            do {
                _ = try ScenarioRunner(scenario: scenario(Self.text(event)))
            } catch {
                #expect("\(error)" == message)
            }
        }
    }

    @Test func exportedKeyframesStayWithinTheBoundOfTheRunAtEveryMillisecond() throws {
        let text = Self.text(#"{"at": 0.25, "retarget": {"to": {"name": "grid", "parameters": {"columns": 2}}}}"#)
        let export = try KeyframeExport(scenario: scenario(text))
        #expect(export.certifiedMaxDeviation.points <= 0.25)
        for keys in export.elements { #expect(keys.times.contains { abs($0 - 0.25) < 1e-12 }, "a keyframe at the retarget") }
        var worst = 0.0, frames = 0
        _ = try ScenarioRunner(scenario: scenario(text), framesPerSecond: 1000).run { frame in
            for (keys, pose) in zip(export.elements, frame.elements) {
                #expect(keys.element == pose.id)
                worst = max(worst, abs(keys.value(of: .centerX, at: frame.time)! - pose.center.x),
                            abs(keys.value(of: .centerY, at: frame.time)! - pose.center.y),
                            abs(keys.value(of: .width, at: frame.time)! - pose.size.width))
            }
            worst = max(worst, abs(export.contentOffset.value(of: .offsetY, at: frame.time)! - frame.contentOffset.y))
            frames += 1
        }
        #expect(frames > 300)
        #expect(worst <= export.certifiedMaxDeviation.points + 1e-9)
        #expect(worst > 0.02)
    }

    @Test func exportRefusesWhatItCannotCertify() throws {
        let offGrid = Self.text(#"{"at": 0.2537, "retarget": {"to": {"name": "grid", "parameters": {"columns": 2}}}}"#)
        #expect(throws: KeyframeError(parameter: "timeline[0].at", message: "keyframe export needs every event on the clock grid: timeline[0].at is 0.2537 s, not a multiple of motion.timeStep (\(1.0 / 120) s)")) {
            try KeyframeExport(scenario: scenario(offGrid))
        }
        let eased = Self.text("", motion: #"{"easing": "linear", "duration": 0.3}"#)
        #expect(throws: KeyframeError.self) { try KeyframeExport(scenario: scenario(eased)) }
    }
}
