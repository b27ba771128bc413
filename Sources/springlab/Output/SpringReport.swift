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
        if let motion = s.motionVisualDurationAndBounce {
            lines.append("motion          visualDuration \(shortNumber(motion.visualDuration)) s  bounce \(shortNumber(motion.bounce))  (or stiffness/damping/mass as physical)")
        } else {
            lines.append("motion          stiffness/damping/mass as physical (visualDuration/bounce reach only 0.05 <= ζ <= 1)")
        }
        let react = s.reactSpringConfig
        lines.append("react-spring    tension \(shortNumber(react.tension))  friction \(shortNumber(react.friction))  mass \(shortNumber(react.mass))")
        let android = s.androidSpringForce
        lines.append("android         stiffness \(shortNumber(android.stiffness))  dampingRatio \(shortNumber(android.dampingRatio))")
        let flutter = s.flutterDurationAndBounce
        lines.append("flutter         mass \(shortNumber(s.mass))  stiffness \(shortNumber(s.stiffness))  damping \(shortNumber(s.damping))  (duration \(shortNumber(flutter.duration)) s  bounce \(shortNumber(flutter.bounce)))")
        lines.append("derived         ω \(shortNumber(s.naturalFrequency)) rad/s  ζ \(shortNumber(s.dampingRatio))  regime \(s.regime)")
        lines.append("settling        \(shortNumber(s.settlingDuration)) s (unit displacement from rest to within 0.001 in x and v)")
        return lines.joined(separator: "\n")
    }

    /// The `--css` block: the certified `linear()` easing from rest, its duration and deviation,
    /// and the point counts of uniform sampling at the same certified accuracy and of 60 Hz
    /// sampling (with the chord bound 60 Hz samples certify, and the count of greedy unrounded
    /// keyframes certified to that same bound). The last line is the `linear()` function alone.
    ///
    /// - Throws: ``SpringParameterError`` for a bad tolerance or a spring that never settles.
    func cssText(tolerance: Double) throws(SpringParameterError) -> String {
        let easing = try spring.linearEasing(tolerance: tolerance)
        let uniform = try spring.uniformLinearEasingPointCount(tolerance: tolerance)
        let frameCount = Int((easing.duration * 60).rounded(.up))
        let frames = (0...frameCount).map { Swift.min(Double($0) / 60, easing.duration) }
        let distinct = frames.enumerated().filter { $0.offset == 0 || $0.element > frames[$0.offset - 1] }.map(\.element)
        let frameDeviation = try spring.certifiedDeviation(displacement: 1, velocity: 0, times: distinct)
        let atFrameDeviation = try spring.linearKeyframes(displacement: 1, velocity: 0, duration: easing.duration,
                                                          tolerance: frameDeviation).count
        return [
            "css             duration \(easing.cssDuration)  points \(easing.pointCount)  tolerance \(shortNumber(tolerance))"
                + "  certified deviation \(shortNumber(easing.maximumDeviation)) (values rounded to \(easing.valueDecimals) decimals,"
                + " percentages to \(easing.percentDecimals); rounding included)",
            "css uniform     \(uniform) points at the same certified accuracy; 60 Hz: \(distinct.count) points,"
                + " certified deviation \(shortNumber(frameDeviation)), which \(atFrameDeviation) unrounded keyframes certify",
            easing.css,
        ].joined(separator: "\n")
    }

    /// The `--fit` lines: what was fitted and how well.
    static func fitText(_ fit: SpringFit, samples: Int) -> String {
        "fit             \(samples) samples  target \(shortNumber(fit.target))  at t \(shortNumber(fit.startTime)) s:"
            + " displacement \(shortNumber(fit.displacement))  velocity \(shortNumber(fit.velocity))"
            + "  rms residual \(shortNumber(fit.rootMeanSquareResidual)) (k and c per unit mass)"
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
