import Foundation
import SpringTestSupport
import SpringTransitions
import SpringScenarios
import Testing

/// ScenarioRunner against the engine driven by hand: the same frames bit for bit, events at
/// their exact times, the closed form, the end, and every failure with its path.
@Suite struct ScenarioRunnerTests {
    /// 12 cells in two sections with headers: a 3-column flow grid to a list, on the exact integrator.
    static let base = #"""
        "collection": {"sections": [6, 6], "bounds": {"width": 320, "height": 480}, "contentOffset": {"y": 40}},
        "from": {"name": "flow", "parameters": {"itemSize": {"width": 100, "height": 100}, "minimumInteritemSpacing": 5,
                 "headerReferenceSize": {"width": 0, "height": 30}}},
        "to": {"name": "flow", "parameters": {"itemSize": {"width": 320, "height": 44}, "minimumLineSpacing": 1,
               "headerReferenceSize": {"width": 0, "height": 36}}},
        "motion": {"spring": {"response": 0.4, "dampingRatio": 0.7}, "integrator": "exact"}
        """#

    static func text(_ extra: String = "") -> String { "{" + base + (extra.isEmpty ? "" : ", " + extra) + "}" }

    static let grid = FlowLayout(configuration: .init(itemSize: Size(width: 100, height: 100), minimumInteritemSpacing: 5,
                                                      headerReferenceSize: Size(width: 0, height: 30)))
    static let list = FlowLayout(configuration: .init(itemSize: Size(width: 320, height: 44), minimumLineSpacing: 1,
                                                      headerReferenceSize: Size(width: 0, height: 36)))
    static let spring = try! Spring(response: 0.4, dampingRatio: 0.7)

    /// The frames of a run: time, offset and every element.
    static func frames(_ runner: ScenarioRunner) throws -> [(Double, Point, [LayoutAttributes])] {
        var frames: [(Double, Point, [LayoutAttributes])] = []
        _ = try runner.run { frames.append(($0.time, $0.contentOffset, $0.elements)) }
        return frames
    }

    /// Every element of the view's layout.
    static func elements(_ view: CollectionView) -> [LayoutAttributes] {
        view.layout.allElements.compactMap { view.layout.attributes(for: $0) }
    }

    @Test func framesEqualTheEngineDrivenByHand() throws {
        let runner = try ScenarioRunner(scenario: scenario(Self.text(#""placement": {"indexPath": [1, 2], "position": "centeredVertically"}"#)),
                                        framesPerSecond: 30)
        let frames = try Self.frames(runner)

        var view = try CollectionView(layout: Self.grid, dataCounts: try DataCounts([6, 6]), boundsSize: Size(width: 320, height: 480),
                                      contentOffset: Point(x: 0, y: 40))
        let transition = try view.transition(to: Self.list, using: .spring(Self.spring), integrator: ExactIntegrator())
        try transition.setToContentOffset(for: IndexPath(section: 1, item: 2), at: .centeredVertically)
        #expect(frames[0].0 == 0 && frames[0].1 == view.contentOffset && frames[0].2 == Self.elements(view))
        var time = 0.0
        for (k, frame) in frames.enumerated().dropFirst() {
            let t = Double(k) / 30
            try view.advance(by: t - time)
            time = t
            #expect(frame.0 == t)
            #expect(frame.1 == view.contentOffset)
            #expect(frame.2 == Self.elements(view), "frame \(k)")
        }
        // It ends with the first frame at rest: the next layout, exactly at the target offset.
        #expect(transition.state == .finished && view.layout is FlowLayout)
        #expect(frames.last!.1 == transition.toContentOffset)
        #expect(frames.count > 2)
        #expect(view.contentOffset == CollectionView.contentOffset(for: IndexPath(section: 1, item: 2), at: .centeredVertically,
                                                                    in: view.layout, boundsSize: view.boundsSize,
                                                                    contentInset: .zero, currentOffset: view.contentOffset))
    }

    @Test func cellCentersFollowTheClosedForm() throws {
        let runner = try ScenarioRunner(scenario: scenario(Self.text()), framesPerSecond: 60)
        var start: [ElementID: (from: Point, to: Point)] = [:]
        var checked = 0
        let summary = try runner.run { frame in
            guard let transition = frame.transition else { return }
            for pose in frame.elements where pose.id.isCell {
                let a = try #require(transition.animation(for: pose.id))
                if frame.index == 0 { start[pose.id] = (a.from.center, a.to.center) }
                let (from, to) = try #require(start[pose.id])
                let x = Self.spring.state(at: frame.time, displacement: 1, velocity: 0).displacement
                if a.isMoving(.centerX) {
                    #expect(isClose(pose.center.x, to.x + (from.x - to.x) * x, absolute: 1e-9), "\(pose.id) at \(frame.time)")
                    checked += 1
                }
                if a.isMoving(.centerY) {
                    #expect(isClose(pose.center.y, to.y + (from.y - to.y) * x, absolute: 1e-9), "\(pose.id) at \(frame.time)")
                    checked += 1
                }
            }
        }
        #expect(checked > 200)
        #expect(summary.isSettled && summary.integratorName == "exact" && summary.transitionCount == 1)
        // The engine stops stepping at rest, within the last frame.
        let steps = summary.statistics.acceptedSteps
        #expect(steps <= Int((summary.duration * 120).rounded()) && steps > Int(((summary.duration - 1.0 / 60) * 120).rounded()))
        #expect(summary.frameCount == Int((summary.duration * 60).rounded()) + 1)
    }

    @Test func eventsBetweenFramesHappenAtTheirExactTime() throws {
        let runner = try ScenarioRunner(scenario: scenario(Self.text(#"""
            "timeline": [{"at": 0.11, "retarget": {"to": {"name": "grid", "parameters": {"columns": 2}}, "placement": {"contentOffset": {"y": 100}}}}]
            """#)), framesPerSecond: 30)
        var events: [Range<Int>] = []
        var frames: [(Double, [LayoutAttributes])] = []
        _ = try runner.run { frame in
            frames.append((frame.time, frame.elements))
            events.append(frame.events)
        }
        #expect(events[4] == 0..<1 && events.enumerated().allSatisfy { $0.offset == 4 || $0.element.isEmpty })

        var view = try CollectionView(layout: Self.grid, dataCounts: try DataCounts([6, 6]), boundsSize: Size(width: 320, height: 480),
                                      contentOffset: Point(x: 0, y: 40))
        let transition = try view.transition(to: Self.list, using: .spring(Self.spring), integrator: ExactIntegrator())
        var time = 0.0
        for k in 1..<frames.count {
            let t = Double(k) / 30
            if time < 0.11 && t >= 0.11 {
                try view.advance(by: 0.11 - time)
                time = 0.11
                try view.transition(to: GridLayout(configuration: .init(columns: 2)), using: transition.provider,
                                    configuration: .init(toContentOffset: Point(x: 0, y: 100)))
            }
            try view.advance(by: t - time)
            time = t
            #expect(frames[k].1 == Self.elements(view), "frame \(k)")
        }
        #expect(transition.state == .finished && view.contentOffset == Point(x: 0, y: 100))
    }

    @Test func aRetargetAfterTheEndStartsANewTransition() throws {
        let runner = try ScenarioRunner(scenario: scenario(Self.text(#""timeline": [{"at": 3, "retarget": {"to": "grid", "provider": "snap"}}]"#)))
        var transitions: [ObjectIdentifier] = []
        let summary = try runner.run { frame in
            if let t = frame.transition, transitions.last != ObjectIdentifier(t) { transitions.append(ObjectIdentifier(t)) }
        }
        #expect(transitions.count == 2 && summary.transitionCount == 2)
        #expect(summary.duration == 3 + 1.0 / 60 || isClose(summary.duration, 3 + 1.0 / 60, absolute: 1e-12))
        #expect(runner.collectionView.layout is GridLayout)
        // The snap transition did one step; the first took its own.
        #expect(summary.statistics.acceptedSteps == runner.statistics.acceptedSteps && summary.statistics.acceptedSteps > 1)
    }

    @Test func cancelInPlaceEndsTheRunWhereEverythingIs() throws {
        let runner = try ScenarioRunner(scenario: scenario(Self.text(#""timeline": [{"at": 0.1, "cancelInPlace": {}}]"#)), framesPerSecond: 20)
        let frames = try Self.frames(runner)
        #expect(frames.count == 3 && frames[2].0 == 0.1)
        #expect(runner.transition?.state == .cancelled)
        #expect(frames[2].2 == Self.elements(runner.collectionView))
    }

    @Test func runsStopAtMaxDuration() throws {
        let runner = try ScenarioRunner(scenario: scenario(Self.text(#""maxDuration": 0.1"#)), framesPerSecond: 60)
        var count = 0
        let summary = try runner.run { _ in count += 1 }
        #expect(!summary.isSettled && summary.frameCount == 7 && count == 7 && summary.duration == 0.1)
    }

    @Test func theClockTimesOnlyWhenSet() throws {
        var timed: [UInt64?] = []
        let runner = try ScenarioRunner(scenario: scenario(Self.text(#""maxDuration": 0.05"#)))
        var ticks: UInt64 = 0
        runner.clock = { ticks += 10; return ticks }
        _ = try runner.run { timed.append($0.advanceNanoseconds) }
        #expect(timed.first == 0 && timed.dropFirst().allSatisfy { $0 == 10 })
        var untimed: [UInt64?] = []
        _ = try ScenarioRunner(scenario: scenario(Self.text(#""maxDuration": 0.05"#))).run { untimed.append($0.advanceNanoseconds) }
        #expect(untimed.allSatisfy { $0 == nil })
    }

    @Test func failuresNameThePartOfTheScenario() throws {
        func error(_ extra: String, fps: Double? = nil) -> String? {
            scenarioError {
                let runner = try ScenarioRunner(scenario: scenario(Self.text(extra)), framesPerSecond: fps)
                _ = try runner.run { _ in }
            }
        }
        func replacing(_ old: String, _ new: String) -> String? {
            scenarioError { _ = try ScenarioRunner(scenario: scenario(Self.text().replacingOccurrences(of: old, with: new))).run { _ in } }
        }
        #expect(replacing(#""to": {"name": "flow""#, #""to": {"name": "spiral""#) == "$.to.name: unknown layout 'spiral'; available: circle, flow, grid, stack")
        #expect(replacing(#""integrator": "exact""#, #""integrator": "verlet""#)?.hasPrefix(
            "$.motion.integrator.name: unknown integrator 'verlet'; available: exact, gsl-bsimp, gsl-msadams,") == true)
        #expect(replacing(#""motion": {"spring": {"response": 0.4, "dampingRatio": 0.7}"#, #""motion": {"provider": "wave""#)
            == "$.motion.provider.name: unknown provider 'wave'; available: default, per-channel, per-kind, snap, spring, stagger")
        #expect(replacing(#""minimumLineSpacing": 1"#, #""minimumLinespacing": 1"#)
            == "$.to.parameters.minimumLinespacing: unknown FlowLayout parameter 'minimumLinespacing'; known parameters: scrollDirection, itemSize, minimumLineSpacing, minimumInteritemSpacing, sectionInset, headerReferenceSize, footerReferenceSize, sectionHeadersPinToVisibleBounds, lineAlignment")
        #expect(replacing(#""itemSize": {"width": 320, "height": 44}"#, #""itemSize": {"width": -320, "height": 44}"#)
            == "$.to: the next layout failed to prepare: invalid FlowLayout: itemSize.width is -320.0; must be finite and not negative")
        #expect(error(#""placement": {"indexPath": [0, 99], "position": "top"}"#) == "$.placement: the next layout has no attributes for cell [0, 99]")
        #expect(error(#""timeline": [{"at": 0.2, "retarget": {"to": "spiral"}}]"#)
            == "$.timeline[0].retarget.to.name: unknown layout 'spiral'; available: circle, flow, grid, stack")
        #expect(error(#""timeline": [{"at": 0.2, "retarget": {"to": "grid", "provider": {"name": "stagger", "parameters": {"delayPerPoint": -1}}}}]"#)
            == "$.timeline[0].retarget.provider.parameters.delayPerPoint: delayPerPoint is -1.0; must be between 0 and 1 seconds per point")
        #expect(error(#""timeline": [{"at": 5, "placement": {"contentOffset": {"y": 0}}}]"#)
            == "$.timeline[0].placement: at t = 5.0 s the transition has already ended; a placement needs a running transition")
        #expect(error("", fps: 0) == "fps: 0.0 must be between 1 and 1000 frames per second")
        #expect(replacing(#""integrator": "exact""#, #""integrator": {"name": "gsl-rkf45", "parameters": {"absolute": -1}}"#)
            == "$.motion.integrator.parameters: Invalid tolerance.absolute = -1.0: must be a finite number at least 0.")
        #expect(scenarioError {
            _ = try ScenarioRunner(scenario: scenario(minimalScenario(collection: #""sections": [3], "bounds": {"width": 320, "height": 480}, "scrollTo": {"indexPath": [0, 7], "position": "top"}"#)))
        } == "$.collection.scrollTo: the layout has no attributes for cell [0, 7]")
    }

    @Test func touchesDriveAnExchangeControllerAtTheirTimes() throws {
        let runner = try ScenarioRunner(scenario: scenario(#"""
            {"collection": {"sections": [6], "bounds": {"width": 320, "height": 480}}, "from": {"name": "grid", "parameters": {"columns": 3}},
             "timeline": [{"at": 0.05, "touch": {"phase": "down", "cell": [0, 0]}},
                          {"at": 0.3, "touch": {"phase": "move", "cell": [0, 4]}},
                          {"at": 0.5, "touch": {"phase": "up"}}]}
            """#), framesPerSecond: 20)
        var frames: [ScenarioFrame] = []
        let summary = try runner.run { frames.append($0) }

        // The same gesture by hand, on an exchange controller over the same collection view.
        let view = try CollectionView(layout: GridLayout(configuration: .init(columns: 3)), dataCounts: try DataCounts([6]),
                                      boundsSize: Size(width: 320, height: 480))
        let delegate = ExchangeFixtureDelegate()
        let controller = try ExchangeController(collectionView: view, delegate: delegate, time: 0.05)
        let center = { (i: Int) in view.layout.attributes(for: .cell(IndexPath(section: 0, item: i)))!.center }
        try controller.touchDown(at: center(0), time: 0.05)
        for (k, frame) in frames.enumerated() where k >= 1 {
            let t = Double(k) / 20
            if t >= 0.3 && Double(k - 1) / 20 < 0.3 { try controller.advance(to: 0.3); try controller.touchMoved(to: center(4), time: 0.3) }
            if t >= 0.5 && Double(k - 1) / 20 < 0.5 { try controller.advance(to: 0.5); try controller.touchUp(time: 0.5) }
            if t > 0.05 { try controller.advance(to: t) }
            let layout = controller.layout
            #expect(frame.elements == layout.allElements.compactMap { layout.attributes(for: $0) }, "frame \(k)")
        }
        #expect(frames.contains { $0.elements.contains { $0.id == .decoration(.exchangeSnapshot, IndexPath(section: 0, item: 0)) } })
        #expect(summary.isSettled && summary.transitionCount == 0 && !controller.presentation.isAnimating)
        #expect(runner.exchangeController?.exchangeTransactionInProgress == false)

        #expect(scenarioError {
            _ = try ScenarioRunner(scenario: scenario(Self.text(#""timeline": [{"at": 0.1, "touch": {"phase": "down", "cell": [0, 0]}}]"#))).run { _ in }
        } == "$.timeline[0].touch: at t = 0.1 s a transition is running; exchange gestures need the collection view at rest")
        #expect(scenarioError {
            _ = try ScenarioRunner(scenario: scenario(#"{"collection": {"sections": [6], "bounds": {"width": 320, "height": 480}}, "from": "grid", "timeline": [{"at": 0.1, "touch": {"phase": "down", "cell": [0, 99]}}]}"#)).run { _ in }
        } == "$.timeline[0].touch.cell: the layout has no cell [0, 99]")
    }

    @Test func aRunnerRunsOnce() throws {
        let runner = try ScenarioRunner(scenario: scenario(Self.text()))
        _ = try runner.run { _ in }
        #expect(scenarioError { _ = try runner.run { _ in } } == "$: this runner has already run; make a new ScenarioRunner")
    }
}

/// An exchange delegate that accepts everything (the runner's own is internal).
final class ExchangeFixtureDelegate: ExchangeControllerDelegate {
    func exchangeController(_ controller: ExchangeController, didExchange indexPath1: CollectionLayout.IndexPath, with indexPath2: CollectionLayout.IndexPath) {}
    func exchangeControllerDidFinishExchangeEvent(_ controller: ExchangeController) {}
    func exchangeController(_ controller: ExchangeController, didFinishExchangeTransaction indexPath1: CollectionLayout.IndexPath, _ indexPath2: CollectionLayout.IndexPath) {}
    func exchangeControllerDidCancel(_ controller: ExchangeController) {}
}
