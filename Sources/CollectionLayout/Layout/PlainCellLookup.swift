/// A layout whose cells are exactly what its ``AttributeStore`` holds: the transitions' merge of two
/// layouts reads the thousands of plain cells of the built-in layouts from the store as center
/// and size (``AttributeStore/plainCellGeometry(_:)``) instead of building their attributes.
///
/// A conforming layout lists exactly its store's elements (``Layout/allElements`` is the store's):
/// the merge may read the elements of a store of plain cells alone
/// (``AttributeStore/plainCellPrefix``) without asking the layout for its list.
package protocol PlainCellLookup {
    /// The store the layout's cells come from unchanged (``Layout/attributes(for:)`` of a cell
    /// returns what the store holds for it), and whose elements the layout lists.
    var cellStore: AttributeStore { get }
}

extension StoreBackedLayout {
    /// The store (every element comes from it unchanged).
    package var cellStore: AttributeStore { store }
}
