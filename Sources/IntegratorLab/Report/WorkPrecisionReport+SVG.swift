extension WorkPrecisionReport {
    /// One row per problem, two panels per row: `measure` against f-evaluations, and against
    /// wall time. The vertical axis says which measure it is and where its samples come from.
    /// Failed runs and runs without the measure are left out.
    public func svg(measure: ErrorMeasure = .final) -> String {
        let panelWidth = 720.0, panelHeight = 440.0
        var body = ""
        for (row, problem) in problems.enumerated() {
            let selected = runs.filter { $0.problem == problem.name && $0.failure == nil && (measure.value(of: $0) ?? 0) > 0 }
            let methods = uniqued(selected.map(\.method))
            func series(_ x: (StudyRun) -> Double) -> [LinePlot.Series] {
                methods.map { m in
                    LinePlot.Series(name: m, points: selected.filter { $0.method == m }
                        .map { (x: x($0), y: measure.value(of: $0) ?? .nan) }.sorted { $0.x < $1.x }, markers: true)
                }
            }
            let label = measure.label(sampleCount: sampleCount)
            let byEvaluations = LinePlot(title: "\(problem.name): error vs f-evaluations", xLabel: "f-evaluations", yLabel: label,
                                         series: series { Double(Swift.max(1, $0.statistics.functionEvaluations)) },
                                         logX: true, logY: true, width: panelWidth, height: panelHeight)
            let byTime = LinePlot(title: "\(problem.name): error vs time (median of \(repetitions))", xLabel: "wall time per solve (s)",
                                  yLabel: label, series: series { $0.seconds ?? .nan }, logX: true, logY: true, width: panelWidth, height: panelHeight)
            body += "<g transform=\"translate(0 \(fmt(Double(row) * panelHeight)))\">\(byEvaluations.render())</g>\n"
            body += "<g transform=\"translate(\(fmt(panelWidth)) \(fmt(Double(row) * panelHeight)))\">\(byTime.render())</g>\n"
        }
        let w = 2 * panelWidth, h = Double(Swift.max(1, problems.count)) * panelHeight
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(fmt(w))\" height=\"\(fmt(h))\" viewBox=\"0 0 \(fmt(w)) \(fmt(h))\">\n\(body)</svg>\n"
    }
}
