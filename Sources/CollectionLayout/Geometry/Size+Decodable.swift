extension Size {
    private enum Keys: String, CodingKey { case width, height }

    /// Decodes `{"width": …, "height": …}`; both are required and any other key is an error that
    /// names it (`"unknown key 'heigth'; known keys: width, height"`).
    public init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, known: ["width", "height"])
        let c = try decoder.container(keyedBy: Keys.self)
        self.init(width: try c.decode(Double.self, forKey: .width), height: try c.decode(Double.self, forKey: .height))
    }
}
