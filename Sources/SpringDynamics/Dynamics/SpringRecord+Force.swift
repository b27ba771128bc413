/// The force of a spring on its first body and its derivatives, in the plane (a one-axis system
/// passes `dy = dvy = 0` and reads the x components).
struct SpringForce {
    var fx = 0.0
    var fy = 0.0
    /// ∂F/∂d, with d = p_a − p_b (row-major 2×2).
    var kxx = 0.0, kxy = 0.0, kyx = 0.0, kyy = 0.0
    /// ∂F/∂Δv, with Δv = v_a − v_b.
    var cxx = 0.0, cxy = 0.0, cyx = 0.0, cyy = 0.0
}

extension SpringRecord {
    /// The force on body `a` for the separation `d = (dx, dy)` and relative velocity
    /// `Δv = (dvx, dvy)`; with `withJacobian`, also its derivatives.
    ///
    /// - Rest length 0 (isotropic): `F = −φ(r)/r·d − c·Δv`, `r = |d|`;
    ///   `∂F/∂d = −(φ/r)·I − (φ' − φ/r)·n nᵀ` (→ `−φ'(0)·I` at `r = 0`), `∂F/∂Δv = −c·I`.
    /// - Rest length `L₀ > 0` (along the line): `F = −(φ(r − L₀) + c·Δv·n)·n`;
    ///   with `P = I − n nᵀ`: `∂F/∂d = −φ'·n nᵀ − (φ/r)·P − (c/r)·((Δv·n)·P + n (PΔv)ᵀ)`,
    ///   `∂F/∂Δv = −c·n nᵀ`. At `r = 0`, `n` is the x axis and the `1/r` terms are dropped.
    @inline(__always)
    func force(dx: Double, dy: Double, dvx: Double, dvy: Double, withJacobian: Bool) -> SpringForce {
        var out = SpringForce()
        let r = (dx * dx + dy * dy).squareRoot()
        let c = damping
        if restLength == 0 {
            if r == 0 {
                out.fx = -c * dvx
                out.fy = -c * dvy
                if withJacobian {
                    let slope = law(0).slope
                    out.kxx = -slope; out.kyy = -slope
                }
            } else {
                let (phi, slope) = law(r)
                let g = phi / r
                out.fx = -g * dx - c * dvx
                out.fy = -g * dy - c * dvy
                if withJacobian {
                    let nx = dx / r, ny = dy / r, extra = slope - g
                    out.kxx = -g - extra * nx * nx
                    out.kxy = -extra * nx * ny
                    out.kyx = out.kxy
                    out.kyy = -g - extra * ny * ny
                }
            }
            if withJacobian { out.cxx = -c; out.cyy = -c }
            return out
        }
        let nx = r > 0 ? dx / r : 1, ny = r > 0 ? dy / r : 0
        let (phi, slope) = law(r - restLength)
        let vn = dvx * nx + dvy * ny
        let size = phi + c * vn
        out.fx = -size * nx
        out.fy = -size * ny
        if withJacobian {
            out.kxx = -slope * nx * nx; out.kxy = -slope * nx * ny
            out.kyx = out.kxy; out.kyy = -slope * ny * ny
            if r > 0 {
                let pxx = 1 - nx * nx, pxy = -nx * ny, pyy = 1 - ny * ny
                let pvx = pxx * dvx + pxy * dvy, pvy = pxy * dvx + pyy * dvy
                let a = phi / r + c * vn / r, b = c / r
                out.kxx -= a * pxx + b * nx * pvx
                out.kxy -= a * pxy + b * nx * pvy
                out.kyx -= a * pxy + b * ny * pvx
                out.kyy -= a * pyy + b * ny * pvy
            }
            out.cxx = -c * nx * nx; out.cxy = -c * nx * ny
            out.cyx = out.cxy; out.cyy = -c * ny * ny
        }
        return out
    }
}
