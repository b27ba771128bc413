/// One of the two axes of the content plane.
///
/// Used as a layout's scroll direction (the axis along which its content grows) and as the axis a
/// ``SpatialIndex`` sorts elements along.
public enum Axis: String, Sendable, Hashable, Codable, CaseIterable {
    /// The x axis: content grows to the right.
    case horizontal
    /// The y axis: content grows downwards.
    case vertical

    /// The other axis.
    @inlinable
    public var perpendicular: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension Rect {
    /// The smallest coordinate of the rectangle along `axis`.
    @inlinable
    func min(along axis: Axis) -> Double { axis == .horizontal ? minX : minY }

    /// The largest coordinate of the rectangle along `axis`.
    @inlinable
    func max(along axis: Axis) -> Double { axis == .horizontal ? maxX : maxY }
}
