extension WorkPrecisionReport {
    /// The whole report as one JSON object: `study` (sampling, sampleCount, repetitions),
    /// `problems` (name, group, startTime, endTime, components, reference, referenceEndState,
    /// errorNorm) and `runs` (the CSV's fields by name, with `endState` an array and missing
    /// measures `null`). Keys in a fixed order, so the text is deterministic but for `seconds`.
    public func json() -> String {
        var out = "{\n  \"study\": {\"sampling\": \(jsonString(sampling.rawValue)), \"sampleCount\": \(sampleCount), \"repetitions\": \(repetitions)},\n"
        out += "  \"problems\": [\n"
        out += problems.map { p in
            "    {\"name\": \(jsonString(p.name)), \"group\": \(jsonString(p.group)), \"startTime\": \(jsonNumber(p.startTime)), "
                + "\"endTime\": \(jsonNumber(p.endTime)), \"components\": [\(p.componentNames.map(jsonString).joined(separator: ", "))], "
                + "\"reference\": \(jsonString(p.reference)), \"referenceEndState\": [\(p.referenceEndState.map { jsonNumber($0) }.joined(separator: ", "))], "
                + "\"errorNorm\": \(jsonString(p.errorNorm))}"
        }.joined(separator: ",\n")
        out += "\n  ],\n  \"runs\": [\n"
        out += runs.map { r in
            var fields = ["\"problem\": \(jsonString(r.problem))", "\"method\": \(jsonString(r.method))", "\"settingKind\": \(jsonString(r.setting.kind))"]
            switch r.setting {
            case .tolerance(let t): fields += ["\"absoluteTolerance\": \(jsonNumber(t.absolute))", "\"relativeTolerance\": \(jsonNumber(t.relative))"]
            case .frame(let h): fields.append("\"frame\": \(jsonNumber(h))")
            case .none: break
            }
            fields += [
                "\"finalError\": \(jsonNumber(r.finalError))", "\"denseMaxError\": \(jsonNumber(r.denseMaxError))",
                "\"denseRMSError\": \(jsonNumber(r.denseRMSError))", "\"stepMaxError\": \(jsonNumber(r.stepMaxError))",
                "\"stepRMSError\": \(jsonNumber(r.stepRMSError))", "\"invariantError\": \(jsonNumber(r.invariantError))",
                "\"functionEvaluations\": \(r.statistics.functionEvaluations)", "\"jacobianEvaluations\": \(r.statistics.jacobianEvaluations)",
                "\"steps\": \(r.statistics.acceptedSteps)", "\"rejectedSteps\": \(r.statistics.rejectedSteps)",
                "\"seconds\": \(jsonNumber(r.seconds))", "\"failure\": \(r.failure.map(jsonString) ?? "null")",
                "\"endState\": [\(r.endState.map { jsonNumber($0) }.joined(separator: ", "))]",
            ]
            return "    {" + fields.joined(separator: ", ") + "}"
        }.joined(separator: ",\n")
        out += "\n  ]\n}\n"
        return out
    }
}
