import SpringTransitions

// The work budget: a run whose estimated cost is absurd is refused before its first frame.

extension ScenarioRunner {
    /// Refuses `transition` when integrating it to ``Scenario/maxDuration`` is estimated to cost
    /// more than ``maximumWork`` evaluations.
    ///
    /// The message names the field whose value is furthest from a typical scenario's (a 10 s
    /// ``Scenario/maxDuration``, a 1/120 s time step, 1,000 moving channels, 6 evaluations per
    /// channel and step as rkf45 takes on a soft spring), gives the estimate and its factors, and
    /// for a spring too stiff for an explicit stepper suggests an implicit stepper or the exact
    /// integrator.
    func checkWork(of transition: SpringTransitionLayout) throws(ScenarioError) {
        let dt = configuration.timeStep
        let steps = Swift.max(1, ((scenario.maxDuration - time) / dt).rounded(.up))
        let perStep = transition.workEstimate(over: dt)
        let total = steps * perStep.evaluations
        guard total > maximumWork else { return }
        let channels = Swift.max(1, transition.activeChannelCount)
        let perChannel = perStep.evaluations / Double(channels)
        let factors: [(path: String, factor: Double)] = [
            ("$.motion.integrator", perChannel / 6),
            ("$.motion.timeStep", (1.0 / 120) / dt),
            ("$.maxDuration", scenario.maxDuration / 10),
            ("$.collection.sections", Double(channels) / 1_000),
        ]
        var path = factors.max { $0.factor < $1.factor }?.path ?? "$"
        var message = "estimated work \(Self.short(total)) evaluations (\(Self.short(steps)) steps of \(Self.short(dt)) s × "
            + "\(channels) moving channels × \(Self.short(perChannel)) evaluations per channel and step) exceeds the budget of "
            + "\(Self.short(maximumWork)); raise it with --max-work (ScenarioRunner.maximumWork)"
        if perStep.isStabilityLimited, let spring = transition.stiffestActiveSpring {
            path = scenario.motion.providerPath
            message += "; a spring with k = \(Self.short(spring.stiffness)), c = \(Self.short(spring.damping)) "
                + "(fastest rate \(Self.short(spring.fastestRate))/s) is too stiff for the explicit \(transition.integrator.name): "
                + "use an implicit stepper (gsl-msbdf, gsl-rk4imp, gsl-bsimp) or the exact integrator"
        }
        throw ScenarioError(path: path, message: message)
    }

    /// What one element of one frame counts as in the work budget, in evaluations: building its
    /// attributes and handing them over (the CLI writes a record each).
    public static let frameElementWork = 20.0

    /// Refuses a scenario whose frames alone, `ceil(maxDuration × fps) + 1` of them with every
    /// element of the `from` layout, would cost more than ``maximumWork`` (at
    /// ``frameElementWork`` each). The message names the largest factor against a typical
    /// scenario (60 fps, 10 s, 1,000 elements).
    func checkFrameWork() throws(ScenarioError) {
        let frames = (scenario.maxDuration * framesPerSecond).rounded(.up) + 1
        let elements = Double(Swift.max(1, collectionView.layout.allElements.count))
        let total = frames * elements * Self.frameElementWork
        guard total > maximumWork else { return }
        let factors: [(path: String, factor: Double)] = [
            ("$.fps", framesPerSecond / 60), ("$.maxDuration", scenario.maxDuration / 10), ("$.collection.sections", elements / 1_000),
        ]
        let path = factors.max { $0.factor < $1.factor }?.path ?? "$"
        throw ScenarioError(path: path, message: "estimated work \(Self.short(total)) evaluations (\(Self.short(frames)) frames × "
            + "\(Int(elements)) elements × \(Int(Self.frameElementWork)) per element) exceeds the budget of \(Self.short(maximumWork)); "
            + "raise it with --max-work (ScenarioRunner.maximumWork)")
    }

    /// `value` with 3 significant digits: `1200`, `0.00833`, `34900`, `2.46e+12` (exponent form
    /// from 10⁶ and below 10⁻³).
    static func short(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        guard value != 0 else { return "0" }
        var exponent = 0
        var mantissa = abs(value)
        while mantissa >= 10 { mantissa /= 10; exponent += 1 }
        while mantissa < 1 { mantissa *= 10; exponent -= 1 }
        var digits = Int((mantissa * 100).rounded())          // 100...1000
        if digits == 1000 { digits = 100; exponent += 1 }
        let sign = value < 0 ? "-" : ""
        var text = String(digits)
        while text.count > 1 && text.hasSuffix("0") { text.removeLast() }
        if exponent >= 6 || exponent < -3 {
            let m = text.count == 1 ? text : "\(text.first!).\(text.dropFirst())"
            return "\(sign)\(m)e\(exponent >= 0 ? "+" : "")\(exponent)"
        }
        if exponent < 0 { return sign + "0." + String(repeating: "0", count: -exponent - 1) + text }
        if text.count <= exponent + 1 { return sign + text + String(repeating: "0", count: exponent + 1 - text.count) }
        return sign + String(text.prefix(exponent + 1)) + "." + String(text.dropFirst(exponent + 1))
    }
}
