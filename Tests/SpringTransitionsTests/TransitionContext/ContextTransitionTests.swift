import SpringTestSupport
import SpringTransitions
import Testing

@Suite struct ContextTransitionTests {
    let nameFrame = Rect(x: 15, y: 15, width: 290, height: 44)

    @Test func theContextDescribesTheChangeAndInsertionsComeFirst() throws {
        let node = try SignupNode()
        node.field = .age
        let context = try node.transitionLayout(animated: true)
        #expect(context.isAnimated && context.isPending)
        #expect(context.insertedElements == [SignupNode.age])
        #expect(context.removedElements == [SignupNode.name])
        #expect(context.persistingElements == [SignupNode.button])
        #expect(context.fromSize == node.size && context.toSize == node.size)
        #expect(context.initialFrame(for: SignupNode.name) == nameFrame)
        #expect(context.finalFrame(for: SignupNode.age) == nameFrame)
        // Inserted: fades in where it will be; removed: fades out where it is.
        #expect(context.initialFrame(for: SignupNode.age) == nameFrame)
        #expect(context.initialAttributes(for: SignupNode.age)?.alpha == 0)
        #expect(context.finalFrame(for: SignupNode.name) == nameFrame)
        #expect(context.finalAttributes(for: SignupNode.name)?.alpha == 0)
        #expect(context.initialFrame(for: .cell(IndexPath(section: 0, item: 9))) == nil)
        // Texture inserts before the animation: the node holds both fields now.
        #expect(node.elements == [SignupNode.name, SignupNode.age, SignupNode.button])
        #expect(node.pendingTransition === context)
        #expect(node.calls == ["animate(true)"])
    }

    @Test func theDefaultAnimationFollowsTheSpringAndRemovesOnlyOnCompletion() throws {
        let node = try SignupNode()
        node.field = .age
        let context = try node.transitionLayout(animated: true)
        let spring = try #require(node.springTransition)
        let fadingIn = try #require(spring.animation(for: SignupNode.age))
        let fadingOut = try #require(spring.animation(for: SignupNode.name))
        var time = 0.0
        while context.isPending {
            // Until the completion, the removed field is still an element and still presented.
            #expect(node.elements.contains(SignupNode.name))
            #expect(node.attributes(for: SignupNode.name) != nil)
            #expect(node.calls == ["animate(true)"])
            try node.advance(by: 1.0 / 60)
            time += 1.0 / 60
            guard spring.state == .running else { continue }
            #expect(followsClosedForm(fadingIn, .alpha, from: 0, to: 1, spring: .smooth, time: time))
            #expect(followsClosedForm(fadingOut, .alpha, from: 1, to: 0, spring: .smooth, time: time))
        }
        #expect(time > 0.3)
        #expect(context.state == .completed(finished: true))
        #expect(node.calls == ["animate(true)", "didComplete(true)"])
        // didComplete runs with the new layout installed and the removed element not yet removed.
        #expect(node.calculatedAtCompletion == [SignupNode.age, SignupNode.button])
        #expect(node.elementsAtCompletion == [SignupNode.name, SignupNode.age, SignupNode.button])
        #expect(node.elements == [SignupNode.age, SignupNode.button])
        #expect(node.attributes(for: SignupNode.name) == nil)
        #expect(node.attributes(for: SignupNode.age)?.frame == nameFrame)
        #expect(node.pendingTransition == nil && node.springTransition == nil)
    }

    @Test func aNonAnimatedTransitionRunsThroughTheSameHooksAndCompletesAtOnce() throws {
        let node = try SignupNode()
        node.field = .age
        let context = try node.transitionLayout(animated: false)
        #expect(!context.isAnimated)
        #expect(context.state == .completed(finished: true))
        #expect(node.calls == ["animate(false)", "didComplete(true)"])
        #expect(node.elementsAtCompletion == [SignupNode.name, SignupNode.age, SignupNode.button])
        #expect(node.elements == [SignupNode.age, SignupNode.button])
        #expect(node.springTransition == nil)
        #expect(node.attributes(for: SignupNode.age)?.alpha == 1)
    }

