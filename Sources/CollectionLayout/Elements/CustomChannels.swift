/// Named, numeric channels that a layout, a provider or an animation subclass attaches to an
/// element's attributes: a corner radius, colour components, a blur radius and so on.
///
/// Names are interned into ``ChannelKey``s (a process-wide name table), so the storage holds only
/// trivially copyable (key, value) pairs. Up to ``inlineCapacity`` channels live inline in the
/// value, with no heap allocation, so attributes carrying them can be created and copied every
/// frame for free; further channels spill into an array (one allocation when the value is created
/// or grows). Look-ups by ``ChannelKey`` compare integers; look-ups by name find the key first.
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
        public init(name: String, value: Double) { (self.name, self.value) = (name, value) }
    }

    /// A stored channel: an interned name and a value, trivially copyable by construction.
    @usableFromInline
    struct Slot: Sendable, BitwiseCopyable {
        @usableFromInline var key: ChannelKey
        @usableFromInline var value: Double

        @inlinable
        init(key: ChannelKey, value: Double) { (self.key, self.value) = (key, value) }
    }

    /// How many channels are stored without any heap allocation.
    public static let inlineCapacity = 4

    // Only trivially copyable elements are stored inline (`Slot` is `BitwiseCopyable`): Swift 6.3's
    // optimiser copies the elements of an `InlineArray` of non-trivial elements with the array's
    // alignment, which crashed release builds (see scripts/compiler-repro/README.md).
    @usableFromInline var inline: InlineArray<4, Slot>
    @usableFromInline var inlineCount: Int
    @usableFromInline var spill: [Slot]

    /// No channels.
    @inlinable
    public init() {
        inline = InlineArray(repeating: Slot(key: ChannelKey(unchecked: 0), value: 0))
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

    /// The key of the channel at `position` in insertion order (inline channels first).
    @inlinable
    public func key(at position: Int) -> ChannelKey {
        position < inlineCount ? inline[position].key : spill[position - inlineCount].key
    }

    /// The value of the channel at `position` in insertion order (inline channels first).
    @inlinable
    public func value(at position: Int) -> Double {
        position < inlineCount ? inline[position].value : spill[position - inlineCount].value
    }

    /// The entry at `position` in insertion order (inline entries first).
    @inlinable
    public func entry(at position: Int) -> Entry {
        Entry(name: key(at: position).name, value: value(at: position))
    }

    /// The value of the channel `key`, or `nil`. Setting `nil` removes the channel.
    @inlinable
    public subscript(key: ChannelKey) -> Double? {
        get {
            for i in 0..<inlineCount where inline[i].key == key { return inline[i].value }
            for s in spill where s.key == key { return s.value }
            return nil
        }
        set {
            if let value = newValue { set(key, value) } else { remove(key) }
        }
    }

    /// The value of the channel `name`, or `nil`. Setting `nil` removes the channel.
    public subscript(name: String) -> Double? {
        get {
            guard let key = ChannelKey(existing: name) else { return nil }
            return self[key]
        }
        set {
            if let value = newValue {
                set(ChannelKey(name), value)
            } else if let key = ChannelKey(existing: name) {
                remove(key)
            }
        }
    }

    @usableFromInline
    mutating func set(_ key: ChannelKey, _ value: Double) {
        for i in 0..<inlineCount where inline[i].key == key {
            inline[i].value = value
            return
        }
        if let j = spill.firstIndex(where: { $0.key == key }) {
            spill[j].value = value
        } else if inlineCount < Self.inlineCapacity {
            inline[inlineCount] = Slot(key: key, value: value)
            inlineCount += 1
        } else {
            spill.append(Slot(key: key, value: value))
        }
    }

    @usableFromInline
    mutating func remove(_ key: ChannelKey) {
        if let j = spill.firstIndex(where: { $0.key == key }) {
            spill.remove(at: j)
            return
        }
        guard let i = (0..<inlineCount).first(where: { inline[$0].key == key }) else { return }
        for k in i..<(inlineCount - 1) { inline[k] = inline[k + 1] }
        inlineCount -= 1
        if !spill.isEmpty {
            inline[inlineCount] = spill.removeFirst()
            inlineCount += 1
        }
    }

    /// The channel names, in insertion order.
    public var names: [String] { (0..<count).map { key(at: $0).name } }
}

extension ChannelKey {
    /// A key with a raw value that is not looked up (only for filling unused inline storage).
    @inlinable
    init(unchecked rawValue: UInt32) { self.rawValue = rawValue }
}
