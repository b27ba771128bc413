import ArgumentParser
import SpringScenarios
import SpringTransitions

/// `springlab demo`: the main job a new user runs (`make demo`). Runs a scenario (default: 60
/// items in 3 sections with headers, grid to list, on GSL rkf45, ending with item [1, 10]
/// centred), records every frame into a self-contained HTML player and prints a summary.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Run a spring transition scenario, write an HTML player of every frame and print a summary.",
        discussion: """
        The default scenario is grid-to-list: 60 items in 3 sections with headers go from a grid of \
        small squares to a full-width list in a 390 × 844 pt view, integrated with GSL's rkf45, ending \
        with item [1, 10] centred. Built-in scenarios: \(BuiltInScenarios.names.joined(separator: ", ")).

        The summary gives the frames, each element's settle time (the first frame from which its \
        animation stays settled: min, median, max), the integrator's work, the largest distance of a \
        moving cell center from the closed form (to + (from − to)·x(t), valid without delays, \
        initial velocities or events) and the wall-clock cost of advance(by:) per frame.
        """
    )

    @Option(help: "A built-in scenario name or the path of a scenario JSON file.") var scenario: String = BuiltInScenarios.names[0]
    @Option(help: "Use this registry integrator instead of the scenario's (see `springlab plugins`).") var integrator: String?
    @Option(help: "Frames per second (1 to 1000); default: the scenario's.") var fps: Double?
    @Option(help: "The work budget in estimated evaluations (default 2e9); a scenario estimated to cost more is refused before it starts.")
    var maxWork: Double?
    @Option(help: "Where to write the HTML player.") var out: String = "demo.html"

    mutating func run() throws {
        let source = try ScenarioSource.load(scenario)
        let runner = try source.runner(integrator: integrator, fps: fps, maxWork: maxWork)
        runner.clock = monotonicNanoseconds
        try runner.startOrFail(label: source.label)
        var report = TransitionReport()
        let bounds = source.scenario.collection.bounds
        var recording = Recording(title: "springlab demo: \(source.scenario.name ?? source.label)",
                                  viewportWidth: bounds.width, viewportHeight: bounds.height)
        let summary = try runner.runOrFail(label: source.label) { frame in
            report.add(frame)
            recording.frames.append(Recording.Frame(
                t: frame.time, contentOffset: frame.contentOffset, contentSize: frame.contentSize,
                elements: frame.elements.map { Recording.Element($0) }, progress: frame.progress))
        }
        let lines = report.lines(scenario: source.scenario, summary: summary, fps: runner.framesPerSecond, timing: true)
        recording.summary = lines
        try writePlayer(recording, to: out)
        for line in lines { print(line) }
        print("player       \(out)")
    }
}
