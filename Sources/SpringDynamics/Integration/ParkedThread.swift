#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A persistent thread that sleeps on a condition variable until its owner posts work: the
/// mutex, the two conditions (work posted, work done) and the thread itself, shared by the
/// engine's helper threads (``GSLBlockWorker`` and the keyframe recorder's helper). What a job
/// is, and the flags that say one is pending, done or that the thread should stop, belong to
/// the owner and are read and written under ``lock()``.
///
/// Lifecycle: ``start(_:)`` runs the owner's loop on a new thread; the owner's `deinit` calls
/// ``stop(_:)``, which sets the owner's shutdown flag under the mutex, wakes the loop and joins
/// the thread, so the loop never outlives its owner. The handshake methods allocate nothing.
///
/// `@unchecked Sendable`: every field is either immutable or guarded by the pthread primitives
/// themselves.
package final class ParkedThread: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let posted: UnsafeMutablePointer<pthread_cond_t>
    private let finished: UnsafeMutablePointer<pthread_cond_t>
    private var thread: pthread_t?

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

    /// Runs `setShutdown` under the mutex, wakes the loop and joins the thread (a no-op join
    /// when it never started).
    package func stop(_ setShutdown: () -> Void) {
        pthread_mutex_lock(mutex)
        setShutdown()
        pthread_cond_signal(posted)
        pthread_mutex_unlock(mutex)
        if let thread { pthread_join(thread, nil) }
        thread = nil
    }

    /// Locks the mutex that guards the owner's job fields.
    @inline(__always) package func lock() { pthread_mutex_lock(mutex) }
    /// Unlocks it.
    @inline(__always) package func unlock() { pthread_mutex_unlock(mutex) }
    /// Wakes the loop after a job was posted (mutex held).
    @inline(__always) package func signalPosted() { pthread_cond_signal(posted) }
    /// Sleeps until ``signalPosted()`` (mutex held; check the owner's flags again on return).
    @inline(__always) package func waitPosted() { pthread_cond_wait(posted, mutex) }
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
