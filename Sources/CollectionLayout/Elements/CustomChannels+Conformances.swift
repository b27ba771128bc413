extension CustomChannels: Sequence {
    /// Iterates the entries in insertion order.
    public struct Iterator: IteratorProtocol {
        @usableFromInline let channels: CustomChannels
        @usableFromInline var position = 0

        @inlinable
        init(channels: CustomChannels) { self.channels = channels }

        @inlinable
        public mutating func next() -> Entry? {
            guard position < channels.count else { return nil }
            defer { position += 1 }
            return channels.entry(at: position)
        }
    }

    @inlinable
    public func makeIterator() -> Iterator { Iterator(channels: self) }

    @inlinable
    public var underestimatedCount: Int { count }
}

extension CustomChannels: Hashable {
    public static func == (lhs: CustomChannels, rhs: CustomChannels) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for i in 0..<lhs.count where rhs[lhs.key(at: i)] != lhs.value(at: i) { return false }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        // Order-independent: combine per-entry hashes commutatively.
        var combined = 0
        for i in 0..<count {
            var h = Hasher()
            h.combine(key(at: i))
            h.combine(value(at: i))
            combined ^= h.finalize()
        }
        hasher.combine(count)
        hasher.combine(combined)
    }
}

extension CustomChannels: ExpressibleByDictionaryLiteral {
    /// Channels from a literal such as `["cornerRadius": 8, "hue": 0.5]`.
    public init(dictionaryLiteral elements: (String, Double)...) {
        self.init()
        for (name, value) in elements { self[name] = value }
    }
}

extension CustomChannels: Codable {
    /// Decodes from a JSON object of name to value.
    public init(from decoder: any Decoder) throws {
        self.init()
        let dictionary = try decoder.singleValueContainer().decode([String: Double].self)
        for name in dictionary.keys.sorted() { self[name] = dictionary[name] }
    }

    /// Encodes as a JSON object of name to value.
    public func encode(to encoder: any Encoder) throws {
        var dictionary: [String: Double] = [:]
        for e in self { dictionary[e.name] = e.value }
        var container = encoder.singleValueContainer()
        try container.encode(dictionary)
    }
}
