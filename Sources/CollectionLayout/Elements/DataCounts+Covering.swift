extension DataCounts {
    /// The smallest counts that contain the index path of every cell and the section of every
    /// other element of `elements` (negative index paths are ignored).
    package static func covering(_ elements: some Sequence<ElementID>) -> DataCounts {
        var counts: [Int] = []
        for id in elements {
            let p = id.indexPath
            guard p.section >= 0, p.item >= 0 else { continue }
            if counts.count <= p.section { counts.append(contentsOf: repeatElement(0, count: p.section + 1 - counts.count)) }
            if id.isCell { counts[p.section] = Swift.max(counts[p.section], p.item + 1) }
        }
        return (try? DataCounts(counts)) ?? .empty
    }
}
