extension BodySystem {
    /// `Σ ½·m·|v|²` over the bodies.
    public var kineticEnergy: Double {
        let n = capacity * axes
        var sum = 0.0
        for i in 0..<capacity where masses[i] > 0 {
            var v2 = 0.0
            for a in 0..<axes {
                let v = state[n + i * axes + a]
                v2 += v * v
            }
            sum += 0.5 * masses[i] * v2
        }
        return sum
    }

    /// The potential energy: every spring's `U(e)` (see ``SpringLaw``) plus the field's
    /// `−Σ m·g·p`. Drag and the external force have none.
    public var potentialEnergy: Double {
        var sum = 0.0
        for s in springs {
            let pa = s.a * axes
            var dx = state[pa], dy = axes == 2 ? state[pa + 1] : 0
            if s.b >= 0 {
                let pb = s.b * axes
                dx -= state[pb]
                if axes == 2 { dy -= state[pb + 1] }
            } else {
                dx -= s.anchorX
                dy -= axes == 2 ? s.anchorY : 0
            }
            let r = (dx * dx + dy * dy).squareRoot()
            sum += s.potential(r - s.restLength)
        }
        for i in 0..<capacity where masses[i] > 0 {
            let base = i * axes
            sum -= masses[i] * (fieldX * state[base] + (axes == 2 ? fieldY * state[base + 1] : 0))
        }
        return sum
    }

    /// ``kineticEnergy`` plus ``potentialEnergy``: constant without damping, drag or external
    /// force (up to the integrator's error), non-increasing with them.
    public var energy: Double { kineticEnergy + potentialEnergy }

    /// An estimate of how fast the system can change, per second: the largest over springs of
    /// `√(k·w) + c·w`, with `w = 1/m_a + 1/m_b` (`1/m_a` to an anchor) and the stiffness at rest,
    /// and over bodies of `b/m` for the linear drag. It is the exact rate of one spring between
    /// two free bodies and within a small factor of the true one for chains (a hardening spring
    /// or a soft limit gets stiffer when stretched, so it is a guide, not a bound).
    /// ``BodySimulation`` uses it to refuse hopeless explicit integrations. O(springs + bodies),
    /// no allocation.
    public var fastestRate: Double {
        var rate = 0.0
        for s in springs {
            let w = inverseMasses[s.a] + (s.b >= 0 ? inverseMasses[s.b] : 0)
            rate = Swift.max(rate, (s.law(0).slope * w).squareRoot() + s.damping * w)
        }
        for i in 0..<capacity where inverseMasses[i] > 0 {
            rate = Swift.max(rate, linearDragCoefficient * inverseMasses[i])
        }
        return rate
    }
}
