import ArgumentParser
import SpringDynamics

/// `springlab _linear-check`: internal and hidden; used by `scripts/browser-test.sh`. Without
/// `--dom` it writes a page whose one element moves `--distance` points along x on the CSS
/// `linear()` easing of the spring (``Spring/linearEasing(tolerance:initialVelocity:)``), probed like
/// the `export` pages (`#probe=STEP_MS`). With `--dom` it reads the probed DOM and checks every
/// position against the spring's closed form, `distance · (1 − x(t))`: within
/// `tolerance · distance + 0.5` px.
struct LinearCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "_linear-check",
        abstract: "Internal: write or check a page animated by a spring's CSS linear() easing (browser test).",
        shouldDisplay: false
    )

    @Option(help: "The spring's response in seconds.") var response: Double = 0.5
    @Option(help: "The spring's damping ratio.") var dampingRatio: Double = 0.6
    @Option(help: "The easing's tolerance in progress units.") var tolerance: Double = 0.0005
    @Option(help: "How far the element moves, in points.") var distance: Double = 400
    @Option(help: "Where to write the page (without --dom).") var out: String = "linear.html"
    @Option(help: "The DOM of the page probed with #probe=STEP (checks instead of writing).") var dom: String?

    mutating func run() throws {
        let spring: Spring
        let easing: SpringLinearEasing
        do {
            spring = try Spring(response: response, dampingRatio: dampingRatio)
            easing = try spring.linearEasing(tolerance: tolerance)
        } catch {
            throw CLIError.input("\(error)")
        }
        let ms = JSONText.number(easing.duration * 1000, decimals: 6)
        guard let dom else {
            let page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>springlab: a spring as CSS linear()</title>
            <style>
            body { margin: 0; font: 13px system-ui, sans-serif; }
            #stage { position: relative; width: \(JSONText.number(distance + 80))px; height: 80px; overflow: hidden; outline: 1px solid #999; }
            #content { position: absolute; left: 0; top: 0; width: 0; height: 0; }
            .el { position: absolute; left: 0; top: 20px; width: 40px; height: 40px; background: rgba(40, 110, 220, 0.7);
                  animation: spring \(ms)ms \(easing.css) 0s 1 normal both; }
            @keyframes spring { from { transform: translateX(0px); } to { transform: translateX(\(JSONText.number(distance))px); } }
            #probe { display: none; }
            </style>
            </head>
            <body data-status="loading">
            <div id="stage"><div id="content"><div class="el" id="e0"></div></div></div>
            <div id="info">\(easing.pointCount) points, certified within \(JSONText.number(easing.maximumDeviation, decimals: 6)) of the spring. <button id="replay">replay</button></div>
            <pre id="probe"></pre>
            \(KeyframePage.probeScript(endMilliseconds: ms))
            </body>
            </html>

            """
            try writeOutputAtomically(page, to: out)
            print("linear()     \(easing.pointCount) points, \(ms) ms, page \(out)")
            return
        }
        let text = try ScenarioSource.readFile(dom)
        guard text.contains("data-status=\"probed\""),
              let open = text.range(of: "<pre id=\"probe\">"), let close = text.range(of: "</pre>", range: open.upperBound..<text.endIndex) else {
            throw CLIError("\(dom): the page did not report its probes")
        }
        var worst = 0.0, worstAt = 0.0, count = 0
        for line in text[open.upperBound..<close.lowerBound].split(separator: "\n") {
            let f = line.split(separator: " ").map(String.init)
            guard f.count == 7, f[1] == "0", let t = Double(f[0]), let cx = Double(f[2]) else { continue }
            let seconds = Swift.min(t / 1000, easing.duration)
            let x = spring.state(at: seconds, displacement: 1, velocity: 0).displacement
            let expected = t / 1000 >= easing.duration ? distance : distance * (1 - x)
            let deviation = abs((cx - 20) - expected)
            if deviation > worst { (worst, worstAt) = (deviation, t) }
            count += 1
        }
        let bound = tolerance * distance + 0.5
        print("linear()     \(count) instants, \(easing.pointCount) points, max |page − spring| \(JSONText.number(worst, decimals: 4)) px at \(JSONText.number(worstAt, decimals: 3)) ms (bound \(JSONText.number(bound, decimals: 4)))")
        guard count >= 20 else { throw CLIError("only \(count) probe instants") }
        guard worst <= bound else { throw CLIError("deviation \(worst) px exceeds tolerance × distance + 0.5 px = \(bound)") }
    }
}
