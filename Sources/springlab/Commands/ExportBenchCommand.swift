import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif
import SpringTransitions

/// `springlab _export-bench`: internal and hidden; a release probe for issue 24's export target.
/// Builds the `KeyframeExport` benchmark's scenario — a `--cells`-cell grid (4 columns) to list
/// transition on `.spring(.smooth)` and the exact integrator, in a 390 × 844 pt view — and times
/// `KeyframeExport(transition:)` from start to rest `--runs` times (the transition is built outside
/// the timed region). Prints the median and range of the process CPU time per export, then the
/// export's figures: its keyframes and certified deviation, uniform 60 Hz sampling's keyframes
/// and the deviation the same analysis certifies for it, and the keyframes uniform sampling needs
/// for the same tolerance (``KeyframeExport/uniformAtTolerance``).
struct ExportBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "_export-bench",
        abstract: "Internal: time the keyframe export of a grid-to-list transition (release probe).",
        shouldDisplay: false
    )

    @Option(help: "The number of cells.") var cells: Int = 1_000
    @Option(help: "The number of timed exports.") var runs: Int = 9

    mutating func run() throws {
        guard cells > 0 else { throw CLIError.input("--cells must be positive (got \(cells))") }
        guard runs > 0 else { throw CLIError.input("--runs must be positive (got \(runs))") }
        let context = LayoutContext(boundsSize: Size(width: 390, height: 844), dataCounts: try DataCounts([cells]))
        var grid = GridLayout(configuration: .init(columns: 4, interitemSpacing: 4, lineSpacing: 4))
        var list = FlowLayout(configuration: .init(itemSize: Size(width: 390, height: 44), minimumLineSpacing: 1, minimumInteritemSpacing: 0))
        try grid.prepare(in: context)
        try list.prepare(in: context)
        var times: [Double] = []
        var last: KeyframeExport?
        for _ in 0..<runs {
            let transition = try SpringTransitionLayout(from: grid, to: list, provider: .spring(.smooth), integrator: ExactIntegrator())
            let start = Self.cpuSeconds()
            let export = try KeyframeExport(transition: transition)
            times.append(Self.cpuSeconds() - start)
            last = export
        }
        guard let export = last else { return }
        times.sort()
        func ms(_ s: Double) -> String { JSONText.number(s * 1000, decimals: 1) }
        print("export CPU ms: median \(ms(times[times.count / 2])), min \(ms(times[0])), max \(ms(times[times.count - 1])) over \(runs) runs")
        print("cells \(cells), duration \(JSONText.number(export.duration, decimals: 4)) s")
        print("keyframes \(export.keyframeCount), certified \(JSONText.number(export.certifiedMaxDeviation.points, decimals: 4)) pt, alpha \(JSONText.number(export.certifiedMaxDeviation.alpha, decimals: 5))")
        if let uniform = export.uniform60Hz {
            print("uniform 60 Hz: keyframes \(uniform.keyframeCount), certified \(JSONText.number(uniform.certifiedMaxDeviation.points, decimals: 4)) pt")
        } else {
            print("uniform 60 Hz: not comparable (the clock step does not divide 1/60 s)")
        }
        let same = export.uniformAtTolerance
        print("uniform at the same tolerance: keyframes \(same.keyframeCount), rate \(JSONText.number(same.rate, decimals: 1)) Hz")
    }

    /// The process's CPU time in seconds.
    static func cpuSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }
}
