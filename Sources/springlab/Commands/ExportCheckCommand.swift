import ArgumentParser
import SpringScenarios
import SpringTransitions

/// `springlab _export-check`: internal and hidden; used by `scripts/browser-test.sh`. Reads what a
/// page from `springlab export` measured in a browser (the `<pre id="probe">` lines of its DOM
/// dumped after `#probe=STEP`), computes the library's poses and content offset at the same
/// instants (the scenario run at 1,000 frames per second; probes at whole milliseconds), and
/// fails unless every deviation is within the tolerance plus half a pixel (opacity: plus 1e-4).
struct ExportCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "_export-check",
        abstract: "Internal: compare a probed export page's DOM with the library's poses (browser test).",
        shouldDisplay: false
    )

    @Option(help: "The scenario the page was exported from.") var scenario: String
    @Option(help: "The DOM dumped by chromium --dump-dom of the page opened with #probe=STEP.") var dom: String
    @Option(help: "The tolerance the page was exported with, in points.") var epsilon: Double = 0.25
    @Option(help: "The opacity tolerance the page was exported with.") var alphaEpsilon: Double = 0.002
    @Option(help: "The fewest probe instants to accept.") var minimumProbes: Int = 20

    mutating func run() throws {
        let text = try ScenarioSource.readFile(dom)
        guard text.contains("data-status=\"probed\""),
              let open = text.range(of: "<pre id=\"probe\">"), let close = text.range(of: "</pre>", range: open.upperBound..<text.endIndex) else {
            throw CLIError("\(dom): the page did not report its probes (no data-status=\"probed\" and <pre id=\"probe\">)")
        }
        var measuredElements: [Int: [Int: [Double]]] = [:]   // ms → element index → cx cy w h opacity
        var measuredOffsets: [Int: [Double]] = [:]
        var animations = -1
        for line in text[open.upperBound..<close.lowerBound].split(separator: "\n") {
            let f = line.split(separator: " ").map(String.init)
            if f.first == "animations", f.count == 2 { animations = Int(f[1]) ?? -1; continue }
            guard f.count >= 4, let t = Double(f[0]) else { throw CLIError("\(dom): unreadable probe line '\(line)'") }
            guard t == t.rounded() else { continue }   // the end instant, off the millisecond grid
            let ms = Int(t)
            let values = f[2...].compactMap(Double.init)
            if f[1] == "offset" {
                guard values.count == 2 else { throw CLIError("\(dom): unreadable probe line '\(line)'") }
                measuredOffsets[ms] = values
            } else {
                guard let k = Int(f[1]), values.count == 5 else { throw CLIError("\(dom): unreadable probe line '\(line)'") }
                measuredElements[ms, default: [:]][k] = values
            }
        }
        guard measuredOffsets.count >= minimumProbes else {
            throw CLIError("\(dom): \(measuredOffsets.count) probe instants; expected at least \(minimumProbes)")
        }
        let source = try ScenarioSource.load(scenario)
        let runner = try source.runner(integrator: nil, fps: 1000)
        var worstPoints = 0.0, worstAlpha = 0.0, compared = 0, elementCount = 0
        var worstAt = ""
        var last: ScenarioFrame?
        func compare(_ frame: ScenarioFrame, ms: Int) {
            elementCount = frame.elements.count
            if let o = measuredOffsets[ms] {
                for (a, b) in zip(o, [frame.contentOffset.x, frame.contentOffset.y]) where abs(a - b) > worstPoints {
                    worstPoints = abs(a - b)
                    worstAt = "content offset at \(ms) ms"
                }
            }
            for (k, m) in measuredElements[ms] ?? [:] where k < frame.elements.count {
                let pose = frame.elements[k]
                for (a, b) in zip(m[0..<4], [pose.center.x, pose.center.y, pose.size.width, pose.size.height]) where abs(a - b) > worstPoints {
                    worstPoints = abs(a - b)
                    worstAt = "\(pose.id) at \(ms) ms"
                }
                worstAlpha = Swift.max(worstAlpha, abs(m[4] - pose.alpha))
                compared += 1
            }
        }
        _ = try runner.runOrFail(label: source.label) { frame in
            compare(frame, ms: frame.index)
            last = frame
        }
        if let last {
            // After the run ends the page holds its last keyframe, the library its final poses.
            for ms in measuredOffsets.keys where ms > last.index { compare(last, ms: ms) }
        }
        let probes = measuredOffsets.count
        print("probed       \(probes) instants × \(elementCount) elements (\(compared) element poses), \(animations) animations")
        print("max |page − library|  \(JSONText.number(worstPoints, decimals: 4)) pt (\(worstAt)), opacity \(JSONText.number(worstAlpha, decimals: 6))")
        guard animations == elementCount + 1 else {
            throw CLIError("the page ran \(animations) animations; expected \(elementCount + 1) (every element and the content offset)")
        }
        guard compared == probes * elementCount else {
            throw CLIError("compared \(compared) element poses; expected \(probes) × \(elementCount)")
        }
        guard worstPoints <= epsilon + 0.5 else {
            throw CLIError("deviation \(worstPoints) pt at \(worstAt) exceeds ε + 0.5 px = \(epsilon + 0.5)")
        }
        guard worstAlpha <= alphaEpsilon + 1e-4 else {
            throw CLIError("opacity deviation \(worstAlpha) exceeds \(alphaEpsilon + 1e-4)")
        }
    }
}
