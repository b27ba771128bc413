import Benchmark
import CReferenceKernels

/// Cells × 8 channels, the sizes the stepping suite runs at.
let cellCounts = [1_000, 10_000, 100_000]
let channelsPerCell = 8
let frame = 1.0 / 120.0

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
        Benchmark("C exact map, \(cells) cells") { benchmark in
            let problem = SteppingProblem(channels: n)
            var x = problem.position, v = problem.velocity
            let matrices = problem.springs.map { st_step_matrix(a11: $0.0, a12: $0.1, a21: $0.2, a22: $0.3) }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                st_exact_step(n, &x, &v, problem.target, problem.springIndex, matrices)
            }
            benchmark.stopMeasurement()
            blackHole(x[0] + v[0])
        }
        Benchmark("C GSL rkf45, \(cells) cells") { benchmark in
            let problem = SteppingProblem(channels: n)
            let k = problem.springIndex.map { problem.stiffnessPerMass[Int($0)] }
            let c = problem.springIndex.map { problem.dampingPerMass[Int($0)] }
            var y = [Double](repeating: 0, count: 2 * n)
            for i in 0..<n { y[2 * i] = problem.position[i]; y[2 * i + 1] = problem.velocity[i] }
            let batch = st_gsl_batch_create(n, k, c, problem.target, 0, 1e-6, 1e-6, frame)
            defer { st_gsl_batch_free(batch) }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(st_gsl_batch_advance(batch, &y, frame))
            }
            benchmark.stopMeasurement()
        }
    }
}
