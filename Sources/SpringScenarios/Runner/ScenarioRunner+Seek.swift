import SpringTransitions

// The `seek` event: the scenario placed back at an earlier instant by replaying it.

extension ScenarioRunner {
    /// Places everything at the state it had at scenario time `target`: a fresh runner replays the
    /// scenario with the events before this one that are due by `target` (engine states on the clock
    /// grid do not depend on how time is cut into frames, so the replayed state is the one the run
    /// had there), and this runner adopts its collection view and transition. Frames go on in
    /// scenario time; the transition's clock goes on from `target`.
    ///
    /// - Throws: ``ScenarioError`` at `path` when the scenario uses exchange, scroll, springy or
    ///   layout-transition features (their clocks are absolute), or when the replay fails.
    func seek(to target: Double, index: Int, path: String) throws(ScenarioError) {
        if exchangeController != nil || scrollDriver != nil || springyLayout != nil || node != nil {
            throw ScenarioError(path: path, message: "seek supports spring, eased and interactive transitions; this scenario has exchange, scroll, springy or layout-transition events")
        }
        var replayed = scenario
        replayed.timeline = scenario.timeline.prefix(index).filter { $0.time <= target }
        let replay = try ScenarioRunner(scenario: replayed, registry: registry, framesPerSecond: framesPerSecond)
        replay.maximumWork = maximumWork
        try replay.start()
        do {
            _ = try replay.applyEvents(upTo: 0)
            while replay.nextEvent < replayed.timeline.count {
                _ = try replay.advance(to: replayed.timeline[replay.nextEvent].time)
                try replay.apply(replayed.timeline[replay.nextEvent], index: replay.nextEvent)
                replay.nextEvent += 1
            }
            _ = try replay.advance(to: target)
        } catch let error as ScenarioError {
            throw ScenarioError(path: path, message: "replaying to \(target) s: \(error)")
        } catch {
            throw ScenarioError(path: path, message: "replaying to \(target) s: \(error)")
        }
        retiredStatistics = retiredStatistics + (transition?.integrator.statistics ?? .zero)
        collectionView = replay.collectionView
        transition = replay.transition
        transitionCount += 1
    }
}
