import SpringTransitions

extension KeyframeExport {
    /// Plays `scenario` on the transition's own clock (one frame per ``ScenarioMotion/timeStep``,
    /// each event at its instant) and exports certified keyframes of every element and of the
    /// content offset (see ``KeyframeRecorder``). The scenario's integrator is kept: its clock steps
    /// are recorded, so a non-exact integrator's deviations from the closed form are counted.
    ///
    /// - Throws: ``KeyframeError`` when an event is not on the clock grid (`timeline[i].at`), the
    ///   scenario shows anything but a spring transition (eased, interactive, exchange, scroll,
    ///   springy, layout-transition events), the element set changes (batch updates) or an
    ///   element has a transform; ``ScenarioError`` for an invalid scenario or a failing run.
    public init(scenario: Scenario, registry: PluginRegistry = .standard, tolerance: KeyframeTolerance = .default) throws {
        try self.init(scenario: scenario, registry: registry, tolerance: tolerance, threads: .automatic)
    }

    /// ``init(scenario:registry:tolerance:)`` planning the element tracks on `threads` (the
    /// result is the same, bit for bit, in every mode).
    public init(scenario: Scenario, registry: PluginRegistry = .standard, tolerance: KeyframeTolerance = .default,
                 threads: KeyframeRecorder.Threads) throws {
        let h = scenario.motion.timeStep
        let fps = 1 / h
        guard fps >= ScenarioLimits.minimumFramesPerSecond, fps <= ScenarioLimits.maximumFramesPerSecond else {
            throw KeyframeError(parameter: "motion.timeStep", message: "keyframe export records every clock step: motion.timeStep \(h) s must be between 1 ms and 1 s")
        }
        for (i, event) in scenario.timeline.enumerated() {
            let steps = event.time / h
            guard abs(steps - steps.rounded()) <= 1e-6 else {
                throw KeyframeError(parameter: "timeline[\(i)].at", message: "keyframe export needs every event on the clock grid: timeline[\(i)].at is \(event.time) s, not a multiple of motion.timeStep (\(h) s)")
            }
        }
        let runner = try ScenarioRunner(scenario: scenario, registry: registry, framesPerSecond: fps)
        var recorder = KeyframeRecorder(tolerance: tolerance)
        recorder.threads = threads
        _ = try runner.run { frame in
            guard let transition = frame.transition, runner.node == nil, runner.exchangeController == nil,
                  runner.scrollDriver == nil, runner.springyLayout == nil,
                  !(runner.collectionView.layout is EasedTransitionLayout), runner.collectionView.interactiveTransition == nil else {
                throw KeyframeError(parameter: "scenario", message: "keyframe export covers spring transitions and their retargets; \(scenario.name ?? "this scenario") shows something else at t = \(frame.time) s")
            }
            try recorder.record(transition, poses: frame.elements, at: frame.time, event: !frame.events.isEmpty)
        }
        self = recorder.export()
    }
}
