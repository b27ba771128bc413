/// Lookups of other elements' attributes for ``AnimationContext``, shared by every context of one
/// transition start (one allocation per start).
package final class ContextLookup {
    package let start: (ElementID) -> LayoutAttributes?
    package let target: (ElementID) -> LayoutAttributes?

    package init(start: @escaping (ElementID) -> LayoutAttributes?, target: @escaping (ElementID) -> LayoutAttributes?) {
        self.start = start
        self.target = target
    }
}
