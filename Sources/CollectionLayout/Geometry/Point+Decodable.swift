extension Point {
    private enum Keys: String, CodingKey { case x, y }

    /// Decodes `{"x": …, "y": …}`; both are required and any other key is an error that names it.
    public init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, known: ["x", "y"])
        let c = try decoder.container(keyedBy: Keys.self)
        self.init(x: try c.decode(Double.self, forKey: .x), y: try c.decode(Double.self, forKey: .y))
    }
}
