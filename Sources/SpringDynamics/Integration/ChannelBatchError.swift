/// A change to a ``ChannelBatch`` that was refused; the batch is unchanged.
public enum ChannelBatchError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The channel does not belong to the batch.
    case unknownChannel(ChannelID)
    /// A position, velocity or target is NaN or infinite.
    case nonFinite(channel: ChannelID, field: String, value: Double)

    public var description: String {
        switch self {
        case .unknownChannel(let c):
            "unknown channel \(c.rawValue)"
        case .nonFinite(let c, let field, let value):
            "channel \(c.rawValue): \(field) is \(value); must be finite"
        }
    }
}
