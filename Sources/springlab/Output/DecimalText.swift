/// Decimal text written straight into a byte buffer, without `String` or `printf`: the fast path
/// of `springlab simulate`.
///
/// ``write(_:digits:to:)`` produces exactly the bytes of ``TrajectoryFormat/number(_:digits:)``
/// (`%.{digits}f`, trailing zeros and a trailing `.` removed, `-0` written `0`, non-finite values
/// `null`): it rounds the exact binary value of the `Double` to `digits` decimals with integer
/// arithmetic, ties to even as glibc's `printf` does. Values of magnitude 10⁹ and more take the
/// `printf` path.
enum DecimalText {
    /// 10⁰ … 10¹⁸.
    static let powersOfTen: [UInt64] = (0...18).map { p in (0..<p).reduce(1) { r, _ in r * 10 } }
    /// The most bytes ``write(_:digits:to:)`` writes for a value below 10⁹ ("-999999999.999999999"),
    /// and for any value through `printf` (`%.9f` of the largest `Double` is 319 characters).
    static let maximumNumberLength = 330

    /// Writes `value` rounded to `digits` (0…9) decimals, as ``TrajectoryFormat/number(_:digits:)``;
    /// at most ``maximumNumberLength`` bytes.
    @inline(__always)
    static func write(_ value: Double, digits: Int, to out: inout ByteCursor) {
        guard value.isFinite else {
            out.put(0x6E); out.put(0x75); out.put(0x6C); out.put(0x6C)  // null
            return
        }
        let magnitude = Swift.abs(value)
        guard magnitude < 1e9, digits >= 0, digits <= 9 else {  // the rounded value fits in a UInt64
            out.put(TrajectoryFormat.number(value, digits: digits))
            return
        }
        // magnitude = m · 2^-shift exactly, with m < 2^53 and shift ≥ 23 (magnitude < 2^30).
        let bits = magnitude.exponentBitPattern
        let m = bits == 0 ? magnitude.significandBitPattern : magnitude.significandBitPattern | (1 << 52)
        let shift = bits == 0 ? 1074 : 1075 - Int(bits)
        // q = round(m · 10^digits / 2^shift), ties to even; m · 10^9 < 2^83.
        let scale = power(digits)
        let n = UInt128(m) * UInt128(scale)
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
            out.put(0x30)  // "0", also for -0 and tiny negatives
            return
        }
        if value < 0 { out.put(0x2D) }
        write(q / scale, to: &out)
        var fraction = q % scale
        guard fraction != 0 else { return }
        var width = digits
        while fraction % 10 == 0 {
            fraction /= 10
            width -= 1
        }
        out.put(0x2E)  // "."
        write(fraction, minimumWidth: width, to: &out)
    }

    /// 10^digits: a constant for the digits the formats use (so divisions by it compile to
    /// multiplications once inlined), from the table otherwise.
    @inline(__always)
    static func power(_ digits: Int) -> UInt64 {
        switch digits {
        case 6: 1_000_000
        case 9: 1_000_000_000
        default: powersOfTen[digits]
        }
    }

    /// Writes `value` in decimal, as `"\(value)"`; at most 20 bytes.
    @inline(__always)
    static func write(_ value: Int, to out: inout ByteCursor) {
        if value < 0 { out.put(0x2D) }
        write(UInt64(value.magnitude), to: &out)
    }

    /// Writes `value` in decimal, left-padded with zeros to `minimumWidth` (at most 20) digits.
    @inline(__always)
    static func write(_ value: UInt64, minimumWidth: Int = 1, to out: inout ByteCursor) {
        var count = 1
        var limit: UInt64 = 10
        while count < 20 && value >= limit {
            count += 1
            limit = limit &* 10
        }
        count = Swift.max(count, Swift.min(minimumWidth, 20))
        var v = value
        var i = count
        while i > 0 {
            i -= 1
            (out.position + i).pointee = UInt8(truncatingIfNeeded: 0x30 &+ v % 10)
            v /= 10
        }
        out.skip(count)
    }

    /// Appends `value` rounded to `digits` decimals to `out` (see ``write(_:digits:to:)``).
    static func appendNumber(_ value: Double, digits: Int, to out: inout [UInt8]) {
        out.append(reserving: maximumNumberLength) { write(value, digits: digits, to: &$0) }
    }

    /// Appends `value` in decimal to `out`.
    static func appendInt(_ value: Int, to out: inout [UInt8]) {
        out.append(reserving: 24) { write(value, to: &$0) }
    }
}
