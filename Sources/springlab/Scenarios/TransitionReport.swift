import IntegratorLab
import SpringScenarios
import SpringTransitions

/// The statistics `springlab demo` prints about a scenario run, gathered frame by frame:
/// settle times, error against the closed form, and the cost of `advance(by:)`.
struct TransitionReport {
    /// Frames seen.
    private(set) var frameCount = 0
    /// Per element (in order of first appearance), the time of the first frame of its current
    /// settled streak, or `nil` while it moves.
    private var settledSince: [Double?] = []
    private var slot: [ElementID: Int] = [:]
    /// The largest |center − closed form| seen, in points, over cells whose center channel moved.
    private(set) var closedFormError = 0.0
    /// Why the closed form does not apply, when it does not.
    private(set) var closedFormUnavailable: String?
    private var closedFormFrames = 0
    private var firstTransition: SpringTransitionLayout?
    private var sawEvent = false
    private var advanceNanoseconds: [UInt64] = []
    private var cellCount = 0, headerCount = 0, otherCount = 0
    /// Per element slot, its pose in the previous frame (settling without a transition is the
    /// pose no longer changing).
    private var previousPose: [Pose?] = []

    /// What "still moving" compares when no transition drives an element.
    private struct Pose: Equatable {
        var center: Point, size: Size, alpha: Double, transform: AffineTransform
        init(_ a: LayoutAttributes) { center = a.center; size = a.size; alpha = a.alpha; transform = a.transform }
    }

    /// Adds one frame.
    mutating func add(_ frame: ScenarioFrame) {
        frameCount += 1
        if frame.index > 0, let ns = frame.advanceNanoseconds { advanceNanoseconds.append(ns) }
        if frame.index == 0 {
            firstTransition = frame.transition
            for a in frame.elements {
                switch a.id.category {
                case .cell: cellCount += 1
                case .supplementary(.header): headerCount += 1
                default: otherCount += 1
                }
            }
        }
        if !frame.events.isEmpty { sawEvent = true }
        for a in frame.elements {
            // An element moves with a running spring transition's animation, or while an eased or
            // interactive transition (which has no springs) reports progress.
            let i: Int
            if let known = slot[a.id] {
                i = known
            } else {
                i = settledSince.count
                slot[a.id] = i
                settledSince.append(nil)
                previousPose.append(nil)
            }
            // Without a transition (scroll physics, a springy layout, an exchange), an element has
            // settled once its pose stops changing from frame to frame.
            let pose = Pose(a)
            let settled: Bool
            if let t = frame.transition, t.state == .running {
                settled = t.animation(for: a.id)?.isSettled ?? true
            } else if frame.progress != nil {
                settled = false
            } else if let animation = frame.transition?.animation(for: a.id) {
                settled = animation.isSettled
            } else {
                settled = previousPose[i].map { $0 == pose } ?? true
            }
            previousPose[i] = pose
            if !settled {
                settledSince[i] = nil
            } else if settledSince[i] == nil {
                settledSince[i] = frame.time
            }
        }
        compareWithClosedForm(frame)
    }

    /// Compares every moving cell center with the closed form `to + (from − to)·x(t)`, x from
    /// displacement 1 at rest: exact for animations without delay or initial velocity, until the
    /// first timeline event.
    private mutating func compareWithClosedForm(_ frame: ScenarioFrame) {
        guard closedFormUnavailable == nil else { return }
        if sawEvent || frame.transition !== firstTransition {
            if closedFormFrames == 0 { closedFormUnavailable = "n/a: the timeline changes the transition at once" }
            return
        }
        guard let transition = frame.transition else {
            closedFormUnavailable = frame.progress == nil ? Self.noTransition : "n/a: an eased or interactive transition (no springs)"
            return
        }
        closedFormFrames += 1
        for pose in frame.elements where pose.id.isCell {
            guard let a = transition.animation(for: pose.id) else { continue }
            guard a.delay == 0, a.initialVelocity == .zero else {
                closedFormUnavailable = "n/a: the provider delays or flings elements (the closed form here assumes neither)"
                return
            }
            for (channel, value, from, to) in [(AnimationChannel.centerX, pose.center.x, a.from.center.x, a.to.center.x),
                                               (.centerY, pose.center.y, a.from.center.y, a.to.center.y)]
            where a.isMoving(channel) {
                let x = a.springs[channel].state(at: frame.time, displacement: 1, velocity: 0).displacement
                closedFormError = Swift.max(closedFormError, abs(value - (to + (from - to) * x)))
            }
        }
    }

