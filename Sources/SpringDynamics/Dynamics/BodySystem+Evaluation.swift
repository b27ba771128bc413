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
        if axes == 1, b == 0, quadratic == 0, bodyCount == capacity {
            // Every slot holds a body and nothing drags: gx − w·0·v is gx for finite v.
            for i in 0..<capacity {
                dq[i] = v[i]
                f[i] = gx
            }
        } else if axes == 1 {
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
        // Springs: the linear ones with rest length 0 from flat lists, then the others.
        if compiledSprings.revision != revision {
            let revision = self.revision
            let inverseMasses = self.inverseMasses
            springs.withUnsafeBufferPointer { compiledSprings.rebuild(from: $0, inverseMasses: inverseMasses, revision: revision) }
        }
        let compiled = compiledSprings
        let anchorBody = compiled.anchorBody, anchorK = compiled.anchorStiffness, anchorC = compiled.anchorDamping
        let anchorX = compiled.anchorX, anchorY = compiled.anchorY
        for j in 0..<compiled.anchorCount {
            let a = Int(anchorBody[j]), pa = a * axes, k = anchorK[j], c = anchorC[j], wa = inverseMasses[a]
            f[pa] += wa * (-k * (q[pa] - anchorX[j]) - c * v[pa])
            if axes == 2 { f[pa + 1] += wa * (-k * (q[pa + 1] - anchorY[j]) - c * v[pa + 1]) }
        }
        for r in 0..<compiled.runCount {
            let from = Int(compiled.runStart[r]), to = Int(compiled.runStart[r + 1])
            if to - from >= CompiledSprings.minimumRun {
                evaluateRun(r, from, to, q, v, f, axes: axes)
            } else {
                evaluatePairs(from, to, q, v, f, axes: axes)
            }
        }
        if compiled.generalCount > 0 {
            springs.withUnsafeBufferPointer { springs in
                for j in 0..<compiled.generalCount {
                    let s = springs[Int(compiled.general[j])]
                    let pa = s.a * axes, pb = s.b * axes
                    let (dx, dy, dvx, dvy) = s.separation(q, v, axes: axes)
                    let force = s.force(dx: dx, dy: dy, dvx: dvx, dvy: dvy, withJacobian: false)
                    let wa = inverseMasses[s.a]
                    f[pa] += wa * force.fx
                    if axes == 2 { f[pa + 1] += wa * force.fy }
                    if s.b >= 0 {
                        let wb = inverseMasses[s.b]
                        f[pb] -= wb * force.fx
                        if axes == 2 { f[pb + 1] -= wb * force.fy }
                    }
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

    /// Adds the forces of linear pairs `from ..< to` to both of their bodies, one pair at a time.
    @inline(__always)
    private func evaluatePairs(
        _ from: Int, _ to: Int, _ q: UnsafePointer<Double>, _ v: UnsafePointer<Double>, _ f: UnsafeMutablePointer<Double>, axes: Int
    ) {
        let compiled = compiledSprings, inverseMasses = self.inverseMasses
        let pairA = compiled.pairA, pairB = compiled.pairB, pairK = compiled.pairStiffness, pairC = compiled.pairDamping
        for j in from..<to {
            let a = Int(pairA[j]), b = Int(pairB[j]), pa = a * axes, pb = b * axes
            let k = pairK[j], c = pairC[j], wa = inverseMasses[a], wb = inverseMasses[b]
            let fx = -k * (q[pa] - q[pb]) - c * (v[pa] - v[pb])
            f[pa] += wa * fx
            f[pb] -= wb * fx
            if axes == 2 {
                let fy = -k * (q[pa + 1] - q[pb + 1]) - c * (v[pa + 1] - v[pb + 1])
                f[pa + 1] += wa * fy
                f[pb + 1] -= wb * fy
            }
        }
    }

    /// The forces of run `r`, pairs `from ..< to` (bodies `a₀ + j` and `b₀ + j`), in two loops
    /// over contiguous memory: each force added to its first body and kept, then subtracted from
    /// its second body. A run with uniform coefficients and masses reads them as scalars.
    @inline(__always)
    private func evaluateRun(
        _ r: Int, _ from: Int, _ to: Int, _ q: UnsafePointer<Double>, _ v: UnsafePointer<Double>, _ f: UnsafeMutablePointer<Double>,
        axes: Int
    ) {
        let compiled = compiledSprings
        guard let force = compiled.force.baseAddress, let kBase = compiled.pairStiffness.baseAddress,
              let cBase = compiled.pairDamping.baseAddress, let wBase = inverseMasses.baseAddress else {
            preconditionFailure("BodySystem: spring and body storage is allocated")
        }
        let width = (to - from) * axes
        let a0 = Int(compiled.pairA[from]) * axes, b0 = Int(compiled.pairB[from]) * axes
        let qa = q + a0, qb = q + b0, va = v + a0, vb = v + b0, fa = f + a0, fb = f + b0
        let k = compiled.runStiffness[r], c = compiled.runDamping[r]
        let wa = compiled.runInverseMassA[r], wb = compiled.runInverseMassB[r]
        if !k.isNaN, !c.isNaN, !wa.isNaN, !wb.isNaN {
            for j in 0..<width {
                let force1 = -k * (qa[j] - qb[j]) - c * (va[j] - vb[j])
                fa[j] += wa * force1
                force[j] = force1
            }
            for j in 0..<width { fb[j] -= wb * force[j] }
        } else {
            let k = kBase + from, c = cBase + from, wa = wBase + a0 / axes, wb = wBase + b0 / axes
            let shift = axes == 2 ? 1 : 0
            for j in 0..<width {
                let force1 = -k[j >> shift] * (qa[j] - qb[j]) - c[j >> shift] * (va[j] - vb[j])
                fa[j] += wa[j >> shift] * force1
                force[j] = force1
            }
            for j in 0..<width { fb[j] -= wb[j >> shift] * force[j] }
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
