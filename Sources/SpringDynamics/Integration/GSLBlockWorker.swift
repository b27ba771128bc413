import Synchronization

/// The persistent second thread of a two-thread ``GSLIntegrator``: created once, it sleeps on a
/// condition variable until the integrator posts a frame, helps advance its blocks, reports
/// back, and sleeps again. A frame's handshake allocates nothing: the job is a few stored fields
/// (the blocks array is only retained, and released again after the frame).
///
/// **Sharing the blocks.** Both threads take blocks in increasing order from one atomic counter
/// (``advanceShare(workArrays:)``), so a worker that wakes late, on a machine whose other core is busy,
/// costs nothing: the posting thread has taken the blocks meanwhile. Each block is advanced by
/// exactly one thread, from the same state, so the results do not depend on who took it.
/// After a failure at block `i`, blocks above `i` are no longer taken (their results would be
/// discarded), and blocks below `i` still are, so the lowest failing block is always found.
///
/// Protocol: ``start(blocks:count:frame:scattering:)`` posts a frame and returns at once; the caller calls
/// ``advanceShare(workArrays:)``, then ``wait()``, which blocks until the worker is done and returns the
/// lowest failure of the frame (block index and error), if any. `deinit` stops and joins the thread.
final class GSLBlockWorker: @unchecked Sendable {
    // Everything below is guarded by the thread's mutex, except the job fields, which the posting
    // thread writes before the job is posted and reads after `done` is seen (the mutex orders both).
    private let parked = ParkedThread()
    private var done = false

    private var blocks: [GSLIntegratorBlock] = []
    private var count = 0
    private var frame: GSLBlockFrame?
    /// Whether the posted job writes the blocks' results back instead of advancing them.
    private var scattering = false
    /// The worker's own lowest failure of the frame.
    private var failure: (block: Int, error: ODEError)?
    /// The next block to take, and the lowest failing block so far (`Int.max` for none).
    private let next = Atomic<Int>(0)
    private let lowestFailure = Atomic<Int>(.max)
    /// The worker thread's own GSL work arrays (see ``GSLWorkArrays``).
    let workArrays = GSLThreadWorkArrays()

    /// Starts the thread.
    ///
    /// - Throws: ``ODEError/gslFailure(status:operation:)`` with `operation` `"pthread_create"`
    ///   when the system refuses a thread.
    init() throws(ODEError) {
        // The thread holds the worker unretained: it is joined in deinit, so never outlives it.
        let status = parked.start { [unowned(unsafe) self] in self.run() }
        // On failure every stored property is initialised, so `deinit` runs (with no thread to join).
        guard status == 0 else { throw .gslFailure(status: status, operation: "pthread_create") }
    }

    deinit {
        parked.stop()
    }

    /// Posts a frame: gather and advance `blocks[0..<count]` (``GSLIntegratorBlock/run(_:index:)``),
    /// or, `scattering`, write their results back (``GSLIntegratorBlock/scatter(_:index:)``).
    /// Returns at once.
    func start(blocks: [GSLIntegratorBlock], count: Int, frame: GSLBlockFrame, scattering: Bool = false) {
        parked.post {
            self.blocks = blocks
            self.count = count
            self.frame = frame
            self.scattering = scattering
            self.failure = nil
            next.store(0, ordering: .relaxed)  // published to the worker by the mutex
            lowestFailure.store(.max, ordering: .relaxed)
            done = false
        }
    }

    /// Takes and advances blocks of the posted frame until none is left (or every one left is
    /// above a failed block); returns the lowest failure this thread met. Each thread passes its own
    /// work arrays. Called by the posting thread between ``start(blocks:count:frame:scattering:)`` and ``wait()``, and by the worker.
    func advanceShare(workArrays: GSLThreadWorkArrays) -> (block: Int, error: ODEError)? {
        while true {
            let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
            guard index < count, index < lowestFailure.load(ordering: .relaxed) else { return nil }
            guard let frame else { return nil }
            if scattering {
                blocks[index].scatter(frame, index: index)
                continue
            }
            do throws(ODEError) {
                try blocks[index].run(frame, index: index, workArrays: workArrays)
            } catch {
                lowestFailure.min(index, ordering: .relaxed)
                return (index, error)  // every later index this thread could take is higher
            }
        }
    }

    /// Waits for the worker's share of the posted frame; returns the worker's lowest failure
    /// (block index and error, times since the frame's start), or `nil`.
    func wait() -> (block: Int, error: ODEError)? {
        parked.lock()
        while !done { parked.waitFinished() }
        done = false
        let result = failure
        failure = nil
        blocks = []  // release the array so the integrator's copy stays uniquely referenced
        frame = nil  // its buffers are valid only during the frame
        parked.unlock()
        return result
    }

    /// The thread's body: wait for a job, do it, report, until shut down (``ParkedThread/serve(_:report:)``).
    private func run() {
        var result: (block: Int, error: ODEError)?
        parked.serve({
            // The posting thread leaves the job fields alone until `done`.
            result = advanceShare(workArrays: workArrays)
        }, report: {
            failure = result
            result = nil
            done = true
            parked.signalFinished()
        })
    }
}
