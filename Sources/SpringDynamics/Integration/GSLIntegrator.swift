/// Advances a ``ChannelBatch`` with any of GSL's eleven `odeiv2` steppers, adaptively, to the
/// error ``tolerance``: the integrator to benchmark GSL's methods on real spring batches, and
/// the template for integrating systems that have no closed form.
///
/// **Blocks.** The batch is block-diagonal: every channel is its own 2×2 linear system
/// `x' = v`, `v' = −(k/m)·(x − target) − (c/m)·v`. The active slots are integrated in blocks of
/// ``blockSize`` channels; each block is one GSL system of dimension `2 · blockSize` with its own
/// GSL driver, right-hand side and (for implicit steppers) Jacobian, all `@convention(c)`
/// functions reading raw block storage — no closures. Blocks are created when the number of
/// active channels first grows past the existing ones (at the start of a transition) and
/// reused afterwards; the last block is padded with zero channels (k = c = 0, x = v = 0), which
/// stay zero. Because GSL's step control takes the *worst* component of a system, a block
/// takes the steps its most demanding channel needs: small blocks adapt per channel, large
/// blocks amortise GSL's per-call overhead.
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
/// **History.** Whenever ``ChannelBatch/generation`` differs from the last frame's (channels
/// added, settled, woken or retargeted, springs or states set — slots may have moved), every
/// driver is reset: GSL otherwise reuses the last derivative and, for `msadams`/`msbdf`, the
/// multistep history, both stale after such a change. After a reset each block starts again
/// with a step of ``initialStep``.
///
/// **Failure.** If any block fails (the step limit ``maximumStepsPerFrame`` is reached, the step
/// size collapses, the state becomes non-finite), ``advance(_:by:)`` throws
/// ``IntegratorError/solverFailed(_:)`` and every position and velocity is exactly as before;
/// times inside the ``ODEError`` are seconds since the start of the failed frame. The next call
/// starts afresh.
///
/// **Allocation.** Steady-state frames allocate nothing in this code or in GSL's explicit
/// steppers and `msadams`. The implicit steppers (`rk1imp`, `rk2imp`, `rk4imp`, `bsimp`,
/// `msbdf`) allocate inside GSL: GSL 2.7's `gsl_linalg_LU_decomp` allocates a small buffer
/// each time they factorise their iteration matrix.
///
/// **Default block sizes** (``defaultBlockSize(for:)``), measured in a release build on
/// 10,000 cells × 8 channels (the benchmark suite's state), one 1/120 s frame from a fresh
/// transition, tolerance 1e-6/1e-6; p50 wall clock in ms, the default in bold:
///
/// | stepper | B = 1 | 2 | 4 | 8 | 16 | 64 | 256 | 1024 | whole batch |
/// |---|---|---|---|---|---|---|---|---|---|
/// | (filled in by the measurement) | | | | | | | | | |
///
/// Not thread-safe: use one integrator per thread. Not `Sendable`.
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
    /// The integration time of the blocks; restarts at 0 with every reset.
    var clock = 0.0
    var seenGeneration: UInt64 = 0
    /// Set initially and after a failed frame: the next frame resets and regathers everything.
    var needsFreshStart = true

    /// Creates the integrator. GSL objects are created by the first frames that need them.
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
    public init(
        stepper: Stepper = .rkf45, tolerance: ODETolerance = .integratorDefault, blockSize: Int? = nil,
        maximumStepsPerFrame: Int = 10_000
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
}

extension ODETolerance {
    /// 1e-6 absolute and 1e-6 relative: the default of ``GSLIntegrator``.
    public static let integratorDefault = ODETolerance(unchecked: 1e-6, relative: 1e-6)
}
