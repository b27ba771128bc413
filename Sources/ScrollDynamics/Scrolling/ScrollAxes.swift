/// The axes a ``ScrollDriver`` scrolls along. An axis left out keeps its offset: drags along it
/// are ignored and it never moves after a release.
public struct ScrollAxes: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: UInt8

    /// Creates axes from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Along x.
    public static let horizontal = ScrollAxes(rawValue: 1)
    /// Along y.
    public static let vertical = ScrollAxes(rawValue: 2)
    /// Along both.
    public static let both: ScrollAxes = [.horizontal, .vertical]
}
