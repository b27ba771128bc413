@testable import SpringTransitions
import SpringTestSupport
import Testing

/// A layout listing its elements in reverse (breaking the sorted promise) and with its own
/// appearing and disappearing attributes (faded and scaled, so not plain).
struct ReversedLayout<Inner: Layout>: Layout {
    var inner: Inner
    var preparedContext: LayoutContext? { inner.preparedContext }
    var contentSize: Size { inner.contentSize }
    mutating func prepare(in context: LayoutContext) throws(LayoutError) { try inner.prepare(in: context) }
    func attributes(for element: ElementID) -> LayoutAttributes? { inner.attributes(for: element) }
    func forEachAttributes(in rect: Rect, _ body: (LayoutAttributes) -> Void) { inner.forEachAttributes(in: rect, body) }
    var allElements: [ElementID] { inner.allElements.reversed() }
    func initialAttributes(forAppearing element: ElementID) -> LayoutAttributes? {
        guard var a = inner.attributes(for: element) else { return nil }
        a.alpha = 0
        a.transform = AffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 0, ty: 0)
        return a
    }
    func finalAttributes(forDisappearing element: ElementID) -> LayoutAttributes? { initialAttributes(forAppearing: element) }
}

/// The elements a transition starts with come from one sorted merge of both layouts' elements
/// (`TransitionElements`) and a compact plan; both must give exactly what `LayoutDiff` over all
/// elements gives, bit for bit, in identity order.
@Suite struct TransitionElementsTests {
    typealias Element = (id: ElementID, change: AnimationContext.Change, from: LayoutAttributes, to: LayoutAttributes)

    /// Every Double of `a` as bits (so −0 and 0 differ), with its identity, zIndex, isHidden and custom channels.
    static func bits(_ a: LayoutAttributes) -> [UInt64] {
        let t = a.transform, m = a.transform3D
        var doubles = [a.center.x, a.center.y, a.size.width, a.size.height, t.a, t.b, t.c, t.d, t.tx, t.ty, a.alpha,
                       m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24, m.m31, m.m32, m.m33, m.m34,
                       m.m41, m.m42, m.m43, m.m44]
        for e in a.customChannels { doubles.append(e.value) }
        return doubles.map(\.bitPattern) + [UInt64(bitPattern: Int64(a.zIndex)), a.isHidden ? 1 : 0,
                                             UInt64(a.customChannels.count)]
    }

    /// What `LayoutDiff` over all elements says, merged in identity order.
    static func expected(_ old: some Layout, _ next: some Layout) -> [Element] {
        let diff = LayoutDiff(from: old, to: next, scope: .all)
        var result: [Element] = diff.persisting.map { ($0.to.id, .persisting, $0.from, $0.to) }
        result += diff.inserted.map { ($0.to.id, .appearing, $0.from, $0.to) }
        result += diff.removed.map { ($0.from.id, .disappearing, $0.from, $0.to) }
        return result.sorted { $0.id < $1.id }
    }

    static func same(_ a: [Element], _ b: [Element]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { x, y in
            x.id == y.id && x.change == y.change && x.from == y.from && x.to == y.to
                && bits(x.from) == bits(y.from) && bits(x.to) == bits(y.to) && x.from.id == y.from.id && x.to.id == y.to.id
        }
    }

    /// Layout pairs with persisting, appearing and disappearing cells, headers and footers,
    /// decorations, custom channels, transforms with −0, and an unsorted element list.
    static func pairs() throws -> [(any Layout, any Layout)] {
        let six = try context(counts: [6]), sections = try context(counts: [3, 4])
        let gaps = try context(counts: [0, 5, 0, 2, 0])
        var odd = LayoutAttributes(id: .cell(IndexPath(section: 0, item: 2)), frame: Rect(x: 10, y: 10, width: 40, height: 40))
        odd.transform = AffineTransform(a: 1, b: -0.0, c: 0, d: 1, tx: -0.0, ty: 0)
        odd.alpha = 0.5
        odd.zIndex = 3
        odd.customChannels["glow"] = 0.25
        var hidden = LayoutAttributes(id: .cell(IndexPath(section: 0, item: 4)), frame: Rect(x: 0, y: 90, width: 40, height: 40))
        hidden.isHidden = true
        let plain = LayoutAttributes(id: .cell(IndexPath(section: 0, item: 0)), frame: Rect(x: 0, y: 0, width: 40, height: 40))
        let manual = try prepared(ManualLayout([plain, odd, hidden]), six)
        return [
            (try prepared(gridLayout(), six), try prepared(listLayout(), six)),
            // Plain cells alone at both ends, over several sections (some empty): read by flat index.
            (try prepared(gridLayout(), sections), try prepared(gridLayout(columns: 2), sections)),
            (try prepared(listLayout(), gaps), try prepared(gridLayout(), gaps)),
            (try prepared(gridLayout(), sections), try prepared(listLayout(header: 30, footer: 20), sections)),
            (try prepared(listLayout(header: 30), sections), try prepared(gridLayout(columns: 2), sections)),
            (manual, try prepared(gridLayout(), six)),
            (try prepared(gridLayout(), six), manual),
            (try prepared(ReversedLayout(inner: DecoratedLayout(gridLayout())), sections),
             try prepared(ReversedLayout(inner: listLayout(header: 30)), sections)),
        ]
    }

