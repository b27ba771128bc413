/// An element's start or target in a ``TransitionPlan``: a *plain* element (every attribute at its
/// default except the frame, and its own identity, as the built-in layouts' cells) as its center
/// and size only (40 bytes instead of a whole ``LayoutAttributes``), any other one as the index of
/// its whole attributes in the plan. Rebuilt bit for bit by ``TransitionPlan/attributes(_:of:)``.
struct PlannedAttributes {
    /// The center's x of a plain element.
    var centerX: Double
    /// The center's y of a plain element.
    var centerY: Double
    /// The width of a plain element.
    var width: Double
    /// The height of a plain element.
    var height: Double
    /// The index of the whole attributes in ``TransitionPlan/whole``, or -1 for a plain element.
    var whole: Int

    /// Whether `attributes` of element `id` is plain: its identity is `id`, its transforms are
    /// exactly the identities (bit for bit: no −0), alpha 1, zIndex 0, not hidden, no custom channels.
    static func isPlain(_ attributes: borrowing LayoutAttributes, id: ElementID) -> Bool {
        let t = attributes.transform
        guard attributes.alpha == 1, attributes.zIndex == 0, !attributes.isHidden, attributes.customChannels.isEmpty,
              t.a.bitPattern == one, t.b.bitPattern == 0, t.c.bitPattern == 0, t.d.bitPattern == one,
              t.tx.bitPattern == 0, t.ty.bitPattern == 0 else { return false }
        let m = attributes.transform3D
        guard m.m11.bitPattern == one, m.m12.bitPattern == 0, m.m13.bitPattern == 0, m.m14.bitPattern == 0,
              m.m21.bitPattern == 0, m.m22.bitPattern == one, m.m23.bitPattern == 0, m.m24.bitPattern == 0,
              m.m31.bitPattern == 0, m.m32.bitPattern == 0, m.m33.bitPattern == one, m.m34.bitPattern == 0,
              m.m41.bitPattern == 0, m.m42.bitPattern == 0, m.m43.bitPattern == 0, m.m44.bitPattern == one else { return false }
        return attributes.id == id
    }

    /// The bit pattern of 1.0.
    private static let one = (1.0).bitPattern
}
