extension ODETolerance: Codable {
    private enum CodingKeys: String, CodingKey {
        case absolute, relative
    }

    /// Decodes `{"absolute": …, "relative": …}` and validates it.
    ///
    /// - Throws: the decoder's errors, or ``ODEError/invalidParameter(name:value:requirement:)``
    ///   for out-of-range values (as ``init(absolute:relative:)``).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            absolute: container.decode(Double.self, forKey: .absolute),
            relative: container.decode(Double.self, forKey: .relative)
        )
    }

    /// Encodes `{"absolute": …, "relative": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(absolute, forKey: .absolute)
        try container.encode(relative, forKey: .relative)
    }
}
