import Foundation
import SpringTestSupport
import SpringTransitions

// Helpers shared by the springy layout tests.

/// A list of 390 × 40 pt rows with no spacing: row i's centre is (195, 20 + 40·i).
func springyList() -> FlowLayout {
    FlowLayout(configuration: .init(itemSize: Size(width: 390, height: 40), minimumLineSpacing: 0))
}

/// A springy list of `rows` rows prepared in a 390 × 800 view at `offset`.
func makeSpringy(rows: Int = 1000, offset: Point = .zero,
                 configuration: SpringyLayoutConfiguration = .init()) throws -> SpringyLayout {
    let springy = try SpringyLayout(base: springyList(), configuration: configuration)
    try springy.prepare(in: LayoutContext(boundsSize: Size(width: 390, height: 800), contentOffset: offset,
                                          dataCounts: try DataCounts([rows])))
    return springy
}

/// The cell of row `i`.
func row(_ i: Int) -> ElementID { .cell(IndexPath(section: 0, item: i)) }

/// The damped oscillator x'' = −2ζω x' − ω² x from x(0) = x0, x'(0) = 0 (ζ < 1), in closed form.
func dampedDisplacement(_ x0: Double, at t: Double, frequency: Double = 1, dampingRatio zeta: Double = 0.8) -> Double {
    let omega = 2 * Double.pi * frequency
    let omegaD = omega * (1 - zeta * zeta).squareRoot()
    return exp(-zeta * omega * t) * (x0 * cos(omegaD * t) + zeta * omega * x0 / omegaD * sin(omegaD * t))
}

/// The thrown error's description, or `nil` when `body` does not throw.
func springyErrorMessage(_ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch {
        return String(describing: error)
    }
}
