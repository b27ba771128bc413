import SpringTransitions

/// A `Decoder` over a ``JSONValue``, with a coding path that continues the document's.
///
/// Numbers decode to any numeric type they fit exactly (`3` as `Int`, `3.5` only as a
/// floating-point type); type mismatches and missing keys throw the usual `DecodingError`s with
/// messages such as `"expected a number, found a string"`.
struct JSONValueDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else {
            throw Self.mismatch([String: JSONValue].self, expected: "an object", found: value, at: codingPath)
        }
        return KeyedDecodingContainer(JSONValueKeyedContainer<Key>(members: members, codingPath: codingPath, userInfo: userInfo))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else {
            throw Self.mismatch([JSONValue].self, expected: "an array", found: value, at: codingPath)
        }
        return JSONValueUnkeyedContainer(elements: elements, codingPath: codingPath, userInfo: userInfo)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        JSONValueSingleValueContainer(value: value, codingPath: codingPath, userInfo: userInfo)
    }

    /// A type mismatch: `"expected <expected>, found <kind>"`.
    static func mismatch(_ type: Any.Type, expected: String, found: JSONValue, at path: [any CodingKey]) -> DecodingError {
        if case .null = found {
            return .valueNotFound(type, .init(codingPath: path, debugDescription: "expected \(expected), found null"))
        }
        return .typeMismatch(type, .init(codingPath: path, debugDescription: "expected \(expected), found \(found.kindDescription)"))
    }

    /// Decodes a primitive or any `Decodable` from `value` at `path`.
    /// `value` as `T`, which the caller matched by type already; a mismatch is reported as a
    /// decoding error rather than a trap.
    static func cast<V, T>(_ value: V, to type: T.Type, at path: [any CodingKey]) throws -> T {
        guard let result = value as? T else {
            throw DecodingError.typeMismatch(type, .init(codingPath: path, debugDescription: "expected \(T.self), found \(V.self)"))
        }
        return result
    }

    static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue, at path: [any CodingKey],
                                     userInfo: [CodingUserInfoKey: Any]) throws -> T {
        switch type {
        case is Bool.Type:
            guard case .bool(let b) = value else { throw mismatch(type, expected: "a boolean", found: value, at: path) }
            return try cast(b, to: type, at: path)
        case is String.Type:
            guard case .string(let s) = value else { throw mismatch(type, expected: "a string", found: value, at: path) }
            return try cast(s, to: type, at: path)
        case is Double.Type:
            return try cast(try number(value, type, at: path), to: type, at: path)
        case is Float.Type:
            return try cast(Float(try number(value, type, at: path)), to: type, at: path)
        case is Int.Type: return try cast(try integer(value, Int.self, at: path), to: type, at: path)
        case is Int8.Type: return try cast(try integer(value, Int8.self, at: path), to: type, at: path)
        case is Int16.Type: return try cast(try integer(value, Int16.self, at: path), to: type, at: path)
        case is Int32.Type: return try cast(try integer(value, Int32.self, at: path), to: type, at: path)
        case is Int64.Type: return try cast(try integer(value, Int64.self, at: path), to: type, at: path)
        case is UInt.Type: return try cast(try integer(value, UInt.self, at: path), to: type, at: path)
        case is UInt8.Type: return try cast(try integer(value, UInt8.self, at: path), to: type, at: path)
        case is UInt16.Type: return try cast(try integer(value, UInt16.self, at: path), to: type, at: path)
        case is UInt32.Type: return try cast(try integer(value, UInt32.self, at: path), to: type, at: path)
        case is UInt64.Type: return try cast(try integer(value, UInt64.self, at: path), to: type, at: path)
        case is JSONValue.Type:
            return try cast(value, to: type, at: path)
        default:
            return try T(from: JSONValueDecoder(value: value, codingPath: path, userInfo: userInfo))
        }
    }

    static func number(_ value: JSONValue, _ type: Any.Type, at path: [any CodingKey]) throws -> Double {
        guard case .number(let x) = value else { throw mismatch(type, expected: "a number", found: value, at: path) }
        return x
    }

    static func integer<I: FixedWidthInteger>(_ value: JSONValue, _ type: I.Type, at path: [any CodingKey]) throws -> I {
        let x = try number(value, type, at: path)
        guard x.rounded() == x else {
            throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "expected an integer, found \(x)"))
        }
        guard let i = I(exactly: x) else {
            throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "expected an integer in \(I.min)...\(I.max), found \(x)"))
        }
        return i
    }
}
