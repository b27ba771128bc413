/// Identifies one channel of a ``ChannelBatch`` for the batch's whole life, whichever slot it
/// occupies as channels settle and wake up.
public struct ChannelID: Sendable, Hashable, Comparable, Codable {
    /// The channel's number: 0 for the first channel added to the batch, then 1, 2, …
    public let rawValue: Int32

    /// Creates an identifier from its number.
    @inlinable
    public init(rawValue: Int32) { self.rawValue = rawValue }

    @inlinable
    public static func < (lhs: ChannelID, rhs: ChannelID) -> Bool { lhs.rawValue < rhs.rawValue }
}
