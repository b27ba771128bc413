/// Refuses the keys a decoder's object holds beyond the known ones, so that a misspelt key is an
/// error at its own coding path instead of a silently ignored member (`{"width": 1, "heigth": 2}`).
enum StrictKeys {
    /// Any member name.
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Throws `DecodingError.dataCorrupted` at the first key of `decoder`'s object (in sorted
    /// order) that is not in `known`: `"unknown key 'heigth'; known keys: width, height"`.
    static func check(_ decoder: any Decoder, known: [String]) throws {
        let raw = try decoder.container(keyedBy: Key.self)
        for key in raw.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) where !known.contains(key.stringValue) {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: raw,
                debugDescription: "unknown key '\(key.stringValue)'; known keys: \(known.joined(separator: ", "))")
        }
    }

    /// The required numbers `keys` of `decoder`'s object, in that order, after ``check(_:known:)``
    /// refused any other key: the strict decoding of the geometry types (`{"x": 1, "y": 2}`).
    static func numbers(_ decoder: any Decoder, _ keys: [String]) throws -> [Double] {
        try check(decoder, known: keys)
        let c = try decoder.container(keyedBy: Key.self)
        return try keys.map { try c.decode(Double.self, forKey: Key(stringValue: $0)) }
    }
}
