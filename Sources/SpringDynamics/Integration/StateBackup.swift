/// A copy of the active positions and velocities that a fixed-step integrator takes before a
/// frame, so that it can put them back if the frame produced a non-finite value (an unstable
/// step size) and throw with the batch unchanged.
///
/// The storage grows to the largest batch seen and is reused, so steady-state frames do not
/// allocate.
struct StateBackup {
    private var values: [Double] = []

    /// Copies `c`'s positions and velocities.
    mutating func save(_ c: ActiveChannels) {
        values.removeAll(keepingCapacity: true)
        values.append(contentsOf: UnsafeBufferPointer(c.positions))
        values.append(contentsOf: UnsafeBufferPointer(c.velocities))
    }

    /// Writes the saved positions and velocities back into `c` (the same slots as saved).
    func restore(_ c: ActiveChannels) {
        let n = c.count
        values.withUnsafeBufferPointer { saved in
            for i in 0..<n {
                c.positions[i] = saved[i]
                c.velocities[i] = saved[n + i]
            }
        }
    }

    /// The slot of the first non-finite position or velocity in `c`, or `nil`; with
    /// `targetsAfter`, also of a target that would not be finite once moved along its velocity
    /// for that long.
    static func firstNonFinite(_ c: ActiveChannels, targetsAfter dt: Double? = nil) -> Int? {
        for i in 0..<c.count where !(c.positions[i].isFinite && c.velocities[i].isFinite) { return i }
        if let dt, c.hasMovingTargets {
            for i in 0..<c.count where !(c.targets[i] + c.targetVelocities[i] * dt).isFinite { return i }
        }
        return nil
    }
}
