/// A custom channel's name, interned: a small integer that stands for the name in a process-wide,
/// thread-safe name table.
///
/// Keys compare and hash as integers and are trivially copyable, so ``CustomChannels`` can store
/// them inline with their values and copy them with a plain memory copy. The same name always
/// gives the same key within a process; keys are not stable across processes (encode names, not
/// keys).
public struct ChannelKey: Hashable, Sendable, BitwiseCopyable, CustomStringConvertible {
    /// The key's index in the name table.
    public let rawValue: UInt32

    /// The key of `name`, adding the name to the table the first time it is seen.
    public init(_ name: String) {
        rawValue = ChannelNameTable.shared.intern(name)
    }

    /// The key of `name` if it has been interned already, else `nil` (the table is not changed).
    public init?(existing name: String) {
        guard let raw = ChannelNameTable.shared.existingKey(for: name) else { return nil }
        rawValue = raw
    }

    /// The interned name.
    public var name: String { ChannelNameTable.shared.name(for: rawValue) }

    /// The name.
    public var description: String { name }
}
