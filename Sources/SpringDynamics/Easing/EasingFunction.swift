/// A named, user-defined easing curve, used through ``Easing/custom(_:)``.
///
/// Two functions are equal, and hash alike, when their names are equal; the closures are never
/// compared. Give each distinct curve its own name (the plugin registry looks curves up by name).
public struct EasingFunction: Sendable, Hashable {
    /// The curve's name, unique among your curves; never empty and never a built-in name.
    public let name: String
    private let body: @Sendable (Double) -> Double

    /// Creates a named curve.
    ///
    /// - Parameters:
    ///   - name: A non-empty name that is not a built-in curve's name (``Easing/allCases``) and does
    ///     not start with `cubicBezier(`, so that ``Easing/name`` stays unambiguous.
    ///   - body: The curve. ``Easing`` calls it only with `t` in [0, 1] and expects 0 at 0 and 1 at 1;
    ///     it should not allocate if it runs every frame.
    /// - Throws: ``EasingError/emptyFunctionName`` or ``EasingError/reservedFunctionName(_:)``.
    public init(name: String, _ body: @escaping @Sendable (Double) -> Double) throws(EasingError) {
        if name.allSatisfy(\.isWhitespace) { throw .emptyFunctionName }
        if Easing(named: name) != nil || name.hasPrefix(Easing.cubicBezierPrefix) {
            throw .reservedFunctionName(name)
        }
        self.name = name
        self.body = body
    }

    /// Calls the curve with `t` as given (no clamping; ``Easing`` clamps before calling).
    public func callAsFunction(_ t: Double) -> Double { body(t) }

    /// Whether the two functions have the same name.
    public static func == (lhs: EasingFunction, rhs: EasingFunction) -> Bool { lhs.name == rhs.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
