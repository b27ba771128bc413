/// A channel an animation subclass declared with ``AttributeAnimation/addChannel(named:from:to:threshold:)``.
package struct DeclaredChannel {
    package var name: String
    package var from: Double
    package var to: Double
    package var threshold: RestThreshold
    /// The vector channel this one is a component of (``AttributeAnimation/addVectorChannel(named:from:to:threshold:)``), or `nil`.
    package var vector: String? = nil
    /// Its component index in ``vector``.
    package var component = 0
}
