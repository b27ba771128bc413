import SpringTransitions

/// A JSON value held as data: what a scenario file keeps of a plugin's `parameters` object until
/// a ``PluginRegistry`` factory decodes it (see ``decoder(codingPath:userInfo:)``).
///
/// Decodes from any `Decoder` (a `JSONDecoder` gives exactly the file's value) and encodes back
/// unchanged, so a scenario round-trips. Numbers are `Double`s: integers up to 2⁵³ are exact.
public enum JSONValue: Sendable, Hashable, Codable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object; member order is not kept (keys are iterated sorted).
    case object([String: JSONValue])

    /// Decodes whatever value the decoder holds.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the value is none of the JSON kinds.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else if let value = try? container.decode([String: JSONValue].self) {
            self = .object(value)
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a JSON value")
        }
    }

    /// Encodes the value as it is.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// A decoder over this value, for a plugin factory or any `Decodable` type.
    ///
    /// - Parameters:
    ///   - codingPath: where the value sits in its document; decoding errors report paths below it
    ///     (so a scenario's errors name the file's path, such as `$.to.parameters.columns`).
    ///   - userInfo: passed through to the decoded types.
    public func decoder(codingPath: [any CodingKey] = [], userInfo: [CodingUserInfoKey: Any] = [:]) -> any Decoder {
        JSONValueDecoder(value: self, codingPath: codingPath, userInfo: userInfo)
    }

    /// Decodes a `T` from this value (see ``decoder(codingPath:userInfo:)``).
    ///
    /// - Throws: `DecodingError` with the coding path below `codingPath`, or what `T` throws.
    public func decode<T: Decodable>(_ type: T.Type, codingPath: [any CodingKey] = [],
                                     userInfo: [CodingUserInfoKey: Any] = [:]) throws -> T {
        try T(from: decoder(codingPath: codingPath, userInfo: userInfo))
    }

    /// The kind of value, as error messages name it: `"null"`, `"a boolean"`, `"a number"`,
    /// `"a string"`, `"an array"` or `"an object"`.
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
