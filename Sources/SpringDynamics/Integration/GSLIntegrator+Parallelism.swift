#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension GSLIntegrator {
    /// How many threads advance the blocks of a frame.
    public enum Parallelism: Sendable, Hashable {
        /// Every block on the calling thread.
        case singleThread
        /// The calling thread and a persistent worker thread share the blocks of every frame that
        /// has at least two.
        case twoThreads
        /// Two threads when a frame has at least ``GSLIntegrator/automaticParallelismThreshold``
        /// active channels (and two blocks), and the machine has at least two processors; one
        /// thread otherwise. The default of ``GSLIntegrator/init(stepper:tolerance:blockSize:maximumStepsPerFrame:)``
        /// (and so of a transition's default integrator): a 100,000-cell frame needs both cores
        /// to fit a 120 Hz frame.
        case automatic
    }

    /// The number of active channels from which ``Parallelism-swift.enum/automatic`` uses two
    /// threads: 16,384 (2,048 cells of 8 channels). Below it a frame of rkf45 takes well under a
    /// millisecond and the wake-up of the worker (tens of microseconds on a loaded machine) eats
    /// much of the gain.
    public static let automaticParallelismThreshold = 16_384

    /// The worker for this frame, or `nil` to stay on one thread; creates it on first use.
    func workerForFrame(blockCount: Int, activeChannels: Int) -> GSLBlockWorker? {
        guard blockCount >= 2, !workerUnavailable else { return nil }
        switch parallelism {
        case .singleThread:
            return nil
        case .twoThreads:
            break
        case .automatic:
            guard activeChannels >= Self.automaticParallelismThreshold, Self.processorCount >= 2 else { return nil }
        }
        if let worker { return worker }
        do {
            let created = try GSLBlockWorker()
            worker = created
            return created
        } catch {
            workerUnavailable = true
            return nil
        }
    }

    /// The processors online, read once.
    static let processorCount: Int = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
}
