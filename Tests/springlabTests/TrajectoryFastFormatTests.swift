import SpringTestSupport
import SpringTransitions
import Testing
@testable import springlab

/// The byte-writing path of `springlab simulate` against the `printf`-based one it replaced:
/// identical bytes for numbers (ties, signs, zeros, tiny and huge values) and whole records.
@Suite("simulate: fast formatting")
struct TrajectoryFastFormatTests {
    static func fast(_ value: Double, digits: Int) -> String {
        var out: [UInt8] = []
        DecimalText.appendNumber(value, digits: digits, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    static let special: [Double] = [
        0, -0.0, 1, -1, 0.5, -0.5, 0.0000005, -0.0000005, 0.0000004999999, 0.0000005000001, 5e-7, 1.5e-6, 2.5e-6,
        0.0078125, -0.0078125, 0.0234375, 1.0 / 1024, 3.0 / 1024, 1.0 / 2048, 0.1, 0.2, 0.3, 1e-9, 5e-10, -5e-10, 1.5e-9,
        123.4567895, 999999.9999995, 999_999_999.9999, 1e9, -1e9, 1e12, 1.5e15, 9.007199254740993e15, 1e300, -1e300,
        .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .nan, .infinity, -.infinity, 0.1 + 0.2, 844.0 / 3, -390.0 / 7, 1.0 / 120, 59.0 / 120,
    ]

    @Test("numbers: the same text as %.6f / %.9f, trailing zeros cut, -0 as 0")
    func numbers() {
        var g = SeededGenerator(seed: 1_000_000)
        var values = Self.special
        for _ in 0..<100_000 {
            switch Int.random(in: 0..<5, using: &g) {
            case 0: values.append(Double.random(in: -1000...1000, using: &g))
            case 1: values.append(Double.random(in: -1e-5...1e-5, using: &g))
            case 2: values.append(Double(bitPattern: g.next()))  // anything, huge and tiny included
            case 3:  // dyadic rationals: exact ties at the 6th or 9th decimal
                values.append(Double(Int.random(in: -1_000_000...1_000_000, using: &g)) / Double(1 << Int.random(in: 0...30, using: &g)))
            default:  // near a rounding boundary
                let k = Double(Int.random(in: -10_000_000...10_000_000, using: &g))
                values.append((k + 0.5) / (Bool.random(using: &g) ? 1e6 : 1e9))
            }
        }
        var mismatches: [String] = []
        for v in values {
            for digits in [6, 9] {
                let expected = TrajectoryFormat.number(v, digits: digits), actual = Self.fast(v, digits: digits)
                if expected != actual && mismatches.count < 10 { mismatches.append("\(v) (\(digits)): \(actual) vs \(expected)") }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect(Self.fast(0.0078125, digits: 6) == "0.007812")  // a tie, to even, as glibc
        #expect(Self.fast(-0.0, digits: 6) == "0")
        #expect(Self.fast(-4e-7, digits: 6) == "0")
        #expect(Self.fast(.nan, digits: 6) == "null")
    }

    @Test("integers as string interpolation")
    func integers() {
        for v in [0, 1, -1, 9, 10, 99, 100, 12345, -98765, Int.max, Int.min] {
            var out: [UInt8] = []
            DecimalText.appendInt(v, to: &out)
            #expect(String(decoding: out, as: UTF8.self) == "\(v)")
        }
    }

    @Test("records: the same bytes as before, CSV and JSON, first and later")
    func records() throws {
        var g = SeededGenerator(seed: 42)
        let kinds: [ElementCategory] = [.cell, .supplementary(.header), .supplementary(.footer),
                                        .decoration("a b,c"), .supplementary(""), .decoration("grid-line_2")]
        for trial in 0..<3_000 {
            let id = ElementID(category: kinds[trial % kinds.count],
                               indexPath: IndexPath(section: Int.random(in: 0...20, using: &g), item: Int.random(in: 0...5000, using: &g)))
            func r() -> Double { Double.random(in: -2000...2000, using: &g) }
            let a = LayoutAttributes(
                id: id, center: Point(x: r(), y: r()), size: Size(width: abs(r()), height: abs(r())),
                transform: trial % 3 == 0 ? .identity : AffineTransform(a: r() / 1000, b: r() / 3e6, c: -0.0, d: 1, tx: r(), ty: -r()),
                alpha: Double.random(in: 0...1, using: &g), zIndex: Int.random(in: -5...2000, using: &g), isHidden: trial % 7 == 0)
            let index = Int.random(in: 0...100_000, using: &g), time = Double(index) / 120
            let offset = Point(x: trial % 2 == 0 ? 0 : r(), y: r())
            for format in TrajectoryFormat.allCases {
                for first in [true, false] {
                    var out: [UInt8] = []
                    format.appendRecord(index: index, time: time, contentOffset: offset, a, first: first, to: &out)
                    let expected = format.record(index: index, time: time, contentOffset: offset, a, first: first)
                    #expect(String(decoding: out, as: UTF8.self) == expected)
                }
            }
        }
    }
}
