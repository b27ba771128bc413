// Running sums for the transition's progress under the exact integrator: per spring,
// X = Σ w·(x − target) and V = Σ w·v over the moving weighted channels, and C = Σ w·(target − from).
// The exact step map Φ(h) is linear and the same for every channel of a spring, so one clock step
// maps (X, V) to Φ(h)·(X, V): O(springs) instead of a pass over the moving channels. Channels that
// settle are subtracted (O(changes)); anything else that writes weighted channels (a start, a
// retarget, a delayed start, a rebase) makes the sums be recomputed once, directly.

extension SpringTransitionLayout {
    /// Whether the running sums can follow the clock steps: the integrator is the exact map.
    static func tracksSums(with integrator: any Integrator) -> Bool { integrator is ExactIntegrator }

    /// The sums no longer describe the batch (a weighted channel was written from outside a step).
    @inline(__always)
    func invalidateSums() { sumsTracked = false }

    /// Grows the per-spring sums to one per spring of the channel store.
    func growSpringSums() {
        let added = store.springs.count - springSumsX.count
        guard added > 0 else { return }
        springSumsX.append(contentsOf: repeatElement(0, count: added))
        springSumsV.append(contentsOf: repeatElement(0, count: added))
    }

    /// Recomputes the grid progress, the per-spring sums and C directly from the batch (one pass
    /// over the moving channels), and starts tracking them when the integrator is exact.
    func recomputeSums() {
        refreshStepMaps()
        let (sum, c) = sumOverMovingChannels(startingAt: restSum)
        gridProgress = sum
        activeTargetSum = c
        progressStamp = gridStamp
        springSumsStamp = gridStamp
        sumsTracked = integratorIsExact
    }

    /// Φ(timeStep) for every spring of the table (recomputed when the table grew).
    func refreshStepMaps() {
        guard stepMaps.count != store.springs.count else { return }
        let h = configuration.timeStep
        stepMaps = store.springs.map { $0.stepMatrix(for: h) }
    }

    /// Maps the per-spring sums through one clock step.
    func propagateSums() {
        refreshStepMaps()
        let maps = stepMaps
        springSumsX.withUnsafeMutableBufferPointer { sx in
            springSumsV.withUnsafeMutableBufferPointer { sv in
                for s in sx.indices {
                    let m = maps[s], x = sx[s], v = sv[s]
                    sx[s] = m.a11 * x + m.a12 * v
                    sv[s] = m.a21 * x + m.a22 * v
                }
            }
        }
    }

    /// The grid progress from the running sums: the rest sum, C and every spring's X.
    func trackedGridProgress() -> Double {
        var p = restSum + activeTargetSum
        for x in springSumsX { p += x }
        return p
    }

    /// One pass over the moving channels: fills the per-spring sums Σ w·(x − target) and Σ w·v,
    /// and returns `start` + Σ w·(x − from) and Σ w·(target − from).
    func sumOverMovingChannels(startingAt start: Double = 0) -> (moved: Double, travel: Double) {
        let b = store.batch
        var sum = start, c = 0.0
        store.info.withUnsafeBufferPointer { info in
            springSumsX.withUnsafeMutableBufferPointer { sx in
                springSumsV.withUnsafeMutableBufferPointer { sv in
                    for s in sx.indices {
                        sx[s] = 0
                        sv[s] = 0
                    }
                    for slot in 0..<b.activeCount {
                        let id = b.channel(inSlot: slot)
                        let ci = info[Int(id.rawValue)]
                        guard ci.weight != 0 else { continue }
                        let x = b.position(inSlot: slot)
                        sum += ci.weight * (x - ci.from)
                        let t = b.target(of: id)
                        c += ci.weight * (t - ci.from)
                        let k = Int(ci.spring)
                        sx[k] += ci.weight * (x - t)
                        sv[k] += ci.weight * b.velocity(of: id)
                    }
                }
            }
        }
        return (sum, c)
    }
}
