extension EdgeInsets {
    private enum Keys: String, CodingKey { case top, left, bottom, right }

    /// Decodes `{"top": …, "left": …, "bottom": …, "right": …}`; all four are required and any
    /// other key is an error that names it (`"unknown key 'botom'; known keys: top, left, bottom, right"`).
    public init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, known: ["top", "left", "bottom", "right"])
        let c = try decoder.container(keyedBy: Keys.self)
        self.init(top: try c.decode(Double.self, forKey: .top), left: try c.decode(Double.self, forKey: .left),
                  bottom: try c.decode(Double.self, forKey: .bottom), right: try c.decode(Double.self, forKey: .right))
    }
}
