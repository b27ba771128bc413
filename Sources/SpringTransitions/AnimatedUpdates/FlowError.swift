/// Why an animated collection-view flow (animated batch updates and bounds changes, pinch to
/// resize, layout-to-layout navigation) could not run. Whenever one is thrown, nothing was changed.
///
/// Errors of the layers below keep their own message: ``description`` of ``update(_:)``,
/// ``layout(_:)`` and ``transition(_:)`` is the wrapped error's description.
public enum FlowError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The batch update was refused (see ``UpdateError``).
    case update(UpdateError)
    /// A layout failed to prepare or to update.
    case layout(LayoutError)
    /// The spring transition could not start, retarget or advance.
    case transition(TransitionError)
    /// A touch of a pinch is not finite; `index` is 0 or 1.
    case invalidTouch(index: Int, Point)
    /// The two touches of a pinch are at the same point: no distance to scale by.
    case coincidentTouches(Point)
    /// A gesture sample's time is not finite or does not come after the previous sample's.
    case invalidGestureTime(Double, previous: Double)
    /// ``PinchGesture/update(touches:at:in:)`` or ``PinchGesture/end(in:)`` without a pinch begun.
    case pinchNotBegun
    /// A pinch scale that is negative or not finite.
    case invalidPinchScale(Double)
    /// A pinch center that is not finite.
    case invalidPinchCenter(Point)
    /// The layout has no cell at the index path to pinch.
    case pinchedItemNotFound(IndexPath)
    /// The collection view shows neither the gesture's ``PinchLayout`` nor a transition to it.
    case pinchLayoutNotInstalled
    /// Layout-to-layout navigation recycles one view: both collection views need the same bounds size.
    case boundsMismatch(source: Size, destination: Size)
    /// The shared-item mapping of a navigation sends a source item to an item the destination does
    /// not have.
    case sharedItemOutOfRange(source: IndexPath, destination: IndexPath)
    /// The shared-item mapping of a navigation sends two source items to the same destination item.
    case sharedItemTwice(first: IndexPath, second: IndexPath, destination: IndexPath)

    /// For example `"the two touches of a pinch coincide at (10.0, 20.0); a pinch needs two distinct touches"`.
    public var description: String {
        switch self {
        case .update(let e): e.description
        case .layout(let e): e.description
        case .transition(let e): e.description
        case let .invalidTouch(index, p):
            "invalid pinch touch \(index) at (\(p.x), \(p.y)); must be finite"
        case .coincidentTouches(let p):
            "the two touches of a pinch coincide at (\(p.x), \(p.y)); a pinch needs two distinct touches"
        case let .invalidGestureTime(t, previous):
            "invalid gesture time \(t); must be finite and after the previous sample's \(previous)"
        case .pinchNotBegun:
            "no pinch has begun; call begin(touches:at:in:) first"
        case .invalidPinchScale(let s):
            "invalid pinch scale \(s); must be finite and not negative"
        case .invalidPinchCenter(let p):
            "invalid pinch center (\(p.x), \(p.y)); must be finite"
        case .pinchedItemNotFound(let p):
            "the layout has no cell \(p) to pinch"
        case .pinchLayoutNotInstalled:
            "the collection view shows neither the gesture's PinchLayout nor a transition to it"
        case let .boundsMismatch(source, destination):
            "layout-to-layout navigation needs views of the same bounds size; the source is \(source.width) × \(source.height), the destination \(destination.width) × \(destination.height)"
        case let .sharedItemOutOfRange(source, destination):
            "the shared-item mapping sends \(source) to \(destination), which the destination does not have"
        case let .sharedItemTwice(first, second, destination):
            "the shared-item mapping sends both \(first) and \(second) to \(destination)"
        }
    }
}
