import SpringDynamics

extension IntegratorProblem {
    /// The reference state at ``endTime``.
    public func referenceEndState() throws -> [Double] {
        switch reference {
        case .exact(let solution): solution(endTime)
        case .endState(let state, _): state
        case .computed(_, _, let states): try states([endTime])[0]
        }
    }

    /// The reference states at `times` (finite, increasing, inside the span), or `nil` when the
    /// reference is only an end state.
    public func referenceStates(at times: [Double]) throws -> [[Double]]? {
        switch reference {
        case .exact(let solution): times.map(solution)
        case .endState: nil
        case .computed(_, _, let states): try states(times)
        }
    }

    /// The error of `state` against `reference` by the problem's ``errorNorm``.
    public func error(_ state: [Double], _ reference: [Double]) -> Double {
        errorNorm.error(state, reference)
    }

    /// `count` equally spaced sample times after the start, the last one the end time.
    public func sampleTimes(count: Int) -> [Double] {
        guard count > 0 else { return [] }
        return (1...count).map { $0 == count ? endTime : startTime + duration * Double($0) / Double(count) }
    }
}
