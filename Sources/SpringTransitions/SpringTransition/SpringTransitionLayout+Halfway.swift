// The halfway switch of zIndex and isHidden: each element is checked on the clock steps at which
// its progress could first reach 0.5, not on every step.

extension SpringTransitionLayout {
    /// Switches zIndex and isHidden of the elements whose grid progress reached 0.5 on this step.
    /// Only the elements due now are checked (see ``HalfwayQueue``); the result is the same as
    /// checking every waiting element on every step.
    func switchHalfway() {
        while let due = halfwayQueue.nextStep, due <= clock.stepCount {
            let entry = halfwayQueue.popFirst()
            let a = elements.object(ofEntry: Int(entry))
            if a.isWaiting {
                halfwayQueue.push(entry, dueAt: Swift.max(clock.stepCount + 1, clock.firstStep(notBefore: a.startTime) - 1))
                continue
            }
            let p = progress(of: a, presented: false)
            if p >= 0.5 {
                a.hasPassedHalfway = true
            } else {
                halfwayQueue.push(entry, dueAt: clock.stepCount + stepsBeforeHalfway(of: a, progress: p))
            }
        }
    }

    /// How many clock steps from now `a`'s grid progress (now `p` < 0.5) certainly stays below 0.5:
    /// at least 1. Under ``ExactIntegrator`` the channels follow their springs exactly, and a
    /// damped spring's energy ½v² + ½ω²(x − target)² never grows, so each channel's speed stays
    /// below √(v² + ω²(x − target)²) and the progress moves at most Σ |∂p/∂x|·that per second; the
    /// count is 99 % of the time that takes to cover 0.5 − p. Other integrators: 1 (every step).
    func stepsBeforeHalfway(of a: AttributeAnimation, progress p: Double) -> Int {
        guard sums.isExact else { return 1 }
        var rate = 0.0
        func add(_ c: AnimatedChannel, _ coefficient: Double) {
            let id = c.id
            guard store.isActive(id) else { return }
            let spring = store.spring(of: id)
            guard spring.damping >= 0 else {
                rate = .infinity
                return
            }
            let d = store.position(of: id) - store.target(of: id), v = store.velocity(of: id)
            let w = spring.naturalFrequency * d
            rate += Swift.abs(coefficient) * (v * v + w * w).squareRoot()
        }
        switch a.progressRule {
        case .complete:
            return 1
        case .geometric(let u):
            for k in 0..<4 where u[k] != 0 { add(a.table[Int(a.standardSlot[k])], u[k]) }
        case .channel(let j):
            let c = a.table[j]
            add(c, 1 / (c.to - c.from))
        }
        // Resting channels: the progress cannot change until a retarget rebuilds the queue.
        guard rate > 0 else { return 1 << 40 }
        let steps = 0.99 * (0.5 - p) / (rate * configuration.timeStep)
        guard steps.isFinite, steps >= 1 else { return 1 }
        return Int(Swift.min(steps, 1e12))
    }
}
