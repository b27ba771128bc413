/// Decimal text written straight into a byte buffer, without `String` or `printf`: the fast path
/// of `springlab simulate`.
///
/// ``appendNumber(_:digits:to:)`` produces exactly the bytes of ``TrajectoryFormat/number(_:digits:)``
/// (`%.{digits}f`, trailing zeros and a trailing `.` removed, `-0` written `0`, non-finite values
/// `null`): it rounds the exact binary value of the `Double` to `digits` decimals with integer
/// arithmetic, ties to even as glibc's `printf` does. Values of magnitude 10⁹ and more take the
/// `printf` path.
enum DecimalText {
    /// 10⁰ … 10¹⁸.
    static let powersOfTen: [UInt64] = (0...18).map { p in (0..<p).reduce(1) { r, _ in r * 10 } }

    /// Appends `value` rounded to `digits` (0…9) decimals, as ``TrajectoryFormat/number(_:digits:)``.
    @inline(__always)
    static func appendNumber(_ value: Double, digits: Int, to out: inout [UInt8]) {
        guard value.isFinite else {
            out.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C])  // null
            return
        }
        let magnitude = Swift.abs(value)
        guard magnitude < 1e9, digits >= 0, digits <= 9 else {  // the rounded value fits in a UInt64
            out.append(contentsOf: TrajectoryFormat.number(value, digits: digits).utf8)
            return
        }
        // magnitude = m · 2^-shift exactly, with m < 2^53 and shift ≥ 23 (magnitude < 2^30).
        let bits = magnitude.exponentBitPattern
        let m = bits == 0 ? magnitude.significandBitPattern : magnitude.significandBitPattern | (1 << 52)
        let shift = bits == 0 ? 1074 : 1075 - Int(bits)
        // q = round(m · 10^digits / 2^shift), ties to even; m · 10^9 < 2^83.
        let n = UInt128(m) * UInt128(powersOfTen[digits])
        var q: UInt64
        if shift >= 90 {
            q = 0  // n < 2^83 ≤ half of 2^shift: rounds to 0
        } else {
            let s = UInt128(shift)
            q = UInt64(n >> s)
            let remainder = n & ((1 << s) - 1), half = UInt128(1) << (s - 1)
            if remainder > half || (remainder == half && q & 1 == 1) { q += 1 }
        }
        guard q != 0 else {
            out.append(0x30)  // "0", also for -0 and tiny negatives
            return
        }
        if value < 0 { out.append(0x2D) }
        let scale = powersOfTen[digits]
        appendUnsigned(q / scale, to: &out)
        var fraction = q % scale
        guard fraction != 0 else { return }
        var width = digits
        while fraction % 10 == 0 {
            fraction /= 10
            width -= 1
        }
        out.append(0x2E)  // "."
        appendUnsigned(fraction, minimumWidth: width, to: &out)
    }

    /// Appends `value` in decimal, as `"\(value)"`.
    @inline(__always)
    static func appendInt(_ value: Int, to out: inout [UInt8]) {
        if value < 0 { out.append(0x2D) }
        appendUnsigned(UInt64(value.magnitude), to: &out)
    }

    /// Appends `value` in decimal, left-padded with zeros to `minimumWidth` digits.
    @inline(__always)
    static func appendUnsigned(_ value: UInt64, minimumWidth: Int = 1, to out: inout [UInt8]) {
        var digits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)  // 20 digits fit in 32 bytes
        withUnsafeMutableBytes(of: &digits) { raw in
            var v = value, count = 0
            repeat {
                raw[19 - count] = UInt8(truncatingIfNeeded: 0x30 &+ v % 10)
                v /= 10
                count += 1
            } while v != 0
            while count < minimumWidth && count < 20 {
                raw[19 - count] = 0x30
                count += 1
            }
            out.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[(20 - count)..<20]))
        }
    }
}
