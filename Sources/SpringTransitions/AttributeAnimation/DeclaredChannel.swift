/// A channel an animation subclass declared with ``AttributeAnimation/addChannel(named:from:to:threshold:)``.
struct DeclaredChannel {
    var name: String
    var from: Double
    var to: Double
    var threshold: RestThreshold
    /// The vector channel this one is a component of (``AttributeAnimation/addVectorChannel(named:from:to:threshold:)``), or `nil`.
    var vector: String? = nil
    /// Its component index in ``vector``.
    var component = 0
}
