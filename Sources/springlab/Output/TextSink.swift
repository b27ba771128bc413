#if canImport(Glibc)
import Glibc
#endif

/// Buffered text output to standard output or a file, for outputs too large to build in memory.
final class TextSink {
    private let file: UnsafeMutablePointer<FILE>
    private let path: String?
    private var buffer: [UInt8] = []

    /// Opens `path` for writing (truncating it), or standard output for `nil` or `"-"`.
    ///
    /// - Throws: ``CLIError`` (exit code 1): `"cannot write out/x.csv: No such file or directory"`.
    init(path: String?) throws(CLIError) {
        if let path, path != "-" {
            guard let file = fopen(path, "w") else {
                throw CLIError("cannot write \(path): \(String(cString: strerror(errno)))")
            }
            self.file = file
            self.path = path
        } else {
            guard let file = fdopen(STDOUT_FILENO, "w") else {
                throw CLIError("cannot write standard output: \(String(cString: strerror(errno)))")
            }
            self.file = file
            self.path = nil
        }
        buffer.reserveCapacity(1 << 16)
    }

    /// Appends `text`, flushing every 64 KiB.
    func write(_ text: String) throws(CLIError) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { try flush() }
    }

    /// Lets `body` append bytes to the buffer directly, then flushes once 64 KiB have accumulated.
    @inline(__always)
    func append(_ body: (inout [UInt8]) -> Void) throws(CLIError) {
        body(&buffer)
        if buffer.count >= 1 << 16 { try flush() }
    }

    /// Writes out what is buffered.
    func flush() throws(CLIError) {
        let written = buffer.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        guard written == buffer.count else {
            throw CLIError("cannot write \(path ?? "standard output"): \(String(cString: strerror(errno)))")
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes and closes the file (standard output is only flushed).
    func close() throws(CLIError) {
        try flush()
        if path != nil {
            guard fclose(file) == 0 else { throw CLIError("cannot write \(path!): \(String(cString: strerror(errno)))") }
        } else {
            fflush(file)
        }
    }
}
