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
    /// How far the delegate's catch animation is (exchange events wait for its completion).
    var catchProgress = CatchProgress.animating

    /// The delegate's catch animation, as far as exchange events care.
    enum CatchProgress: Sendable, Hashable {
        /// Not completed; the finger has not moved since the catch.
        case animating
        /// Not completed; the finger moved meanwhile, so the completion checks for an event.
        case animatingAfterMove
        /// Completed: exchange events follow the finger.
        case completed
    }
}
