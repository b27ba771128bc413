import SpringTransitions

extension SteppingProblem {
    /// The problem's springs as ``Spring`` values (m = 1, so k/m and c/m are exactly the
    /// problem's coefficients).
    var springValues: [Spring] {
        zip(stiffnessPerMass, dampingPerMass).map { try! Spring(mass: 1, stiffness: $0, damping: $1) }
    }

    /// A batch holding the problem's channels in order: every channel is displaced, so every
    /// one is active and slot `i` holds channel `i`, as in the C kernels' arrays.
    func makeBatch() -> ChannelBatch {
        var batch = ChannelBatch()
        batch.reserveCapacity(position.count)
        let springs = springValues
        for i in position.indices {
            try! batch.addChannel(position: position[i], velocity: velocity[i], target: target[i], spring: springs[Int(springIndex[i])])
        }
        precondition(batch.activeCount == batch.count, "every channel of the problem must be active")
        return batch
    }

    /// The state in the C GSL driver's layout: (x_0 − target_0, v_0, x_1 − target_1, v_1, …).
    var displacementState: [Double] {
        var y = [Double](repeating: 0, count: 2 * position.count)
        for i in position.indices {
            y[2 * i] = position[i] - target[i]
            y[2 * i + 1] = velocity[i]
        }
        return y
    }
}

/// A batch kept across a benchmark's samples, with the problem's initial state to put back
/// before each sample (outside the measured region), so every sample measures the same frame
/// of a fresh transition rather than an ever more settled batch.
final class BatchFixture {
    let problem: SteppingProblem
    var batch: ChannelBatch

    init(cells: Int) {
        problem = SteppingProblem(channels: cells * channelsPerCell)
        batch = problem.makeBatch()
    }

    /// Writes the initial positions and velocities back in place (no allocation, slots never
    /// move because nothing settles) and, if `asNewTransition`, retargets channel 0 to its own
    /// target, which bumps the batch's generation as the start of a transition does.
    func restore(asNewTransition: Bool) {
        let problem = self.problem
        problem.position.withUnsafeBufferPointer { x in
            problem.velocity.withUnsafeBufferPointer { v in
                batch.withActiveChannels { c in
                    for i in 0..<c.count {
                        c.positions[i] = x[i]
                        c.velocities[i] = v[i]
                    }
                }
            }
        }
        if asNewTransition { try! batch.retarget(ChannelID(rawValue: 0), to: problem.target[0]) }
    }
}
