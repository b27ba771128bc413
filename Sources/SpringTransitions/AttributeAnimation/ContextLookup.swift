/// Lookups of other elements' attributes for ``AnimationContext``, shared by every context of one
/// transition start (one allocation per start).
final class ContextLookup {
    let start: (ElementID) -> LayoutAttributes?
    let target: (ElementID) -> LayoutAttributes?

    init(start: @escaping (ElementID) -> LayoutAttributes?, target: @escaping (ElementID) -> LayoutAttributes?) {
        self.start = start
        self.target = target
    }
}
