/// Whether `a` and `b` agree within `absolute + relative·max(|a|, |b|)`.
public func isClose(_ a: Double, _ b: Double, absolute: Double = 0, relative: Double = 0) -> Bool {
    if a == b { return true }
    return abs(a - b) <= absolute + relative * max(abs(a), abs(b))
}
