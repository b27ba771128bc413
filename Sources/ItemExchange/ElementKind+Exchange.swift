extension ElementKind {
    /// The kind of the decoration element an ``ExchangeLayout`` adds for the snapshot that follows
    /// the finger during an exchange transaction: `"exchangeSnapshot"`. Its index path is the
    /// dragged item's original index path.
    public static let exchangeSnapshot: ElementKind = "exchangeSnapshot"
}
