/// Where a rect query reads an entry's center from, flat so that rejecting a candidate touches
/// no class, array of channels or reference count: the batch channels of the center's x and y
/// (or their fixed values), built with the swept-bounds index.
struct QueryCenter {
    /// The batch channel of the center's x, or -1 when it does not move (then `fixedX`).
    var xChannel: Int32
    /// The batch channel of the center's y, or -1 when it does not move (then `fixedY`).
    var yChannel: Int32
    /// Whether the center can be read from the batch alone: the entry is animated and was not
    /// waiting for its delay when the index was built (waiting entries take the general path).
    var isDirect: Bool
    /// The center's x when it has no channel.
    var fixedX: Double
    /// The center's y when it has no channel.
    var fixedY: Double

    /// An entry whose center a query cannot read directly (it snapped, or it waits for its delay).
    static let indirect = QueryCenter(xChannel: -1, yChannel: -1, isDirect: false, fixedX: 0, fixedY: 0)
}
