/// The recorded samples `springlab spring --fit FILE` reads: one `t,x` (or `t x`) pair a line,
/// blank lines and `#` comments ignored, and a first line that is not numeric taken as a header.
enum SampleFile {
    /// The times and positions in `text` (read from `path`, named in errors).
    ///
    /// - Throws: ``CLIError`` (exit 2) naming the file and line of a line that is not two numbers.
    static func parse(_ text: String, path: String) throws(CLIError) -> (times: [Double], positions: [Double]) {
        var times: [Double] = []
        var positions: [Double] = []
        var sawData = false
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = Substring(rawLine)
            if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
            let fields = line.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\r" })
            if fields.isEmpty { continue }
            let numbers = fields.compactMap { Double($0) }
            guard fields.count == 2, numbers.count == 2 else {
                if !sawData, times.isEmpty, numbers.isEmpty { sawData = true; continue }   // a header
                throw .input("\(path): line \(offset + 1): expected two numbers \"t,x\", got \"\(line)\"")
            }
            sawData = true
            times.append(numbers[0])
            positions.append(numbers[1])
        }
        return (times, positions)
    }
}
