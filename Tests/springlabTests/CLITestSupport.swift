import Foundation
import Testing

/// Runs the built `springlab` executable, as a user would.
///
/// The binary is found next to the test bundle: `swift test` builds every product into one
/// products directory (`.build/<triple>/debug/`), where the test bundle
/// (`SpringTransitionsPackageTests.xctest`) runs from, so `springlab` is its sibling. As a
/// fallback (another runner), `.build/debug/springlab` under the package root, found from this
/// file's path.
enum CLI {
    static let binary: URL = {
        var candidates: [URL] = []
        if let bundle = Bundle.main.executableURL { candidates.append(bundle.deletingLastPathComponent().appendingPathComponent("springlab")) }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("springlab"))
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("springlab"))
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/springlab"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates.last!
    }()

    /// The package root (three levels above this file).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// What one run printed and how it exited.
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `springlab arguments` in `directory` (a fresh temporary directory by default).
    static func run(_ arguments: [String], in directory: URL? = nil) throws -> Result {
        let cwd = try directory ?? temporaryDirectory()
        // Output goes to files (no pipe can fill up and block the child).
        let capture = try temporaryDirectory()
        let outURL = capture.appendingPathComponent("stdout"), errURL = capture.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = cwd
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        defer { try? FileManager.default.removeItem(at: capture) }
        return Result(status: process.terminationStatus, stdout: try String(contentsOf: outURL, encoding: .utf8),
                      stderr: try String(contentsOf: errURL, encoding: .utf8))
    }

    /// A new empty temporary directory.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("springlab-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `text` to `name` in a new temporary directory and returns the directory.
    static func directory(with files: [String: String]) throws -> URL {
        let directory = try temporaryDirectory()
        for (name, text) in files { try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return directory
    }

    /// Compares `actual` with the golden constant `name` in `Golden/<file>.swift`; with
    /// `SPRINGLAB_UPDATE_GOLDEN=1` in the environment, rewrites that file instead.
    static func expectGolden(_ actual: String, _ golden: String, name: String, file: String,
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
        if ProcessInfo.processInfo.environment["SPRINGLAB_UPDATE_GOLDEN"] == "1" {
            let path = packageRoot.appendingPathComponent("Tests/springlabTests/Golden/\(file).swift")
            let text = "// Golden output of springlab, compared by CLIGoldenTests. Regenerate with\n"
                + "// SPRINGLAB_UPDATE_GOLDEN=1 swift test --filter CLIGoldenTests, and review the diff.\n\n"
                + "let \(name) = #\"\"\"\n\(actual)\n\"\"\"#\n"
            try text.write(to: path, atomically: true, encoding: .utf8)
            return
        }
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let g = golden.split(separator: "\n", omittingEmptySubsequences: false)
        if let i = zip(a, g).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
            Issue.record("\(name) differs at line \(i + 1):\n  golden: \(g[i])\n  actual: \(a[i])", sourceLocation: sourceLocation)
        } else {
            #expect(a.count == g.count, "\(name): \(a.count) lines, golden has \(g.count)", sourceLocation: sourceLocation)
        }
    }
}
