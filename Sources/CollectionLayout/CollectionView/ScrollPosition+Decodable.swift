extension ScrollPosition {
    private enum Keys: String, CodingKey { case vertical, horizontal }

    /// Decodes `{"vertical": "top", "horizontal": "left"}`; both are optional (a missing one keeps
    /// that axis) and any other key is an error that names it, so a misspelt `"horizntal"` is not
    /// silently dropped.
    public init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, known: ["vertical", "horizontal"])
        let c = try decoder.container(keyedBy: Keys.self)
        self.init(vertical: try c.decodeIfPresent(Vertical.self, forKey: .vertical),
                  horizontal: try c.decodeIfPresent(Horizontal.self, forKey: .horizontal))
    }
}
