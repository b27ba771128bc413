/// Advances a ``ChannelBatch`` with any of GSL's eleven `odeiv2` steppers, adaptively, to the
/// error ``tolerance``: the integrator to benchmark GSL's methods on real spring batches, and
/// the template for integrating systems that have no closed form.
///
/// **Blocks.** The batch is block-diagonal: every channel is its own 2×2 linear system
/// `x' = v`, `v' = −(k/m)·(x − target) − (c/m)·v`. The active slots are integrated in blocks of
/// ``blockSize`` channels; each block is one GSL system of dimension `2 · blockSize` with its own
/// right-hand side and (for implicit steppers) Jacobian, all `@convention(c)` functions reading
/// raw block storage — no closures. Blocks are created when the number of active channels first
/// grows past the existing ones (at the start of a transition) and reused afterwards; the last
/// block is padded with zero channels (k = c = 0, x = v = 0), which stay zero. Because GSL's step
/// control takes the *worst* component of a system, a block takes the steps its most demanding
/// channel needs: small blocks adapt per channel, large blocks amortise GSL's per-call overhead.
///
/// **GSL objects.** With the explicit one-step steppers (rk2, rk4, rkf45, rkck, rk8pd), which keep
/// nothing between steps but what GSL's evolve object holds, a block keeps only its state, the
/// derivative at the end of its last step, its step size and the evolve counters, and GSL steps
/// it in place on its thread's one set of step, control and evolve objects, shared by all the
/// blocks that thread advances: the same calls on the same values as a GSL driver per block,
/// so the same bits, with about 56 bytes per channel instead of about 300 (a 100,000-cell frame
/// then mostly stays in the caches). The implicit steppers (iteration state) and the multistep
/// ones (`msadams`, `msbdf`: their history) keep a GSL driver per block, as does every block of
/// an integrator with a per-component absolute tolerance.
///
/// **State.** Each block integrates displacements from the targets, `y = (x_0 − target_0, v_0,
/// x_1 − target_1, v_1, …)`, so the result does not depend on where the targets are (a move
/// from 1000 to 1100 behaves exactly like one from 0 to 100, which absolute positions with a
/// relative tolerance would not). Before a frame the active channels are gathered into the
/// blocks (with per-channel k/m and c/m); only after **every** block has succeeded are the new
/// positions (`target + y`) and velocities written back. A block whose `y` still reproduces the
/// batch bit for bit keeps its unrounded `y`, so consecutive frames continue one GSL
/// integration seamlessly (step size and multistep history carry over from frame to frame).
///
/// **History.** Only the blocks that an outside change touched start afresh. Before each frame
/// every block compares what it holds with the batch, channel by channel (position, velocity,
/// k/m, c/m, target velocity, and how many channels it holds): a block whose channels were
/// retargeted, set, given another spring, settled, woken or added **restarts** — its state is
/// gathered again from the batch, the stepper's history (GSL's last derivative and, for
/// `msadams`/`msbdf`, the multistep history, both stale after such a change) and step size are
/// reset to ``initialStep``, and its own clock goes back to 0 — while every other block continues
/// its integration untouched. A restarted block computes exactly what a new integrator's first
/// frame computes for the same channels, whatever restarted before, so results depend only on
/// the batch's history: replaying the same calls on a new batch (as
/// `SeekableSpringTransition` does) gives the same bits. A batch of another
/// ``ChannelBatch/identity`` than the last one advanced (a reused integrator), the first frame
/// and the frame after a failure restart every block.
///
/// **Moving targets.** A channel whose target moves (``ChannelBatch/retarget(_:to:velocity:)``)
/// is integrated with the ramped target: in displacement coordinates `y' = v − u` for a target
/// velocity `u`, still autonomous, so a steadily moving target never restarts a block. After the
/// frame the batch's targets move along (``ChannelBatch/advanceTargets(by:)``).
///
/// **Failure.** If any block fails (the step limit ``maximumStepsPerFrame`` is reached, the step
/// size collapses, the state becomes non-finite), ``advance(_:by:)`` throws
/// ``IntegratorError/solverFailed(_:)`` and every position and velocity is exactly as before;
/// times inside the ``ODEError`` are seconds since the start of the failed frame. The next call
/// starts afresh.
///
/// **Accuracy.** GSL bounds the *local* error of each step; what is achieved over a
/// transition depends on the method. Measured at the default tolerance (1e-6/1e-6) against the
/// closed form, as a fraction of each channel's amplitude (ω = 2 with ζ = 0.1, 1, 5 over 10 s,
/// and UI springs at 30–240 Hz; see `IntegratorGSLTests`), the worst errors were about
/// 0.3–0.7 × tolerance for rk2, rk4, rkf45, rkck and rk4imp; 1e-4 × for rk8pd, 2e-8 × for bsimp;
/// 9 × for msadams, 17 × for rk2imp, 200 × for msbdf and 650 × for rk1imp (first order).
///
/// **Allocation.** Steady-state frames allocate nothing in this code or in GSL's explicit
/// steppers and `msadams`. The implicit steppers (`rk1imp`, `rk2imp`, `rk4imp`, `bsimp`,
/// `msbdf`) allocate inside GSL: GSL 2.7's `gsl_linalg_LU_decomp` allocates a small buffer
/// each time they factorise their iteration matrix.
///
/// **Default block sizes** (``defaultBlockSize(for:)``), measured in a release build on
/// 10,000 cells × 8 channels (the benchmark suite's `SteppingProblem`: four UI springs,
/// displacements up to 600 pt), one 1/120 s frame from a fresh transition, tolerance
/// 1e-6/1e-6; the fastest of two or three runs on a shared 2-core machine, in ms (seconds for
/// rk1imp), the default in bold. Differences under ~10 % are within the noise.
///
/// | stepper | B = 1 | 2 | 4 | 8 | 16 | 64 | 256 | 1024 | whole batch |
/// |---|---|---|---|---|---|---|---|---|---|
/// | rk2 | 156 | 98 | 81 | 74 | **64** | 72 | 84 | 94 | 113 |
/// | rk4 | 51 | 27 | 17 | 12 | 11 | **8.6** | 10 | 10 | 10 |
/// | rkf45 | 46 | 23 | 14 | 11 | 9 | 8.4 | 8.0 | **8.0** | 7.7 |
/// | rkck | 46 | 23 | 15 | 11 | 9 | 7.6 | 6.4 | **6.3** | 7.5 |
/// | rk8pd | 71 | 41 | 29 | 24 | 21 | 18 | 17 | **17** | 21 |
/// | msadams | 463 | 309 | 228 | 196 | 177 | 173 | 127 | **121** | 173 |
/// | rk1imp (s) | 55 | **55** | 66 | 107 | 217 | | | | |
/// | rk2imp | 1631 | **1321** | 1558 | 2227 | 5359 | | | | |
/// | rk4imp | 311 | **278** | 356 | 559 | 1148 | | | | |
/// | bsimp | 1800 | **1516** | 1630 | 2061 | 3024 | | | | |
/// | msbdf | 1042 | **875** | 888 | 1474 | 2065 | | | | |
///
/// Small blocks let each channel take only the steps it needs but pay GSL's per-call overhead
/// (and, for implicit steppers, less: their dense LU costs (2B)³, so they want B = 2). Blocks of
/// about 1024 channels keep each block's working set in cache; the whole batch as one system
/// (what a plain C driver does) ties with 1024 for rkf45 at this size and falls behind at larger
/// ones. The explicit sweep stops at whole batch = 80,000 channels; implicit steppers were not
/// run above 16 (a dense 2B × 2B Jacobian).
///
/// **Both cores.** With ``Parallelism-swift.enum/twoThreads`` (or ``Parallelism-swift.enum/automatic``
/// from ``automaticParallelismThreshold`` active channels) the calling thread and a persistent
/// worker thread (created once, woken per frame through a condition variable, no allocation per
/// frame) take the blocks in order from a shared atomic counter, so a worker that wakes late on a
/// busy machine only means the calling thread does more of the blocks.
/// Blocks are independent, so every position, velocity and statistic is bit-identical to the
/// single-threaded run. A failing block throws the same error as on one thread (the lowest
/// failing block's) and leaves the batch unchanged; only the statistics of such a failed frame
/// can differ, since the other thread may have advanced blocks that one thread would not have reached.
///
/// Not thread-safe: use one integrator per thread (its own worker thread is internal). Not `Sendable`.
public final class GSLIntegrator: Integrator {
    /// The GSL stepping method.
    public let stepper: Stepper
    /// The per-step error tolerance, applied to displacements and velocities.
    public let tolerance: ODETolerance
    /// The most channels integrated as one GSL system.
    public let blockSize: Int
    /// The most accepted steps one block may take in one frame.
    public let maximumStepsPerFrame: Int
    /// `"gsl-"` followed by the stepper's GSL name, such as `"gsl-rkf45"`.
    public let name: String
    /// The step size, in seconds, every block starts with after a reset: 1 ms.
    public let initialStep = 0.001

