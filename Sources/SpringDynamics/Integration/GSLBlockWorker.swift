#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The persistent second thread of a two-thread ``GSLIntegrator``: created once, it sleeps on a
/// condition variable until the integrator hands it a range of blocks to advance, advances them,
/// reports back, and sleeps again. A frame's handshake allocates nothing: the job is a few
/// stored fields (the blocks array is only retained, and released again after the frame).
///
/// Protocol: ``start(blocks:range:from:to:)`` posts a job and returns at once; the caller
/// advances its own blocks, then ``wait()`` blocks until the worker is done and returns the
/// worker's first failure (the lowest failing block of the range, and its error), if any.
/// `deinit` stops and joins the thread.
final class GSLBlockWorker: @unchecked Sendable {
    // Everything below is guarded by `mutex`, except the job fields, which the posting thread
    // writes before `pending` is set and reads after `done` is seen (the mutex orders both).
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let jobPosted: UnsafeMutablePointer<pthread_cond_t>
    private let jobDone: UnsafeMutablePointer<pthread_cond_t>
    private var thread: pthread_t?
    private var pending = false
    private var done = false
    private var shutdown = false

    private var blocks: [GSLIntegratorBlock] = []
    private var range = 0..<0
    private var t0 = 0.0, t1 = 0.0
    private var failure: (block: Int, error: ODEError)?

    /// Starts the thread.
    ///
    /// - Throws: ``ODEError/gslFailure(status:operation:)`` with `operation` `"pthread_create"`
    ///   when the system refuses a thread.
    init() throws(ODEError) {
        mutex = .allocate(capacity: 1)
        jobPosted = .allocate(capacity: 1)
        jobDone = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(jobPosted, nil)
        pthread_cond_init(jobDone, nil)
        // The thread holds the worker until it exits (joined in deinit, so never past it).
        let context = Unmanaged.passUnretained(self).toOpaque()
        var handle = pthread_t()
        let status = pthread_create(&handle, nil, { raw in
            guard let raw else { return nil }
            Unmanaged<GSLBlockWorker>.fromOpaque(raw).takeUnretainedValue().run()
            return nil
        }, context)
        guard status == 0 else {
            pthread_cond_destroy(jobDone)
            pthread_cond_destroy(jobPosted)
            pthread_mutex_destroy(mutex)
            jobDone.deallocate()
            jobPosted.deallocate()
            mutex.deallocate()
            throw .gslFailure(status: status, operation: "pthread_create")
        }
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
        pthread_mutex_destroy(mutex)
        jobDone.deallocate()
        jobPosted.deallocate()
        mutex.deallocate()
    }

    /// Posts a job: advance `blocks[range]` from `t0` to `t1`. Returns at once.
    func start(blocks: [GSLIntegratorBlock], range: Range<Int>, from t0: Double, to t1: Double) {
        pthread_mutex_lock(mutex)
        self.blocks = blocks
        self.range = range
        self.t0 = t0
        self.t1 = t1
        self.failure = nil
        done = false
        pending = true
        pthread_cond_signal(jobPosted)
        pthread_mutex_unlock(mutex)
    }

    /// Waits for the posted job; returns its first failure (block index and error, times on the
    /// blocks' clock), or `nil`.
    func wait() -> (block: Int, error: ODEError)? {
        pthread_mutex_lock(mutex)
        while !done { pthread_cond_wait(jobDone, mutex) }
        done = false
        let result = failure
        failure = nil
        blocks = []  // release the array so the integrator's copy stays uniquely referenced
        pthread_mutex_unlock(mutex)
        return result
    }

    /// The thread's body: wait for a job, do it, report, until shut down.
    private func run() {
        pthread_mutex_lock(mutex)
        while true {
            while !pending && !shutdown { pthread_cond_wait(jobPosted, mutex) }
            if shutdown { break }
            pending = false
            pthread_mutex_unlock(mutex)
            // The posting thread leaves the job fields alone until `done`.
            let result = GSLIntegrator.advanceBlocks(self.blocks, range, from: t0, to: t1)
            pthread_mutex_lock(mutex)
            failure = result
            done = true
            pthread_cond_signal(jobDone)
        }
        pthread_mutex_unlock(mutex)
    }
}
