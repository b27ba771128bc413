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
        guard attributes.alpha == 1, attributes.zIndex == 0, !attributes.isHidden, attributes.customChannels.isEmpty,
              attributes.transform.isExactlyIdentity, attributes.transform3D.isExactlyIdentity else { return false }
        return attributes.id == id
    }

    /// Whether this is a plain element valid at a glance: finite center, finite non-negative size
    /// (what a provider's animation of it would be checked for).
    var isPlainValid: Bool {
        whole < 0 && centerX.isFinite && centerY.isFinite && width.isFinite && height.isFinite && width >= 0
            && height >= 0
    }

    /// The center and size of a plain element.
    var geometric: GeometricValues { GeometricValues(centerX: centerX, centerY: centerY, width: width, height: height) }
}
