import Synchronization

/// The large arrays of a transition, emptied but keeping their capacity: what a transition that
/// ended (or a retarget's replaced tables) leaves for the next start or retarget to fill.
///
/// Starting a 10,000-element transition fills about 9 MB of arrays (the plan, the channel batch
/// and its bookkeeping, the element table and the per-element query records). Fresh from the
/// system, that memory costs a page fault per 4 KB on first touch — on a 2-core VM as long as all
/// the other work of the start together. Refilling the arrays of the transition before costs none.
/// ``SpringTransitionLayout/cachedStorageLimit`` bounds what is kept.
struct TransitionScratch {
    var planEntries: [PlannedEntry] = []
    var batch = ChannelBatch()
    var channelInfo: [ChannelInfo] = []
    var entries: [TransitionEntry] = []
    var deferred: [DeferredAnimation] = []
    var elements: [ElementID] = []
    var offsets: [SIMD4<Double>] = []
    var centers: [QueryCenter] = []
    var weightSlots: [EntryDigest.WeightSlot] = []
    var frameIndex = FrameIndex()

    /// The number of elements the arrays were last filled for (what the scratch is worth keeping).
    var elementCapacity: Int { Swift.max(entries.capacity, deferred.capacity, planEntries.capacity) }

    /// Empties every array, keeping its capacity (and releasing the animations entries held).
    mutating func empty() {
        planEntries.removeAll(keepingCapacity: true)
        batch.removeAll()
        batch.requireAuxiliary(width: 0)
        channelInfo.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
        deferred.removeAll(keepingCapacity: true)
        elements.removeAll(keepingCapacity: true)
        offsets.removeAll(keepingCapacity: true)
        centers.removeAll(keepingCapacity: true)
        weightSlots.removeAll(keepingCapacity: true)
        frameIndex.empty()
    }
}

/// The process-wide cache of ``TransitionScratch``: at most two sets (a start and a retarget in
/// flight), only up to ``SpringTransitionLayout/cachedStorageLimit`` elements each.
enum ScratchCache {
    /// The cached sets. Every array in them is empty (no animation or other reference is kept),
    /// so handing them between threads is safe.
    private struct Sets: @unchecked Sendable {
        var sets: [TransitionScratch] = []
        var limit = 100_000
    }

    private static let storage = Mutex(Sets())

    /// A cached set, emptied, or a new one.
    static func take() -> TransitionScratch {
        storage.withLock { $0.sets.popLast() } ?? TransitionScratch()
    }

    /// Keeps `scratch` (emptied here) for a later start, unless two sets are kept already or it
    /// is larger than the limit.
    static func give(_ scratch: consuming TransitionScratch) {
        var s = scratch
        s.empty()
        let capacity = s.elementCapacity
        guard capacity > 0 else { return }
        storage.withLock { cache in
            guard cache.sets.count < 2, capacity <= cache.limit else { return }
            cache.sets.append(s)
        }
    }

    /// The largest number of elements a kept set may have been filled for.
    static var limit: Int {
        get { storage.withLock { $0.limit } }
        set {
            storage.withLock { cache in
                cache.limit = Swift.max(0, newValue)
                cache.sets.removeAll { $0.elementCapacity > cache.limit }
            }
        }
    }

    /// Drops every cached set.
    static func purge() {
        let dropped = storage.withLock { cache in
            let sets = cache.sets
            cache.sets = []
            return sets
        }
        _ = dropped
    }
}

extension SpringTransitionLayout {
    /// The largest transition, in elements, whose storage is kept for later starts when it ends
    /// (default 100,000; 0 keeps nothing).
    ///
    /// A transition that ends — released, or replaced by a retarget — leaves its large arrays
    /// (about 1 KB per element: plan, channel batch, element table, query records) to a
    /// process-wide cache of at most two sets, and the next start or retarget fills them instead
    /// of fresh memory: on the 10,000-cell benchmark that halves the time a start takes, which is
    /// otherwise spent in first-touch page faults. Lower it to bound the memory kept;
    /// ``purgeCachedStorage()`` frees what is kept now.
    public static var cachedStorageLimit: Int {
        get { ScratchCache.limit }
        set { ScratchCache.limit = newValue }
    }

    /// Frees the storage that ended transitions left for later starts (see ``cachedStorageLimit``).
    public static func purgeCachedStorage() {
        ScratchCache.purge()
    }
}
