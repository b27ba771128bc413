#if canImport(Glibc)
import Glibc
#endif

/// Buffered text output to standard output or a file, for outputs too large to build in memory.
final class TextSink {
    private let file: UnsafeMutablePointer<FILE>
    private let path: String?
    /// The buffer: `count` bytes pending, flushed once ``flushThreshold`` are.
    private var buffer: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0
    private static let flushThreshold = 1 << 16

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
        capacity = 1 << 18
        buffer = .allocate(capacity: capacity)
    }

    deinit { buffer.deallocate() }

    /// Makes room for `n` more bytes.
    private func reserve(_ n: Int) {
        guard count + n > capacity else { return }
        let larger = Swift.max(2 * capacity, count + n)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.update(from: buffer, count: count)
        buffer.deallocate()
        buffer = moved
        capacity = larger
    }

    /// Appends `text`, flushing every 64 KiB.
    func write(_ text: String) throws(CLIError) {
        try append(reserving: text.utf8.count) { cursor in cursor.put(text) }
    }

    /// Lets `body` write at most `room` bytes through a cursor straight into the buffer, then
    /// flushes once 64 KiB are pending.
    @inline(__always)
    func append(reserving room: Int, _ body: (inout ByteCursor) -> Void) throws(CLIError) {
        reserve(room)
        var cursor = ByteCursor(buffer + count)
        body(&cursor)
        count = cursor.position - buffer
        if count >= Self.flushThreshold { try flush() }
    }

    /// Writes out what is buffered.
    func flush() throws(CLIError) {
        let written = fwrite(buffer, 1, count, file)
        guard written == count else {
            throw CLIError("cannot write \(path ?? "standard output"): \(String(cString: strerror(errno)))")
        }
        count = 0
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
