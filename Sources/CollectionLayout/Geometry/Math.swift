#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Thin wrappers so geometry code does not need Foundation.
@usableFromInline func _sin(_ x: Double) -> Double { sin(x) }
@usableFromInline func _cos(_ x: Double) -> Double { cos(x) }
@usableFromInline func _atan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@usableFromInline func _hypot(_ x: Double, _ y: Double) -> Double { hypot(x, y) }

/// Linear interpolation that is exact at both ends and for equal endpoints:
/// `a` at `t == 0`, `b` at `t == 1`, and `a` for every `t` when `a == b` (finite).
/// Fractions outside [0, 1] extrapolate.
@inlinable func _lerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
    t == 1 ? b : a + (b - a) * t
}

/// Lane-wise ``_lerp(_:_:_:)`` for SIMD vectors.
@inlinable func _lerp<V: SIMD>(_ a: V, _ b: V, _ t: Double) -> V where V.Scalar == Double {
    t == 1 ? b : a + (b - a) * t
}

@inlinable func _dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
    a.x * b.x + a.y * b.y + a.z * b.z
}

@inlinable func _cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}

@inlinable func _length(_ a: SIMD3<Double>) -> Double { _dot(a, a).squareRoot() }

/// Maps atan2's −π (from a −0 argument) to π, so angles lie in (−π, π].
@inlinable func _halfOpenAngle(_ angle: Double) -> Double { angle == -Double.pi ? Double.pi : angle }
