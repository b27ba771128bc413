extension BodySystem {
    /// The system as an ``ODESystem`` of dimension ``dimension``, with its analytic Jacobian.
    ///
    /// The closures hold the system strongly and read its current parameters at every call;
    /// after changing a parameter, ``ODESolver/reset()`` the solver (``BodySimulation`` does
    /// it by watching ``revision``). They allocate nothing.
    ///
    /// - Throws: never in practice (the dimension is at least 2); typed for ``ODESystem``.
    public func odeSystem() throws(ODEError) -> ODESystem {
        try ODESystem(dimension: dimension, function: { [self] t, y, dydt in
            guard let y = y.baseAddress, let dydt = dydt.baseAddress else { return }
            evaluate(t, y, dydt)
        }, jacobian: { [self] t, y, dfdy, dfdt in
            guard let y = y.baseAddress, let dfdy = dfdy.baseAddress, let dfdt = dfdt.baseAddress else { return }
            evaluateJacobian(t, y, dfdy, dfdt)
        })
    }

    /// The right-hand side: `q' = v`, `v' = F(t, q, v)/m`; free slots get 0.
    func evaluate(_ t: Double, _ y: UnsafePointer<Double>, _ dydt: UnsafeMutablePointer<Double>) {
        // Two copies specialised on the number of axes, so the loops carry no axis branches.
        if axes == 1 { evaluate(t, y, dydt, axes: 1) } else { evaluate(t, y, dydt, axes: 2) }
    }

    @inline(__always)
    private func evaluate(_ t: Double, _ y: UnsafePointer<Double>, _ dydt: UnsafeMutablePointer<Double>, axes: Int) {
        let capacity = self.capacity, n = capacity * axes
        let q = y, v = y + n
        let dq = dydt, f = dydt + n
        let inverseMasses = self.inverseMasses
        let b = linearDragCoefficient, quadratic = quadraticDragCoefficient, gx = fieldX, gy = fieldY
        // Velocities, field and drag, as accelerations (every force is scaled by 1/m where it is
        // added, so there is no final pass); free slots (1/m = 0) stay still.
        if axes == 1 {
            for i in 0..<capacity {
                let vx = v[i], w = inverseMasses[i]
                dq[i] = w == 0 ? 0 : vx
                let drag = quadratic == 0 ? b : b + quadratic * abs(vx)
                f[i] = w == 0 ? 0 : gx - w * drag * vx
            }
        } else {
            for i in 0..<capacity {
                let base = 2 * i, vx = v[base], vy = v[base + 1], w = inverseMasses[i]
                let drag = quadratic == 0 ? b : b + quadratic * (vx * vx + vy * vy).squareRoot()
                if w == 0 {
                    dq[base] = 0; dq[base + 1] = 0; f[base] = 0; f[base + 1] = 0
                } else {
                    dq[base] = vx; dq[base + 1] = vy
                    f[base] = gx - w * drag * vx
                    f[base + 1] = gy - w * drag * vy
                }
            }
        }
        // Springs.
        springs.withUnsafeBufferPointer { springs in
            for s in springs {
                let pa = s.a * axes, pb = s.b * axes
                let (dx, dy, dvx, dvy) = s.separation(q, v, axes: axes)
                let fx: Double, fy: Double
                if s.lawKind == 0, s.restLength == 0 {
                    // Linear and isotropic: Hooke's law and the dashpot, no square root.
                    fx = -s.stiffness * dx - s.damping * dvx
                    fy = -s.stiffness * dy - s.damping * dvy
                } else {
                    let force = s.force(dx: dx, dy: dy, dvx: dvx, dvy: dvy, withJacobian: false)
                    fx = force.fx
                    fy = force.fy
                }
                let wa = inverseMasses[s.a]
                f[pa] += wa * fx
                if axes == 2 { f[pa + 1] += wa * fy }
                if s.b >= 0 {
                    let wb = inverseMasses[s.b]
                    f[pb] -= wb * fx
                    if axes == 2 { f[pb + 1] -= wb * fy }
                }
            }
        }
        if let external = externalForceClosure {
            let forces = externalForces
            forces.update(repeating: 0)
            external(t, UnsafeBufferPointer(start: q, count: n), UnsafeBufferPointer(start: v, count: n), forces)
            for i in 0..<capacity {
                let w = inverseMasses[i]
                for a in 0..<axes { f[i * axes + a] += w == 0 ? 0 : w * forces[i * axes + a] }
            }
        }
    }

    /// The analytic Jacobian, row-major `dimension × dimension`, and `∂f/∂t = 0`.
    func evaluateJacobian(_ t: Double, _ y: UnsafePointer<Double>, _ dfdy: UnsafeMutablePointer<Double>, _ dfdt: UnsafeMutablePointer<Double>) {
        let n = capacity * axes, dim = 2 * n
        dfdy.update(repeating: 0, count: dim * dim)
        dfdt.update(repeating: 0, count: dim)
        let q = y, v = y + n
        let b = linearDragCoefficient, quadratic = quadraticDragCoefficient
        /// Adds `value` to ∂(force row)/∂(column); rows and columns are indices into the
        /// force half (row) and the whole state (column).
        @inline(__always) func add(_ row: Int, _ column: Int, _ value: Double) {
            dfdy[(n + row) * dim + column] += value
        }
        for i in 0..<capacity where inverseMasses[i] > 0 {
            let base = i * axes
            for a in 0..<axes { dfdy[(base + a) * dim + n + base + a] = 1 }
            if axes == 1 {
                add(base, n + base, -(b + 2 * quadratic * abs(v[base])))
            } else {
                let vx = v[base], vy = v[base + 1], speed = (vx * vx + vy * vy).squareRoot()
                add(base, n + base, -b - quadratic * speed)
                add(base + 1, n + base + 1, -b - quadratic * speed)
                if speed > 0 {
                    let s = quadratic / speed
                    add(base, n + base, -s * vx * vx)
                    add(base, n + base + 1, -s * vx * vy)
                    add(base + 1, n + base, -s * vy * vx)
                    add(base + 1, n + base + 1, -s * vy * vy)
                }
            }
        }
        springs.withUnsafeBufferPointer { springs in
            for s in springs {
                let pa = s.a * axes
                let (dx, dy, dvx, dvy) = s.separation(q, v, axes: axes)
                let j = s.force(dx: dx, dy: dy, dvx: dvx, dvy: dvy, withJacobian: true)
                // F_a depends on d = p_a − p_b and Δv = v_a − v_b; F_b = −F_a.
                for r in 0..<axes {
                    for col in 0..<axes {
                        let kv = r == 0 ? (col == 0 ? j.kxx : j.kxy) : (col == 0 ? j.kyx : j.kyy)
                        let cv = r == 0 ? (col == 0 ? j.cxx : j.cxy) : (col == 0 ? j.cyx : j.cyy)
                        add(pa + r, pa + col, kv)
                        add(pa + r, n + pa + col, cv)
                        if s.b >= 0 {
                            let pb = s.b * axes
                            add(pa + r, pb + col, -kv)
                            add(pa + r, n + pb + col, -cv)
                            add(pb + r, pa + col, -kv)
                            add(pb + r, n + pa + col, -cv)
                            add(pb + r, pb + col, kv)
                            add(pb + r, n + pb + col, cv)
                        }
                    }
                }
            }
        }
        // Forces to accelerations: scale each force row by 1/m (free slots: 0).
        for i in 0..<capacity {
            let w = inverseMasses[i]
            for a in 0..<axes {
                let row = (n + i * axes + a) * dim
                if w == 0 {
                    (dfdy + row).update(repeating: 0, count: dim)
                } else if w != 1 {
                    for col in 0..<dim { dfdy[row + col] *= w }
                }
            }
        }
    }
}
