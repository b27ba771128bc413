import IntegratorLab
import SpringTransitions

/// A spring described in every parameterisation, and its trajectory plot.
struct SpringReport {
    var spring: Spring

    /// The text `springlab spring` prints.
    var text: String {
        let s = spring
        var lines: [String] = []
        lines.append("physical        mass \(shortNumber(s.mass))  stiffness \(shortNumber(s.stiffness))  damping \(shortNumber(s.damping))")
        lines.append("response        response \(shortNumber(s.response)) s  dampingRatio \(shortNumber(s.dampingRatio))")
        lines.append("duration/bounce duration \(shortNumber(s.response)) s  bounce \(shortNumber(s.bounce))")
        if let origami = s.origamiTensionAndFriction {
            lines.append("origami         tension \(shortNumber(origami.tension))  friction \(shortNumber(origami.friction))")
        } else {
            lines.append("origami         none (Origami springs have mass 1)")
        }
        if let pop = s.bouncinessAndSpeed {
            lines.append("pop             bounciness \(shortNumber(pop.bounciness))  speed \(shortNumber(pop.speed))")
        } else {
            lines.append("pop             none (mass 1 and a damping POP's bounciness reaches are needed)")
        }
        lines.append("derived         ω \(shortNumber(s.naturalFrequency)) rad/s  ζ \(shortNumber(s.dampingRatio))  regime \(s.regime)")
        lines.append("settling        \(shortNumber(s.settlingDuration)) s (unit displacement from rest to within 0.001 in x and v)")
        return lines.joined(separator: "\n")
    }

    /// An SVG plot of x(t) and v(t) from (displacement, velocity) over the settling time.
    func plot(displacement: Double, velocity: Double) -> String {
        let end = Swift.max(0.1, spring.settlingTime(displacement: displacement, velocity: velocity) * 1.1)
        let samples = 400
        var xs: [(x: Double, y: Double)] = [], vs: [(x: Double, y: Double)] = []
        for i in 0...samples {
            let t = end * Double(i) / Double(samples)
            let state = spring.state(at: t, displacement: displacement, velocity: velocity)
            xs.append((t, state.displacement))
            vs.append((t, state.velocity / spring.naturalFrequency))
        }
        return LinePlot(
            title: "k = \(shortNumber(spring.stiffness)), c = \(shortNumber(spring.damping)), m = \(shortNumber(spring.mass)) (ζ = \(shortNumber(spring.dampingRatio)))",
            xLabel: "time (s)", yLabel: "displacement from target",
            series: [.init(name: "x(t)", points: xs), .init(name: "v(t) / ω", points: vs)]
        ).render()
    }
}
