import Foundation
import SpringTransitions
import Testing

/// `springlab spring`: other libraries' parameters in, `--css` and `--fit` out, and their bad input.
@Suite struct CLISpringCSSAndFitTests {
    static func spring(_ arguments: [String], files: [String: String] = [:]) throws -> CLI.Result {
        try CLI.run(["spring"] + arguments + ["--plot", "s.svg"], in: CLI.directory(with: files))
    }

    @Test func acceptsEveryLibrarysParameters() throws {
        let cases: [([String], String)] = [
            (["--react-tension", "170", "--react-friction", "26"], "physical        mass 1  stiffness 170  damping 26\n"),
            (["--react-tension", "170", "--react-friction", "26", "--mass", "2"], "physical        mass 2  stiffness 170  damping 26\n"),
            (["--android-stiffness", "1500", "--android-damping-ratio", "0.5"], "physical        mass 1  stiffness 1500  damping 38.73\n"),
            (["--flutter-stiffness", "100", "--flutter-damping", "10", "--mass", "2"], "physical        mass 2  stiffness 100  damping 10\n"),
            (["--flutter-stiffness", "100", "--flutter-ratio", "0.5", "--mass", "4"], "physical        mass 4  stiffness 100  damping 20\n"),
            (["--flutter-duration", "0.5", "--flutter-bounce", "0.3"], "physical        mass 1  stiffness 157.9  damping 17.59\n"),
            (["--motion-visual-duration", "0.5", "--motion-bounce", "0.25"], "physical        mass 1  stiffness 109.7  damping 15.71\n"),
        ]
        for (arguments, firstLine) in cases {
            let result = try Self.spring(arguments)
            #expect(result.status == 0 && result.stderr.isEmpty, "\(arguments): \(result.stderr)")
            #expect(result.stdout.hasPrefix(firstLine), "\(arguments): \(result.stdout)")
        }
        let android = try Self.spring(["--android-stiffness", "1500", "--android-damping-ratio", "0.5"])
        #expect(android.stdout.contains("\nandroid         stiffness 1500  dampingRatio 0.5\n"))
        #expect(android.stdout.contains("\nmotion          visualDuration 0.1352 s  bounce 0.5  (or stiffness/damping/mass as physical)\n"))
        #expect(android.stdout.contains("\nreact-spring    tension 1500  friction 38.73  mass 1\n"))
        let overdamped = try Self.spring(["--stiffness", "100", "--damping", "40"])
        #expect(overdamped.stdout.contains("\nmotion          stiffness/damping/mass as physical (visualDuration/bounce reach only 0.05 <= ζ <= 1)\n"))
        #expect(overdamped.stdout.contains("\nflutter         mass 1  stiffness 100  damping 40  (duration 0.6283 s  bounce -0.5)\n"))
    }

