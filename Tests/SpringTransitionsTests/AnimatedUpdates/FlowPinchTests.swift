import SpringTestSupport
import SpringTransitions
import Testing

@Suite struct FlowPinchTests {
    static let item = IndexPath(section: 0, item: 5) // centered at (110, 110), 60 × 60
    static let id = ElementID.cell(item)

    func pinchable(spring: Spring = .smooth) throws -> (CollectionView, PinchGesture<FlowLayout>) {
        var view = try flowView(tileFlow(), counts: [12])
        let pinch = try PinchGesture(installingOn: &view, base: tileFlow(), spring: spring, integrator: ExactIntegrator())
        return (view, pinch)
    }

    /// Two touches `distance` apart, horizontally around `center`.
    func touches(_ center: Point, _ distance: Double) -> (Point, Point) {
        (Point(x: center.x - distance / 2, y: center.y), Point(x: center.x + distance / 2, y: center.y))
    }

    @Test func thePinchedItemFollowsTheTouchesAndNothingElseMoves() throws {
        var (view, pinch) = try pinchable()
        let before = allPoses(view.layout)
        #expect(try pinch.begin(touches: touches(Point(x: 110, y: 110), 20), at: 0, in: &view) == Self.item)
        var a = try #require(view.layout.attributes(for: Self.id))
        #expect(a.center == Point(x: 110, y: 110) && a.size == Size(width: 60, height: 60) && a.zIndex == 100)

        try pinch.update(touches: touches(Point(x: 110, y: 115), 40), at: 0.1, in: &view)
        a = try #require(view.layout.attributes(for: Self.id))
        #expect(a.size == Size(width: 120, height: 120))
        #expect(a.center == Point(x: 110, y: 115))
        #expect(pinch.scaleVelocity == (2 - 1) / 0.1)
        #expect(pinch.centerVelocity == Point(x: 0, y: 5 / 0.1))
        for (other, pose) in before where other != Self.id {
            #expect(view.layout.attributes(for: other) == pose)
        }
        // A rect query finds the item where it is drawn now (beyond its place), and reports it last.
        let found = view.layout.attributes(in: Rect(x: 55, y: 170, width: 2, height: 2))
        #expect(found.last?.id == Self.id)
        #expect(view.layout.attributes(in: Rect(x: 55, y: 170, width: 2, height: 2)).count == 2)

        try pinch.update(touches: touches(Point(x: 120, y: 115), 30), at: 0.15, in: &view)
        a = try #require(view.layout.attributes(for: Self.id))
        #expect(a.size == Size(width: 90, height: 90) && a.center == Point(x: 120, y: 115))
        #expect(isClose(pinch.scaleVelocity, (1.5 - 2) / 0.05, relative: 1e-12))
        #expect(isClose(pinch.centerVelocity.x, 10 / 0.05, relative: 1e-12) && pinch.centerVelocity.y == 0)
    }

    @Test func onReleaseTheItemSpringsBackFromItsPoseWithTheGesturesVelocity() throws {
        var (view, pinch) = try pinchable(spring: .bouncy)
        try pinch.begin(touches: touches(Point(x: 110, y: 110), 20), at: 0, in: &view)
        try pinch.update(touches: touches(Point(x: 100, y: 120), 40), at: 0.1, in: &view)
        try pinch.update(touches: touches(Point(x: 96, y: 126), 50), at: 0.125, in: &view)
        let released = try #require(view.layout.attributes(for: Self.id))
        let vs = pinch.scaleVelocity, vc = pinch.centerVelocity
        #expect(vs > 0 && vc.x < 0 && vc.y > 0)

        let t = try #require(try pinch.end(in: &view))
        #expect(view.springTransition === t)
        #expect(pinch.layout.pinchedItem == nil && !pinch.isActive)
        // No jump: the spring-back starts on the pinched pose, with the gesture's velocity.
        let start = try #require(view.layout.attributes(for: Self.id))
        #expect(start.center == released.center && start.size == released.size)
        let a = try #require(t.animation(for: Self.id))
        #expect(a.velocity(of: .width) == 60 * vs && a.velocity(of: .height) == 60 * vs)
        #expect(a.velocity(of: .centerX) == vc.x && a.velocity(of: .centerY) == vc.y)
        #expect(t.allElements.filter { !(t.animation(for: $0)?.channels.isEmpty ?? true) } == [Self.id])

        var time = 0.0
        var frames = 0
        while t.state == .running {
            let dt = frames % 2 == 0 ? 1.0 / 60 : 1.0 / 90
            try view.advance(by: dt)
            time += dt
            frames += 1
            guard t.state == .running else { break }
            #expect(followsClosedForm(a, .width, from: released.size.width, to: 60, velocity: 60 * vs, spring: .bouncy, time: time))
            #expect(followsClosedForm(a, .centerX, from: released.center.x, to: 110, velocity: vc.x, spring: .bouncy, time: time))
            #expect(followsClosedForm(a, .centerY, from: released.center.y, to: 110, velocity: vc.y, spring: .bouncy, time: time))
        }
        #expect(frames > 20)
        #expect(view.layout as? PinchLayout<FlowLayout> === pinch.layout)
        let back = try #require(view.layout.attributes(for: Self.id))
        #expect(back.center == Point(x: 110, y: 110) && back.size == Size(width: 60, height: 60) && back.zIndex == 0)
    }

