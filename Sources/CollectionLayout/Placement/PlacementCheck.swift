/// Argument checks for the placement functions, on the package's one parameter-checking helper
/// (``ParameterChecking``, which ``ContentOffsetPlacementError`` adopts below).
struct PlacementCheck {
    /// Requires a finite number.
    func finite(_ name: String, _ value: Double) throws(ContentOffsetPlacementError) {
        try ContentOffsetPlacementError.requireFinite(value, name)
    }

    /// Requires a finite, non-negative number.
    func nonNegative(_ name: String, _ value: Double) throws(ContentOffsetPlacementError) {
        try ContentOffsetPlacementError.requireNonNegative(value, name)
    }

    /// Requires finite coordinates.
    func point(_ name: String, _ value: Point) throws(ContentOffsetPlacementError) {
        try ContentOffsetPlacementError.requireFinite(value, name)
    }

    /// Requires finite, non-negative extents.
    func size(_ name: String, _ value: Size) throws(ContentOffsetPlacementError) {
        try nonNegative("\(name).width", value.width)
        try nonNegative("\(name).height", value.height)
    }

    /// Requires finite insets on every edge.
    func insets(_ name: String, _ value: EdgeInsets) throws(ContentOffsetPlacementError) {
        try finite("\(name).top", value.top)
        try finite("\(name).left", value.left)
        try finite("\(name).bottom", value.bottom)
        try finite("\(name).right", value.right)
    }

    /// Requires a finite origin and size.
    func rect(_ name: String, _ value: Rect) throws(ContentOffsetPlacementError) {
        try point("\(name).origin", value.origin)
        try finite("\(name).size.width", value.size.width)
        try finite("\(name).size.height", value.size.height)
    }
}

extension PlacementCheck {
    /// Checks the arguments shared by every placement entry point, in order: options,
    /// current offset, current bounds size, current content inset.
    static func arguments(options: PlacementOptions, currentOffset: Point, currentBoundsSize: Size,
                          currentContentInset: EdgeInsets) throws(ContentOffsetPlacementError) {
        try options.validate()
        let check = PlacementCheck()
        try check.point("currentOffset", currentOffset)
        try check.size("currentBoundsSize", currentBoundsSize)
        try check.insets("currentContentInset", currentContentInset)
    }
}

extension ContentOffsetPlacementError: ParameterChecking {
    /// ``invalidParameter(name:value:requirement:)`` with the value as text.
    package static func invalidNumber(_ name: String, _ value: Double, _ requirement: String) -> ContentOffsetPlacementError {
        .invalidParameter(name: name, value: "\(value)", requirement: requirement)
    }
}
