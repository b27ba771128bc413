import SpringTransitions

/// The single-value container of ``JSONValueDecoder``.
struct JSONValueSingleValueContainer: SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    func decodeNil() -> Bool {
        if case .null = value { return true }
        return false
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONValueDecoder.decode(type, from: value, at: codingPath, userInfo: userInfo)
    }

    func decode(_ type: Bool.Type) throws -> Bool { try JSONValueDecoder.decode(type, from: value, at: codingPath, userInfo: userInfo) }
    func decode(_ type: String.Type) throws -> String { try JSONValueDecoder.decode(type, from: value, at: codingPath, userInfo: userInfo) }
    func decode(_ type: Double.Type) throws -> Double { try JSONValueDecoder.decode(type, from: value, at: codingPath, userInfo: userInfo) }
    func decode(_ type: Float.Type) throws -> Float { try JSONValueDecoder.decode(type, from: value, at: codingPath, userInfo: userInfo) }
    func decode(_ type: Int.Type) throws -> Int { try JSONValueDecoder.decode(type, from: value, at: codingPath, userInfo: userInfo) }
    func decode(_ type: Int8.Type) throws -> Int8 { try JSONValueDecoder.decode(type, from: value, at: codingPath, userInfo: userInfo) }
    func decode(_ type: Int16.Type) throws -> Int16 { try JSONValueDecoder.decode(type, from: value, at: codingPath, userInfo: userInfo) }
    func decode(_ type: Int32.Type) throws -> Int32 { try JSONValueDecoder.decode(type, from: value, at: codingPath, userInfo: userInfo) }
    func decode(_ type: Int64.Type) throws -> Int64 { try JSONValueDecoder.decode(type, from: value, at: codingPath, userInfo: userInfo) }
    func decode(_ type: UInt.Type) throws -> UInt { try JSONValueDecoder.decode(type, from: value, at: codingPath, userInfo: userInfo) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try JSONValueDecoder.decode(type, from: value, at: codingPath, userInfo: userInfo) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try JSONValueDecoder.decode(type, from: value, at: codingPath, userInfo: userInfo) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try JSONValueDecoder.decode(type, from: value, at: codingPath, userInfo: userInfo) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try JSONValueDecoder.decode(type, from: value, at: codingPath, userInfo: userInfo) }
}
