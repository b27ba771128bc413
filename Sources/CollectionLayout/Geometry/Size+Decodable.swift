extension Size {
    /// Decodes `{"width": …, "height": …}`; both are required and any other key is an error that
    /// names it (`"unknown key 'heigth'; known keys: width, height"`).
    public init(from decoder: any Decoder) throws {
        let v = try StrictKeys.numbers(decoder, ["width", "height"])
        self.init(width: v[0], height: v[1])
    }
}
