import ArgumentParser
import SpringTransitions

/// `springlab spring-demo`: one spring through a frame-stepped simulation with every kind of
/// integrator; prints the trajectory against the closed form and each integrator's statistics
/// and error. (It was `springlab demo` until the transition demo replaced it.)
struct SpringDemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spring-demo",
        abstract: "One spring stepped frame by frame by every kind of integrator, against the closed form."
    )

    @Option(help: "Spring preset: \(SpringPresets.names.joined(separator: ", ")).") var spring: String = "bouncy"
    @Option(help: "Frames per second.") var fps: Double = 120
    @Option(help: "Channels in the batch (all start at displacement 1 with zero velocity).") var channels: Int = 1_000

    mutating func run() throws {
        guard let spring = SpringPresets.named(self.spring) else {
            throw ValidationError("unknown preset '\(self.spring)'; available: \(SpringPresets.names.joined(separator: ", "))")
        }
        guard fps.isFinite, fps >= 1, fps <= 10_000 else { throw ValidationError("--fps must be between 1 and 10000; got \(fps)") }
        guard channels >= 1, channels <= 1_000_000 else { throw ValidationError("--channels must be between 1 and 1000000; got \(channels)") }
        let demo = SpringDemo(spring: spring, fps: fps, channels: channels)
        print(try demo.run())
    }
}
