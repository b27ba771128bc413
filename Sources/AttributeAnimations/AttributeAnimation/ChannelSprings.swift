/// The springs of one ``AttributeAnimation``: one spring for every channel, with optional
/// per-channel overrides (a stiffer spring for alpha, a softer one for the size...).
public struct ChannelSprings: Sendable, Hashable {
    /// The spring of every channel without an override.
    public var `default`: Spring
    /// Springs for particular channels, replacing ``default`` for them.
    public var overrides: [AnimationChannel: Spring]

    /// `spring` for every channel, except those in `overrides`.
    public init(_ spring: Spring, overrides: [AnimationChannel: Spring] = [:]) {
        self.default = spring
        self.overrides = overrides
    }

    /// The spring that drives `channel`. Setting it adds an override.
    public subscript(channel: AnimationChannel) -> Spring {
        get { overrides[channel] ?? self.default }
        set { overrides[channel] = newValue }
    }

    /// A copy with `spring` driving every channel of `channels`, for example
    /// `ChannelSprings(.smooth).setting(.bouncy, for: AnimationChannel.center)`.
    public func setting(_ spring: Spring, for channels: [AnimationChannel]) -> ChannelSprings {
        var copy = self
        for channel in channels { copy.overrides[channel] = spring }
        return copy
    }
}
