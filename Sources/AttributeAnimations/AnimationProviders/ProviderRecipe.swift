/// What a built-in ``AnimationProvider`` makes for every element, known without calling it: a
/// plain ``AttributeAnimation`` from the context's start to its target, at rest, without delay, on
/// the springs of the element's category.
package struct ProviderRecipe: Sendable, Hashable {
    /// The springs of cells.
    package var cells: ChannelSprings
    /// The springs of supplementary views.
    package var supplementary: ChannelSprings
    /// The springs of decoration views.
    package var decoration: ChannelSprings

    /// Every category on `springs`.
    package init(springs: ChannelSprings) {
        cells = springs
        supplementary = springs
        decoration = springs
    }

    /// Each category on its own springs.
    package init(cells: ChannelSprings, supplementary: ChannelSprings, decoration: ChannelSprings) {
        self.cells = cells
        self.supplementary = supplementary
        self.decoration = decoration
    }

    /// The springs of `element`.
    package func springs(for element: ElementID) -> ChannelSprings {
        switch element.category {
        case .cell: cells
        case .supplementary: supplementary
        case .decoration: decoration
        }
    }

    /// The animation the provider makes for `context`.
    package func makeAnimation(for context: AnimationContext) -> AttributeAnimation {
        AttributeAnimation(context: context, springs: springs(for: context.element))
    }
}
