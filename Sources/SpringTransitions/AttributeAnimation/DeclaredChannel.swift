/// A channel an animation subclass declared with ``AttributeAnimation/addChannel(named:from:to:threshold:)``.
struct DeclaredChannel {
    var name: String
    var from: Double
    var to: Double
    var threshold: RestThreshold
}
