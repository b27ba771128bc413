/// Initial velocities of an ``AttributeAnimation``'s channels, in each channel's unit per second
/// (points per second for the center, radians per second for the rotation, ...). Every channel
/// without an entry starts at rest.
///
/// A channel whose start equals its target but has a velocity still moves: it is flung away and
/// springs back.
public struct ChannelVelocities: Sendable, Hashable {
    /// The velocity of each channel that has one.
    public var values: [AnimationChannel: Double]

    /// Velocities from a dictionary; missing channels are 0.
    public init(_ values: [AnimationChannel: Double] = [:]) {
        self.values = values
    }

    /// A center velocity (points per second) and optionally a size velocity.
    public init(center: Point, size: Size = .zero) {
        var values: [AnimationChannel: Double] = [:]
        if center.x != 0 { values[.centerX] = center.x }
        if center.y != 0 { values[.centerY] = center.y }
        if size.width != 0 { values[.width] = size.width }
        if size.height != 0 { values[.height] = size.height }
        self.values = values
    }

    /// Every channel at rest.
    public static let zero = ChannelVelocities()

    /// The velocity of `channel`; 0 unless set.
    public subscript(channel: AnimationChannel) -> Double {
        get { values[channel] ?? 0 }
        set { values[channel] = newValue == 0 ? nil : newValue }
    }
}