    /// The summary lines; `timing` adds the per-frame cost line.
    func lines(scenario: Scenario, summary: ScenarioSummary, fps: Double, timing: Bool) -> [String] {
        let c = scenario.collection
        let items = c.sections.reduce(0, +)
        var lines: [String] = []
        lines.append("scenario     \(scenario.name ?? "unnamed"): \(items) items in \(c.sections.count) section\(c.sections.count == 1 ? "" : "s"), "
                     + "\(shortNumber(c.bounds.width)) × \(shortNumber(c.bounds.height)) pt, "
                     + (scenario.to.map { "\(scenario.from.name) → \($0.name)" } ?? "\(scenario.from.name), no transition at the start")
                     + (scenario.timeline.isEmpty ? "" : ", \(scenario.timeline.count) event\(scenario.timeline.count == 1 ? "" : "s")"))
        let eased: String
        switch scenario.motion.easing {
        case .named(let name)?: eased = "easing \(name)"
        case let .cubicBezier(x1, y1, x2, y2)?: eased = "easing cubicBezier(\(shortNumber(x1)), \(shortNumber(y1)), \(shortNumber(x2)), \(shortNumber(y2)))"
        case nil: eased = "easing quadraticInOut"
        }
        let kind = scenario.motion.duration.map { "\(eased) over \(shortNumber($0)) s" } ?? "provider \(scenario.motion.provider.name)"
        if summary.transitionCount > 0 {
            lines.append("motion       \(kind), integrator \(summary.integratorName), "
                         + "time step \(Self.seconds(scenario.motion.timeStep)), \(shortNumber(fps)) fps")
        } else {
            let movers = scenario.springy.map {
                "a springy layout (attachments \(shortNumber($0.frequency)) Hz, damping ratio \(shortNumber($0.dampingRatio)), "
                    + "resistance \(shortNumber($0.resistance)), gsl-rkf45)"
            } ?? "elements move by the timeline's events"
            lines.append("motion       no layout transition ran; \(movers), \(shortNumber(fps)) fps")
        }
        lines.append("frames       \(summary.frameCount) frames over \(formatted(summary.duration, "%.3f")) s"
                     + (summary.isSettled ? ", all at rest" : ", stopped at maxDuration before coming to rest"))
        var kinds = ["\(cellCount) cells"]
        if headerCount > 0 { kinds.append("\(headerCount) headers") }
        if otherCount > 0 { kinds.append("\(otherCount) others") }
        lines.append("elements     \(cellCount + headerCount + otherCount) at the start: \(kinds.joined(separator: ", "))")
        let times = settleTimes.sorted()
        if let first = times.first, let last = times.last {
            let median = times.count % 2 == 1 ? times[times.count / 2] : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
            lines.append("settle time  min \(formatted(first, "%.3f")) s, median \(formatted(median, "%.3f")) s, max \(formatted(last, "%.3f")) s "
                         + "over \(times.count) elements (first frame from which each "
                         + (summary.transitionCount > 0 ? "element's animation is settled)" : "element stays still)"))
        }
        let s = summary.statistics
        if summary.transitionCount > 0 {
            lines.append("integrator   \(summary.integratorName): \(s.acceptedSteps) steps, \(s.rejectedSteps) rejected, "
                         + "\(s.functionEvaluations) f evals, \(s.jacobianEvaluations) J evals")
        }
        if let s = summary.springyStatistics {
            lines.append("springy      gsl-rkf45: \(s.acceptedSteps) steps, \(s.rejectedSteps) rejected, "
                         + "\(s.functionEvaluations) f evals (the springy layout's simulation)")
        }
        if let reason = closedFormUnavailable {
            let started = reason == Self.noTransition && summary.transitionCount > 0
            lines.append("error        " + (started ? "n/a: the transitions start on the timeline (the closed form here covers one from frame 0)" : reason))
        } else {
            lines.append("error        \(formatted(closedFormError, "%.2e")) pt: max |center − closed form| over \(closedFormFrames) frames "
                         + "and the moving cells (closed form: to + (from − to)·x(t), x from 1 at rest)")
        }
        if timing, !advanceNanoseconds.isEmpty {
            let us = advanceNanoseconds.map { Double($0) / 1000 }
            let mean = us.reduce(0, +) / Double(us.count)
            lines.append("cost         mean \(formatted(mean, "%.1f")) µs, max \(formatted(us.max() ?? 0, "%.1f")) µs per frame (advance(by:) only)")
        }
        return lines
    }

    /// The error line's reason when frame 0 has no transition.
    static let noTransition = "n/a: no transition"

    /// A duration as `1/120 s` when it is the reciprocal of a whole number, else `0.005 s`.
    static func seconds(_ t: Double) -> String {
        let n = (1 / t).rounded()
        return n >= 2 && abs(1 / n - t) <= 1e-12 * t ? "1/\(Int(n)) s" : "\(shortNumber(t)) s"
    }

    /// Per element, the time from which it stayed settled (elements still moving at the end are left out).
    var settleTimes: [Double] { settledSince.compactMap { $0 } }
}
