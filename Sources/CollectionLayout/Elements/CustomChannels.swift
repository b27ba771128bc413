/// Named, numeric channels that a layout, a provider or an animation subclass attaches to an
/// element's attributes: a corner radius, colour components, a blur radius and so on.
///
/// Storage is compact: up to ``inlineCapacity`` channels live inline in the value, with no heap
/// allocation, so attributes carrying them can be created and copied every frame for free.
/// Further channels spill into an array (one allocation when the value is created or grows).
/// Names of up to 15 UTF-8 bytes are stored inline by `String` too.
///
/// Equality and hashing ignore insertion order: two values are equal when they hold the same
/// names with the same values.
public struct CustomChannels: Sendable {
    /// A channel's name and value.
    public struct Entry: Sendable, Hashable, Codable {
        /// The channel's name.
        public var name: String
        /// The channel's value.
        public var value: Double

        /// Creates an entry.
        @inlinable
        public init(name: String, value: Double) {
            self.name = name
            self.value = value
        }
    }

    /// How many channels are stored without any heap allocation.
    public static let inlineCapacity = 4

    @usableFromInline var inline: InlineArray<4, Entry>
    @usableFromInline var inlineCount: Int
    @usableFromInline var spill: [Entry]

    /// No channels.
    @inlinable
    public init() {
        inline = InlineArray(repeating: Entry(name: "", value: 0))
        inlineCount = 0
        spill = []
    }

    /// Channels from name–value pairs; a later duplicate name overrides an earlier one.
    public init(_ pairs: KeyValuePairs<String, Double>) {
        self.init()
        for (name, value) in pairs { self[name] = value }
    }

    /// The number of channels.
    @inlinable
    public var count: Int { inlineCount + spill.count }

    /// Whether there are no channels.
    @inlinable
    public var isEmpty: Bool { count == 0 }

    /// The entry at `position` in insertion order (inline entries first).
    @inlinable
    public func entry(at position: Int) -> Entry {
        position < inlineCount ? inline[position] : spill[position - inlineCount]
    }

    /// The value of the channel `name`, or `nil`. Setting `nil` removes the channel.
    @inlinable
    public subscript(name: String) -> Double? {
        get {
            for i in 0..<inlineCount where inline[i].name == name { return inline[i].value }
            for e in spill where e.name == name { return e.value }
            return nil
        }
        set {
            if let value = newValue { set(name, value) } else { remove(name) }
        }
    }

    @usableFromInline
    mutating func set(_ name: String, _ value: Double) {
        for i in 0..<inlineCount where inline[i].name == name {
            inline[i].value = value
            return
        }
        if let j = spill.firstIndex(where: { $0.name == name }) {
            spill[j].value = value
        } else if inlineCount < Self.inlineCapacity {
            inline[inlineCount] = Entry(name: name, value: value)
            inlineCount += 1
        } else {
            spill.append(Entry(name: name, value: value))
        }
    }

    @usableFromInline
    mutating func remove(_ name: String) {
        if let j = spill.firstIndex(where: { $0.name == name }) {
            spill.remove(at: j)
            return
        }
        guard let i = (0..<inlineCount).first(where: { inline[$0].name == name }) else { return }
        for k in i..<(inlineCount - 1) { inline[k] = inline[k + 1] }
        inlineCount -= 1
        inline[inlineCount] = Entry(name: "", value: 0)
        if !spill.isEmpty {
            inline[inlineCount] = spill.removeFirst()
            inlineCount += 1
        }
    }

    /// The channel names, in insertion order.
    public var names: [String] { (0..<count).map { entry(at: $0).name } }
}
