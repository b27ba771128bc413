#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The persistent second thread of a two-thread ``KeyframeRecorder``: created on the recorder's
/// first two-thread flush, it sleeps on a condition variable until the recorder posts a job (plan
/// a batch's tracks, sharing the elements with the calling thread in chunks taken from ``claim``),
/// runs it, reports back, and sleeps again. `deinit` stops and joins the thread.
///
/// A helper that has not started a job when the calling thread is through with it (its core busy
/// with other work) does not hold the caller up: the job is withdrawn (``perform(_:alongside:)``).
///
/// `@unchecked Sendable`: the job fields are guarded by the thread's mutex (the posting thread writes them
/// before `pending` is set and the worker clears them before `done` is set); ``perform(_:alongside:)``
/// holds `serial` throughout, so copies of a recorder sharing the thread on different threads take
/// turns. The two halves of a job touch disjoint tracks and motions (see ``KeyframeRecorder``).
final class KeyframeHelperThread: @unchecked Sendable {
    /// The thread, its mutex (guarding the job fields) and conditions.
    private let parked = ParkedThread()
    private let serial: UnsafeMutablePointer<pthread_mutex_t>
    private var pending = false
    private var done = false
    private var shutdown = false
    private var job: (() -> Void)?
    /// The jobs posted so far, and the present one's ticket: 3·generation while open, +1 once the
    /// helper took it, +2 once the poster withdrew it (whichever comes first).
    private var generation = 0
    private let ticket = Atomic<Int>(0)
    /// The next chunk of elements to take: both threads take chunks in increasing order until
    /// none is left, so the faster thread plans more (reset by ``perform(_:alongside:)``).
    let claim = Atomic<Int>(0)
    /// The helper thread's spring cache (on the heap, away from the calling thread's, which is
    /// written as often).
    let cache: UnsafeMutablePointer<KeyframeSpringCache>

    /// Starts the thread; `nil` when the system refuses one (the recorder then stays on one thread).
    init?() {
        serial = .allocate(capacity: 1)
        cache = .allocate(capacity: 1)
        cache.initialize(to: KeyframeSpringCache())
        pthread_mutex_init(serial, nil)
        // The thread holds the helper unretained: it is joined in deinit, so never outlives it.
        // On failure every stored property is initialised, so `deinit` frees the rest.
        guard parked.start({ [unowned(unsafe) self] in self.run() }) == 0 else { return nil }
    }

    deinit {
        parked.stop { shutdown = true }
        pthread_mutex_destroy(serial)
        serial.deallocate()
        cache.deinitialize(count: 1)
        cache.deallocate()
    }

    /// Runs `body` on the helper thread and `alongside` on the calling thread; returns when both
    /// are done — or, when the helper has not started `body` by the time `alongside` returns (its
    /// core busy elsewhere), withdraws it at once and returns without it: `body` must then be
    /// unnecessary (the recorder's halves share their work through ``claim``, so `alongside` has
    /// done it all). Returns whether the helper ran `body`.
    @discardableResult
    func perform(_ body: () -> Void, alongside: () -> Void) -> Bool {
        pthread_mutex_lock(serial)
        defer { pthread_mutex_unlock(serial) }
        return withoutActuallyEscaping(body) { body in
            parked.lock()
            generation += 1
            let open = 3 * generation
            ticket.store(open, ordering: .relaxed)  // published to the helper by the mutex
            claim.store(0, ordering: .relaxed)
            job = body
            done = false
            pending = true
            parked.signalPosted()
            parked.unlock()
            alongside()
            parked.lock()
            let withdrawn = ticket.compareExchange(expected: open, desired: open + 2, ordering: .relaxed).exchanged
            if withdrawn {
                // The helper never read `job`, and will not (its ticket is gone).
                pending = false
                job = nil
            } else {
                while !done { parked.waitFinished() }
            }
            done = false
            parked.unlock()
            return !withdrawn
        }
    }

    /// Runs the posted job (its reference is released on return, before `done` is reported).
    @inline(never)
    private func runJob() {
        parked.lock()
        let job = self.job
        parked.unlock()
        job?()
    }

    /// The thread's body: wait for a job, take its ticket (unless the poster withdrew it), do it,
    /// report, until shut down.
    private func run() {
        parked.lock()
        while true {
            while !pending && !shutdown { parked.waitPosted() }
            if shutdown { break }
            pending = false
            let open = 3 * generation
            parked.unlock()
            // The posting thread leaves `job` alone until `done` once the ticket is taken.
            let taken = ticket.compareExchange(expected: open, desired: open + 1, ordering: .relaxed).exchanged
            if taken { runJob() }
            parked.lock()
            if taken {
                job = nil
                done = true
                parked.signalFinished()
            }
        }
        parked.unlock()
    }

    /// The processors online, read once.
    static let processorCount: Int = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
}
