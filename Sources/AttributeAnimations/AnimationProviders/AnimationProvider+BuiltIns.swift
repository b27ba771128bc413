extension AnimationProvider {
    /// Every element on `spring`, every channel alike, starting at rest without delay.
    public static func spring(_ spring: Spring) -> AnimationProvider {
        AnimationProvider(recipe: ProviderRecipe(springs: ChannelSprings(spring)))
    }

    /// Every element on the same per-channel springs.
    public static func springs(_ springs: ChannelSprings) -> AnimationProvider {
        AnimationProvider(recipe: ProviderRecipe(springs: springs))
    }

    /// Every element with `springs[channel]` for the listed channels and `default` for the others,
    /// for example `.perChannel([.alpha: .snappy], default: .bouncy)`.
    public static func perChannel(_ springs: [AnimationChannel: Spring], default spring: Spring) -> AnimationProvider {
        .springs(ChannelSprings(spring, overrides: springs))
    }

    /// Cells, supplementary views and decoration views each from their own provider.
    public static func perKind(cells: AnimationProvider, supplementary: AnimationProvider,
                               decoration: AnimationProvider) -> AnimationProvider {
        if let c = cells.recipe, let s = supplementary.recipe, let d = decoration.recipe {
            return AnimationProvider(recipe: ProviderRecipe(cells: c.cells, supplementary: s.supplementary,
                                                            decoration: d.decoration))
        }
        return AnimationProvider { context in
            switch context.element.category {
            case .cell: cells(context)
            case .supplementary: supplementary(context)
            case .decoration: decoration(context)
            }
        }
    }

    /// Every element snaps to its target at once: the transition completes on its first step.
    public static var snap: AnimationProvider { AnimationProvider { _ in nil } }

    /// Every element on `spring`, each delayed by its distance from an anchor cell: a ripple.
    ///
    /// The distance is measured between the element's center and the anchor's, both in the layout
    /// the transition goes to (a disappearing element's own center where it starts; the anchor's
    /// start center when it is not in the target layout).
    ///
    /// - Parameters:
    ///   - anchor: the cell the ripple spreads from; `nil` for the transition's
    ///     ``AnimationContext/anchor`` (no delay when that is `nil` too).
    ///   - delayPerPoint: seconds of delay per point of distance (finite, ≥ 0; checked when the
    ///     transition starts).
    ///   - spring: the spring of every channel.
    public static func stagger(from anchor: IndexPath? = nil, delayPerPoint: Double, spring: Spring = .smooth) -> AnimationProvider {
        AnimationProvider.spring(spring).staggered(from: anchor, delayPerPoint: delayPerPoint)
    }

    /// This provider with each animation's ``AttributeAnimation/delay`` increased by its element's
    /// distance from `anchor` times `delayPerPoint` (see ``stagger(from:delayPerPoint:spring:)``).
    public func staggered(from anchor: IndexPath? = nil, delayPerPoint: Double) -> AnimationProvider {
        let base = self
        return AnimationProvider { context in
            guard let animation = base(context) else { return nil }
            animation.delay += delayPerPoint * Self.distance(of: context, from: anchor ?? context.anchor)
            return animation
        }
    }

    /// The distance from the anchor cell's center to the element's, in points; 0 without an anchor.
    package static func distance(of context: AnimationContext, from anchor: IndexPath?) -> Double {
        guard let anchor else { return 0 }
        let id = ElementID.cell(anchor)
        guard let anchorAttributes = context.targetAttributes(of: id) ?? context.startAttributes(of: id) else { return 0 }
        let center = context.change == .disappearing ? context.from.center : context.to.center
        return center.distance(to: anchorAttributes.center)
    }
}
