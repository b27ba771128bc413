import SpringDynamics

/// A test problem on which integrators really differ, with a reference solution accurate to
/// 1e-12 or better: the problems of `springlab integrators --problem`.
///
/// | name | equations | start | until |
/// |---|---|---|---|
/// | `duffing` | x'' = −c·x' − k·x − β·x³, m = 1, k = 1, c = 0.1, β = 5 | x = 1.5, v = 0 | 20 |
/// | `pendulum` | θ'' = −c·θ' − 9.81·sin θ, c = 0.1 | θ = 3, ω = 0 | 20 |
/// | `chain` | 8 unit masses on a line; a spring k = 200 and a dashpot c = 2 join mass 1 to a wall and each neighbouring pair | u8 = 1, all else 0 | 5 |
/// | `tile` | the springy layout's tile: 50 bodies in the plane, each on an attachment spring to its resting centre (length 0, damping 0.8, 1 Hz: objc.io's defaults), just after a scroll | see ``tile`` | 2 |
///
/// **References** (``reference(at:)``):
/// - `chain` is linear, `y' = A·y` with `A = [[0, I], [−k·T, −c·T]]` and `T` the fixed–free
///   second-difference matrix (2 on the diagonal but 1 in the last place, −1 beside it). Its
///   exact solution is the matrix exponential `e^{At}·y0`, computed by diagonalising `T` in
///   closed form: its eigenvalues are `λ_j = 2 − 2·cos((2j − 1)π/17)` with eigenvectors
///   `φ_j(i) = sin(i·(2j − 1)π/17)`, `i, j = 1…8`; because the damping is proportional
///   (`C = (c/k)·K`) the modes decouple into damped oscillators `q'' + cλ_j·q' + kλ_j·q = 0`,
///   each solved by the closed form of `Spring`. Rounding only: about 1e-15.
/// - `tile` is 100 independent damped oscillators (ω = 2π, ζ = 0.8), solved in closed form.
/// - `duffing` and `pendulum` have no closed form: the reference is GSL's `rk8pd` stepping onto
///   each requested time at tolerance 1e-14 (absolute and relative). The test suite checks it
///   against a 30-digit Taylor-series integration (mpmath's `odefun`, tolerance 1e-25) and
///   against `bsimp` at 1e-14, a different method: both agree to better than 1e-12.
package struct ReferenceProblem: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case duffing, pendulum, chain, tile
    }

    let kind: Kind
    /// The name `springlab integrators --problem` takes.
    package let name: String
    /// One line saying what it is.
    package let summary: String
    /// The end time; the integration starts at 0.
    package let duration: Double
    /// The names of the state's components, in order (for example `x`, `v`).
    package let componentNames: [String]
    /// The state at time 0.
    package let initialState: [Double]

    /// Every problem, in the order of the table above.
    package static let all: [ReferenceProblem] = [duffing, pendulum, chain, tile]

    /// The problem called `name`, if any.
    ///
    /// - Parameter name: `duffing`, `pendulum`, `chain` or `tile`.
    package static func named(_ name: String) -> ReferenceProblem? { all.first { $0.name == name } }

    /// The number of components of the state.
    package var dimension: Int { initialState.count }
}