    @Test func aSizeTransitionDoesNothingForTheSameSize() throws {
        let node = try SignupNode()
        #expect(try node.transitionLayout(toSize: Size(width: 320, height: 480), animated: true) == nil)
        #expect(node.calls.isEmpty && node.pendingTransition == nil)
        let context = try #require(try node.transitionLayout(toSize: Size(width: 480, height: 320), animated: true))
        #expect(context.fromSize == Size(width: 320, height: 480) && context.toSize == Size(width: 480, height: 320))
        #expect(context.insertedElements.isEmpty && context.removedElements.isEmpty)
        #expect(context.finalFrame(for: SignupNode.button) == Rect(x: 15, y: 69, width: 450, height: 44))
        // The pending transition already counts as the size: asking again for it does nothing.
        #expect(try node.transitionLayout(toSize: Size(width: 480, height: 320), animated: true) == nil)
        let spring = try #require(node.springTransition)
        let width = try #require(spring.animation(for: SignupNode.button))
        var time = 0.0
        while context.isPending {
            try node.advance(by: 1.0 / 60)
            time += 1.0 / 60
            if spring.state == .running {
                #expect(followsClosedForm(width, .width, from: 290, to: 450, spring: .smooth, time: time))
            }
        }
        #expect(node.calls == ["animate(true)", "didComplete(true)"])
        #expect(node.attributes(for: SignupNode.button)?.frame == Rect(x: 15, y: 69, width: 450, height: 44))
    }

    @Test func theDefaultLayoutForTheStateIsTheNodesLayout() throws {
        let node = try TransitionNode(size: Size(width: 320, height: 480), dataCounts: try DataCounts([9]),
                                      layout: gridLayout(), provider: .spring(.bouncy), integrator: ExactIntegrator())
        let grid = allPoses(node.calculatedLayout)
        node.layout = listLayout()
        node.dataCounts = try DataCounts([7])
        let context = try node.transitionLayout(animated: true)
        #expect(context.removedElements == [.cell(IndexPath(section: 0, item: 7)), .cell(IndexPath(section: 0, item: 8))])
        let spring = try #require(node.springTransition)
        let id = ElementID.cell(IndexPath(section: 0, item: 5))
        let a = try #require(spring.animation(for: id))
        let from = grid[id]!.center, to = context.toLayout.attributes(for: id)!.center
        var time = 0.0
        for _ in 0..<30 {
            try node.advance(by: 1.0 / 60)
            time += 1.0 / 60
            #expect(followsClosedForm(a, .centerY, from: from.y, to: to.y, spring: .bouncy, time: time))
            #expect(node.elements.count == 9)
        }
        try settle(node)
        #expect(node.elements.count == 7)
        #expect(allPoses(node.presentedLayout) == allPoses(context.toLayout))
    }

    @Test func aCustomAnimationCompletesWhenItSaysSo() throws {
        let node = try ManualNode(size: Size(width: 320, height: 480), dataCounts: try DataCounts([6]), layout: gridLayout())
        node.dataCounts = try DataCounts([4])
        let context = try node.transitionLayout(animated: true)
        #expect(node.contexts.count == 1 && node.contexts[0] === context)
        // Nothing is presented by the animation: the old layout stays on screen, removed items included.
        try node.advance(by: 1)
        #expect(context.isPending)
        #expect(node.elements.count == 6)
        #expect(node.attributes(for: .cell(IndexPath(section: 0, item: 5))) != nil)
        try context.completeTransition(finished: false)
        #expect(context.state == .completed(finished: false))
        #expect(node.elements.count == 4)
        #expect(node.attributes(for: .cell(IndexPath(section: 0, item: 5))) == nil)
        #expect(node.calculatedLayout.allElements.count == 4)
    }
}