    var blocks: [GSLIntegratorBlock] = []
    /// Channels the existing blocks hold, padding included.
    var capacity = 0
    /// The work of blocks that were replaced by larger ones.
    var retiredStatistics = IntegrationStatistics.zero
    /// The restarts of blocks that were replaced by larger ones.
    var retiredRestarts = 0
    /// Set initially and after a failed frame (and for a batch of another identity): the next
    /// frame restarts every block.
    var needsFreshStart = true
    /// The ``ChannelBatch/identity`` of the batch the last frame advanced.
    var seenIdentity: UInt64?
    /// The token of the change log the last frame started on that batch (0 for none).
    var seenChangeLog: UInt64 = 0
    /// Whether frames may use a second thread.
    public let parallelism: Parallelism
    /// The persistent second thread, created by the first frame that uses it.
    var worker: GSLBlockWorker?
    /// Set when the system refused the worker thread: frames then stay on one thread.
    var workerUnavailable = false
    /// Whether the blocks are stepped on one set of GSL work arrays per thread
    /// (``GSLWorkArrays``) rather than on a GSL driver each: for the steppers that
    /// ``Stepper/keepsNoStateBetweenSteps``, with a scalar tolerance. The results are the same
    /// bits either way; tests switch it off (before the first frame) to compare.
    var sharesWorkArrays: Bool
    /// The calling thread's GSL work arrays (the worker has its own).
    let workArrays = GSLThreadWorkArrays()

