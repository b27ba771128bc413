#if canImport(Glibc)
import Glibc
#endif

/// Large arrays backed by transparent huge pages where the system offers them.
///
/// A million-cell transition writes about a gigabyte of fresh tables at its start; with 4 KiB
/// pages about half of that start is the kernel's page faults (one per page touched) and, when
/// the tables are freed, unmapping them. Arrays of at least ``threshold`` bytes ask the kernel
/// (`madvise(MADV_HUGEPAGE)`, Linux) to back their storage with 2 MiB pages before anything
/// touches it: one fault per 2 MiB. Where the kernel does not offer them (transparent huge pages
/// off, other systems) nothing changes. The advice never changes an array's contents.
@usableFromInline
enum LargeArray {
    /// The smallest storage, in bytes, that is advised (2 MiB: one huge page).
    @usableFromInline static let threshold = 2 << 20

    /// The huge page size the advice aims at (2 MiB on x86-64 and arm64 Linux).
    @usableFromInline static let hugePage = 2 << 20

    /// Advises the whole 2 MiB-aligned part of `bytes` bytes at `base` (storage nothing has
    /// touched yet). Returns whether the kernel took the advice; below ``threshold``, off Linux, or
    /// with no whole huge page inside, nothing is advised (`false`).
    @discardableResult @usableFromInline
    static func advise(_ base: UnsafeMutableRawPointer, bytes: Int) -> Bool {
        #if os(Linux)
        guard bytes >= threshold else { return false }
        let start = (UInt(bitPattern: base) &+ UInt(hugePage - 1)) & ~UInt(hugePage - 1)
        let end = (UInt(bitPattern: base) &+ UInt(bytes)) & ~UInt(hugePage - 1)
        guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return false }
        return madvise(aligned, Int(end - start), MADV_HUGEPAGE) == 0
        #else
        return false
        #endif
    }
}

extension Array {
    /// Reserves room for `count` elements, like `reserveCapacity(_:)`, and advises a large new
    /// storage to be backed by huge pages (see ``LargeArray``) before it is written.
    @inlinable
    package mutating func reserveLargeCapacity(_ count: Int) {
        guard count > capacity else { return }
        reserveCapacity(count)
        guard capacity * MemoryLayout<Element>.stride >= LargeArray.threshold else { return }
        let bytes = capacity * MemoryLayout<Element>.stride
        // (An empty array's buffer pointer starts at its storage.)
        withUnsafeMutableBufferPointer { buffer in
            if let base = buffer.baseAddress { LargeArray.advise(UnsafeMutableRawPointer(base), bytes: bytes) }
        }
    }

    /// An array of `count` copies of `value`, its storage advised like ``reserveLargeCapacity(_:)``
    /// before it is filled.
    @inlinable
    package init(largeRepeating value: Element, count: Int) {
        self.init(unsafeUninitializedCapacity: count) { buffer, initialized in
            if let base = buffer.baseAddress {
                LargeArray.advise(UnsafeMutableRawPointer(base), bytes: count * MemoryLayout<Element>.stride)
                base.initialize(repeating: value, count: count)
            }
            initialized = count
        }
    }
}

/// Advice for storage that is not an `Array` (see ``LargeArray``).
package enum LargeStorage {
    /// Advises the 2 MiB-aligned part of `bytes` bytes at `base`, untouched storage, to be backed
    /// by huge pages, as ``Swift/Array/reserveLargeCapacity(_:)`` does for an array's.
    @inlinable
    package static func adviseHugePages(_ base: UnsafeMutableRawPointer, bytes: Int) {
        LargeArray.advise(base, bytes: bytes)
    }

    /// Gives the whole 2 MiB-aligned pages inside `[start, end)` back to the system (Linux:
    /// `madvise(MADV_DONTNEED)`; they read as zeros if touched again). The bytes there must hold
    /// nothing that will be read again (deinitialized). Returns the end of the part given back
    /// (`start` itself when nothing was), for the next call to start from. Off Linux nothing is
    /// given back.
    @discardableResult
    package static func discard(from start: UnsafeMutableRawPointer, to end: UnsafeMutableRawPointer)
        -> UnsafeMutableRawPointer {
        #if os(Linux)
        let page = UInt(LargeArray.hugePage)
        let first = (UInt(bitPattern: start) &+ page &- 1) & ~(page &- 1)
        let last = UInt(bitPattern: end) & ~(page &- 1)
        guard last > first, let aligned = UnsafeMutableRawPointer(bitPattern: first) else { return start }
        _ = madvise(aligned, Int(last - first), MADV_DONTNEED)
        return UnsafeMutableRawPointer(bitPattern: last) ?? start
        #else
        return start
        #endif
    }
}
