import IntegratorLab
import ArgumentParser
import SpringScenarios
import SpringTransitions

/// `springlab simulate`: a scenario's per-frame trajectories as CSV or JSON records.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Run a scenario and write every element's trajectory, frame by frame, as CSV or JSON.",
        discussion: """
        One record per element per frame: frame, t, element, kind, section, item, center_x, \
        center_y, width, height, alpha, z_index, hidden, a, b, c, d, tx, ty, offset_x, offset_y, \
        offset_vx, offset_vy (the content offset's velocity) \
        (lengths in points rounded to 1e-6; transform entries and alpha to 1e-9). CSV has a \
        header row; JSON is an array of records. Load them with \
        np.genfromtxt(path, delimiter=",", names=True, dtype=None, encoding="utf-8"), \
        pd.read_csv(path) or pd.read_json(path, orient="records").
        """
    )

    @Argument(help: "A scenario JSON file, or a built-in scenario name.") var scenario: String
    @Option(help: "csv or json.") var format: TrajectoryFormat = .csv
    @Option(help: "Frames per second (1 to 1000); default: the scenario's.") var fps: Double?
    @Option(help: "The work budget in estimated evaluations (default 2e9); a scenario estimated to cost more is refused before it starts.")
    var maxWork: Double?
    @Option(help: "Use this registry integrator instead of the scenario's.") var integrator: String?
    @Option(help: "Where to write the records; standard output when not given.") var out: String?

    mutating func run() throws {
        let source = try ScenarioSource.load(scenario)
        let runner = try source.runner(integrator: integrator, fps: fps, maxWork: maxWork)
        try runner.startOrFail(label: source.label)
        let sink = try TextSink(path: out)
        try sink.write(format.header)
        var records = 0
        let format = self.format
        let summary = try runner.runOrFail(label: source.label) { frame in
            for a in frame.elements {
                try format.write(frame: frame, a, first: records == 0, to: sink)
                records += 1
            }
        }
        try sink.write(format.footer)
        try sink.close()
        if let out, out != "-" {
            print("\(records) records (\(summary.frameCount) frames at \(shortNumber(runner.framesPerSecond)) fps, "
                  + "\(formatted(summary.duration, "%.3f")) s\(summary.isSettled ? "" : ", stopped at maxDuration")) written to \(out)")
        }
    }
}
