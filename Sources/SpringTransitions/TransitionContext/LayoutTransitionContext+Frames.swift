// Where every element of a layout transition starts and ends.

extension LayoutTransitionContext {
    /// Where `element` starts: its attributes in ``fromLayout``; for an inserted element,
    /// ``toLayout``'s ``Layout/initialAttributes(forAppearing:)`` (by default its final attributes
    /// with alpha 0: it fades in where it will be). `nil` for an element of neither layout.
    public func initialAttributes(for element: ElementID) -> LayoutAttributes? {
        if let a = fromLayout.attributes(for: element) { return a }
        guard let b = toLayout.attributes(for: element) else { return nil }
        return toLayout.initialAttributes(forAppearing: element) ?? b
    }

    /// Where `element` ends: its attributes in ``toLayout``; for a removed element,
    /// ``fromLayout``'s ``Layout/finalAttributes(forDisappearing:)`` (by default its initial
    /// attributes with alpha 0: it fades out where it is). `nil` for an element of neither layout.
    public func finalAttributes(for element: ElementID) -> LayoutAttributes? {
        if let b = toLayout.attributes(for: element) { return b }
        guard let a = fromLayout.attributes(for: element) else { return nil }
        return fromLayout.finalAttributes(forDisappearing: element) ?? a
    }

    /// The frame ``initialAttributes(for:)`` gives (Texture's `initialFrameForNode:`), or `nil`.
    public func initialFrame(for element: ElementID) -> Rect? { initialAttributes(for: element)?.frame }

    /// The frame ``finalAttributes(for:)`` gives (Texture's `finalFrameForNode:`), or `nil`.
    public func finalFrame(for element: ElementID) -> Rect? { finalAttributes(for: element)?.frame }
}
