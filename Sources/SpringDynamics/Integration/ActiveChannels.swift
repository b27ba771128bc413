/// Raw access to the active slots of a ``ChannelBatch``, handed to an ``Integrator`` by
/// ``ChannelBatch/withActiveChannels(_:)``.
///
/// Every buffer has ``count`` elements, slot by slot, except ``auxiliary``
/// (``count`` × the batch's ``ChannelBatch/auxiliaryWidth``) and the per-spring tables
/// ``stiffnessPerMass`` and ``dampingPerMass``, indexed by ``springIndices``.
/// The channel in slot `i` obeys `x'' = −stiffnessPerMass[s]·(x − g(τ)) − dampingPerMass[s]·x'`
/// with `s = springIndices[i]`, where the target g(τ) = `targets[i] + targetVelocities[i]·τ` moves
/// linearly during the call (τ is the time since its start; the velocity is 0 unless set with
/// ``ChannelBatch/retarget(_:to:velocity:)``). In displacement coordinates y = x − g(τ) the system
/// stays autonomous: `y' = v − targetVelocities[i]`, `v' = −k/m·y − c/m·v`. An integrator that
/// honours moving targets calls ``ChannelBatch/advanceTargets(by:)`` after a successful call.
///
/// The buffers are valid only inside the closure.
public struct ActiveChannels {
    /// The number of active slots.
    public let count: Int
    /// Positions, which the integrator advances.
    public let positions: UnsafeMutableBufferPointer<Double>
    /// Velocities, which the integrator advances.
    public let velocities: UnsafeMutableBufferPointer<Double>
    /// Targets at the start of the call.
    public let targets: UnsafeBufferPointer<Double>
    /// The rate at which each target moves during the call (0 for a target that stands still).
    public let targetVelocities: UnsafeBufferPointer<Double>
    /// Whether any target moves (some ``targetVelocities`` entry is not 0).
    public let hasMovingTargets: Bool
    /// Each slot's index into the per-spring tables.
    public let springIndices: UnsafeBufferPointer<Int32>
    /// k/m per spring.
    public let stiffnessPerMass: UnsafeBufferPointer<Double>
    /// c/m per spring.
    public let dampingPerMass: UnsafeBufferPointer<Double>
    /// The springs themselves, for integrators that want more than k/m and c/m (the exact map).
    public let springs: UnsafeBufferPointer<Spring>
    /// The integrator's own per-slot storage; it moves with its channel when slots swap.
    public let auxiliary: UnsafeMutableBufferPointer<Double>

    @usableFromInline
    init(count: Int, positions: UnsafeMutableBufferPointer<Double>, velocities: UnsafeMutableBufferPointer<Double>,
         targets: UnsafeBufferPointer<Double>, targetVelocities: UnsafeBufferPointer<Double>, hasMovingTargets: Bool,
         springIndices: UnsafeBufferPointer<Int32>,
         stiffnessPerMass: UnsafeBufferPointer<Double>, dampingPerMass: UnsafeBufferPointer<Double>,
         springs: UnsafeBufferPointer<Spring>, auxiliary: UnsafeMutableBufferPointer<Double>) {
        self.count = count
        self.positions = positions
        self.velocities = velocities
        self.targets = targets
        self.targetVelocities = targetVelocities
        self.hasMovingTargets = hasMovingTargets
        self.springIndices = springIndices
        self.stiffnessPerMass = stiffnessPerMass
        self.dampingPerMass = dampingPerMass
        self.springs = springs
        self.auxiliary = auxiliary
    }
}

extension ChannelBatch {
    /// Calls `body` with raw buffers over the active slots. The integrator's writes to positions,
    /// velocities and auxiliary values do not count as outside changes (``generation`` stays).
    @inlinable
    public mutating func withActiveChannels<R, E: Error>(_ body: (ActiveChannels) throws(E) -> R) throws(E) -> R {
        let n = activeCount
        let w = auxiliaryWidth
        let moving = _movingTargetCount > 0
        // (Written out once if still empty: the pass reads one target velocity per slot.)
        _materializeTargetVelocities()
        forgetPassHints()
        // The integrator may write any position and velocity: a change log no longer covers them.
        invalidateChangeLog()
        // Each array is uniquely referenced here, so these accesses never copy.
        return try _positions.withUnsafeMutableBufferPointer { (p) throws(E) -> R in
            try _velocities.withUnsafeMutableBufferPointer { (v) throws(E) -> R in
                try _auxiliary.withUnsafeMutableBufferPointer { (aux) throws(E) -> R in
                    try _targets.withUnsafeBufferPointer { (t) throws(E) -> R in
                      try _targetVelocities.withUnsafeBufferPointer { (u) throws(E) -> R in
                        try _springIndices.withUnsafeBufferPointer { (s) throws(E) -> R in
                            try _springTable.stiffnessPerMass.withUnsafeBufferPointer { (k) throws(E) -> R in
                                try _springTable.dampingPerMass.withUnsafeBufferPointer { (c) throws(E) -> R in
                                    try _springTable.springs.withUnsafeBufferPointer { (springs) throws(E) -> R in
                                        try body(ActiveChannels(
                                            count: n,
                                            positions: UnsafeMutableBufferPointer(rebasing: p[0..<n]),
                                            velocities: UnsafeMutableBufferPointer(rebasing: v[0..<n]),
                                            targets: UnsafeBufferPointer(rebasing: t[0..<n]),
                                            targetVelocities: UnsafeBufferPointer(rebasing: u[0..<n]),
                                            hasMovingTargets: moving,
                                            springIndices: UnsafeBufferPointer(rebasing: s[0..<n]),
                                            stiffnessPerMass: k,
                                            dampingPerMass: c,
                                            springs: springs,
                                            auxiliary: UnsafeMutableBufferPointer(rebasing: aux[0..<(n * w)])))
                                    }
                                }
                            }
                        }
                      }
                    }
                }
            }
        }
    }

    /// Makes sure every slot has `width` auxiliary values for the integrator (negative widths
    /// count as 0). When the width changes, the values are zero-filled and ``generation``
    /// increases, so an integrator that keeps history in them (and was using another width, or
    /// shares the batch with another integrator) knows to start afresh. Allocates only when
    /// the width or the number of channels grows.
    public mutating func requireAuxiliary(width: Int) {
        let width = Swift.max(0, width)
        if width != auxiliaryWidth {
            auxiliaryWidth = width
            _auxiliary.removeAll(keepingCapacity: true)
            _auxiliary.append(contentsOf: repeatElement(0, count: count * width))
            generation &+= 1
        }
    }
}

extension ChannelBatch {
    /// ``withActiveChannels(_:)`` with the active channels' rest thresholds too, for integrators
    /// that check for rest in the same pass.
    mutating func withActiveChannelsAndThresholds<R, E: Error>(
        _ body: (ActiveChannels, SlotThresholds) throws(E) -> R
    ) throws(E) -> R {
        // Copies of the references: the arrays are not written in here, so nothing is copied.
        let indices = _restIndices, table = _restThresholds
        return try indices.withUnsafeBufferPointer { (i) throws(E) -> R in
            try table.withUnsafeBufferPointer { (t) throws(E) -> R in
                try withActiveChannels { (c) throws(E) -> R in try body(c, SlotThresholds(indices: i, table: t)) }
            }
        }
    }
}