    @Test func libraryParameterErrors() throws {
        let half = try Self.spring(["--react-tension", "170"])
        #expect(half.status == 64 && half.stderr.hasPrefix("Error: missing --react-friction\n"))
        let both = try Self.spring(["--flutter-stiffness", "100", "--flutter-damping", "1", "--flutter-ratio", "1"])
        #expect(both.status == 64 && both.stderr.hasPrefix("Error: give --flutter-damping or --flutter-ratio, not both\n"))
        let bad = try Self.spring(["--android-stiffness", "0", "--android-damping-ratio", "1"])
        #expect(bad.status == 2 && bad.stderr == "Error: invalid spring parameter androidStiffness = 0.0: must be greater than 0\n")
        let two = try Self.spring(["--motion-visual-duration", "0.3", "--motion-bounce", "0", "--preset", "pop"])
        #expect(two.status == 64 && two.stderr.hasPrefix(
            "Error: give only one parameterisation; got --motion-visual-duration/--motion-bounce and --preset\n"))
    }

    @Test func cssPrintsACertifiedLinearEasing() throws {
        let result = try Self.spring(["--preset", "bouncy", "--css"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let easing = try Spring.bouncy.linearEasing(tolerance: 0.001)
        let uniform = try Spring.bouncy.uniformLinearEasingPointCount(tolerance: 0.001)
        #expect(lines.contains(easing.css))
        #expect(easing.css.hasPrefix("linear(0, ") && easing.css.hasSuffix(", 1)"))
        let header = try #require(lines.first { $0.hasPrefix("css             ") })
        #expect(header.hasPrefix("css             duration \(easing.cssDuration)  points \(easing.pointCount)  tolerance 0.001  certified deviation "))
        #expect(header.hasSuffix("(values rounded to 4 decimals, percentages to 2; rounding included)"))
        let comparison = try #require(lines.first { $0.hasPrefix("css uniform     ") })
        #expect(comparison.hasPrefix("css uniform     \(uniform) points at the same certified accuracy; 60 Hz: 62 points, certified deviation 0.005483"))
        #expect(result.stdout.hasSuffix(easing.css + "\nplot: s.svg\n"))
        let coarse = try Self.spring(["--preset", "smooth", "--css", "--tolerance", "0.05"])
        #expect(coarse.stdout.contains(try Spring.smooth.linearEasing(tolerance: 0.05).css + "\n"))
    }

    @Test func cssBadInput() throws {
        for (tolerance, message) in [("0", "must be greater than 0"), ("nan", "must be finite"), ("1e-12", "must be at least 1e-09")] {
            let result = try Self.spring(["--preset", "bouncy", "--css", "--tolerance", tolerance])
            #expect(result.status == 2 && result.stdout.isEmpty, "\(tolerance)")
            #expect(result.stderr.hasPrefix("Error: --css: invalid spring parameter tolerance = ") && result.stderr.hasSuffix(": \(message)\n"),
                    "\(tolerance): \(result.stderr)")
        }
        let undamped = try Self.spring(["--stiffness", "100", "--damping", "0", "--css"])
        #expect(undamped.status == 2 && undamped.stdout.isEmpty)
        #expect(undamped.stderr == "Error: --css: invalid spring parameter damping = 0.0: must be greater than 0 for the motion to settle\n")
    }

    @Test func fitRecoversARecordedSpring() throws {
        var text = "t,x\n# bouncy from 0 to 100\n"
        for index in 0..<60 {
            let time = Double(index) / 60
            text += "\(time),\(100 + Spring.bouncy.state(at: time, displacement: -100, velocity: 0).displacement)\n"
        }
        let result = try Self.spring(["--fit", "s.csv"], files: ["s.csv": text])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("physical        mass 1  stiffness 157.9  damping 17.59\n"))
        #expect(result.stdout.contains("\nfit             60 samples  target 100  at t 0 s: displacement -100  velocity "))
        let twoSpellings = try Self.spring(["--fit", "s.csv", "--preset", "pop"], files: ["s.csv": text])
        #expect(twoSpellings.status == 64 && twoSpellings.stderr.hasPrefix("Error: give only one parameterisation; got --fit and --preset\n"))
    }

    @Test func fitBadInput() throws {
        let few = try Self.spring(["--fit", "s.csv"], files: ["s.csv": "0,1\n0.1,2\n0.2,2.5\n"])
        #expect(few.status == 2 && few.stdout.isEmpty)
        #expect(few.stderr == "Error: s.csv: samples: need at least 5 samples to fit 5 parameters (got 3)\n")
        let backwards = try Self.spring(["--fit", "s.csv"], files: ["s.csv": "0 1\n0.1 2\n0.05 2.5\n0.3 3\n0.4 3\n0.5 3\n"])
        #expect(backwards.stderr == "Error: s.csv: times[2] = 0.05: must be greater than times[1] = 0.1 (times must strictly increase)\n")
        let notNumbers = try Self.spring(["--fit", "s.csv"], files: ["s.csv": "0,1\n0.1,two\n"])
        #expect(notNumbers.status == 2 && notNumbers.stderr == "Error: s.csv: line 2: expected two numbers \"t,x\", got \"0.1,two\"\n")
        let infinite = try Self.spring(["--fit", "s.csv"], files: ["s.csv": "0,1\n0.1,inf\n0.2,1\n0.3,1\n0.4,1\n"])
        #expect(infinite.stderr == "Error: s.csv: positions[1] = inf: must be finite\n")
        let missing = try Self.spring(["--fit", "absent.csv"])
        #expect(missing.status == 2 && missing.stderr.hasPrefix("Error: cannot read absent.csv: "))
    }
}
