extension ODETolerance: Codable {
    private enum CodingKeys: String, CodingKey {
        case absolute, relative
    }

    /// Decodes `{"absolute": …, "relative": …}` and validates it. `absolute` is a number, or a
    /// list of numbers for a per-component tolerance.
    ///
    /// - Throws: the decoder's errors, or the ``ODEError`` the initialisers throw for
    ///   out-of-range values.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let relative = try container.decode(Double.self, forKey: .relative)
        if let list = try? container.decode([Double].self, forKey: .absolute) {
            try self.init(absolute: list, relative: relative)
        } else {
            try self.init(absolute: container.decode(Double.self, forKey: .absolute), relative: relative)
        }
    }

    /// Encodes `{"absolute": …, "relative": …}` (`absolute` a list when per-component).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if let componentAbsolute {
            try container.encode(componentAbsolute, forKey: .absolute)
        } else {
            try container.encode(absolute, forKey: .absolute)
        }
        try container.encode(relative, forKey: .relative)
    }
}
