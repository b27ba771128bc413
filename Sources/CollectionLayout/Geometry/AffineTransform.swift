/// A 2-D affine transform, laid out like Core Graphics' `CGAffineTransform`:
///
///     [ a  b  0 ]
///     [ c  d  0 ]
///     [ tx ty 1 ]
///
/// A point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty).
public struct AffineTransform: Sendable, Hashable, Codable {
    /// The x-scale/rotation coefficient: x′ gets `a·x`.
    public var a: Double
    /// The y′ contribution of x: y′ gets `b·x`.
    public var b: Double
    /// The x′ contribution of y: x′ gets `c·y`.
    public var c: Double
    /// The y-scale/rotation coefficient: y′ gets `d·y`.
    public var d: Double
    /// The horizontal translation, in points.
    public var tx: Double
    /// The vertical translation, in points.
    public var ty: Double

    /// Creates a transform from its six coefficients.
    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The identity transform.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether this is exactly the identity.
    @inlinable
    public var isIdentity: Bool { self == .identity }

    /// Whether every coefficient is finite.
    @inlinable
    public var isFinite: Bool { a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite }

    /// A translation.
    @inlinable
    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale.
    @inlinable
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians (counter-clockwise in a y-up space, clockwise on screen).
    @inlinable
    public init(rotationAngle angle: Double) {
        let s = _sin(angle), co = _cos(angle)
        self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    /// `self` followed by `other` (Core Graphics' `concatenating`).
    @inlinable
    public func concatenating(_ t: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * t.a + b * t.c, b: a * t.b + b * t.d,
            c: c * t.a + d * t.c, d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    /// Applies the transform to a point.
    @inlinable
    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The determinant of the linear part.
    @inlinable
    public var determinant: Double { a * d - b * c }
}
