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
/// `@unchecked Sendable`: the job fields are guarded by `mutex` (the posting thread writes them
/// before `pending` is set and the worker clears them before `done` is set); ``perform(_:alongside:)``
/// holds `serial` throughout, so copies of a recorder sharing the thread on different threads take
/// turns. The two halves of a job touch disjoint tracks and motions (see ``KeyframeRecorder``).
final class KeyframeHelperThread: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let serial: UnsafeMutablePointer<pthread_mutex_t>
    private let jobPosted: UnsafeMutablePointer<pthread_cond_t>
    private let jobDone: UnsafeMutablePointer<pthread_cond_t>
    private var thread: pthread_t?
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
        mutex = .allocate(capacity: 1)
        serial = .allocate(capacity: 1)
        jobPosted = .allocate(capacity: 1)
        jobDone = .allocate(capacity: 1)
        cache = .allocate(capacity: 1)
        cache.initialize(to: KeyframeSpringCache())
        pthread_mutex_init(mutex, nil)
        pthread_mutex_init(serial, nil)
        pthread_cond_init(jobPosted, nil)
        pthread_cond_init(jobDone, nil)
        // The thread holds the helper unretained: it is joined in deinit, so never outlives it.
        let context = Unmanaged.passUnretained(self).toOpaque()
        var handle = pthread_t()
        let status = pthread_create(&handle, nil, { raw in
            guard let raw else { return nil }
            Unmanaged<KeyframeHelperThread>.fromOpaque(raw).takeUnretainedValue().run()
            return nil
        }, context)
        // On failure every stored property is initialised, so `deinit` frees the primitives.
        guard status == 0 else { return nil }
        thread = handle
    }

    deinit {
        pthread_mutex_lock(mutex)
        shutdown = true
        pthread_cond_signal(jobPosted)
        pthread_mutex_unlock(mutex)
        if let thread { pthread_join(thread, nil) }
        pthread_cond_destroy(jobDone)
        pthread_cond_destroy(jobPosted)
        pthread_mutex_destroy(serial)
        pthread_mutex_destroy(mutex)
        jobDone.deallocate()
        jobPosted.deallocate()
        serial.deallocate()
        mutex.deallocate()
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
            pthread_mutex_lock(mutex)
            generation += 1
            let open = 3 * generation
            ticket.store(open, ordering: .relaxed)  // published to the helper by the mutex
            claim.store(0, ordering: .relaxed)
            job = body
            done = false
            pending = true
            pthread_cond_signal(jobPosted)
            pthread_mutex_unlock(mutex)
            alongside()
            pthread_mutex_lock(mutex)
            let withdrawn = ticket.compareExchange(expected: open, desired: open + 2, ordering: .relaxed).exchanged
            if withdrawn {
                // The helper never read `job`, and will not (its ticket is gone).
                pending = false
                job = nil
            } else {
                while !done { pthread_cond_wait(jobDone, mutex) }
            }
            done = false
            pthread_mutex_unlock(mutex)
            return !withdrawn
        }
    }

    /// Runs the posted job (its reference is released on return, before `done` is reported).
    @inline(never)
    private func runJob() {
        pthread_mutex_lock(mutex)
        let job = self.job
        pthread_mutex_unlock(mutex)
        job?()
    }

    /// The thread's body: wait for a job, take its ticket (unless the poster withdrew it), do it,
    /// report, until shut down.
    private func run() {
        pthread_mutex_lock(mutex)
        while true {
            while !pending && !shutdown { pthread_cond_wait(jobPosted, mutex) }
            if shutdown { break }
            pending = false
            let open = 3 * generation
            pthread_mutex_unlock(mutex)
            // The posting thread leaves `job` alone until `done` once the ticket is taken.
            let taken = ticket.compareExchange(expected: open, desired: open + 1, ordering: .relaxed).exchanged
            if taken { runJob() }
            pthread_mutex_lock(mutex)
            if taken {
                job = nil
                done = true
                pthread_cond_signal(jobDone)
            }
        }
        pthread_mutex_unlock(mutex)
    }

    /// The processors online, read once.
    static let processorCount: Int = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
}
