#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SpringDynamics

extension ReferenceProblem {
    /// A fresh ODE system of the problem, with its analytic Jacobian (every stepper works).
    ///
    /// `duffing`, `chain` and `tile` are built as `BodySystem`s (a Duffing spring to an
    /// anchor; the chain's springs and dashpots; the tile's attachments), so they exercise the
    /// dynamics layer; `pendulum` is written out. The state layout is ``componentNames``.
    package func makeSystem() throws -> ODESystem {
        switch kind {
        case .pendulum:
            return try ODESystem(dimension: 2, function: { _, y, dydt in
                dydt[0] = y[1]
                dydt[1] = -0.1 * y[1] - 9.81 * sin(y[0])
            }, jacobian: { _, y, dfdy, dfdt in
                dfdy[0] = 0; dfdy[1] = 1
                dfdy[2] = -9.81 * cos(y[0]); dfdy[3] = -0.1
                dfdt[0] = 0; dfdt[1] = 0
            })
        case .duffing, .chain, .tile:
            // Never nil for these kinds.
            guard let system = try makeBodySystem() else { throw ODEError.invalidDimension(0) }
            return try system.odeSystem()
        }
    }

    /// The problem as a `BodySystem` at its initial state (`nil` for `pendulum`, which is
    /// not a system of bodies).
    package func makeBodySystem() throws -> BodySystem? {
        switch kind {
        case .pendulum:
            return nil
        case .duffing:
            let system = try BodySystem(axes: 1, capacity: 1)
            try system.addBody(mass: 1, position: BodyVector(x: 1.5))
            try system.addSpring(BodySpring(stiffness: 1, damping: 0.1, law: .cubic(5)), from: 0, to: .anchor(.zero))
            return system
        case .chain:
            let system = try BodySystem(axes: 1, capacity: 8)
            for i in 0..<8 { try system.addBody(mass: 1, position: BodyVector(x: initialState[i])) }
            let spring = try BodySpring(stiffness: 200, damping: 2)
            try system.addSpring(spring, from: 0, to: .anchor(.zero))
            for i in 1..<8 { try system.addSpring(spring, from: i, to: .body(i - 1)) }
            return system
        case .tile:
            let system = try BodySystem(axes: 2, capacity: Self.tileCount, springCapacity: Self.tileCount)
            for (i, anchor) in Self.tileAnchors.enumerated() {
                let body = try system.addBody(mass: 1, position: BodyVector(x: initialState[2 * i], y: initialState[2 * i + 1]))
                try system.addSpring(.springyLayout, from: body, to: .anchor(anchor))
            }
            return system
        }
    }
}
