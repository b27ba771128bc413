import SpringTransitions

/// Velocity Verlet with a fixed number of substeps per call: second order, one force evaluation
/// per substep. The damping force depends on the velocity, so the velocity update
/// `v₁ = v + h/2·(a + a₁)` with `a₁ = −k·x₁ − c·v₁` is solved for `v₁` exactly.
struct VelocityVerletIntegrator: Integrator {
    /// Scenario parameters: `{"substeps": 4}` (default 1, from 1 to 64).
    struct Parameters: Decodable {
        var substeps = 1

        init() {}

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            substeps = try c.decodeIfPresent(Int.self, forKey: .substeps) ?? 1
            guard (1...64).contains(substeps) else {
                throw DecodingError.dataCorruptedError(forKey: .substeps, in: c, debugDescription: "substeps is \(substeps); must be from 1 to 64")
            }
        }

        enum CodingKeys: String, CodingKey { case substeps }
    }

    var name: String { "velocity-verlet" }
    private(set) var statistics = IntegrationStatistics.zero
    let substeps: Int

    init(parameters: Parameters = Parameters()) {
        substeps = parameters.substeps
    }

    mutating func advance(_ batch: inout ChannelBatch, by dt: Double) throws {
        guard dt.isFinite, dt >= 0 else { throw IntegratorError.invalidTimeStep(dt) }
        let h = dt / Double(substeps), n = substeps
        batch.withActiveChannels { c in
            for i in 0..<c.count {
                let s = Int(c.springIndices[i])
                let k = c.stiffnessPerMass[s], damping = c.dampingPerMass[s]
                var x = c.positions[i] - c.targets[i], v = c.velocities[i]
                var a = -k * x - damping * v
                for _ in 0..<n {
                    x += h * v + 0.5 * h * h * a
                    v = (v + 0.5 * h * (a - k * x)) / (1 + 0.5 * h * damping)
                    a = -k * x - damping * v
                }
                c.positions[i] = c.targets[i] + x
                c.velocities[i] = v
            }
        }
        statistics.acceptedSteps += substeps
        statistics.functionEvaluations += substeps
    }
}
