extension ConvergenceReport {
    fileprivate var problemNames: [String] { uniqued(fits.map(\.problem)) }

    private func orderText(_ fit: ConvergenceFit) -> String { fit.estimatedOrder.map { formatted($0, "%.2f") } ?? "-" }
    private func declaredText(_ fit: ConvergenceFit) -> String { fit.isVariableOrder ? "≤\(fit.declaredOrder)" : "\(fit.declaredOrder)" }
    private func rangeText(_ fit: ConvergenceFit) -> String {
        guard let first = fit.fittedSteps.first, let last = fit.fittedSteps.last else { return fit.note ?? "-" }
        return "N = \(first)…\(last) (\(fit.fittedSteps.count) points)"
    }

    /// Per problem, one line per stepper: declared order, estimated order, the fitted range.
    public func table() -> String {
        var out = ""
        for problem in problemNames {
            out += "\(problem): order of the final-state error under fixed steps h = T/N\n"
            let rows = fits.filter { $0.problem == problem }.map { [$0.stepper.rawValue, declaredText($0), orderText($0), rangeText($0)] }
            out += textTable(header: ["stepper", "declared", "estimated", "fitted over"], rows: rows) + "\n"
        }
        return out
    }

    /// The same as ``table()`` as Markdown.
    public func markdown() -> String {
        var out = ""
        for problem in problemNames {
            out += "### \(problem)\n\n| stepper | declared order | estimated order | fitted over |\n|---|---|---|---|\n"
            for fit in fits where fit.problem == problem {
                out += "| \(fit.stepper.rawValue) | \(declaredText(fit)) | \(orderText(fit)) | \(rangeText(fit)) |\n"
            }
            out += "\n"
        }
        return out
    }

    /// One line per point: `problem,stepper,steps,step_size,error,declared_order,estimated_order,failure`
    /// (the last two repeat the stepper's fit).
    public func csv() -> String {
        var out = "problem,stepper,steps,step_size,error,declared_order,estimated_order,failure\n"
        for p in points {
            let fit = fits.first { $0.problem == p.problem && $0.stepper == p.stepper }
            out += "\(csvField(p.problem)),\(p.stepper.rawValue),\(p.steps),\(p.stepSize),\(p.error.map { "\($0)" } ?? ""),"
            out += "\(p.stepper.order),\(fit?.estimatedOrder.map { "\($0)" } ?? ""),\(csvField(p.failure ?? ""))\n"
        }
        return out
    }

    /// `{"fits": [...], "points": [...]}`.
    public func json() -> String {
        let fitText = fits.map { f in
            "    {\"problem\": \(jsonString(f.problem)), \"stepper\": \(jsonString(f.stepper.rawValue)), \"declaredOrder\": \(f.declaredOrder), "
                + "\"variableOrder\": \(f.isVariableOrder), \"estimatedOrder\": \(jsonNumber(f.estimatedOrder)), "
                + "\"fittedSteps\": [\(f.fittedSteps.map(String.init).joined(separator: ", "))], \"note\": \(f.note.map(jsonString) ?? "null")}"
        }.joined(separator: ",\n")
        let pointText = points.map { p in
            "    {\"problem\": \(jsonString(p.problem)), \"stepper\": \(jsonString(p.stepper.rawValue)), \"steps\": \(p.steps), "
                + "\"stepSize\": \(jsonNumber(p.stepSize)), \"error\": \(jsonNumber(p.error)), \"failure\": \(p.failure.map(jsonString) ?? "null")}"
        }.joined(separator: ",\n")
        return "{\n  \"errorFloor\": \(jsonNumber(errorFloor)), \"errorCeiling\": \(jsonNumber(errorCeiling)),\n  \"fits\": [\n\(fitText)\n  ],\n  \"points\": [\n\(pointText)\n  ]\n}\n"
    }

    /// One panel per problem: final-state error against step size on log-log axes, one series
    /// per stepper, its legend giving the estimated and declared order.
    public func svg() -> String {
        let width = 720.0, height = 440.0
        var body = ""
        for (row, problem) in problemNames.enumerated() {
            let series = fits.filter { $0.problem == problem }.map { fit in
                LinePlot.Series(name: "\(fit.stepper.rawValue): slope \(orderText(fit)) (order \(declaredText(fit)))",
                                points: points.filter { $0.problem == problem && $0.stepper == fit.stepper }
                                    .compactMap { p in p.error.map { (x: p.stepSize, y: $0) } }.sorted { $0.x < $1.x },
                                markers: true)
            }
            let plot = LinePlot(title: "\(problem): final-state error vs fixed step h", xLabel: "step size h",
                                yLabel: "final-state error", series: series, logX: true, logY: true, width: width, height: height)
            body += "<g transform=\"translate(0 \(fmt(Double(row) * height)))\">\(plot.render())</g>\n"
        }
        let h = Double(Swift.max(1, problemNames.count)) * height
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(fmt(width))\" height=\"\(fmt(h))\" viewBox=\"0 0 \(fmt(width)) \(fmt(h))\">\n\(body)</svg>\n"
    }
}
