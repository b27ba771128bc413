/// Advances every channel with its spring's exact one-step map Φ(dt) (``Spring/stepMatrix(for:)``):
/// the closed-form solution, so the result is exact for any `dt` up to rounding, at any frame
/// rate, and the cost is four multiply–adds per channel.
///
/// Φ is computed once per distinct spring and step size and cached, so steady-state frames
/// allocate nothing. This is the integrator to use when all you need is springs; the others
/// exist to be compared with it, and to integrate systems without a closed form.
public struct ExactIntegrator: Integrator {
    /// `"exact"`.
    public var name: String { "exact" }
    /// One accepted step per call; no function evaluations.
    public private(set) var statistics = IntegrationStatistics.zero

    @usableFromInline var matrices: [SpringStepMatrix] = []
    @usableFromInline var cachedSprings: [Spring] = []
    @usableFromInline var cachedStep = Double.nan

    /// Creates the integrator.
    public init() {}

    /// Advances the active channels of `batch` by `dt` seconds.
    ///
    /// - Throws: ``IntegratorError/invalidTimeStep(_:)`` for a negative or non-finite `dt`.
    public mutating func advance(_ batch: inout ChannelBatch, by dt: Double) throws {
        try IntegratorError.check(dt)
        refreshMatrices(for: batch.springs, step: dt)
        matrices.withUnsafeBufferPointer { phi in
            batch.withActiveChannels { c in
                for i in 0..<c.count {
                    let m = phi[Int(c.springIndices[i])]
                    let target = c.targets[i]
                    let d = c.positions[i] - target
                    let v = c.velocities[i]
                    c.positions[i] = target + (m.a11 * d + m.a12 * v)
                    c.velocities[i] = m.a21 * d + m.a22 * v
                }
            }
        }
        statistics.acceptedSteps += 1
    }

    @usableFromInline
    mutating func refreshMatrices(for springs: [Spring], step: Double) {
        if step == cachedStep && springs == cachedSprings { return }
        cachedStep = step
        cachedSprings.removeAll(keepingCapacity: true)
        cachedSprings.append(contentsOf: springs)
        matrices.removeAll(keepingCapacity: true)
        for spring in springs { matrices.append(spring.stepMatrix(for: step)) }
    }
}
