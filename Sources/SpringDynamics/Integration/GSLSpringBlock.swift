/// What the spring callbacks of ``GSLIntegrator`` find behind GSL's `params` pointer: the
/// block's per-channel coefficients and its evaluation counters.
///
/// The state of channel `i` of a block is `y[2i] = x − target` (displacement) and
/// `y[2i + 1] = v`, so `x' = v − targetVelocity[i]` (the target moves linearly during a frame)
/// and `v' = −stiffness[i]·x − damping[i]·v`. Padding channels have zero coefficients and zero
/// state, so they stay zero.
struct SpringBlockParameters {
    /// Channels in the block, padding included (the system has dimension `2 · count`).
    let count: Int
    /// k/m per channel (1/s²).
    let stiffness: UnsafeMutablePointer<Double>
    /// c/m per channel (1/s).
    let damping: UnsafeMutablePointer<Double>
    /// The rate at which each channel's target moves (position units per second; usually 0).
    let targetVelocity: UnsafeMutablePointer<Double>
    /// Whether any ``targetVelocity`` is other than +0 (else the right-hand side skips them:
    /// `v − (+0)` is `v`, bit for bit).
    var movesTargets = false
    /// Calls of ``springBlockFunction`` since the block was created.
    var functionEvaluations = 0
    /// Calls of ``springBlockJacobian`` since the block was created.
    var jacobianEvaluations = 0
}

/// The right-hand side of one block of spring channels (a ``GSLFunction``, capturing nothing):
/// `x' = v − u`, `v' = −(k/m)·x − (c/m)·v` per channel, with `x` the displacement from the target
/// and `u` the target's velocity (autonomous: a target moving linearly adds a constant).
let springBlockFunction: GSLFunction = { _, y, dydt, params in
    guard let y, let dydt, let params else { return GSLStatus.fault }
    let block = params.assumingMemoryBound(to: SpringBlockParameters.self)
    block.pointee.functionEvaluations &+= 1
    let n = block.pointee.count
    let k = block.pointee.stiffness
    let c = block.pointee.damping
    if block.pointee.movesTargets {
        let u = block.pointee.targetVelocity
        for i in 0..<n {
            let x = y[2 &* i], v = y[2 &* i &+ 1]
            dydt[2 &* i] = v - u[i]
            dydt[2 &* i &+ 1] = -k[i] * x - c[i] * v
        }
        return GSLStatus.success
    }
    // Two channels at a time in vector registers: the same operations lane by lane (IEEE
    // products and differences, no fused multiply-add), so the same bits as the scalar loop.
    let source = UnsafeRawPointer(y), target = UnsafeMutableRawPointer(dydt)
    let damping = UnsafeRawPointer(c)
    var i = 0
    while i &+ 2 <= n {
        let pair = source.loadUnaligned(fromByteOffset: i &* 16, as: SIMD4<Double>.self)
        let x = SIMD2(pair[0], pair[2]), v = SIMD2(pair[1], pair[3])
        // Negated lane by lane (a sign flip; SIMD's prefix minus is 0 − k, which differs for k = +0).
        let minusK = SIMD2(-k[i], -k[i &+ 1])
        let cc = damping.loadUnaligned(fromByteOffset: i &* 8, as: SIMD2<Double>.self)
        let a = minusK * x - cc * v
        target.storeBytes(of: SIMD4(v[0], a[0], v[1], a[1]), toByteOffset: i &* 16, as: SIMD4<Double>.self)
        i &+= 2
    }
    if i < n {
        let x = y[2 &* i], v = y[2 &* i &+ 1]
        dydt[2 &* i] = v
        dydt[2 &* i &+ 1] = -k[i] * x - c[i] * v
    }
    return GSLStatus.success
}

/// The dense, row-major Jacobian of ``springBlockFunction`` (a ``GSLJacobian``): 2×2 blocks
/// `[[0, 1], [−k/m, −c/m]]` on the diagonal, zeros elsewhere; `∂f/∂t = 0`.
let springBlockJacobian: GSLJacobian = { _, _, dfdy, dfdt, params in
    guard let dfdy, let dfdt, let params else { return GSLStatus.fault }
    let block = params.assumingMemoryBound(to: SpringBlockParameters.self)
    block.pointee.jacobianEvaluations &+= 1
    let n = block.pointee.count
    let dimension = 2 &* n
    dfdy.update(repeating: 0, count: dimension &* dimension)
    dfdt.update(repeating: 0, count: dimension)
    let k = block.pointee.stiffness
    let c = block.pointee.damping
    for i in 0..<n {
        let row = 2 &* i
        dfdy[row &* dimension &+ row &+ 1] = 1
        dfdy[(row &+ 1) &* dimension &+ row] = -k[i]
        dfdy[(row &+ 1) &* dimension &+ row &+ 1] = -c[i]
    }
    return GSLStatus.success
}
