import Foundation
import SpringTestSupport
import SpringTransitions
import SpringScenarios
import Testing

/// `motion.reducedMotion`: strict decoding with paths, and the example file's run.
@Suite struct ScenarioReducedMotionTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Examples/Scenarios").standardized

    func motion(_ reduced: String) -> String {
        minimalScenario(#""motion": {"integrator": "exact", "reducedMotion": \#(reduced)}"#)
    }

    @Test func decodesEveryPolicy() throws {
        #expect(try scenario(motion(#"{"policy": "snap", "channels": ["center", "alpha"], "kinds": ["cell"]}"#)).motion.reducedMotion
                == ScenarioReducedMotion(policy: .snap, channels: [.centerX, .centerY, .alpha], kinds: ["cell"]))
        #expect(try scenario(motion(#"{"policy": "shorten", "duration": 0.2}"#)).motion.reducedMotion?.policy == .shorten(to: 0.2))
        #expect(try scenario(motion(#"{"policy": "crossFade", "duration": 0.3}"#)).motion.reducedMotion?.policy == .crossFade(duration: 0.3))
        #expect(try scenario(motion(#"{"policy": "full"}"#)).motion.reducedMotion?.policy == .full)
        #expect(try scenario(minimalScenario()).motion.reducedMotion == nil)
    }

    @Test func badInputIsRefusedWithItsPath() {
        #expect(scenarioDecodingError(motion(#"{"policy": "shorten", "duration": -1}"#))
                == "$.motion.reducedMotion.duration: the duration must be finite and > 0, got -1.0")
        #expect(scenarioDecodingError(motion(#"{"policy": "crossFade", "duration": 0}"#))
                == "$.motion.reducedMotion.duration: the duration must be finite and > 0, got 0.0")
        #expect(scenarioDecodingError(motion(#"{"policy": "shorten"}"#))
                == "$.motion.reducedMotion.policy: the policy 'shorten' needs a 'duration' in seconds")
        #expect(scenarioDecodingError(motion(#"{"policy": "snap", "duration": 1}"#))
                == "$.motion.reducedMotion.duration: the policy 'snap' takes no 'duration'")
        #expect(scenarioDecodingError(motion(#"{"policy": "slow"}"#))
                == "$.motion.reducedMotion.policy: unknown policy 'slow'; known policies: full, snap, shorten, crossFade")
        #expect(scenarioDecodingError(motion(#"{"policy": "crossFade", "duration": 0.2, "channels": ["alpha"]}"#))
                == "$.motion.reducedMotion.channels: crossFade applies to whole elements: give no 'channels'")
        #expect(scenarioDecodingError(motion(#"{"policy": "snap", "channels": ["alpha", "colour"]}"#))?
                    .hasPrefix("$.motion.reducedMotion.channels[1]: unknown channel 'colour'; known channels: centerX") == true)
        #expect(scenarioDecodingError(motion(#"{"policy": "snap", "kinds": ["cells"]}"#))
                == "$.motion.reducedMotion.kinds[0]: unknown kind 'cells'; known kinds: cell, supplementary, decoration")
        #expect(scenarioDecodingError(motion(#"{"policy": "snap", "kind": ["cell"]}"#))
                == "$.motion.reducedMotion.kind: unknown key 'kind'; known keys: policy, duration, channels, kinds")
    }

    /// The example: cells' centers and sizes are at their targets from the first frame, their
    /// headers still move on the spring.
    @Test func theExampleSnapsCellGeometryOnly() throws {
        let text = try String(contentsOf: Self.examples.appendingPathComponent("reduced-motion.json"), encoding: .utf8)
        let runner = try ScenarioRunner(scenario: scenario(text), framesPerSecond: 60)
        var cellsChecked = 0
        var headersMoving = 0
        let summary = try runner.run { frame in
            guard let transition = frame.transition, frame.index == 1 else { return }
            for pose in frame.elements {
                let a = try #require(transition.animation(for: pose.id))
                if pose.id.isCell {
                    #expect(pose.center == a.to.center && pose.size == a.to.size, "\(pose.id)")
                    cellsChecked += 1
                } else if a.isMoving(.centerY) {
                    #expect(pose.center != a.to.center)
                    headersMoving += 1
                }
            }
        }
        #expect(cellsChecked > 10)
        #expect(headersMoving > 0)
        #expect(summary.isSettled)
    }
}
