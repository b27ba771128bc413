import SpringTransitions

/// The unkeyed container of ``JSONValueDecoder``: an array's elements, in order.
struct JSONValueUnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]
    private(set) var currentIndex = 0

    init(elements: [JSONValue], codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: Any]) {
        self.elements = elements
        self.codingPath = codingPath
        self.userInfo = userInfo
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private var currentPath: [any CodingKey] { codingPath + [PathKey(index: currentIndex)] }

    private func current(_ type: Any.Type) throws -> JSONValue {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, .init(codingPath: currentPath,
                debugDescription: "expected more than \(elements.count) element\(elements.count == 1 ? "" : "s")"))
        }
        return elements[currentIndex]
    }

    mutating func decodeNil() throws -> Bool {
        guard case .null = try current(Never.self) else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let value = try JSONValueDecoder.decode(type, from: current(type), at: currentPath, userInfo: userInfo)
        currentIndex += 1
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let container = try JSONValueDecoder(value: current(type), codingPath: currentPath, userInfo: userInfo).container(keyedBy: type)
        currentIndex += 1
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let container = try JSONValueDecoder(value: current([JSONValue].self), codingPath: currentPath, userInfo: userInfo).unkeyedContainer()
        currentIndex += 1
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let decoder = JSONValueDecoder(value: try current(JSONValue.self), codingPath: currentPath, userInfo: userInfo)
        currentIndex += 1
        return decoder
    }
}
