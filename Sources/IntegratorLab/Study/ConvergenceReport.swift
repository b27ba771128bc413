/// The result of a ``ConvergenceStudy``: every point and every fitted order, as a table, CSV,
/// JSON, Markdown and an SVG of error against step size with the fitted slopes. Deterministic.
public struct ConvergenceReport: Hashable, Sendable {
    /// Every stepper at every level.
    public var points: [ConvergencePoint]
    /// One order per problem and stepper.
    public var fits: [ConvergenceFit]
    /// The band the fits used.
    public var errorFloor: Double, errorCeiling: Double

    /// A report (normally made by ``ConvergenceStudy/run()``).
    public init(points: [ConvergencePoint], fits: [ConvergenceFit], errorFloor: Double, errorCeiling: Double) {
        self.points = points
        self.fits = fits
        self.errorFloor = errorFloor
        self.errorCeiling = errorCeiling
    }
}
