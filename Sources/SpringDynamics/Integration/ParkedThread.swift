#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A persistent thread that sleeps on a condition variable until its owner posts work: the
/// mutex, the two conditions (work posted, work done), the pending and shutdown flags, the
/// serve loop and the thread itself, shared by the engine's helper threads (``GSLBlockWorker``
/// and the keyframe recorder's helper). What a job is, and how its end is reported, belong to
/// the owner; its fields are read and written under ``lock()`` (or posted by ``post(_:)``).
///
/// Lifecycle: ``start(_:)`` runs the owner's loop on a new thread — normally ``serve(_:report:)``,
/// which sleeps until ``post(_:)``, runs the job, reports, and sleeps again; the owner's
/// `deinit` calls ``stop()``, which sets the shutdown flag under the mutex, wakes the loop and
/// joins the thread, so the loop never outlives its owner. The handshake methods allocate nothing.
///
/// `@unchecked Sendable`: every field is either immutable or guarded by the pthread primitives
/// themselves.
package final class ParkedThread: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let posted: UnsafeMutablePointer<pthread_cond_t>
    private let finished: UnsafeMutablePointer<pthread_cond_t>
    private var thread: pthread_t?
    /// A job was posted and the loop has not taken it yet (guarded by the mutex).
    private var pending = false
    /// The loop should return (guarded by the mutex).
    private var shutdown = false

    /// The mutex and conditions, with no thread yet.
    package init() {
        mutex = .allocate(capacity: 1)
        posted = .allocate(capacity: 1)
        finished = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(posted, nil)
        pthread_cond_init(finished, nil)
    }

    deinit {
        pthread_cond_destroy(finished)
        pthread_cond_destroy(posted)
        pthread_mutex_destroy(mutex)
        finished.deallocate()
        posted.deallocate()
        mutex.deallocate()
    }

    /// Starts the thread running `loop` (the owner's wait–work–report loop, which returns once
    /// the owner's shutdown flag is set). Returns the status of `pthread_create` (0: started).
    package func start(_ loop: @escaping () -> Void) -> Int32 {
        let box = Unmanaged.passRetained(LoopBox(loop)).toOpaque()
        var handle = pthread_t()
        let status = pthread_create(&handle, nil, { raw in
            guard let raw else { return nil }
            Unmanaged<LoopBox>.fromOpaque(raw).takeRetainedValue().loop()
            return nil
        }, box)
        guard status == 0 else {
            Unmanaged<LoopBox>.fromOpaque(box).release()
            return status
        }
        thread = handle
        return 0
    }

    /// Sets the shutdown flag under the mutex, wakes the loop and joins the thread (a no-op join
    /// when it never started). A job posted and not yet taken is not run.
    package func stop() {
        pthread_mutex_lock(mutex)
        shutdown = true
        pthread_cond_signal(posted)
        pthread_mutex_unlock(mutex)
        if let thread { pthread_join(thread, nil) }
        thread = nil
    }

    /// Posts a job: runs `setJob` (which writes the owner's job fields) under the mutex, marks
    /// the job pending and wakes the loop.
    @inline(__always)
    package func post(_ setJob: () -> Void) {
        pthread_mutex_lock(mutex)
        setJob()
        pending = true
        pthread_cond_signal(posted)
        pthread_mutex_unlock(mutex)
    }

    /// The owner's loop (call it from the closure given to ``start(_:)``): sleeps until a job is
    /// posted, takes it (clears the pending flag), runs `job` with the mutex unlocked, then
    /// `report` with it held (set the owner's done flag, ``signalFinished()``), and sleeps
    /// again — until ``stop()``. A job posted while one runs is taken right after it.
    package func serve(_ job: () -> Void, report: () -> Void) {
        pthread_mutex_lock(mutex)
        while true {
            while !pending && !shutdown { pthread_cond_wait(posted, mutex) }
            if shutdown { break }
            pending = false
            pthread_mutex_unlock(mutex)
            job()
            pthread_mutex_lock(mutex)
            report()
        }
        pthread_mutex_unlock(mutex)
    }

    /// Locks the mutex that guards the owner's job fields.
    @inline(__always) package func lock() { pthread_mutex_lock(mutex) }
    /// Unlocks it.
    @inline(__always) package func unlock() { pthread_mutex_unlock(mutex) }
    /// Wakes the owner waiting for a job's end (mutex held).
    @inline(__always) package func signalFinished() { pthread_cond_signal(finished) }
    /// Sleeps until ``signalFinished()`` (mutex held; check the owner's flags again on return).
    @inline(__always) package func waitFinished() { pthread_cond_wait(finished, mutex) }

    /// The loop, boxed to pass through `pthread_create`'s context pointer.
    private final class LoopBox {
        let loop: () -> Void
        init(_ loop: @escaping () -> Void) { self.loop = loop }
    }
}
