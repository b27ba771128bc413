// Codable with validation: a decoded spring satisfies the same invariants as a constructed one.

extension Spring: Codable {
    /// The keys of the encoded form.
    enum CodingKeys: String, CodingKey {
        case mass, stiffness, damping, response, dampingRatio, duration, bounce
    }

    /// Decodes a spring and validates it exactly like the initialisers.
    ///
    /// Accepted forms (mass is optional everywhere and defaults to 1):
    /// - `{"mass": m, "stiffness": k, "damping": c}` (what ``encode(to:)`` writes);
    /// - `{"response": r, "dampingRatio": ζ}`, as ``init(response:dampingRatio:mass:)``;
    /// - `{"duration": d, "bounce": b}`, as ``init(duration:bounce:mass:)`` (both optional,
    ///   defaulting to 0.5 and 0).
    ///
    /// - Throws: `DecodingError.dataCorrupted` whose `debugDescription` is the
    ///   ``SpringParameterError`` description (for example
    ///   "invalid spring parameter stiffness = -1.0: must be greater than 0") and whose coding
    ///   path ends at the offending key; `dataCorrupted` when keys of two forms are mixed;
    ///   `dataCorrupted` at an unknown key, for example a misspelt `"bouce"` ("unknown key 'bouce';
    ///   known keys: mass, stiffness, damping, response, dampingRatio, duration, bounce"); the
    ///   decoder's usual errors for missing keys or non-numbers.
    public init(from decoder: any Decoder) throws {
        try Self.refuseUnknownKeys(decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let mass = try container.decodeIfPresent(Double.self, forKey: .mass) ?? 1
        let physical = container.contains(.stiffness) || container.contains(.damping)
        let perceptual = container.contains(.response) || container.contains(.dampingRatio)
        let swiftUI = container.contains(.duration) || container.contains(.bounce)
        guard [physical, perceptual, swiftUI].filter({ $0 }).count <= 1 else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: container.codingPath,
                debugDescription: "a spring takes exactly one of stiffness/damping, response/dampingRatio or duration/bounce"))
        }
        do {
            if perceptual {
                let response = try container.decode(Double.self, forKey: .response)
                let dampingRatio = try container.decode(Double.self, forKey: .dampingRatio)
                self = try Self.decoding(container) { () throws(SpringParameterError) in
                    try Spring(response: response, dampingRatio: dampingRatio, mass: mass)
                }
            } else if swiftUI {
                let duration = try container.decodeIfPresent(Double.self, forKey: .duration) ?? 0.5
                let bounce = try container.decodeIfPresent(Double.self, forKey: .bounce) ?? 0
                self = try Self.decoding(container) { () throws(SpringParameterError) in
                    try Spring(duration: duration, bounce: bounce, mass: mass)
                }
            } else {
                let stiffness = try container.decode(Double.self, forKey: .stiffness)
                let damping = try container.decode(Double.self, forKey: .damping)
                self = try Self.decoding(container) { () throws(SpringParameterError) in
                    try Spring(mass: mass, stiffness: stiffness, damping: damping)
                }
            }
        }
    }

    /// Encodes the canonical physical form `{"mass", "stiffness", "damping"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(mass, forKey: .mass)
        try container.encode(stiffness, forKey: .stiffness)
        try container.encode(damping, forKey: .damping)
    }

    /// Any key, to see the keys `CodingKeys` would silently drop.
    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Throws `dataCorrupted` at the first key (in sorted order) that is not one of ``CodingKeys``:
    /// a misspelt key must not decode as a default (`"bouce": 0.25` as bounce 0).
    private static func refuseUnknownKeys(_ decoder: any Decoder) throws {
        let raw = try decoder.container(keyedBy: AnyKey.self)
        let known = [CodingKeys.mass, .stiffness, .damping, .response, .dampingRatio, .duration, .bounce].map(\.stringValue)
        for key in raw.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) where !known.contains(key.stringValue) {
            throw DecodingError.dataCorrupted(.init(
                codingPath: raw.codingPath + [key],
                debugDescription: "unknown key '\(key.stringValue)'; known keys: \(known.joined(separator: ", "))"))
        }
    }

    /// Runs a validating initialiser, turning its error into `DecodingError.dataCorrupted`.
    private static func decoding(_ container: KeyedDecodingContainer<CodingKeys>,
                                 _ make: () throws(SpringParameterError) -> Spring) throws -> Spring {
        do {
            return try make()
        } catch {
            let key = CodingKeys(stringValue: error.parameter)
            throw DecodingError.dataCorrupted(.init(
                codingPath: container.codingPath + (key.map { [$0] } ?? []),
                debugDescription: error.description,
                underlyingError: error))
        }
    }
}