    @Test func aPinchDuringTheSpringBackTakesTheItemWhereItIsAndLetsTheOthersFinish() throws {
        var (view, pinch) = try pinchable()
        try pinch.begin(touches: touches(Point(x: 110, y: 110), 20), at: 0, in: &view)
        try pinch.update(touches: touches(Point(x: 110, y: 110), 60), at: 0.1, in: &view)
        let t = try #require(try pinch.end(in: &view))
        let a = try #require(t.animation(for: Self.id))
        for _ in 0..<6 { try view.advance(by: 1.0 / 60) }

        // Pinch another item while the first one is still on its way back.
        let other = IndexPath(section: 0, item: 11), otherID = ElementID.cell(other) // centered at (250, 180)
        let widthBefore = try #require(a.value(of: .width)), velocityBefore = try #require(a.velocity(of: .width))
        #expect(try pinch.begin(touches: touches(Point(x: 250, y: 180), 10), at: 1, in: &view) == other)
        #expect(view.springTransition === t && t.state == .running)
        // The first item is carried on by a new animation, from exactly where and how fast it was.
        let carried = try #require(t.animation(for: Self.id))
        #expect(carried.value(of: .width) == widthBefore && carried.velocity(of: .width) == velocityBefore)
        try pinch.update(touches: touches(Point(x: 260, y: 180), 20), at: 1.1, in: &view)
        let b = try #require(view.layout.attributes(for: otherID))
        #expect(b.size == Size(width: 120, height: 120) && b.center == Point(x: 260, y: 180))
        #expect(t.animation(for: Self.id)?.isMoving(.width) == true)

        try runToEnd(&view)
        #expect(view.layout as? PinchLayout<FlowLayout> === pinch.layout)
        #expect(view.layout.attributes(for: Self.id)?.size == Size(width: 60, height: 60))
        #expect(view.layout.attributes(for: otherID) == b)
        try pinch.update(touches: touches(Point(x: 260, y: 180), 30), at: 1.2, in: &view)
        #expect(view.layout.attributes(for: otherID)?.size == Size(width: 180, height: 180))
    }

    @Test func aPinchBesideEveryItemChangesNothing() throws {
        var (view, pinch) = try pinchable()
        let before = allPoses(view.layout)
        #expect(try pinch.begin(touches: touches(Point(x: 5, y: 5), 4), at: 0, in: &view) == nil)
        #expect(pinch.isActive)
        try pinch.update(touches: touches(Point(x: 5, y: 5), 40), at: 0.1, in: &view)
        #expect(try pinch.end(in: &view) == nil)
        #expect(allPoses(view.layout) == before)
        #expect(view.springTransition == nil)
    }

    @Test func badGesturesAreRefusedWithExactMessages() throws {
        var (view, pinch) = try pinchable()
        #expect(errorMessage { try pinch.update(touches: touches(Point(x: 110, y: 110), 20), at: 0, in: &view) }
                == "no pinch has begun; call begin(touches:at:in:) first")
        #expect(errorMessage { try pinch.end(in: &view) } == "no pinch has begun; call begin(touches:at:in:) first")
        #expect(errorMessage { try pinch.begin(touches: (Point(x: 1, y: 2), Point(x: 1, y: 2)), at: 0, in: &view) }
                == "the two touches of a pinch coincide at (1.0, 2.0); a pinch needs two distinct touches")
        #expect(errorMessage { try pinch.begin(touches: (Point(x: 1, y: 2), Point(x: .nan, y: 2)), at: 0, in: &view) }
                == "invalid pinch touch 1 at (nan, 2.0); must be finite")
        #expect(!pinch.isActive)
        try pinch.begin(touches: touches(Point(x: 110, y: 110), 20), at: 0.5, in: &view)
        let pose = view.layout.attributes(for: Self.id)
        #expect(errorMessage { try pinch.update(touches: touches(Point(x: 110, y: 110), 30), at: 0.5, in: &view) }
                == "invalid gesture time 0.5; must be finite and after the previous sample's 0.5")
        #expect(view.layout.attributes(for: Self.id) == pose)

        var plain = try flowView(tileFlow(), counts: [12])
        #expect(errorMessage { try pinch.update(touches: touches(Point(x: 110, y: 110), 30), at: 1, in: &plain) }
                == "the collection view shows neither the gesture's PinchLayout nor a transition to it")

        let layout = pinch.layout
        #expect(errorMessage { try layout.setPinch(item: Self.item, scale: -1, center: .zero) }
                == "invalid pinch scale -1.0; must be finite and not negative")
        #expect(errorMessage { try layout.setPinch(item: Self.item, scale: 1, center: Point(x: .infinity, y: 0)) }
                == "invalid pinch center (inf, 0.0); must be finite")
        #expect(errorMessage { try layout.setPinch(item: IndexPath(section: 0, item: 40), scale: 1, center: .zero) }
                == "the layout has no cell [0, 40] to pinch")
        #expect(layout.pinchedItem == Self.item && layout.pinchScale == 1)
    }
}
