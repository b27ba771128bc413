/// The state of one exchange transaction inside the controller.
struct ExchangeDrag: Sendable, Hashable {
    /// Identifies the transaction, so late completions of an earlier one are ignored.
    let serial: Int
    /// Exchange or move, fixed for the whole transaction (a configuration change applies to the next one).
    let mode: ExchangeMode
    /// Where the dragged item was caught: its original index path.
    let origin: IndexPath
    /// Where the dragged item is now in the data.
    var current: IndexPath
    /// The dragged cell's center minus the catch point: the snapshot keeps this offset from the finger.
    let grabOffset: Point
    /// The latest finger location, content coordinates.
    var finger: Point
    /// Whether the delegate has completed the catch animation (exchange events wait for it).
    var catchCompleted: Bool
    /// Whether the finger moved while the catch was not complete (its completion then checks for an event).
    var movedBeforeCatchCompleted = false
}
