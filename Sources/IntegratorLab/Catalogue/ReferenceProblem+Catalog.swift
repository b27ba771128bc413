#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SpringDynamics

extension ReferenceProblem {
    /// Duffing's hardening oscillator: x'' = −0.1·x' − x − 5·x³ from x = 1.5 at rest, until 20.
    package static let duffing = ReferenceProblem(
        kind: .duffing, name: "duffing", summary: "Duffing oscillator x'' = -0.1x' - x - 5x^3, x(0) = 1.5, t = 20",
        duration: 20, componentNames: ["x", "v"], initialState: [1.5, 0]
    )

    /// The damped pendulum released near the top: θ'' = −0.1·θ' − 9.81·sin θ from θ = 3 at rest, until 20.
    package static let pendulum = ReferenceProblem(
        kind: .pendulum, name: "pendulum", summary: "damped pendulum th'' = -0.1th' - 9.81 sin th, th(0) = 3, t = 20",
        duration: 20, componentNames: ["theta", "omega"], initialState: [3, 0]
    )

    /// The 8-mass chain (k = 200, c = 2) from u8 = 1, until 5. State: u1…u8, then v1…v8.
    package static let chain = ReferenceProblem(
        kind: .chain, name: "chain", summary: "8 unit masses, k = 200, c = 2, wall at mass 1, u8(0) = 1, t = 5",
        duration: 5, componentNames: (1...8).map { "u\($0)" } + (1...8).map { "v\($0)" },
        initialState: [0, 0, 0, 0, 0, 0, 0, 1] + [Double](repeating: 0, count: 8)
    )

    /// The number of elements of ``tile``.
    package static let tileCount = 50

    /// The springy layout's tile just after a scroll: 50 elements of a vertical list (centres
    /// at x = 160, y = 22 + 44·i) hang on attachment springs (length 0, damping 0.8, 1 Hz) from
    /// their resting centres. A scroll by 120 pt with the touch at (100, 500) has displaced each
    /// element along y by `min(120, 120·r)`, `r = (|Δx| + |Δy|)/1500` between the touch and the
    /// resting centre, and the elements start at rest; the anchors are at the resting centres.
    /// State: x1, y1, …, x50, y50, then the velocities in the same order; until 2 s.
    package static let tile: ReferenceProblem = {
        var positions: [Double] = [], names: [String] = [], velocityNames: [String] = []
        for (i, anchor) in tileAnchors.enumerated() {
            let resistance = (abs(tileTouch.x - anchor.x) + abs(tileTouch.y - anchor.y)) / 1500
            positions += [anchor.x, anchor.y + Swift.min(tileScroll, tileScroll * resistance)]
            names += ["x\(i + 1)", "y\(i + 1)"]
            velocityNames += ["vx\(i + 1)", "vy\(i + 1)"]
        }
        return ReferenceProblem(
            kind: .tile, name: "tile", summary: "springy layout tile: 50 elements on 1 Hz / 0.8 attachments after a 120 pt scroll, t = 2",
            duration: 2, componentNames: names + velocityNames,
            initialState: positions + [Double](repeating: 0, count: 2 * tileCount)
        )
    }()

    /// The resting centres of the tile's elements.
    static let tileAnchors: [BodyVector] = (0..<tileCount).map { BodyVector(x: 160, y: 22 + 44 * Double($0)) }
    /// The touch location of the tile's scroll.
    static let tileTouch = BodyVector(x: 100, y: 500)
    /// The scroll delta of the tile, in points.
    static let tileScroll = 120.0
}
