// Layout conformance: what the interpolated core (InterpolatedTransitionCore) needs from an eased
// transition — the eased progress it presents, and whether it has finished.

extension EasedTransitionLayout {
    /// The eased progress the poses, offset and size show now.
    package var presentedFraction: Double { presentedProgress }

    /// How `element` takes part in the transition, or `nil` when it does not.
    public func change(of element: ElementID) -> AnimationContext.Change? {
        table.entryIndex(of: element).map { table.entries[$0].change }
    }

    /// Whether the duration has elapsed.
    package var hasFinished: Bool { state == .finished }
}
