extension StudyRun {
    /// "tol 1e-06", "abs 1e-08 rel 1e-05", "dt 1/120" or "-".
    var settingLabel: String {
        switch setting {
        case .tolerance(let t):
            t.absolute == t.relative ? "tol \(formatted(t.absolute, "%.0e"))"
                : "abs \(formatted(t.absolute, "%.0e")) rel \(formatted(t.relative, "%.0e"))"
        case .frame(let h): "dt 1/\(Int((1 / h).rounded()))"
        case .none: "-"
        }
    }
}
