import IntegratorLab
import SpringTransitions

/// Steps one spring, copied into a batch of channels, with each integrator, and reports
/// trajectory, statistics and error against the closed form.
struct SpringDemo {
    var spring: Spring
    var fps: Double
    var channels: Int

    /// The integrators compared, by name.
    static func integrators() throws -> [any Integrator] {
        [
            ExactIntegrator(),
            try GSLIntegrator(stepper: .rkf45),
            try GSLIntegrator(stepper: .rk8pd),
            try GSLIntegrator(stepper: .msbdf),
            try RK4SubstepIntegrator(),
            SemiImplicitEulerIntegrator(),
            try SemiImplicitEulerIntegrator(substep: 0.001),
        ]
    }

    func run() throws -> String {
        let dt = 1 / fps
        let duration = spring.settlingDuration
        let frames = Int((duration / dt).rounded(.up))
        var out = "Spring: mass \(shortNumber(spring.mass)), stiffness \(shortNumber(spring.stiffness)), damping \(shortNumber(spring.damping))"
        out += " (response \(shortNumber(spring.response)) s, ζ \(shortNumber(spring.dampingRatio)), \(spring.regime))\n"
        out += "Batch: \(channels) channels from displacement 1 at rest, \(frames) frames at \(shortNumber(fps)) Hz"
        out += " (settling duration \(shortNumber(duration)) s)\n\n"

        var rows: [[String]] = []
        var trajectory: [String: [Double]] = [:]
        let sampleEvery = Swift.max(1, frames / 10)
        for var integrator in try Self.integrators() {
            var batch = ChannelBatch()
            batch.reserveCapacity(channels)
            for _ in 0..<channels {
                try batch.addChannel(position: 1, velocity: 0, target: 0, spring: spring, threshold: .unit)
            }
            let probe = ChannelID(rawValue: 0)
            var maxError = 0.0
            var samples: [Double] = []
            let clock = ContinuousClock()
            var elapsed = Duration.zero
            for frame in 1...frames {
                let start = clock.now
                try integrator.advance(&batch, by: dt)
                elapsed += clock.now - start
                let exact = spring.state(at: Double(frame) * dt, displacement: 1, velocity: 0).displacement
                maxError = Swift.max(maxError, abs(batch.position(of: probe) - exact))
                if frame % sampleEvery == 0 { samples.append(batch.position(of: probe)) }
            }
            trajectory[integrator.name] = samples
            let s = integrator.statistics
            let perFrame = Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6
            rows.append([
                integrator.name, "\(s.acceptedSteps)", "\(s.rejectedSteps)", "\(s.functionEvaluations)",
                "\(s.jacobianEvaluations)", formatted(maxError, "%.2e"), formatted(perFrame / Double(frames), "%.1f"),
            ])
        }

        out += "Trajectory of one channel (displacement from target):\n"
        var tableRows: [[String]] = []
        let names = try Self.integrators().map(\.name)
        let sampled = trajectory[names[0]]?.count ?? 0
        for i in 0..<sampled {
            let t = Double((i + 1) * sampleEvery) * dt
            var row = [formatted(t, "%.3f"), formatted(spring.state(at: t, displacement: 1, velocity: 0).displacement, "%+.6f")]
            for name in names { row.append(trajectory[name].map { formatted($0[i], "%+.6f") } ?? "") }
            tableRows.append(row)
        }
        out += Table(header: ["t (s)", "closed form"] + names, rows: tableRows).render() + "\n"
        out += "Statistics over the run (steps and evaluations of the whole batch):\n"
        out += Table(header: ["integrator", "steps", "rejected", "f evals", "J evals", "max |error|", "µs/frame"], rows: rows).render()
        return out
    }
}
