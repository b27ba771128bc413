/// The distinct springs of a ``ChannelBatch``, each stored once with the per-mass coefficients
/// the integrators read; channels refer to them by index.
@usableFromInline
struct SpringTable: Sendable {
    /// The springs, in the order they were first added.
    @usableFromInline var springs: [Spring] = []
    /// k/m of each spring (1/s²).
    @usableFromInline var stiffnessPerMass: [Double] = []
    /// c/m of each spring (1/s).
    @usableFromInline var dampingPerMass: [Double] = []
    /// The index of each spring.
    @usableFromInline var lookup: [Spring: Int32] = [:]

    @usableFromInline
    init() {}

    /// The index of `spring` in ``springs``, adding it if it is new.
    @usableFromInline
    mutating func index(for spring: Spring) -> Int32 {
        // Most channels share the spring added last: no hashing then.
        if let last = springs.last, last == spring { return Int32(springs.count - 1) }
        if let i = lookup[spring] { return i }
        let i = Int32(springs.count)
        springs.append(spring)
        stiffnessPerMass.append(spring.stiffness / spring.mass)
        dampingPerMass.append(spring.damping / spring.mass)
        lookup[spring] = i
        return i
    }

    /// Forgets every spring, keeping the storage.
    mutating func removeAll() {
        springs.removeAll(keepingCapacity: true)
        stiffnessPerMass.removeAll(keepingCapacity: true)
        dampingPerMass.removeAll(keepingCapacity: true)
        lookup.removeAll(keepingCapacity: true)
    }
}
