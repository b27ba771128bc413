/// A type whose values form a vector space over `Double`: they can be added, subtracted, scaled
/// and measured. The spring's stateless API (``Spring/value(target:initialVelocity:time:)`` and
/// friends) is generic over it, so one spring can drive a scalar, a point or a whole pose.
///
/// Mirrors SwiftUI's protocol of the same name. Conformances are provided for `Double`, `Float`
/// and `SIMD2`, `SIMD3`, `SIMD4`, `SIMD8` and `SIMD16` of any `BinaryFloatingPoint` scalar
/// (so `SIMD2<Double>`, `SIMD4<Float>`, …).
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The sum of the squares of the components (the squared Euclidean length), as a `Double`.
    var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
    /// Multiplies by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// `self * self`.
    @inlinable
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies by `rhs`, computed in `Double` and rounded once to `Float`.
    @inlinable
    public mutating func scale(by rhs: Double) { self = Float(Double(self) * rhs) }
    /// The square, computed in `Double`.
    @inlinable
    public var magnitudeSquared: Double { Double(self) * Double(self) }
}
