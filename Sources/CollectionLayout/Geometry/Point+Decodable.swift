extension Point {
    /// Decodes `{"x": …, "y": …}`; both are required and any other key is an error that names it.
    public init(from decoder: any Decoder) throws {
        let v = try StrictKeys.numbers(decoder, ["x", "y"])
        self.init(x: v[0], y: v[1])
    }
}
