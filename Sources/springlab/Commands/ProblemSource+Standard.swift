import IntegratorLab

extension ProblemSource {
    /// The source `springlab integrators --problem` resolves names with: the catalogue, and
    /// problem files through their loader.
    ///
    /// Hook for the problem-file format: set `fileLoader` here to the function that reads a
    /// `.json` problem file into an `IntegratorProblem`. Until then a `.json` path is an error
    /// (exit 2).
    static func standard() throws -> ProblemSource {
        try ProblemSource(fileLoader: nil)
    }
}
