/// Advances every channel with its spring's exact one-step map Φ(dt) (the closed form of
/// ``Spring/stepMatrix(for:)``), so the result is exact for any `dt` up to rounding, at any
/// frame rate, and the cost is four multiply–adds per channel.
///
/// The map is applied as an increment, `x += (Φ − I)·(x − target, v)`, with the diagonal of
/// Φ − I computed directly (from `expm1` and half-angle forms) rather than as `Φ₁₁ − 1`. Storing
/// Φ itself would round its near-1 diagonal the same way every frame, and that bias compounds:
/// after 100,000 frames of 1/120 s a slow spring drifts by about 1e-11 of its motion. In
/// increment form only the unbiased rounding of each frame's addition remains (measured: below
/// 1e-12 relative after 100,000 frames in every regime).
///
/// The map is computed once per distinct spring and step size and cached, so steady-state
/// frames allocate nothing. This is the integrator to use when all you need is springs; the
/// others exist to be compared with it, and to integrate systems without a closed form.
///
/// |Φ| ≤ 1 in the energy norm for every damped spring, so positions and velocities stay finite,
/// except near the overflow threshold: there a frame whose result would not be finite throws
/// ``IntegratorError/nonFiniteResult(channel:)`` and leaves the batch unchanged, as every other
/// integrator does. A bound checked before each frame (the largest |x|, |target|, |v| against the
/// largest entry of Φ − I) keeps the usual frame free of any copy.
public struct ExactIntegrator: Integrator {
    /// `"exact"`.
    public var name: String { "exact" }
    /// One accepted step per call; no function evaluations.
    public private(set) var statistics = IntegrationStatistics.zero

    @usableFromInline var increments: [SpringStepIncrement] = []
    @usableFromInline var cachedSprings: [Spring] = []
    @usableFromInline var cachedStep = Double.nan
    /// The largest |entry| of the cached maps Φ − I (infinite when one is not finite).
    var largestIncrement = 0.0
    /// The state before a frame that may overflow, to put back if it did.
    var backup = StateBackup()

    /// Creates the integrator.
    public init() {}

    /// Advances the active channels of `batch` by `dt` seconds.
    ///
    /// - Throws: ``IntegratorError/invalidTimeStep(_:)`` for a negative or non-finite `dt`;
    ///   ``IntegratorError/nonFiniteResult(channel:)`` when a new position or velocity would not be
    ///   finite (states near the overflow threshold, such as |position − target| near 1e308, or a
    ///   map Φ(dt) that overflows, such as k = 1e300 with dt = 1e300), with the batch unchanged.
    public mutating func advance(_ batch: inout ChannelBatch, by dt: Double) throws {
        try IntegratorError.check(dt)
        refreshIncrements(for: batch, step: dt)
        // The fast path cannot overflow: every |x|, |target|, |v| ≤ M and every entry of Φ − I is
        // at most E in magnitude, so |x − target| ≤ 2M and each new value is at most M + 3·E·M.
        let bound = batch.withActiveChannels { c in Self.largestMagnitude(c) }
        let safe = bound.isFinite && largestIncrement.isFinite
            && bound * (1 + 3 * largestIncrement) < Double.greatestFiniteMagnitude / 2
        if safe {
            applyIncrements(&batch)
        } else {
            batch.withActiveChannels { c in backup.save(c) }
            applyIncrements(&batch)
            let bad = batch.withActiveChannels { c -> Int? in
                guard let bad = StateBackup.firstNonFinite(c) else { return nil }
                backup.restore(c)
                return bad
            }
            if let bad { throw IntegratorError.nonFiniteResult(channel: batch.channel(inSlot: bad)) }
        }
        statistics.acceptedSteps += 1
    }

    /// x += (Φ − I)·(x − target, v) for every active channel.
    mutating func applyIncrements(_ batch: inout ChannelBatch) {
        increments.withUnsafeBufferPointer { phi in
            batch.withActiveChannels { c in
                guard c.count > 0 else { return }
                let positions = c.positions.baseAddress.unsafelyUnwrapped, velocities = c.velocities.baseAddress.unsafelyUnwrapped
                let targets = c.targets.baseAddress.unsafelyUnwrapped, springs = c.springIndices.baseAddress.unsafelyUnwrapped
                for i in 0..<c.count {
                    let m = phi[Int(springs[i])]
                    let x = positions[i], v = velocities[i]
                    let d = x - targets[i]
                    positions[i] = x + (m.d11 * d + m.a12 * v)
                    velocities[i] = v + (m.a21 * d + m.d22 * v)
                }
            }
        }
    }

    /// The largest |position|, |target| or |velocity| of the active channels (NaN propagates as
    /// a non-finite result).
    static func largestMagnitude(_ c: ActiveChannels) -> Double {
        var m = 0.0
        for i in 0..<c.count {
            m = Swift.max(m, Swift.max(Swift.abs(c.positions[i]), Swift.max(Swift.abs(c.targets[i]), Swift.abs(c.velocities[i]))))
        }
        return m
    }

    mutating func refreshIncrements(for batch: ChannelBatch, step: Double) {
        if step == cachedStep && batch.springs == cachedSprings { return }
        cachedStep = step
        cachedSprings.removeAll(keepingCapacity: true)
        cachedSprings.append(contentsOf: batch.springs)
        increments.removeAll(keepingCapacity: true)
        largestIncrement = 0
        for spring in cachedSprings {
            let m = SpringStepIncrement(spring, step: step)
            increments.append(m)
            largestIncrement = Swift.max(largestIncrement, Swift.max(Swift.max(Swift.abs(m.d11), Swift.abs(m.a12)),
                                                                     Swift.max(Swift.abs(m.a21), Swift.abs(m.d22))))
            if !(m.d11.isFinite && m.a12.isFinite && m.a21.isFinite && m.d22.isFinite) { largestIncrement = .infinity }
        }
    }
}
