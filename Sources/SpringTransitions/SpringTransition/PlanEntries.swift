internal import LargeArrays

/// The entries of a ``TransitionPlan``: an array of ``PlannedEntry`` whose installed prefix can be
/// given back to the system while the rest is still being installed (``discardPrefix(upTo:)``).
///
/// A million-element plan is about 150 MB, written before the element table and the channel batch
/// it is installed into; were it alive whole until the install ends, it would add its size to the
/// start's peak memory. The install hands the entries it has read back, 2 MiB at a time, so the
/// plan shrinks as the tables grow.
///
/// One allocation, like an `Array` (a `ManagedBuffer`), with reference semantics: a plan is never
/// copied while it is filled (copies share the storage).
struct PlanEntries {
    /// The storage; `nil` until something is reserved or appended.
    private var buffer: PlanEntryBuffer?
    /// The storage's header and first entry, kept beside it: the per-entry accesses read them
    /// without touching the buffer object (no retain, no exclusivity check).
    private var header: UnsafeMutablePointer<PlanEntryHeader>?
    private var base: UnsafeMutablePointer<PlannedEntry>?

    /// An empty list holding no storage.
    init() {}

    /// The number of entries.
    var count: Int {
        @inline(__always) get { header?.pointee.count ?? 0 }
    }

    /// Whether there is no entry.
    var isEmpty: Bool { count == 0 }

    /// The number of entries the storage holds without growing.
    private(set) var capacity = 0

    /// `0..<count`.
    var indices: Range<Int> { 0..<count }

    /// Entry `i` (read and written in place). Not an entry already discarded.
    subscript(i: Int) -> PlannedEntry {
        @inline(__always) unsafeAddress {
            precondition(i >= 0 && i < count, "plan entry index out of range")
            assert(i >= header.unsafelyUnwrapped.pointee.discarded, "a discarded plan entry is not read")
            return UnsafePointer(base.unsafelyUnwrapped + i)
        }
        @inline(__always) nonmutating unsafeMutableAddress {
            precondition(i >= 0 && i < count, "plan entry index out of range")
            assert(i >= header.unsafelyUnwrapped.pointee.discarded, "a discarded plan entry is not written")
            return base.unsafelyUnwrapped + i
        }
    }

    /// Makes room for `minimumCapacity` entries in all, storage of 2 MiB and more advised to be
    /// backed by huge pages (see `LargeStorage`).
    mutating func reserveLargeCapacity(_ minimumCapacity: Int) {
        guard minimumCapacity > capacity else { return }
        let grown = PlanEntryBuffer.make(minimumCapacity: minimumCapacity)
        if let buffer {
            precondition(buffer.header.discarded == 0, "a plan grows only while it is filled")
            grown.elements.moveInitialize(from: buffer.elements, count: buffer.header.count)
            grown.header.count = buffer.header.count
            buffer.header.count = 0
        }
        buffer = grown
        header = grown.withUnsafeMutablePointerToHeader { $0 }
        base = grown.elements
        capacity = grown.capacity
    }

    /// Appends `entry`, growing the storage by doubling when it is full.
    @inline(__always)
    mutating func append(_ entry: PlannedEntry) {
        if count == capacity { reserveLargeCapacity(Swift.max(2 * capacity, 16)) }
        let n = header.unsafelyUnwrapped.pointee.count
        (base.unsafelyUnwrapped + n).initialize(to: entry)
        header.unsafelyUnwrapped.pointee.count = n + 1
    }

    /// Removes every entry (releasing their animations), keeping the storage when `keepingCapacity`.
    mutating func removeAll(keepingCapacity: Bool) {
        guard let buffer else { return }
        guard keepingCapacity else {
            self = PlanEntries()
            return
        }
        buffer.removeAll()
    }

    /// Sorts the entries in place by `areInIncreasingOrder`. Not after a discard.
    mutating func sort(by areInIncreasingOrder: (PlannedEntry, PlannedEntry) -> Bool) {
        guard let buffer else { return }
        precondition(buffer.header.discarded == 0, "a plan is sorted before it is installed")
        var all = UnsafeMutableBufferPointer(start: buffer.elements, count: buffer.header.count)
        all.sort(by: areInIncreasingOrder)
    }

    /// Deinitializes the entries before `end` not discarded yet and gives the whole 2 MiB pages
    /// they filled back to the system (Linux): entries before `end` are not read again. The
    /// entries from `end` on are untouched.
    func discardPrefix(upTo end: Int) {
        guard let buffer, end > buffer.header.discarded else { return }
        let first = buffer.header.discarded
        (buffer.elements + first).deinitialize(count: end - first)
        buffer.header.discarded = end
        let from = buffer.header.discardedPages ?? UnsafeMutableRawPointer(buffer.elements)
        buffer.header.discardedPages = LargeStorage.discard(from: from, to: UnsafeMutableRawPointer(buffer.elements + end))
    }
}

/// The bookkeeping of a ``PlanEntryBuffer``.
struct PlanEntryHeader {
    /// The number of entries initialized, discarded ones included.
    var count = 0
    /// The entries before this one are deinitialized (see ``PlanEntries/discardPrefix(upTo:)``).
    var discarded = 0
    /// Where the part of the storage given back to the system ends (`nil`: nothing given back).
    var discardedPages: UnsafeMutableRawPointer?
}

/// The storage of ``PlanEntries``: the entries `discarded..<count` are initialized.
final class PlanEntryBuffer: ManagedBuffer<PlanEntryHeader, PlannedEntry> {
    /// A buffer for at least `minimumCapacity` entries, advised for huge pages when large.
    static func make(minimumCapacity: Int) -> PlanEntryBuffer {
        let made = PlanEntryBuffer.create(minimumCapacity: minimumCapacity) { _ in PlanEntryHeader() }
        // (`create` returns the subclass's instance typed as its base.)
        let buffer = unsafeDowncast(made, to: PlanEntryBuffer.self)
        let bytes = buffer.capacity * MemoryLayout<PlannedEntry>.stride
        LargeStorage.adviseHugePages(UnsafeMutableRawPointer(buffer.elements), bytes: bytes)
        return buffer
    }

    /// The first entry's address (stable: the buffer never moves).
    var elements: UnsafeMutablePointer<PlannedEntry> { withUnsafeMutablePointerToElements { $0 } }

    /// Deinitializes every entry left and forgets the discarded ones (their pages, if given back,
    /// are faulted in afresh when written again).
    func removeAll() {
        let first = header.discarded
        (elements + first).deinitialize(count: header.count - first)
        header = PlanEntryHeader()
    }

    deinit {
        let first = header.discarded
        (elements + first).deinitialize(count: header.count - first)
    }
}
