extension ChannelBatch {
    /// What `integrator` is estimated to spend advancing the active channels once by `dt`: the sum
    /// of ``Integrator/workEstimate(for:over:)`` over the active channels, stability-limited when
    /// any channel's spring is. O(active channels), with one small array of per-spring estimates.
    public func workEstimate(for integrator: some Integrator, over dt: Double) -> WorkEstimate {
        var perSpring = [WorkEstimate?](repeating: nil, count: _springTable.springs.count)
        var total = WorkEstimate.zero
        for slot in 0..<activeCount {
            let s = Int(_springIndices[slot])
            let e = perSpring[s] ?? integrator.workEstimate(for: _springTable.springs[s], over: dt)
            perSpring[s] = e
            total.evaluations += e.evaluations
            total.isStabilityLimited = total.isStabilityLimited || e.isStabilityLimited
        }
        return total
    }

    /// The spring of the active channels with the largest ``Spring/fastestRate``, or `nil` when no
    /// channel is active.
    public var stiffestActiveSpring: Spring? {
        var best: Spring?
        for slot in 0..<activeCount {
            let s = _springTable.springs[Int(_springIndices[slot])]
            if best.map({ s.fastestRate > $0.fastestRate }) ?? true { best = s }
        }
        return best
    }
}
