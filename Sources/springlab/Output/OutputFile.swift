import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif

/// Writes `text` to `path`, or explains in one line why it could not.
func writeOutput(_ text: String, to path: String) throws {
    guard let file = fopen(path, "w") else {
        throw CLIError("cannot write \(path): \(String(cString: strerror(errno)))")
    }
    defer { fclose(file) }
    let written = text.utf8.withContiguousStorageIfAvailable { fwrite($0.baseAddress, 1, $0.count, file) }
        ?? Array(text.utf8).withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
    guard written == text.utf8.count else {
        throw CLIError("cannot write \(path): \(String(cString: strerror(errno)))")
    }
}

/// Writes `text` to standard error (file descriptor 2).
func writeToStandardError(_ text: String) {
    var bytes = Array(text.utf8)
    _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
}
