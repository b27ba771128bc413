import Synchronization

/// The process-wide table behind ``ChannelKey``: names in the order they were first interned.
///
/// It only grows (a key stays valid for the life of the process), and every access takes a lock,
/// so keys can be created and read from any thread.
final class ChannelNameTable: Sendable {
    /// The one table of the process.
    static let shared = ChannelNameTable()

    /// The names and their keys.
    private struct Storage {
        var keys: [String: UInt32] = [:]
        var names: [String] = []
    }

    private let storage = Mutex(Storage())

    /// The key of `name`, interning it if needed.
    func intern(_ name: String) -> UInt32 {
        storage.withLock { s in
            if let key = s.keys[name] { return key }
            precondition(s.names.count < Int(UInt32.max), "ChannelNameTable: more than 2^32 - 1 distinct channel names")
            let key = UInt32(s.names.count)
            s.names.append(name)
            s.keys[name] = key
            return key
        }
    }

    /// The key of `name`, or `nil` when it was never interned.
    func existingKey(for name: String) -> UInt32? {
        storage.withLock { $0.keys[name] }
    }

    /// The name of `key`. Keys are only made by ``intern(_:)``, so every key has a name.
    func name(for key: UInt32) -> String {
        storage.withLock { s in
            precondition(Int(key) < s.names.count, "ChannelNameTable: key \(key) was not made by intern(_:)")
            return s.names[Int(key)]
        }
    }
}
