/// Decodes a layout configuration leniently: a missing key takes its default, an unknown key is
/// an error naming it and the known ones (so a typo in a scenario file is caught, not ignored).
@usableFromInline
struct ParameterDecoder {
    typealias Key = StrictKeys.Key

    let container: KeyedDecodingContainer<Key>

    /// Opens the object and checks its keys against `known`.
    init(_ decoder: any Decoder, owner: String, known: [String]) throws {
        container = try decoder.container(keyedBy: Key.self)
        for key in container.allKeys where !known.contains(key.stringValue) {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription: "unknown \(owner) parameter '\(key.stringValue)'; known parameters: \(known.joined(separator: ", "))")
        }
    }

    /// The value for `key`, or `fallback` when the key is absent.
    func callAsFunction<T: Decodable>(_ key: String, _ fallback: T) throws -> T {
        try container.decodeIfPresent(T.self, forKey: Key(stringValue: key)) ?? fallback
    }
}
