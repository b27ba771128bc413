/// What a built-in ``AnimationProvider`` makes for every element, known without calling it: a
/// plain ``AttributeAnimation`` from the context's start to its target, at rest, without delay, on
/// the springs of the element's category.
struct ProviderRecipe: Sendable, Hashable {
    /// The springs of cells.
    var cells: ChannelSprings
    /// The springs of supplementary views.
    var supplementary: ChannelSprings
    /// The springs of decoration views.
    var decoration: ChannelSprings

    /// Every category on `springs`.
    init(springs: ChannelSprings) {
        cells = springs
        supplementary = springs
        decoration = springs
    }

    /// Each category on its own springs.
    init(cells: ChannelSprings, supplementary: ChannelSprings, decoration: ChannelSprings) {
        self.cells = cells
        self.supplementary = supplementary
        self.decoration = decoration
    }

    /// The springs of `element`.
    func springs(for element: ElementID) -> ChannelSprings {
        switch element.category {
        case .cell: cells
        case .supplementary: supplementary
        case .decoration: decoration
        }
    }

    /// The animation the provider makes for `context`.
    func makeAnimation(for context: AnimationContext) -> AttributeAnimation {
        AttributeAnimation(context: context, springs: springs(for: context.element))
    }
}