    @Test func theMergeGivesTheDiffInIdentityOrder() throws {
        for (old, next) in try Self.pairs() {
            var seen: [Element] = []
            var plainCells = 0
            TransitionElements.forEach(from: old, to: next, plain: { id, from, to in
                seen.append((id, .persisting, LayoutAttributes(id: id, center: from.center, size: from.size),
                             LayoutAttributes(id: id, center: to.center, size: to.size)))
                plainCells += 1
            }) { id, change, from, to in
                seen.append((id, change, copy from, copy to))
            }
            // Cells plain in two built-in layouts are read from their stores (compact), others whole.
            let builtIn = (old is GridLayout || old is FlowLayout) && (next is GridLayout || next is FlowLayout)
            #expect(builtIn == (plainCells > 0))
            // Two stores of the same plain cells alone are merged without their element lists:
            // every element then is such a cell.
            let stores = [old, next].compactMap { ($0 as? any PlainCellLookup)?.cellStore }
            if stores.count == 2, let count = stores[0].plainCellPrefix, stores[1].plainCellPrefix == count {
                #expect(plainCells == seen.count && count == seen.count && count > 0)
            }
            #expect(Self.same(seen, Self.expected(old, next)))
        }
    }

    /// Providers see exactly the diff's starts and targets (rebuilt from the compact plan), with
    /// their index and the element count.
    @Test func providersSeeTheDiffsAttributesBitForBit() throws {
        for (old, next) in try Self.pairs() {
            var seen: [Element] = []
            var indices: [Int] = []
            var counts: Set<Int> = []
            let recording = AnimationProvider { context in
                seen.append((context.element, context.change, context.from, context.to))
                indices.append(context.index)
                counts.insert(context.elementCount)
                return AttributeAnimation(context: context)
            }
            let t = try SpringTransitionLayout(from: old, to: next, provider: recording, integrator: ExactIntegrator())
            let expected = Self.expected(old, next)
            #expect(Self.same(seen, expected))
            #expect(indices == Array(expected.indices))
            #expect(counts == [expected.count])
            #expect(t.allElements == expected.map(\.id))
        }
    }

    /// A store is a prefix of plain cells exactly when it holds nothing but the first cells of its
    /// data counts through the compact path: not with headers, nor with a cell stored whole.
    @Test func aPlainCellPrefixIsOnlyPlainCells() throws {
        let sections = try context(counts: [3, 4])
        let grid = try prepared(gridLayout(), sections), list = try prepared(listLayout(), sections)
        #expect(grid.cellStore.plainCellPrefix == 7 && list.cellStore.plainCellPrefix == 7)
        #expect(try prepared(listLayout(header: 30), sections).cellStore.plainCellPrefix == nil)
        var store = AttributeStore(owner: "test", dataCounts: try DataCounts([3]), axis: .vertical)
        try store.insert(LayoutAttributes(id: .cell(IndexPath(section: 0, item: 0)), frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        #expect(store.plainCellPrefix == nil)
        #expect(grid.cellStore.plainGeometry(atFlat: 4).center == grid.attributes(for: .cell(IndexPath(section: 1, item: 1)))?.center)
    }

    @Test func theCompactPlanRebuildsAttributesBitForBit() throws {
        var plan = TransitionPlan()
        let id = ElementID.cell(IndexPath(section: 0, item: 1))
        let plain = LayoutAttributes(id: id, center: Point(x: -0.0, y: 12.5), size: Size(width: 40, height: 0))
        var negativeZero = plain
        negativeZero.transform = AffineTransform(a: 1, b: 0, c: -0.0, d: 1, tx: 0, ty: 0)
        var otherID = plain
        otherID.id = .cell(IndexPath(section: 0, item: 2))
        var flat3D = plain
        flat3D.transform3D.m34 = -0.0
        for a in [plain, negativeZero, otherID, flat3D] {
            let compact = plan.store(a, of: id)
            #expect(Self.bits(plan.attributes(compact, of: id)) == Self.bits(a))
            #expect(plan.attributes(compact, of: id).id == a.id)
        }
        // Only the plain one is stored as its center and size.
        #expect(plan.whole.count == 3)
    }

    /// A start or retarget that fails after the provider handed out some valid animations leaves
    /// them free for another transition (nothing is half-applied).
    @Test func aFailedStartLeavesItsAnimationsFree() throws {
        let six = try context(counts: [6])
        let grid = try prepared(gridLayout(), six), list = try prepared(listLayout(), six)
        let first = ElementID.cell(IndexPath(section: 0, item: 1))
        let from = try #require(grid.attributes(for: first)), to = try #require(list.attributes(for: first))
        let shared = AttributeAnimation(element: first, from: from, to: to)
        let failingLater = AnimationProvider { context in
            if context.element == first { return shared }
            return AttributeAnimation(context: context, delay: context.index == 4 ? -1 : 0)
        }
        #expect(errorMessage { _ = try SpringTransitionLayout(from: grid, to: list, provider: failingLater) }
                == "invalid animation for cell [0, 4]: delay is -1.0; must be finite and not negative")
        #expect(shared.channels.isEmpty && shared.isSettled)
        let once = AnimationProvider { $0.element == first ? shared : AttributeAnimation(context: $0) }
        let t = try SpringTransitionLayout(from: grid, to: list, provider: once, integrator: ExactIntegrator())
        #expect(t.animation(for: first) === shared)
        // A failed retarget frees its fresh animations too.
        let fresh = AttributeAnimation(element: first, from: to, to: from)
        let failing = AnimationProvider { context in
            if context.element == first { return fresh }
            return AttributeAnimation(context: context, delay: context.index == 4 ? -1 : 0)
        }
        #expect(errorMessage { try t.retarget(to: grid, using: failing) }
                == "invalid animation for cell [0, 4]: delay is -1.0; must be finite and not negative")
        try t.retarget(to: grid, using: AnimationProvider { $0.element == first ? fresh : AttributeAnimation(context: $0) })
        #expect(t.animation(for: first) === fresh)
    }
}
