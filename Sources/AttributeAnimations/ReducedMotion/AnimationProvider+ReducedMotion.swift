extension AnimationProvider {
    /// This provider with `policy` applied to the channels `channels` (all when `nil`) of the
    /// elements `include` accepts (all when `nil`); other elements and channels are untouched.
    ///
    /// ```swift
    /// // Reduce motion: positions and sizes snap, alpha still fades on a short spring.
    /// let provider = try AnimationProvider.spring(.smooth)
    ///     .reducingMotion(.snap, for: AnimationChannel.center + AnimationChannel.size)
    ///     .reducingMotion(.shorten(to: 0.15), for: [.alpha])
    /// ```
    ///
    /// Elements the base provider snaps (`nil`) stay snapped. ``MotionPolicy/shorten(to:)`` on a
    /// built-in provider for every element keeps it built-in (its plain elements stay deferred, see
    /// `SpringTransitionLayout/animation(for:)`); every other combination calls the base provider
    /// for each element and changes the animation it returns (a subclass keeps its class, except
    /// under ``MotionPolicy/crossFade(duration:)``, which replaces the element's animation).
    ///
    /// - Parameters:
    ///   - policy: what the affected channels do (see ``MotionPolicy``).
    ///   - channels: the channels affected; `nil` for all. Must be `nil` for
    ///     ``MotionPolicy/crossFade(duration:)``, which applies to whole elements.
    ///   - include: which elements are affected, for example `{ $0.element.category == .cell }`;
    ///     `nil` for all.
    /// - Throws: ``MotionPolicyError`` for a duration that is not finite and > 0, or channels given
    ///   to a cross-fade.
    public func reducingMotion(_ policy: MotionPolicy, for channels: [AnimationChannel]? = nil,
                               where include: ((AnimationContext) -> Bool)? = nil) throws(MotionPolicyError) -> AnimationProvider {
        try policy.validate()
        let base = self
        switch policy {
        case .full:
            return self
        case .shorten(let duration):
            if include == nil, let recipe {
                return AnimationProvider(recipe: ProviderRecipe(
                    cells: recipe.cells.shortened(to: duration, for: channels),
                    supplementary: recipe.supplementary.shortened(to: duration, for: channels),
                    decoration: recipe.decoration.shortened(to: duration, for: channels)))
            }
            return AnimationProvider { context in
                guard let animation = base(context) else { return nil }
                if include?(context) ?? true { animation.springs = animation.springs.shortened(to: duration, for: channels) }
                return animation
            }
        case .snap:
            return AnimationProvider { context in
                guard let animation = base(context) else { return nil }
                if include?(context) ?? true { animation.snap(channels) }
                return animation
            }
        case .crossFade(let duration):
            guard channels == nil else { throw .crossFadeNeedsWholeElements }
            return AnimationProvider { context in
                guard let animation = base(context) else { return nil }
                guard include?(context) ?? true else { return animation }
                return CrossFadeAnimation(replacing: animation, duration: duration)
            }
        }
    }
}
