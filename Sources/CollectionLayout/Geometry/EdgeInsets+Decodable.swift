extension EdgeInsets {
    /// Decodes `{"top": …, "left": …, "bottom": …, "right": …}`; all four are required and any
    /// other key is an error that names it (`"unknown key 'botom'; known keys: top, left, bottom, right"`).
    public init(from decoder: any Decoder) throws {
        let v = try StrictKeys.numbers(decoder, ["top", "left", "bottom", "right"])
        self.init(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }
}
