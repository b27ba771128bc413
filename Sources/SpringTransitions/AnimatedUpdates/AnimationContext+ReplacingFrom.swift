extension AnimationContext {
    /// This context with another start (for an appearing element whose start attributes were
    /// recorded while its layout could still give them).
    func replacingFrom(_ from: LayoutAttributes) -> AnimationContext {
        AnimationContext(element: element, from: from, to: to, change: change, index: index, elementCount: elementCount,
                         isRetarget: isRetarget, isMoving: isMoving, anchor: anchor,
                         fromContentOffset: fromContentOffset, toContentOffset: toContentOffset, lookup: lookup)
    }
}
