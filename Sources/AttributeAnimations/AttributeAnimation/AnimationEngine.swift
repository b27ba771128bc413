/// What an ``AttributeAnimation`` asks of the transition running it: the presented state of its
/// channels. The spring engine (`SpringTransitionLayout`) conforms; declaring the protocol here
/// keeps this folder below the engine's (the animation holds the engine weakly, by this protocol).
///
/// The per-frame pose is written by the engine in one call per element
/// (``writeStandardPose(_:of:values:)``), so the per-channel reads inside it stay direct calls.
package protocol AnimationEngine: AnyObject {
    /// The element's progress at the presented time (see ``AttributeAnimation/progress``).
    func presentedProgress(of a: AttributeAnimation) -> Double
    /// Whether every channel of `a` rests on its target and its delay has run out.
    func isSettled(_ a: AttributeAnimation) -> Bool
    /// Whether `channel` of `a` has a slot and is moving.
    func isMoving(_ channel: AnimationChannel, in a: AttributeAnimation) -> Bool
    /// The presented value and velocity of any channel of `a`, or `nil` for an unknown custom one.
    func presentedValue(of channel: AnimationChannel, in a: AttributeAnimation) -> (value: Double, velocity: Double)?
    /// Writes the presented standard channels (and custom channels that write the pose) of `a`
    /// into `pose` (the base of ``AttributeAnimation/interpolatePose(_:values:)``).
    func writeStandardPose(_ pose: inout LayoutAttributes, of a: AttributeAnimation, values: AnimationValues)
    /// Records that someone declared the channel `name` of `element` after the engine took its
    /// animation over: the engine's next advance throws.
    func refuseLateChannel(_ name: String, of element: ElementID)
}
