/// How an element looks where it appears from or disappears to: a scale and rotation about its
/// center, a move of its center, and an opacity. Applied to the element's own attributes by
/// ``UpdateEffectsLayout`` for items that are really inserted or deleted.
///
/// objc.io's insertion effect (cells shooting in small and rotated) is
/// `ElementEffect(scale: 0.2, rotation: .pi, alpha: 1)`; ``shrinkAndFade`` is a scale of 0.1 with
/// alpha 0.
public struct ElementEffect: Sendable, Hashable, Codable {
    /// The scale applied about the center, after the element's own transform (> 0).
    public var scale: Double
    /// The rotation applied about the center after the scale, in radians.
    public var rotation: Double
    /// How far the center moves, in points.
    public var offset: Point
    /// The element's opacity, from 0 to 1 (replaces its own).
    public var alpha: Double

    /// Creates an effect; the defaults change nothing but the opacity (a fade).
    public init(scale: Double = 1, rotation: Double = 0, offset: Point = .zero, alpha: Double = 0) {
        self.scale = scale
        self.rotation = rotation
        self.offset = offset
        self.alpha = alpha
    }

    /// A fade: alpha 0, nothing else (UIKit's default appearing and disappearing attributes).
    public static let fade = ElementEffect()
    /// A tenth of the size, alpha 0.
    public static let shrinkAndFade = ElementEffect(scale: 0.1)

    /// `attributes` with the effect applied: transform followed by the scale and rotation, center
    /// moved by ``offset``, alpha set to ``alpha``.
    public func apply(to attributes: LayoutAttributes) -> LayoutAttributes {
        var a = attributes
        if scale != 1 || rotation != 0 {
            a.transform = a.transform.concatenating(
                AffineTransform(scaleX: scale, y: scale).concatenating(AffineTransform(rotationAngle: rotation)))
        }
        a.center = a.center + offset
        a.alpha = alpha
        return a
    }

    /// Checks every field; `name` prefixes the field in messages.
    ///
    /// - Throws: ``LayoutError/invalidParameter(owner:name:value:requirement:)`` with owner
    ///   `"UpdateEffectsLayout"`, e.g.
    ///   `"invalid UpdateEffectsLayout: insertionEffect.scale is 0.0; must be finite and positive"`.
    public func validate(as name: String) throws(LayoutError) {
        func fail(_ field: String, _ value: Double, _ requirement: String) -> LayoutError {
            .invalidParameter(owner: "UpdateEffectsLayout", name: "\(name).\(field)", value: "\(value)", requirement: requirement)
        }
        guard scale.isFinite, scale > 0 else { throw fail("scale", scale, "must be finite and positive") }
        guard rotation.isFinite else { throw fail("rotation", rotation, "must be finite") }
        guard offset.x.isFinite else { throw fail("offset.x", offset.x, "must be finite") }
        guard offset.y.isFinite else { throw fail("offset.y", offset.y, "must be finite") }
        guard alpha >= 0, alpha <= 1 else { throw fail("alpha", alpha, "must be between 0 and 1") }
    }
}
