/// What dragging an item over another does.
public enum ExchangeMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// SSCollectionViewExchangeController's behaviour: the dragged item and the item under the
    /// finger swap places; everything else stays put. Works across sections.
    case exchange
    /// A reorder: the dragged item is moved to the position under the finger and the items in
    /// between shift by one towards the dragged item's start. Only within the dragged item's section:
    /// items of other sections are never displaced (a cross-section move would change the data counts).
    case move
}
