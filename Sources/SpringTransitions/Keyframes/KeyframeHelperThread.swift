#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The persistent second thread of a two-thread ``KeyframeRecorder``: created on the recorder's
/// first two-thread flush, it sleeps (``ParkedThread/serve(_:report:)``) until the recorder posts
/// a batch, plans the elements it claims, and sleeps again. `deinit` stops and joins the thread.
///
/// **Claim-then-start.** Both threads take elements from one atomic word holding the job's
/// number, the next element to plan and whether the helper is planning a chunk; the helper
/// claims a chunk and marks itself busy in one compare-and-swap, and clears the mark when the
/// chunk is planned. So when the calling thread has claimed the last element, it waits only for
/// a chunk the helper is actually planning (``helperChunk`` elements at most) — never for a helper
/// that has not woken yet, or woke and found nothing left: that one claims nothing (its
/// compare-and-swap fails on the finished count, or on the next job's number) and never
/// touches the batch. A helper whose core is busy elsewhere therefore costs the caller at most
/// one chunk's wait, and the caller plans everything it does not take.
///
/// `@unchecked Sendable`: the job fields are guarded by the thread's mutex (the posting thread
/// writes them in ``ParkedThread/post(_:)``); ``perform(_:cache:)`` holds `serial` throughout,
/// so copies of a recorder sharing the thread on different threads take turns. The two threads
/// plan disjoint elements (see ``KeyframeRecorder/Batch``).
final class KeyframeHelperThread: @unchecked Sendable {
    /// The thread, its mutex (guarding the job fields) and conditions.
    private let parked = ParkedThread()
    private let serial: UnsafeMutablePointer<pthread_mutex_t>
    /// The posted batch and its number (guarded by the mutex).
    private var job: KeyframeRecorder.Batch?
    private var jobNumber = 0
    /// The calling thread sleeps until the helper's chunk is planned (guarded by the mutex).
    private var waiting = false
    /// The claim word: the job's number (low ``numberBits`` bits) << 33 | the next element << 1 |
    /// 1 while the helper plans a chunk it claimed.
    private let word = Atomic<Int>(0)
    /// The elements the helper planned of the present job.
    private let helped = Atomic<Int>(0)
    /// The helper thread's spring cache (on the heap, away from the calling thread's, which is
    /// written as often).
    let cache: UnsafeMutablePointer<KeyframeSpringCache>

    /// The elements the helper claims at a time: small, so that the calling thread waits little
    /// for the chunk in progress when it is through.
    static let helperChunk = 4
    /// The most elements the calling thread claims at a time (fewer near the end).
    static let callerChunk = 16
    /// The bits of the job number kept in the claim word.
    private static let numberBits = 30

    /// Starts the thread; `nil` when the system refuses one (the recorder then stays on one thread).
    init?() {
        serial = .allocate(capacity: 1)
        cache = .allocate(capacity: 1)
        cache.initialize(to: KeyframeSpringCache())
        pthread_mutex_init(serial, nil)
        // The thread holds the helper unretained: it is joined in deinit, so never outlives it.
        // On failure every stored property is initialised, so `deinit` frees the rest.
        guard parked.start({ [unowned(unsafe) self] in self.parked.serve({ self.help() }, report: {}) }) == 0 else { return nil }
    }

    deinit {
        parked.stop()
        pthread_mutex_destroy(serial)
        serial.deallocate()
        cache.deinitialize(count: 1)
        cache.deallocate()
    }

    /// The claim word of job `number` with `next` the next element and `busy` the helper's mark.
    @inline(__always)
    private static func word(_ number: Int, next: Int, busy: Bool) -> Int {
        ((number & ((1 << numberBits) - 1)) << 33) | (next << 1) | (busy ? 1 : 0)
    }

    /// Plans `batch` on the calling thread and the helper, which claim elements from the claim
    /// word until none is left (the calling thread with `cache`); returns when every element is
    /// planned: the number the helper planned, and how long the calling thread waited for the
    /// helper's last chunk after its own share.
    func perform(_ batch: KeyframeRecorder.Batch, cache callerCache: UnsafeMutablePointer<KeyframeSpringCache>) -> (helped: Int, waited: Duration) {
        pthread_mutex_lock(serial)
        defer { pthread_mutex_unlock(serial) }
        let n = batch.elements
        var number = 0
        parked.post {
            jobNumber += 1
            number = jobNumber
            job = batch
            helped.store(0, ordering: .relaxed)
            word.store(Self.word(number, next: 0, busy: false), ordering: .relaxed)  // published by the mutex
        }
        var current = word.load(ordering: .acquiring)
        while true {
            let next = (current >> 1) & 0xFFFF_FFFF
            guard next < n else { break }
            let end = Swift.min(n, next + Swift.max(KeyframeHelperThread.helperChunk, Swift.min(KeyframeHelperThread.callerChunk, (n - next) / 8)))
            let (exchanged, original) = word.compareExchange(expected: current, desired: (current & ~(0xFFFF_FFFF << 1)) | (end << 1),
                                                            ordering: .acquiringAndReleasing)
            guard exchanged else {
                current = original
                continue
            }
            batch.plan(next..<end, cache: callerCache)
            current = word.load(ordering: .acquiring)
        }
        // Every element is claimed: wait only for a chunk the helper is planning.
        var waited = Duration.zero
        if word.load(ordering: .acquiring) & 1 != 0 {
            let start = ContinuousClock.now
            parked.lock()
            waiting = true
            while word.load(ordering: .acquiring) & 1 != 0 { parked.waitFinished() }
            waiting = false
            parked.unlock()
            waited = ContinuousClock.now - start
        }
        parked.lock()
        job = nil
        parked.unlock()
        return (helped.load(ordering: .relaxed), waited)
    }

    /// The helper's part of the posted job: claims chunks of ``helperChunk`` elements (marking
    /// itself busy in the same compare-and-swap) and plans them, until the job has none left —
    /// or is not the posted one any more.
    private func help() {
        parked.lock()
        let batch = job, number = jobNumber
        parked.unlock()
        guard let batch else { return }
        let n = batch.elements, tag = Self.word(number, next: 0, busy: false)
        var current = word.load(ordering: .acquiring)
        var planned = 0
        while true {
            // Only this job's, with elements left, and (the helper's own mark) not busy.
            guard current & ~(0xFFFF_FFFF << 1) & ~1 == tag else { break }
            let next = (current >> 1) & 0xFFFF_FFFF
            guard next < n else { break }
            let end = Swift.min(n, next + Self.helperChunk)
            let (exchanged, original) = word.compareExchange(expected: current, desired: Self.word(number, next: end, busy: true),
                                                            ordering: .acquiringAndReleasing)
            guard exchanged else {
                current = original
                continue
            }
            batch.plan(next..<end, cache: cache)
            planned += end - next
            helped.store(planned, ordering: .relaxed)
            // Clear the mark (only the helper sets it; the caller's claims keep it).
            current = word.wrappingSubtract(1, ordering: .acquiringAndReleasing).newValue
            parked.lock()
            if waiting { parked.signalFinished() }
            parked.unlock()
        }
    }

    /// The processors online, read once.
    static let processorCount: Int = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
}
