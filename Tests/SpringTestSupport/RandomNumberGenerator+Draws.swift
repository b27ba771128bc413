extension RandomNumberGenerator {
    /// A uniform double in `range`.
    public mutating func double(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }
    /// A uniform double in `range` (the same as ``double(_:)``).
    public mutating func uniform(_ range: ClosedRange<Double>) -> Double { double(range) }
    /// A uniform integer in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    /// A fair coin.
    public mutating func bool() -> Bool { Bool.random(using: &self) }
}
