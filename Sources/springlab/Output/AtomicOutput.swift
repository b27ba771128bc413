#if canImport(Glibc)
import Glibc
#endif

/// Writes `text` to `path` all or nothing: into a temporary file beside it, then renamed over
/// `path`, so that a failure never leaves a half-written file (the temporary one is removed).
func writeOutputAtomically(_ text: String, to path: String) throws {
    let temporary = "\(path).tmp-\(getpid())"
    do {
        try writeOutput(text, to: temporary)
    } catch {
        unlink(temporary)
        throw error
    }
    guard rename(temporary, path) == 0 else {
        let reason = String(cString: strerror(errno))
        unlink(temporary)
        throw CLIError("cannot write \(path): \(reason)")
    }
}
