import SpringTransitions
import IntegratorLab

extension ProblemFile {
    /// The file as an `IntegratorProblem`, for work-precision and convergence studies.
    ///
    /// Each run gets its own compiled system (`ExpressionSystem.makeODESystem()`), so studies
    /// may run problems side by side. The reference is the file's end state; without one, a
    /// tight run (GSL bsimp for a stiff problem, rk8pd otherwise, at tolerance 1e-13) that
    /// studies report as computed. The group is `file`; the error norm is the file's
    /// (`relative` is `ErrorNorm.relative(floor: 0)`).
    ///
    /// - Throws: `ProblemError` when IntegratorLab refuses a value the file format allows.
    public func integratorProblem() throws(ProblemError) -> IntegratorProblem {
        let system = self.system
        let makeSystem: () throws -> ODESystem = { try system.makeODESystem() }
        let reference: ProblemReference
        if let referenceEndState {
            reference = .endState(referenceEndState, source: referenceSource.isEmpty ? "given in the problem file" : referenceSource)
        } else {
            reference = .tightRun(makeSystem: makeSystem, initialState: initialState, startTime: start,
                                  stepper: isStiff ? .bsimp : .rk8pd, tolerance: 1e-13,
                                  crossCheck: "none: the problem file gives no reference end state")
        }
        var problem = try IntegratorProblem(
            name: name, summary: summary, group: "file", makeSystem: makeSystem, initialState: initialState,
            startTime: start, endTime: end, componentNames: variables, reference: reference,
            errorNorm: errorNorm == "relative" ? .relative(floor: 0) : .absolute,
            initialStep: isStiff ? Swift.min(1e-6, (end - start) * 1e-3) : nil)
        problem.isStiff = isStiff
        return problem
    }
}
