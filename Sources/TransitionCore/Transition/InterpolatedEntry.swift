/// One element of an interpolated transition (eased or interactive): where it starts, where it
/// ends, and the decompositions its poses are interpolated through, computed once at the start.
package struct InterpolatedEntry {
    /// The element's identity (in the next layout; for a disappearing element, in the one it leaves).
    package var id: ElementID
    /// How it takes part.
    package var change: AnimationContext.Change
    /// The pose at progress 0.
    package var from: LayoutAttributes
    /// The pose at progress 1.
    package var to: LayoutAttributes
    /// The 2-D transforms' components (``AffineTransform/components``), when they differ.
    package var fromAffine: AffineTransform.Components
    package var toAffine: AffineTransform.Components
    /// Whether the 2-D transform changes.
    package var affineMoves: Bool
    /// The decomposed 3-D transforms; `nil` when an endpoint cannot be decomposed (the transform
    /// then switches at progress 0.5, as ``Transform3D/interpolate(from:to:fraction:)`` does).
    package var from3D: Transform3D.Components?
    package var to3D: Transform3D.Components?
    /// Whether the 3-D transform changes.
    package var transform3DMoves: Bool

    package init(id: ElementID, change: AnimationContext.Change, from: LayoutAttributes, to: LayoutAttributes) {
        self.id = id
        self.change = change
        self.from = from
        self.to = to
        affineMoves = from.transform != to.transform
        fromAffine = affineMoves ? from.transform.components : .identity
        toAffine = affineMoves ? to.transform.components : .identity
        transform3DMoves = from.transform3D != to.transform3D
        from3D = transform3DMoves ? from.transform3D.components : nil
        to3D = transform3DMoves ? to.transform3D.components : nil
    }

    /// The target pose, with the element's identity: what a finished transition shows.
    package var target: LayoutAttributes {
        var pose = to
        pose.id = id
        return pose
    }

    /// The start pose, with the element's identity: where a cancelled interactive transition
    /// sends an element the original layout does not have.
    package var start: LayoutAttributes {
        var pose = from
        pose.id = id
        return pose
    }
}
