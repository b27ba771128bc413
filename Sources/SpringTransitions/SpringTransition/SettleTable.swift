/// One spring's settle-search tables, from step 0 on: Φ(n·h), the running maximum M(n) of
/// L(n) = min(rd/|Φ₁₁|, rv/|Φ₂₁|) (a channel from rest at displacement d rests at the first n with
/// |d| < M(n)), and the running minimum of Φ's smallest gain in the energy norm (a channel of
/// energy radius ρ cannot rest before ρ·gain drops below the rest region's radius).
struct SettleTable {
    private(set) var phi: [SpringStepMatrix] = [.identity]
    private(set) var reach: [Double] = [0]
    private(set) var gain: [Double] = [1]
    private var spring = Spring.smooth
    private var h = 0.0, rd = 0.0, rv = 0.0, omega = 1.0

    /// An empty table (a spring not in use).
    init() {}

    /// The table of `spring` at step `h` for thresholds `rd`, `rv`, holding step 0.
    init(spring: Spring, timeStep h: Double, rd: Double, rv: Double) {
        (self.spring, self.h, self.rd, self.rv) = (spring, h, rd, rv)
        omega = spring.naturalFrequency
        // Most transitions settle within a few hundred steps: one allocation per table.
        phi.reserveCapacity(512)
        reach.reserveCapacity(512)
        gain.reserveCapacity(512)
    }

    /// The steps held (0 ..< count).
    var count: Int { phi.count }

    /// Adds the next step.
    mutating func extend() {
        let n = phi.count
        let p = spring.stepMatrix(for: Double(n) * h)
        phi.append(p)
        reach.append(Swift.max(reach[n - 1], Swift.min(rd / Swift.abs(p.a11), rv / Swift.abs(p.a21))))
        // Φ in the coordinates (x, v/ω): its smallest singular value is |det| / largest.
        let b11 = p.a11, b12 = p.a12 * omega, b21 = p.a21 / omega, b22 = p.a22
        let f = b11 * b11 + b12 * b12 + b21 * b21 + b22 * b22
        let det = Swift.abs(b11 * b22 - b12 * b21)
        let largest = ((f + Swift.max(0, f * f - 4 * det * det).squareRoot()) / 2).squareRoot()
        let smallest = largest > 0 ? det / largest : 0
        gain.append(Swift.min(gain[n - 1], smallest.isFinite ? smallest : 0))
    }

    /// The first step n ≥ 1 at which a channel at displacement `d` moving at `v` rests (checked
    /// as the stepped batch does, on the state Φ(n·h)·(d, v)), or `nil` beyond
    /// ``LazyExactChannels/stepLimit``. Steps before the energy bound allows rest are skipped.
    mutating func settleStep(d: Double, v: Double) -> Int? {
        let radius = (d * d + (v / omega) * (v / omega)).squareRoot()
        let region = (rd * rd + (rv / omega) * (rv / omega)).squareRoot() * (1 + 1e-6)
        // The first n whose gain (a running minimum) lets the energy reach the rest region.
        var n: Int
        if gain[count - 1] * radius < region {
            var lo = 1, hi = count - 1
            while lo < hi {
                let mid = (lo + hi) / 2
                if gain[mid] * radius < region { hi = mid } else { lo = mid + 1 }
            }
            n = lo
        } else {
            n = count
        }
        while n <= LazyExactChannels.stepLimit {
            if n >= count { extend() }
            if gain[n] * radius < region {
                let p = phi[n]
                let x = p.a11 * d + p.a12 * v, u = p.a21 * d + p.a22 * v
                if Swift.abs(x) < rd && Swift.abs(u) < rv { return n }
            }
            n += 1
        }
        return nil
    }

    /// The first step n ≥ 1 at which a channel at rest at displacement `d` (no velocity) rests:
    /// the first n with |d| < M(n) (the table reaches past |d|).
    func settleStep(fromRest d: Double) -> Int {
        settleStep(fromRest: d, near: 0)
    }

    /// ``settleStep(fromRest:)``, trying `hint` and the steps either side of it first (the step
    /// of a displacement close to `d`): the same step, found without a search when it is there.
    @inline(__always)
    func settleStep(fromRest d: Double, near hint: Int) -> Int {
        let a = Swift.abs(d)
        let last = count - 1
        if hint >= 1 && hint <= last {
            // n is the answer exactly when reach[n] > a and (n == 1 or reach[n − 1] ≤ a).
            if reach[hint] > a {
                if hint == 1 || reach[hint - 1] <= a { return hint }
                if hint == 2 || reach[hint - 2] <= a { return hint - 1 }
            } else if hint < last && reach[hint + 1] > a {
                return hint + 1
            }
        }
        return search(fromRest: a)
    }

    /// The first n ≥ 1 with `a` < M(n), by bisection.
    private func search(fromRest a: Double) -> Int {
        var lo = 1, hi = count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if reach[mid] > a { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }
}
