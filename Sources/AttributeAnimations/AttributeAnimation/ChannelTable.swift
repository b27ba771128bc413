/// The channel slots of every animation attached by one start or retarget of a transition, in one
/// flat array: an animation's own slots are a window onto it (``ChannelTable``), so attaching an
/// animation allocates nothing of its own.
package final class ChannelTableStorage {
    /// The slots, animation after animation.
    package var channels: ContiguousArray<AnimatedChannel> = []

    /// An empty storage.
    package init() {}
}

/// The slots of one ``AttributeAnimation`` in its transition's batch, in the order they were
/// added: a window of a ``ChannelTableStorage`` shared by every animation of the same start or
/// retarget. Indexed from 0.
package struct ChannelTable: RandomAccessCollection {
    /// The shared storage; `nil` for an empty table.
    private let storage: ChannelTableStorage?
    /// The first slot of the window in the storage.
    private let offset: Int
    /// The number of slots.
    package let count: Int

    /// No slots.
    package init() {
        storage = nil
        offset = 0
        count = 0
    }

    /// The `count` slots of `storage` from `offset` on.
    package init(storage: ChannelTableStorage, offset: Int, count: Int) {
        self.storage = count > 0 ? storage : nil
        self.offset = offset
        self.count = count
    }

    /// 0.
    package var startIndex: Int { 0 }
    /// ``count``.
    package var endIndex: Int { count }

    /// The slot at `i` (0 ..< ``count``).
    package subscript(i: Int) -> AnimatedChannel {
        guard let storage, i >= 0, i < count else { preconditionFailure("channel table index out of range") }
        return storage.channels[offset + i]
    }
}
