// SIMD vectors of floating-point scalars as VectorArithmetic.
//
// The standard library gives SIMD vectors `+`, `-` and `.zero` but does not declare them
// AdditiveArithmetic, which VectorArithmetic refines; these retroactive conformances add exactly
// that declaration (the operations already exist) for floating-point scalars.

extension SIMD2: @retroactive AdditiveArithmetic where Scalar: BinaryFloatingPoint {}
extension SIMD3: @retroactive AdditiveArithmetic where Scalar: BinaryFloatingPoint {}
extension SIMD4: @retroactive AdditiveArithmetic where Scalar: BinaryFloatingPoint {}
extension SIMD8: @retroactive AdditiveArithmetic where Scalar: BinaryFloatingPoint {}
extension SIMD16: @retroactive AdditiveArithmetic where Scalar: BinaryFloatingPoint {}

extension SIMD where Scalar: BinaryFloatingPoint {
    /// Multiplies every lane by `rhs` (rounded to `Scalar`).
    @inlinable
    public mutating func scale(by rhs: Double) { self *= Scalar(rhs) }

    /// The sum of the squared lanes, accumulated in `Double`.
    @inlinable
    public var magnitudeSquared: Double {
        var sum = 0.0
        for lane in indices {
            let value = Double(self[lane])
            sum += value * value
        }
        return sum
    }
}

extension SIMD2: VectorArithmetic where Scalar: BinaryFloatingPoint {}
extension SIMD3: VectorArithmetic where Scalar: BinaryFloatingPoint {}
extension SIMD4: VectorArithmetic where Scalar: BinaryFloatingPoint {}
extension SIMD8: VectorArithmetic where Scalar: BinaryFloatingPoint {}
extension SIMD16: VectorArithmetic where Scalar: BinaryFloatingPoint {}
