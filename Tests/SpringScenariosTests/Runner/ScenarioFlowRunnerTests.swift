import Foundation
import SpringTestSupport
import SpringTransitions
import SpringScenarios
import Testing

/// ScenarioRunner on every transition kind: eased (named, registered and Bézier easings),
/// interactive, batch updates with effects, bounds changes and Texture-style layout transitions,
/// against the library driven by hand or hand-computed values.
@Suite struct ScenarioFlowRunnerTests {
    /// 9 cells in a 3-column grid of 100-pt squares, 300 × 600 pt.
    static func text(_ extra: String, to: Bool = true, motion: String = #"{"integrator": "exact"}"#) -> String {
        #"{"collection": {"sections": [9], "bounds": {"width": 300, "height": 600}}, "from": {"name": "grid", "parameters": {"columns": 3}}, "motion": "#
            + motion + (to ? #", "to": {"name": "grid", "parameters": {"columns": 1, "aspectRatio": 3}}"# : "") + (extra.isEmpty ? "" : ", " + extra) + "}"
    }

    /// Every frame's elements by identity, with the frame's time and progress.
    static func frames(_ runner: ScenarioRunner) throws -> (ScenarioSummary, [(t: Double, progress: Double?, elements: [ElementID: LayoutAttributes])]) {
        var frames: [(t: Double, progress: Double?, elements: [ElementID: LayoutAttributes])] = []
        let summary = try runner.run { frame in
            frames.append((frame.time, frame.progress, Dictionary(uniqueKeysWithValues: frame.elements.map { ($0.id, $0) })))
        }
        return (summary, frames)
    }

    static func cell(_ i: Int) -> ElementID { .cell(IndexPath(section: 0, item: i)) }

    @Test func easedTransitionsFollowTheCurve() throws {
        // Cell 4 goes from the grid's middle (150, 150) to the list's (150, 450): its center is
        // from + (to − from)·e(t / d) with the cubic Bézier e.
        let bezier = try Easing.cubicBezier(0.42, 0, 0.58, 1)
        let runner = try ScenarioRunner(scenario: scenario(Self.text("", motion: #"{"easing": {"cubicBezier": [0.42, 0, 0.58, 1]}, "duration": 0.5}"#)))
        let (summary, frames) = try Self.frames(runner)
        #expect(summary.isSettled && summary.frameCount == 31 && summary.transitionCount == 1)
        var worst = 0.0
        for f in frames {
            let y = try #require(f.elements[Self.cell(4)]).center.y
            worst = max(worst, abs(y - (150 + 300 * bezier(min(f.t / 0.5, 1)))))
            if f.t < 0.5 { #expect(abs(f.progress! - bezier(f.t / 0.5)) < 1e-12) }
        }
        #expect(worst < 1e-9)
        #expect(frames.last?.progress == nil)
    }

    @Test func aRegisteredEasingIsUsedByName() throws {
        var registry = PluginRegistry.standard
        try registry.register(easing: "steps", .custom(try EasingFunction(name: "steps") { ($0 * 4).rounded(.down) / 4 }))
        let runner = try ScenarioRunner(scenario: scenario(Self.text("", motion: #"{"easing": "steps", "duration": 1}"#)), registry: registry,
                                        framesPerSecond: 10)
        let (_, frames) = try Self.frames(runner)
        // Progress 0 until 0.25 s, then 0.25 until 0.5 s …
        #expect(frames.map { $0.progress.map { ($0 * 4).rounded() / 4 } } == [0, 0, 0, 0.25, 0.25, 0.5, 0.5, 0.5, 0.75, 0.75, nil])
        #expect(scenarioError { _ = try ScenarioRunner(scenario: scenario(Self.text("", motion: #"{"easing": "wobble", "duration": 1}"#))).run { _ in } }?
            .hasPrefix("$.motion.easing: unknown easing 'wobble'; available: ") == true)
    }

    @Test func interactiveTransitionsFollowTheProgressThenSpring() throws {
        let runner = try ScenarioRunner(scenario: scenario(Self.text(#"""
            "timeline": [
              {"at": 0, "interactive": {"to": {"name": "grid", "parameters": {"columns": 1, "aspectRatio": 3}}}},
              {"at": 0.1, "progress": 0.25}, {"at": 0.2, "progress": 0.5},
              {"at": 0.2, "finish": {"velocity": 2, "spring": {"response": 0.3, "dampingRatio": 1}}}
            ]
            """#, to: false)), framesPerSecond: 10)
        let (summary, frames) = try Self.frames(runner)
        #expect(summary.isSettled && summary.transitionCount == 1)
        #expect(frames[0].progress == 0 && frames[1].progress == 0.25)
        // Progress 0.25: the center is a quarter of the way (150 + 300·0.25).
        #expect(frames[1].elements[Self.cell(4)]?.center.y == 225)
        // After the hand-off the view ends on the list, exactly.
        let last = try #require(frames.last)
        #expect(last.elements[Self.cell(4)]?.center == Point(x: 150, y: 450) && last.progress == nil)
        #expect(runner.collectionView.layout is GridLayout)
    }

    @Test func batchUpdatesPlayTheEffectsOnlyOnInsertedAndDeletedItems() throws {
        let runner = try ScenarioRunner(scenario: scenario(Self.text(#"""
            "timeline": [{"at": 0.1, "batchUpdates": {"insert": [[0, 0]], "delete": [[0, 8]], "move": [{"from": [0, 3], "to": [0, 7]}],
                          "appearing": {"scale": 0.5, "rotation": 3.141592653589793, "alpha": 1}, "disappearing": {"offset": {"y": 50}}}}]
            """#, to: false)), framesPerSecond: 10)
        let (summary, frames) = try Self.frames(runner)
        #expect(summary.isSettled && summary.transitionCount == 1)
        #expect(runner.collectionView.dataCounts == (try DataCounts([9])))
        // At the update, the inserted cell 0 starts at its place, half size and turned half a turn;
        // the deleted cell 8 (at (250, 250)) is heading 50 pt down while fading; nothing else turns.
        let start = frames[1].elements
        let inserted = try #require(start[Self.cell(0)])
        #expect(inserted.center == Point(x: 50, y: 50) && inserted.alpha == 1)
        #expect(abs(inserted.transform.a + 0.5) < 1e-12 && abs(inserted.transform.d + 0.5) < 1e-12)
        let removed = try #require(start[.removed(Self.cell(8))])
        #expect(removed.center == Point(x: 250, y: 250) && removed.alpha == 1)
        for f in frames { for (id, a) in f.elements where id != Self.cell(0) { #expect(a.transform == .identity, "\(id) at \(f.t)") } }
        let later = try #require(frames.dropFirst(2).first?.elements[.removed(Self.cell(8))])
        #expect(later.center.y > 250 && later.alpha < 1)
        // At rest: the old cell 3 is at 7's place and every cell is where the grid puts it.
        let last = try #require(frames.last)
        #expect(last.elements.count == 9 && last.elements[Self.cell(7)]?.center == Point(x: 150, y: 250))
    }

    @Test func boundsChangesMoveEveryElementToTheResizedLayout() throws {
        let runner = try ScenarioRunner(scenario: scenario(Self.text(#""timeline": [{"at": 0.05, "bounds": {"width": 600, "height": 300}}]"#, to: false)))
        let (summary, frames) = try Self.frames(runner)
        #expect(summary.isSettled && runner.collectionView.boundsSize == Size(width: 600, height: 300))
        // A 3-column grid 600 pt wide has 200-pt squares: cell 4 ends at (300, 300).
        #expect(frames.last?.elements[Self.cell(4)]?.center == Point(x: 300, y: 300))
        #expect(frames.allSatisfy { $0.elements.count == 9 })
    }

    @Test func layoutTransitionsRunOnATransitionNodeAndRetarget() throws {
        let runner = try ScenarioRunner(scenario: scenario(Self.text(#"""
            "timeline": [
              {"at": 0.05, "layoutTransition": {"to": {"name": "grid", "parameters": {"columns": 2}}, "sections": [12]}},
              {"at": 0.15, "layoutTransition": {"to": {"name": "grid", "parameters": {"columns": 1, "aspectRatio": 3}}, "sections": [4]}}
            ]
            """#, to: false)))
        let (summary, frames) = try Self.frames(runner)
        let node = try #require(runner.node)
        #expect(summary.isSettled && summary.transitionCount == 1 && node.pendingTransition == nil)
        #expect(node.elements.count == 4 && frames.last?.elements.count == 4)
        #expect(frames.last?.elements[Self.cell(3)]?.center == Point(x: 150, y: 350))
        // Between the two events the 3 inserted cells are presented too.
        #expect(frames.contains { $0.elements.count == 12 })
    }

    @Test func flowEventsFailWithThePathAndTheTime() {
        func error(_ timeline: String, to: Bool = false, motion: String = #"{"integrator": "exact"}"#) -> String? {
            scenarioError { _ = try ScenarioRunner(scenario: scenario(Self.text(#""timeline": "# + timeline, to: to, motion: motion))).run { _ in } }
        }
        #expect(error(#"[{"at": 0.1, "progress": 0.5}]"#)
            == "$.timeline[0].progress: at t = 0.1 s: no interactive transition is running; start one with startInteractiveTransition(to:)")
        #expect(error(#"[{"at": 0.1, "batchUpdates": {"delete": [[0, 9]]}}]"#)
            == "$.timeline[0].batchUpdates: at t = 0.1 s: cannot delete item [0, 9]: section 0 has 9 items")
        #expect(error(#"[{"at": 0.1, "batchUpdates": {"insert": [[0, 0]]}}]"#, to: true, motion: #"{"easing": "linear", "duration": 1}"#)
            == "$.timeline[0].batchUpdates: at t = 0.1 s an eased transition is running; a batch update needs the collection view at rest or on springs")
        #expect(error(#"[{"at": 0.1, "layoutTransition": {}}, {"at": 0.2, "bounds": {"width": 10, "height": 10}}]"#)
            == "$.timeline[1]: after a 'layoutTransition' event the scenario shows a transition node; only 'layoutTransition' events can follow")
        #expect(error(#"[{"at": 0.1, "layoutTransition": {}}]"#, to: true)
            == "$.timeline[0].layoutTransition: at t = 0.1 s a transition is running; a transition node starts from the collection view at rest")
    }
}

extension ScenarioFlowRunnerTests {
    @Test func flowEventsAreBudgetedLikeTransitions() throws {
        // No transition at the start; a batch update at 0.1 s starts one, estimated at
        // 78 evaluations per step (13 moving channels × 6 for rkf45) × 1,190 steps to 10 s.
        // With a budget above the frames' cost (11 frames at 1 fps × 9 elements × 20 = 1,980)
        // but below that, the run is refused at the update, as a transition at the start would be.
        let text = Self.text(#""timeline": [{"at": 0.1, "batchUpdates": {"insert": [[0, 0]]}}], "fps": 1"#, to: false,
                             motion: #"{"integrator": "gsl-rkf45"}"#)
        let runner = try ScenarioRunner(scenario: scenario(text))
        runner.maximumWork = 50_000
        let message = scenarioError { _ = try runner.run { _ in } }
        #expect(message == "$.motion.integrator: estimated work 92700 evaluations (1190 steps of 0.00833 s × 13 moving channels × 6 evaluations per channel and step) exceeds the budget of 50000; raise it with --max-work (ScenarioRunner.maximumWork)",
                "\(message ?? "nil")")
        let generous = try ScenarioRunner(scenario: scenario(text))
        #expect(try generous.run { _ in }.isSettled)
    }
}
