import ArgumentParser

/// `springlab _sample-player`: internal and hidden. Writes the HTML player for the synthetic
/// fixture ``Recording/sample(frameCount:title:)``; used by `scripts/browser-test.sh`.
struct SamplePlayerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "_sample-player",
        abstract: "Internal: write the HTML player for a synthetic 12-cell recording (test fixture).",
        shouldDisplay: false
    )

    @Option(help: "Where to write the HTML page.") var out: String = "player-sample.html"
    @Option(help: "Number of frames (at least 2).") var frames: Int = 60
    @Option(help: "Page title (to test escaping).") var title: String?

    func validate() throws {
        guard frames >= 2 else { throw ValidationError("--frames must be at least 2; got \(frames)") }
    }

    mutating func run() throws {
        var recording = Recording.sample(frameCount: frames)
        if let title { recording.title = title }
        try writePlayer(recording, to: out)
        print("player: \(out)")
    }
}