    /// Creates an integrator that takes a second thread for large frames
    /// (``Parallelism-swift.enum/automatic``: from ``automaticParallelismThreshold`` active
    /// channels on a machine with two processors or more; results are bit-identical to one
    /// thread). GSL objects and the worker thread are created by the first frames that need them.
    /// Pass `parallelism:` to choose (``Parallelism-swift.enum/singleThread`` for one thread).
    ///
    /// - Parameters:
    ///   - stepper: the GSL method; default ``Stepper/rkf45``.
    ///   - tolerance: the per-step error bound; default 1e-6 absolute and 1e-6 relative, which
    ///     for positions in points is far below a pixel.
    ///   - blockSize: channels per GSL system, at least 1 (any larger value than the active
    ///     channels means "the whole batch as one system"); `nil` for the measured best for
    ///     `stepper` (``defaultBlockSize(for:)``).
    ///   - maximumStepsPerFrame: accepted steps one block may take per frame, at least 1.
    /// - Throws: ``ODEError/invalidParameter(name:value:requirement:)`` naming
    ///   `tolerance.absolute`, `tolerance.relative`, `blockSize` or `maximumStepsPerFrame`.
    public convenience init(
        stepper: Stepper = .rkf45, tolerance: ODETolerance = .integratorDefault, blockSize: Int? = nil,
        maximumStepsPerFrame: Int = 10_000
    ) throws(ODEError) {
        try self.init(stepper: stepper, tolerance: tolerance, blockSize: blockSize,
                      maximumStepsPerFrame: maximumStepsPerFrame, parallelism: .automatic)
    }

    /// Creates the integrator, advancing its blocks on one thread or two (see
    /// ``Parallelism-swift.enum``). GSL objects and the worker thread are created by the first
    /// frames that need them.
    ///
    /// - Parameters:
    ///   - stepper: the GSL method; default ``Stepper/rkf45``.
    ///   - tolerance: the per-step error bound; default 1e-6 absolute and 1e-6 relative.
    ///   - blockSize: channels per GSL system, at least 1; `nil` for ``defaultBlockSize(for:)``.
    ///   - maximumStepsPerFrame: accepted steps one block may take per frame, at least 1.
    ///   - parallelism: ``Parallelism-swift.enum/singleThread``, ``Parallelism-swift.enum/twoThreads``
    ///     or ``Parallelism-swift.enum/automatic``; the results are bit-identical in every mode.
    /// - Throws: ``ODEError/invalidParameter(name:value:requirement:)`` naming
    ///   `tolerance.absolute`, `tolerance.relative`, `blockSize` or `maximumStepsPerFrame`.
    public init(
        stepper: Stepper = .rkf45, tolerance: ODETolerance = .integratorDefault, blockSize: Int? = nil,
        maximumStepsPerFrame: Int = 10_000, parallelism: Parallelism
    ) throws(ODEError) {
        try tolerance.validate()
        let size = blockSize ?? Self.defaultBlockSize(for: stepper)
        guard size >= 1 else {
            throw .invalidParameter(name: "blockSize", value: Double(size), requirement: "at least 1")
        }
        guard maximumStepsPerFrame >= 1 else {
            throw .invalidParameter(name: "maximumStepsPerFrame", value: Double(maximumStepsPerFrame), requirement: "at least 1")
        }
        self.stepper = stepper
        self.tolerance = tolerance
        self.blockSize = size
        self.maximumStepsPerFrame = maximumStepsPerFrame
        self.name = "gsl-" + stepper.rawValue
        self.parallelism = parallelism
        sharesWorkArrays = stepper.keepsNoStateBetweenSteps && tolerance.componentAbsolute == nil
    }

    /// The work done since creation, summed over all blocks (including failed frames):
    /// accepted and rejected steps of every block, and calls of the blocks' right-hand sides and
    /// Jacobians. One function evaluation is one call of one block's right-hand side, which
    /// evaluates all ``blockSize`` channels of the block (padding included); so the same frame
    /// costs more evaluations with smaller blocks, each cheaper.
    public var statistics: IntegrationStatistics {
        var total = retiredStatistics
        for block in blocks { total += block.statistics }
        return total
    }

    /// The number of GSL systems (blocks) allocated so far.
    public var blockCount: Int { blocks.count }

    /// How many times a block has restarted since creation (see **History** above), replaced
    /// blocks included.
    var blockRestarts: Int { blocks.reduce(retiredRestarts) { $0 + $1.restarts } }
}

extension ODETolerance {
    /// 1e-6 absolute and 1e-6 relative: the default of ``GSLIntegrator``.
    public static let integratorDefault = ODETolerance(unchecked: 1e-6, relative: 1e-6)
}
