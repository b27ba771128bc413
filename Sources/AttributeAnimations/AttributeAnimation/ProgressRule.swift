/// How an animation measures its progress (see ``AttributeAnimation/progress``).
package enum ProgressRule {
    /// Projection onto the from → to vector of (centerX, centerY, width, height): progress is
    /// Σ weights[k] · (x_k − from_k) with weights[k] = Δ_k / |Δ|².
    case geometric(InlineArray<4, Double>)
    /// (x − from) / (to − from) of one channel (index into the table).
    case channel(Int)
    /// Nothing travels: progress is 1.
    case complete
}

extension ProgressRule {
    /// The rule of an animation whose center and size travel `delta` (target − start, in
    /// ``StandardChannel`` order) and whose slots, in table order, travel `slots` (target − start)
    /// with the given rest displacements: geometric along `delta` unless it is zero (or too small
    /// to square); else the slot travelling farthest relative to its rest threshold; else complete.
    package static func make(delta: InlineArray<4, Double>,
                     slots: some Sequence<(travel: Double, restDisplacement: Double)>) -> ProgressRule {
        geometric(delta: delta) ?? farthest(slots)
    }

    /// The geometric rule along `delta` (see ``make(delta:slots:)``), or `nil` when `delta` is
    /// zero or too small to square. Not generic: callers in other modules try it first, so that a
    /// moving cell's rule costs no generic call.
    package static func geometric(delta: InlineArray<4, Double>) -> ProgressRule? {
        var squared = 0.0
        for k in 0..<4 { squared += delta[k] * delta[k] }
        guard squared > 0 else { return nil }
        var u = delta
        for k in 0..<4 { u[k] /= squared }
        return .geometric(u)
    }

    /// The rule of ``make(delta:slots:)`` when the geometric one does not apply: the slot
    /// travelling farthest relative to its rest threshold, else complete.
    package static func farthest(_ slots: some Sequence<(travel: Double, restDisplacement: Double)>) -> ProgressRule {
        var best = -1
        var bestTravel = 0.0
        for (j, slot) in slots.enumerated() where slot.travel != 0 {
            let travel = Swift.abs(slot.travel) / Swift.max(slot.restDisplacement, .leastNormalMagnitude)
            if travel > bestTravel {
                best = j
                bestTravel = travel
            }
        }
        return best >= 0 ? .channel(best) : .complete
    }
}
