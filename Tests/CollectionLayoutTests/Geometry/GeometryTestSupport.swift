import CollectionLayout
import SpringTestSupport

/// Random geometry for the property tests, drawn from a ``SeededGenerator`` (namespaced so that other
/// test files in this target can extend `SeededGenerator` freely).
struct GeometrySampler {
    var generator: SeededGenerator

    /// A sampler seeded with `seed`.
    init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

    /// A uniform double in `lo ... hi`.
    mutating func uniform(_ lo: Double, _ hi: Double) -> Double { Double.random(in: lo ... hi, using: &generator) }

    /// A fair coin.
    mutating func coin() -> Bool { generator.next() & 1 == 0 }

    /// A random affine transform with coefficients in [−range, range] and |determinant| ≥ `minDeterminant`.
    mutating func affine(range: Double = 10, minDeterminant: Double = 1e-3) -> AffineTransform {
        while true {
            let t = AffineTransform(a: uniform(-range, range), b: uniform(-range, range),
                                    c: uniform(-range, range), d: uniform(-range, range),
                                    tx: uniform(-100, 100), ty: uniform(-100, 100))
            if abs(t.determinant) >= minDeterminant { return t }
        }
    }

    /// A random unit quaternion with w ≥ 0.
    mutating func rotation() -> Quaternion {
        while true {
            let q = Quaternion(x: uniform(-1, 1), y: uniform(-1, 1), z: uniform(-1, 1), w: uniform(-1, 1))
            let n = q.length
            if n > 0.1 && n <= 1 {
                let u = q.normalized
                return u.w < 0 ? -u : u
            }
        }
    }
}

/// The largest absolute difference between corresponding coefficients.
func maxDifference(_ p: AffineTransform, _ q: AffineTransform) -> Double {
    zip([p.a, p.b, p.c, p.d, p.tx, p.ty], [q.a, q.b, q.c, q.d, q.tx, q.ty]).map { abs($0 - $1) }.max()!
}

/// The sixteen entries, row by row.
func matrixEntries(_ t: Transform3D) -> [Double] {
    [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
     t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
}

/// The transform built from sixteen entries, row by row.
func transform3D(entries e: [Double]) -> Transform3D {
    Transform3D(m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
}

/// The largest absolute difference between corresponding entries.
func maxDifference(_ p: Transform3D, _ q: Transform3D) -> Double {
    zip(matrixEntries(p), matrixEntries(q)).map { abs($0 - $1) }.max()!
}

/// The largest absolute difference between corresponding lanes.
func maxDifference<V: SIMD>(_ p: V, _ q: V) -> Double where V.Scalar == Double {
    (0 ..< V.scalarCount).map { abs(p[$0] - q[$0]) }.max()!
}

/// The largest absolute difference between two quaternions, treating q and −q as equal.
func rotationDifference(_ p: Quaternion, _ q: Quaternion) -> Double {
    let direct = [p.x - q.x, p.y - q.y, p.z - q.z, p.w - q.w].map(abs).max()!
    let flipped = [p.x + q.x, p.y + q.y, p.z + q.z, p.w + q.w].map(abs).max()!
    return min(direct, flipped)
}

/// Every quaternion component, for comparisons.
func lanes(_ q: Quaternion) -> SIMD4<Double> { SIMD4(q.x, q.y, q.z, q.w) }
