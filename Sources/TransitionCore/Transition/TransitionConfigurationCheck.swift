/// The checks every time-driven transition's configuration shares (spring and eased): a finite,
/// positive clock step and a finite target offset.
package enum TransitionConfigurationCheck {
    /// Throws unless `timeStep` is finite and positive and `toContentOffset` (if any) is finite.
    ///
    /// - Throws: ``TransitionError/invalidConfiguration(name:value:requirement:)``, e.g.
    ///   `"invalid transition configuration: timeStep is 0.0; must be finite and positive"`, or
    ///   ``TransitionError/invalidContentOffset(_:)``.
    package static func validate(timeStep: Double, toContentOffset: Point?) throws(TransitionError) {
        guard timeStep.isFinite, timeStep > 0 else {
            throw .invalidConfiguration(name: "timeStep", value: "\(timeStep)", requirement: "must be finite and positive")
        }
        if let offset = toContentOffset, !offset.isFinite { throw .invalidContentOffset(offset) }
    }
}
