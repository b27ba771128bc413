/// Renders the results of a ``WorkPrecisionStudy`` as a table, a CSV file and an SVG figure.
struct WorkPrecisionReport {
    var results: [StudyResult]

    func table() -> String {
        var out = ""
        for problem in uniqued(results.map(\.problem)) {
            out += "\(problem):\n"
            let rows = results.filter { $0.problem == problem }.map { r -> [String] in
                [r.method, r.settingLabel,
                 r.failure == nil ? formatted(r.error, "%.2e") : "failed",
                 "\(r.functionEvaluations)", "\(r.jacobianEvaluations)", "\(r.steps)", "\(r.rejected)",
                 r.failure == nil ? formatted(r.seconds * 1e6, "%.1f") : (r.failure ?? "")]
            }
            out += Table(header: ["method", "setting", "error", "f evals", "J evals", "steps", "rejected", "µs"], rows: rows).render()
            out += "\n"
        }
        return out
    }

    func csv() -> String {
        var out = "problem,method,setting_kind,setting,error,function_evaluations,jacobian_evaluations,steps,rejected,seconds,failure\n"
        for r in results {
            let failure = (r.failure ?? "").replacingAll("\"", with: "\"\"")
            out += "\(r.problem),\(r.method),\(r.settingKind),\(r.setting),\(r.failure == nil ? "\(r.error)" : ""),"
            out += "\(r.functionEvaluations),\(r.jacobianEvaluations),\(r.steps),\(r.rejected),"
            out += "\(r.failure == nil ? "\(r.seconds)" : ""),\"\(failure)\"\n"
        }
        return out
    }

    /// One row per problem, two panels per row: error against function evaluations, and against time.
    func svg() -> String {
        let problems = uniqued(results.map(\.problem))
        let panelWidth = 720.0, panelHeight = 440.0
        var body = ""
        for (row, problem) in problems.enumerated() {
            let rows = results.filter { $0.problem == problem && $0.failure == nil && $0.error > 0 }
            let methods = uniqued(rows.map(\.method))
            func series(_ x: (StudyResult) -> Double) -> [LinePlot.Series] {
                methods.map { m in
                    LinePlot.Series(name: m, points: rows.filter { $0.method == m }.map { (x($0), $0.error) }
                        .sorted { $0.0 < $1.0 }.map { (x: $0.0, y: $0.1) }, markers: true)
                }
            }
            let byEvaluations = LinePlot(title: "\(problem): error vs function evaluations", xLabel: "function evaluations",
                                         yLabel: "achieved error", series: series { Double(Swift.max(1, $0.functionEvaluations)) },
                                         logX: true, logY: true, width: panelWidth, height: panelHeight)
            let byTime = LinePlot(title: "\(problem): error vs time", xLabel: "time (s)", yLabel: "achieved error",
                                  series: series { $0.seconds }, logX: true, logY: true, width: panelWidth, height: panelHeight)
            body += "<g transform=\"translate(0 \(fmt(Double(row) * panelHeight)))\">\(byEvaluations.render())</g>\n"
            body += "<g transform=\"translate(\(fmt(panelWidth)) \(fmt(Double(row) * panelHeight)))\">\(byTime.render())</g>\n"
        }
        let w = 2 * panelWidth, h = Double(Swift.max(1, problems.count)) * panelHeight
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(fmt(w))\" height=\"\(fmt(h))\" viewBox=\"0 0 \(fmt(w)) \(fmt(h))\">\n\(body)</svg>\n"
    }
}

/// The distinct values in first-seen order.
func uniqued(_ values: [String]) -> [String] {
    var seen = Set<String>()
    return values.filter { seen.insert($0).inserted }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

extension StudyResult {
    /// "tol 1e-06", "dt 1/120" or "-".
    var settingLabel: String {
        switch settingKind {
        case "tol": "tol \(formatted(setting, "%.0e"))"
        case "frame": "dt 1/\(Int((1 / setting).rounded()))"
        default: "-"
        }
    }
}
