import SpringTestSupport
import SpringTransitions

// Helpers shared by the transition engine's tests.

/// A layout given as a list of attributes (validated in `prepare`), for hand-made scenarios.
struct ManualLayout: Layout {
    var items: [LayoutAttributes]
    var size: Size
    var preparedContext: LayoutContext?
    private var store = AttributeStore(owner: "ManualLayout", dataCounts: .empty, axis: .vertical)

    init(_ items: [LayoutAttributes], size: Size = Size(width: 320, height: 2000)) {
        self.items = items
        self.size = size
    }

    var contentSize: Size { size }

    mutating func prepare(in context: LayoutContext) throws(LayoutError) {
        try context.validate()
        var s = AttributeStore(owner: "ManualLayout", dataCounts: context.dataCounts, axis: .vertical)
        for a in items { try s.insert(a) }
        s.buildIndex()
        store = s
        preparedContext = context
    }

    func attributes(for element: ElementID) -> LayoutAttributes? { store.attributes(for: element) }
    func forEachAttributes(in rect: Rect, _ body: (LayoutAttributes) -> Void) { store.forEach(in: rect, body) }
    var allElements: [ElementID] { store.allElements }
}

/// Any layout plus one decoration view per section behind its cells (the union of their frames,
/// grown by `margin`).
struct DecoratedLayout<Inner: Layout>: Layout {
    var inner: Inner
    var margin: Double
    var preparedContext: LayoutContext? { inner.preparedContext }
    private var store = AttributeStore(owner: "DecoratedLayout", dataCounts: .empty, axis: .vertical)

    init(_ inner: Inner, margin: Double = 8) {
        self.inner = inner
        self.margin = margin
    }

    var contentSize: Size { inner.contentSize }

    mutating func prepare(in context: LayoutContext) throws(LayoutError) {
        try inner.prepare(in: context)
        var s = AttributeStore(owner: "DecoratedLayout", dataCounts: context.dataCounts, axis: .vertical)
        for id in inner.allElements { try s.insert(inner.attributes(for: id)!) }
        for section in 0..<context.dataCounts.numberOfSections {
            var frame: Rect?
            for item in 0..<context.dataCounts.numberOfItems(inSection: section) {
                guard let f = inner.attributes(for: .cell(IndexPath(section: section, item: item)))?.frame else { continue }
                frame = frame.map { $0.union(f) } ?? f
            }
            guard let frame else { continue }
            var a = LayoutAttributes(id: .decoration("background", IndexPath(section: section, item: 0)),
                                     frame: frame.insetBy(dx: -margin, dy: -margin))
            a.zIndex = -1
            try s.insert(a)
        }
        s.buildIndex()
        store = s
    }

    func attributes(for element: ElementID) -> LayoutAttributes? { store.attributes(for: element) }
    func forEachAttributes(in rect: Rect, _ body: (LayoutAttributes) -> Void) { store.forEach(in: rect, body) }
    var allElements: [ElementID] { store.allElements }
}

/// The closed-form value of a channel that started at `from` with `velocity` toward `to`,
/// `time` seconds after its start.
func closedForm(_ spring: Spring, from: Double, to: Double, velocity: Double = 0, time: Double) -> Double {
    to + spring.state(at: time, displacement: from - to, velocity: velocity).displacement
}

/// Every element's pose, by identity.
func allPoses(_ layout: some Layout) -> [ElementID: LayoutAttributes] {
    var result: [ElementID: LayoutAttributes] = [:]
    for id in layout.allElements { result[id] = layout.attributes(for: id) }
    return result
}

