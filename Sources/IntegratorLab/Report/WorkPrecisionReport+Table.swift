extension WorkPrecisionReport {
    /// The header and rows of one problem's table.
    private func rows(of problem: String, timings: Bool) -> (header: [String], rows: [[String]]) {
        let selected = runs.filter { $0.problem == problem }
        let hasDense = selected.contains { $0.denseMaxError != nil }, hasStep = selected.contains { $0.stepMaxError != nil }
        let hasInvariant = selected.contains { $0.invariantError != nil }
        var header = ["method", "setting", "final error"]
        if hasDense { header.append("dense max") }
        if hasStep { header.append("step max") }
        if hasInvariant { header.append("invariant") }
        header += ["f evals", "J evals", "steps", "rejected"]
        if timings { header.append("µs") }
        func e(_ v: Double?) -> String { v.map { formatted($0, "%.2e") } ?? "-" }
        let rows = selected.map { r -> [String] in
            var row = [r.method, r.settingLabel, r.failure == nil ? e(r.finalError) : "failed"]
            if hasDense { row.append(e(r.denseMaxError)) }
            if hasStep { row.append(e(r.stepMaxError)) }
            if hasInvariant { row.append(e(r.invariantError)) }
            let s = r.statistics
            row += ["\(s.functionEvaluations)", "\(s.jacobianEvaluations)", "\(s.acceptedSteps)", "\(s.rejectedSteps)"]
            if timings { row.append(r.seconds.map { formatted($0 * 1e6, "%.1f") } ?? "-") }
            return row
        }
        return (header, rows)
    }

    /// Failures under a table, one line each.
    private func failureLines(of problem: String) -> String {
        runs.filter { $0.problem == problem && $0.failure != nil }
            .map { "  \($0.method) \($0.settingLabel) failed: \($0.failure ?? "")\n" }.joined()
    }

    /// A plain-text table per problem, with a line per failure under it. `timings: false`
    /// leaves out the µs column (deterministic text).
    public func table(timings: Bool = true) -> String {
        var out = ""
        for problem in problems {
            out += "\(problem.name): reference \(problem.reference); \(problem.errorNorm) error\n"
            let (header, rows) = rows(of: problem.name, timings: timings)
            out += textTable(header: header, rows: rows)
            out += failureLines(of: problem.name)
            out += "\n"
        }
        return out
    }

    /// A Markdown section per problem: its reference, then a table of its runs.
    public func markdown(timings: Bool = true) -> String {
        var out = ""
        for problem in problems {
            out += "### \(problem.name)\n\nReference: \(problem.reference). Error norm: \(problem.errorNorm). "
            out += "Sample-time errors: \(sampling.rawValue) over \(sampleCount) times.\n\n"
            let (header, rows) = rows(of: problem.name, timings: timings)
            out += "| " + header.joined(separator: " | ") + " |\n"
            out += "|" + header.map { _ in "---" }.joined(separator: "|") + "|\n"
            for row in rows { out += "| " + row.joined(separator: " | ") + " |\n" }
            let failures = failureLines(of: problem.name)
            if !failures.isEmpty { out += "\nFailures:\n\n" + failures.split(separator: "\n").map { "- " + $0.dropFirst(2) + "\n" }.joined() }
            out += "\n"
        }
        return out
    }
}
