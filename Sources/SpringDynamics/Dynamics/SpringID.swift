/// The identifier of a spring in a ``BodySystem``: stable while the spring exists, reused
/// after it is removed.
public struct SpringID: Hashable, Sendable, Codable {
    /// The slot number, from 0 to the system's ``BodySystem/springCapacity`` − 1.
    public let rawValue: Int

    /// Wraps a slot number (for example read back from storage).
    ///
    /// - Parameter rawValue: the slot number.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }
}
