/// Why a content-offset placement could not be computed. Each case's ``description`` names the
/// problem and, where there is one, the offending value.
public enum ContentOffsetPlacementError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The list of index paths to place is empty.
    case noIndexPaths
    /// The target layout has never been prepared (``Layout/preparedContext`` is `nil`).
    case layoutNotPrepared
    /// The target layout has no cell at this index path.
    case indexPathNotFound(IndexPath)
    /// An argument is unusable: `name` (for example `"options.toSize.width"` or
    /// `"currentOffset.x"`) is `value` (as text, e.g. `"nan"`) but must satisfy `requirement`.
    case invalidParameter(name: String, value: String, requirement: String)

    /// For example `"the target layout has no cell at [0, 30]"` or
    /// `"invalid placement: currentOffset.y is inf; must be finite"`.
    public var description: String {
        switch self {
        case .noIndexPaths:
            "no index paths to place; pass at least one"
        case .layoutNotPrepared:
            "the target layout is not prepared; prepare it for the bounds, inset and data after the transition"
        case let .indexPathNotFound(indexPath):
            "the target layout has no cell at \(indexPath)"
        case let .invalidParameter(name, value, requirement):
            ParameterMessage.invalid("placement", name, value, requirement)
        }
    }
}
