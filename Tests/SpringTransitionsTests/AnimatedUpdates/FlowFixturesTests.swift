import SpringTestSupport
import SpringTransitions
import Testing

// Fixtures shared by the flow and context tests, and tests of the fixtures' own bookkeeping.

/// A flow of 60 × 60 cells, left-aligned lines, 10 points apart (four per line in 320 points).
func tileFlow(headers: Double = 0) -> FlowLayout {
    FlowLayout(configuration: FlowLayout.Configuration(
        itemSize: Size(width: 60, height: 60), minimumLineSpacing: 10, minimumInteritemSpacing: 10,
        sectionInset: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10),
        headerReferenceSize: Size(width: 0, height: headers), lineAlignment: .leading))
}

/// A collection view of `counts` showing `layout` through 320 × 480 points.
func flowView(_ layout: some Layout, counts: [Int], width: Double = 320, height: Double = 480) throws -> CollectionView {
    try CollectionView(layout: layout, dataCounts: try DataCounts(counts), boundsSize: Size(width: width, height: height))
}

/// Advances the collection view's transition in 1/60 s frames until it ends (at most `limit` frames);
/// returns the number of frames.
@discardableResult
func runToEnd(_ view: inout CollectionView, limit: Int = 2000) throws -> Int {
    var frames = 0
    while let t = view.springTransition, t.state == .running, frames < limit {
        try view.advance(by: 1.0 / 60)
        frames += 1
    }
    return frames
}

/// Whether the animation's `channel` is where the closed form of `spring` puts it `time` seconds
/// after starting at `from` with `velocity` toward `to`; once the channel has settled, whether it
/// rests exactly on `to` and the closed form is within the rest threshold's reach of it.
func followsClosedForm(_ a: AttributeAnimation, _ channel: AnimationChannel, from: Double, to: Double,
                       velocity: Double = 0, spring: Spring, time: Double) -> Bool {
    guard let value = a.value(of: channel) else { return false }
    let expected = closedForm(spring, from: from, to: to, velocity: velocity, time: time)
    if !a.isMoving(channel) {
        let rest = channel.restThreshold
        let reach = (rest.displacement * rest.displacement
                     + (rest.velocity / spring.naturalFrequency) * (rest.velocity / spring.naturalFrequency)).squareRoot()
        return value == to && abs(expected - to) <= reach
    }
    return abs(value - expected) <= 1e-9 * max(1, abs(to - from) + abs(velocity))
}

@Suite struct FlowFixturesTests {
    @Test func theEffectsLayoutRecordsTheUpdateOnlyBetweenItsHooks() throws {
        var layout = UpdateEffectsLayout(tileFlow())
        try layout.prepare(in: try context(counts: [6]))
        #expect(layout.pendingUpdate == nil)
        let mapping = try UpdateMapping(oldCounts: try DataCounts([6]), updates: [.insertItem(IndexPath(section: 0, item: 1))])
        layout.prepare(forUpdates: [.insertItem(IndexPath(section: 0, item: 1))], mapping: mapping)
        #expect(layout.pendingUpdate == mapping)
        try layout.prepare(in: try context(counts: [7]))
        let inserted = try #require(layout.initialAttributes(forAppearing: .cell(IndexPath(section: 0, item: 1))))
        #expect(inserted.transform == AffineTransform(scaleX: 0.1, y: 0.1))
        #expect(inserted.alpha == 0)
        // The old item 1, now item 2, is not inserted: the wrapped layout's plain fade.
        let kept = try #require(layout.initialAttributes(forAppearing: .cell(IndexPath(section: 0, item: 2))))
        #expect(kept.transform == .identity && kept.alpha == 0)
        layout.finalizeUpdates()
        #expect(layout.pendingUpdate == nil)
        let after = try #require(layout.initialAttributes(forAppearing: .cell(IndexPath(section: 0, item: 1))))
        #expect(after.transform == .identity)
    }

    @Test func effectsApplyScaleThenRotationAboutTheCenterMoveItAndSetTheAlpha() {
        var a = LayoutAttributes(id: .cell(IndexPath(section: 0, item: 0)), frame: Rect(x: 0, y: 0, width: 10, height: 20))
        a.transform = AffineTransform(translationX: 3, y: 0)
        a.alpha = 0.7
        let e = ElementEffect(scale: 0.5, rotation: .pi / 2, offset: Point(x: 1, y: -2), alpha: 0.25)
        let b = e.apply(to: a)
        let expected = a.transform.concatenating(AffineTransform(scaleX: 0.5, y: 0.5)).concatenating(AffineTransform(rotationAngle: .pi / 2))
        #expect(b.transform == expected)
        #expect(b.center == Point(x: 6, y: 8))
        #expect(b.alpha == 0.25)
        #expect(b.size == a.size)
    }

    @Test func invalidEffectsAreRefusedByName() throws {
        let context = try context(counts: [3])
        var layout = UpdateEffectsLayout(tileFlow(), insertionEffect: ElementEffect(scale: 0))
        #expect(errorMessage { try layout.prepare(in: context) }
                == "invalid UpdateEffectsLayout: insertionEffect.scale is 0.0; must be finite and positive")
        layout = UpdateEffectsLayout(tileFlow(), deletionEffect: ElementEffect(alpha: 1.5))
        #expect(errorMessage { try layout.prepare(in: context) }
                == "invalid UpdateEffectsLayout: deletionEffect.alpha is 1.5; must be between 0 and 1")
        layout = UpdateEffectsLayout(tileFlow(), deletionEffect: ElementEffect(offset: Point(x: 0, y: .infinity)))
        #expect(errorMessage { try layout.prepare(in: context) }
                == "invalid UpdateEffectsLayout: deletionEffect.offset.y is inf; must be finite")
        #expect(layout.preparedContext == nil)
    }

    @Test func removedNamesRoundTripForEveryCategory() {
        let ids: [ElementID] = [.cell(IndexPath(section: 2, item: 5)), .supplementary(.header, IndexPath(section: 1, item: 0)),
                                .decoration("background", IndexPath(section: 0, item: 0)),
                                .removed(.cell(IndexPath(section: 0, item: 1)))]
        for id in ids {
            let r = ElementID.removed(id)
            #expect(r.removedOriginal == id)
            #expect(!r.isCell)
            #expect(id.removedOriginal == nil || id == ids[3])
        }
        #expect(ElementID.removed(.cell(IndexPath(section: 0, item: 2))).description == "decoration removed-cell [0, 2]")
        #expect(ElementID.removed(.supplementary(.header, IndexPath(section: 1, item: 0))).description
                == "decoration removed-supplementary:header [1, 0]")
    }
}
