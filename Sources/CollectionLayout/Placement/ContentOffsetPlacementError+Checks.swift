// Argument checks for the placement functions, on the package's one parameter-checking helper
// (``ParameterCheck``, through ``ParameterChecking``, which ``ContentOffsetPlacementError`` adopts below).

extension ContentOffsetPlacementError {
    /// Checks the arguments shared by every placement entry point, in order: options,
    /// current offset, current bounds size, current content inset.
    static func checkArguments(options: PlacementOptions, currentOffset: Point, currentBoundsSize: Size,
                               currentContentInset: EdgeInsets) throws(ContentOffsetPlacementError) {
        try options.validate()
        try check.point("currentOffset", currentOffset)
        try check.size("currentBoundsSize", currentBoundsSize)
        try check.finiteInsets("currentContentInset", currentContentInset)
    }
}
extension ContentOffsetPlacementError: ParameterChecking {
    /// ``invalidParameter(name:value:requirement:)`` with the value as text.
    package static func invalidNumber(_ name: String, _ value: Double, _ requirement: String) -> ContentOffsetPlacementError {
        .invalidParameter(name: name, value: "\(value)", requirement: requirement)
    }
}
