import Benchmark
import CReferenceKernels
#if canImport(Glibc)
import Glibc
#endif

/// Whether SPRING_BENCH_QUICK is set (`make bench QUICK=1`): shorter runs, and no implicit
/// steppers or 100,000-cell GSL frames.
let quickMode = getenv("SPRING_BENCH_QUICK") != nil
/// Cells × 8 channels, the sizes the stepping suite runs at.
let cellCounts = [1_000, 10_000, 100_000]
let channelsPerCell = 8
let frame = 1.0 / 120.0
/// The GSL tolerance of every GSL benchmark, C and Swift.
let gslTolerance = 1e-6
/// The step every GSL integration starts with after a reset, C and Swift (GSLIntegrator's).
let gslInitialStep = 0.001

/// The C reference kernels the Swift integrators are compared against.
func registerReferenceKernels() {
    // The framework's own allocations inside a measured sample; subtract it from every other
    // benchmark's Malloc (total) to get what the measured code allocates.
    Benchmark("Baseline: empty frame") { benchmark in
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations { blackHole(i) }
        benchmark.stopMeasurement()
    }
    for cells in cellCounts {
        let n = cells * channelsPerCell
        final class ExactState {
            let problem: SteppingProblem
            var x: [Double], v: [Double]
            let matrices: [st_step_matrix]
            init(n: Int) {
                problem = SteppingProblem(channels: n)
                x = problem.position
                v = problem.velocity
                matrices = problem.springs.map { st_step_matrix(a11: $0.0, a12: $0.1, a21: $0.2, a22: $0.3) }
            }
        }
        var exact: ExactState?
        Benchmark("C exact map, \(cells) cells", closure: { benchmark in
            guard let s = exact else { return }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                st_exact_step(n, &s.x, &s.v, s.problem.target, s.problem.springIndex, s.matrices)
            }
            benchmark.stopMeasurement()
            blackHole(s.x[0] + s.v[0])
        }, setup: { exact = ExactState(n: n) }, teardown: { exact = nil })

        var gsl: CGSLState?
        Benchmark("C GSL rkf45, \(cells) cells", closure: { benchmark in
            guard let s = gsl else { return }
            s.restore()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(st_gsl_batch_advance(s.batch, &s.y, frame))
            }
            benchmark.stopMeasurement()
        }, setup: { gsl = CGSLState(cells: cells) }, teardown: { gsl = nil })
    }
}

/// The pure-C GSL batch over a problem, with the initial state to restore before each sample.
final class CGSLState {
    let problem: SteppingProblem
    let initial: [Double]
    var y: [Double]
    let batch: OpaquePointer

    init(cells: Int) {
        let n = cells * channelsPerCell
        let problem = SteppingProblem(channels: n)
        self.problem = problem
        let k = problem.springIndex.map { problem.stiffnessPerMass[Int($0)] }
        let c = problem.springIndex.map { problem.dampingPerMass[Int($0)] }
        initial = problem.displacementState
        y = initial
        batch = st_gsl_batch_create(n, k, c, 0, gslTolerance, gslTolerance, gslInitialStep)!
    }

    deinit { st_gsl_batch_free(batch) }

    /// Puts the initial state back in place and resets the driver: the start of a transition.
    func restore() {
        initial.withUnsafeBufferPointer { src in
            y.withUnsafeMutableBufferPointer { dst in
                for i in 0..<src.count { dst[i] = src[i] }
            }
        }
        st_gsl_batch_reset(batch)
    }

    var functionEvaluations: Int { st_gsl_batch_function_evaluations(batch) }
}
