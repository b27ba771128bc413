internal import LargeArrays
import Synchronization

/// The large arrays of a transition, emptied but keeping their capacity: what a transition that
/// ended (or a retarget's replaced tables) leaves for the next start or retarget to fill.
///
/// Starting a 10,000-element transition fills about 9 MB of arrays (the plan, the channel batch
/// and its bookkeeping, the element table and the per-element query records). Fresh from the
/// system, that memory costs a page fault per 4 KB on first touch — on a 2-core VM as long as all
/// the other work of the start together. Refilling the arrays of the transition before costs none.
/// ``SpringTransitionLayout/cachedStorageLimit`` bounds what is kept (see ``ScratchPool``).
struct TransitionScratch {
    var planEntries = PlanEntries()
    var batch = ChannelBatch()
    var channelInfo: [ChannelInfo] = []
    var entries: [TransitionEntry] = []
    var deferred: [DeferredAnimation] = []
    var offsets: [SIMD4<Double>] = []
    var centers: [QueryCenter] = []
    var travels: [Double] = []
    var frameIndex = FrameIndex()

    /// The array at `slot`, taken out of the set (the slot is left empty), emptied but keeping its
    /// capacity, with room for `count` elements.
    mutating func take<T>(_ slot: WritableKeyPath<TransitionScratch, [T]>, reserving count: Int) -> [T] {
        var taken: [T] = []
        swap(&taken, &self[keyPath: slot])
        taken.removeAll(keepingCapacity: true)
        taken.reserveLargeCapacity(count)
        return taken
    }

    /// Puts `array` into the set at `slot` for a later start (moved: it stays uniquely referenced
    /// and keeps its storage), leaving `array` empty.
    mutating func give<T>(_ array: inout [T], to slot: WritableKeyPath<TransitionScratch, [T]>) {
        var given: [T] = []
        swap(&given, &array)
        self[keyPath: slot] = given
    }

    /// The number of elements the arrays were last filled for (what the scratch is worth keeping).
    var elementCapacity: Int { Swift.max(entries.capacity, deferred.capacity, planEntries.capacity) }

    /// Whether the set holds plan entries and none of the element or channel tables (what a start
    /// leaves once its plan is installed, with at most the replaced query records: see
    /// ``ScratchPool/give(_:)``).
    var holdsOnlyPlanEntries: Bool {
        planEntries.capacity > 0 && entries.capacity == 0 && deferred.capacity == 0 && channelInfo.capacity == 0
    }

    /// Empties every array, keeping its capacity (and releasing the animations entries held).
    mutating func empty() {
        planEntries.removeAll(keepingCapacity: true)
        batch.removeAll()
        batch.requireAuxiliary(width: 0)
        channelInfo.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
        deferred.removeAll(keepingCapacity: true)
        offsets.removeAll(keepingCapacity: true)
        centers.removeAll(keepingCapacity: true)
        travels.removeAll(keepingCapacity: true)
        frameIndex.empty()
    }
}

/// A cache of ``TransitionScratch`` sets: at most two (a start and a retarget in flight), each
/// filled for at most ``limit`` elements. Transitions use ``current``: the process-wide
/// ``shared`` cache unless a task binds another (tests do, to watch one in isolation).
final class ScratchPool: Sendable {
    /// The sets and the limit. Every array in a kept set is empty (no animation or other reference
    /// is kept), so handing sets between threads is safe.
    private struct State: @unchecked Sendable {
        var sets: [TransitionScratch] = []
        var limit = 100_000
    }

    private let state = Mutex(State())

    /// The process-wide cache.
    static let shared = ScratchPool()

    /// The cache transitions started or ended by this task use: ``shared`` unless bound.
    @TaskLocal static var current = ScratchPool.shared

    /// An empty cache.
    init() {}

    /// A kept set, or a new empty one.
    func take() -> TransitionScratch {
        state.withLock { $0.sets.popLast() } ?? TransitionScratch()
    }

    /// Keeps `scratch` (emptied here) for a later start, unless two sets are kept already, it holds
    /// no storage, or it was filled for more than ``limit`` elements. A set of plan entries alone
    /// and a set of tables without plan entries are merged into one.
    func give(_ scratch: consuming TransitionScratch) {
        var s = scratch
        // Checked before emptying: a set that will not be kept is dropped whole (emptying arrays
        // that are still shared would copy them first).
        let capacity = s.elementCapacity
        let planOnly = s.holdsOnlyPlanEntries
        guard capacity > 0, state.withLock({ pool in
            capacity <= pool.limit && (pool.sets.count < 2 || planOnly || pool.sets.contains { $0.holdsOnlyPlanEntries })
        }) else { return }
        s.empty()
        state.withLock { pool in
            guard capacity <= pool.limit else { return }
            // A start's plan entries (given on their own while the transition runs) and the tables
            // of an ended transition (given without plan entries) fill one set: kept apart, the
            // set of plan entries alone would take the second place and, taken first, leave the
            // next start to allocate every table afresh.
            if s.holdsOnlyPlanEntries {
                if let k = pool.sets.firstIndex(where: { $0.planEntries.capacity == 0 && !$0.holdsOnlyPlanEntries }) {
                    swap(&pool.sets[k].planEntries, &s.planEntries)
                    return
                }
            } else if s.planEntries.capacity == 0,
                      let k = pool.sets.firstIndex(where: { $0.holdsOnlyPlanEntries }) {
                swap(&pool.sets[k].planEntries, &s.planEntries)
                pool.sets.remove(at: k)
            }
            guard pool.sets.count < 2 else { return }
            pool.sets.append(s)
        }
    }

    /// Whether a set filled for `elements` elements would be kept now (it may no longer be when it
    /// is given, if another set was kept meanwhile).
    func keeps(elements: Int) -> Bool {
        elements > 0 && state.withLock { $0.sets.count < 2 && elements <= $0.limit }
    }

    /// The number of sets kept now.
    var count: Int { state.withLock { $0.sets.count } }

    /// The largest number of elements a kept set may have been filled for (≥ 0; lowering it drops
    /// larger sets).
    var limit: Int {
        get { state.withLock { $0.limit } }
        set {
            let limit = Swift.max(0, newValue)
            release { pool in
                pool.limit = limit
                return pool.sets.filter { $0.elementCapacity <= limit }
            }
        }
    }

    /// Drops every kept set.
    func purge() {
        release { _ in [] }
    }

    /// Replaces the kept sets by `keep`'s result; the sets dropped are freed after the lock is
    /// released (freeing megabytes under it would hold up other threads' starts).
    private func release(_ keep: (inout State) -> [TransitionScratch]) {
        let before = state.withLock { pool in
            let before = pool.sets
            pool.sets = keep(&pool)
            return before
        }
        _ = before
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
        get { ScratchPool.shared.limit }
        set { ScratchPool.shared.limit = newValue }
    }

    /// Frees the storage that ended transitions left for later starts (see ``cachedStorageLimit``).
    public static func purgeCachedStorage() {
        ScratchPool.shared.purge()
    }
}
