import SpringTestSupport
import SpringTransitions
import Testing

@Suite struct ContextInterruptionTests {
    @Test func aNewTransitionInterruptsThePendingOneAndRetargetsEveryElementWithItsVelocity() throws {
        let node = try SignupNode()
        node.field = .age
        let first = try node.transitionLayout(animated: true)
        for _ in 0..<7 { try node.advance(by: 1.0 / 60) }
        let spring = try #require(node.springTransition)
        let poses = allPoses(spring)
        let nameAlpha = try #require(spring.animation(for: SignupNode.name)?.value(of: .alpha))
        let nameVelocity = try #require(spring.animation(for: SignupNode.name)?.velocity(of: .alpha))
        #expect(nameAlpha < 1 && nameAlpha > 0 && nameVelocity < 0)

        node.field = .name
        let second = try node.transitionLayout(animated: true)
        #expect(first.state == .interrupted)
        #expect(second.isPending && node.pendingTransition === second)
        // The new transition starts from what was presented: both fields, half faded.
        #expect(second.persistingElements == [SignupNode.name, SignupNode.button])
        #expect(second.removedElements == [SignupNode.age])
        #expect(second.insertedElements.isEmpty)
        #expect(second.initialAttributes(for: SignupNode.name)?.alpha == poses[SignupNode.name]?.alpha)
        // Same spring transition, retargeted: positions and velocities carry on exactly.
        #expect(node.springTransition === spring)
        #expect(spring.animation(for: SignupNode.name)?.value(of: .alpha) == nameAlpha)
        #expect(spring.animation(for: SignupNode.name)?.velocity(of: .alpha) == nameVelocity)
        #expect(allPoses(spring) == poses)

        #expect(errorMessage { try first.completeTransition(finished: true) }
                == "completeTransition(finished:) was called on a transition that a newer one interrupted; the newer transition completes instead")
        #expect(first.state == .interrupted)
        try settle(node)
        #expect(second.state == .completed(finished: true))
        #expect(node.calls == ["animate(true)", "animate(true)", "didComplete(true)"])
        #expect(node.elements == [SignupNode.name, SignupNode.button])
        #expect(node.attributes(for: SignupNode.name)?.alpha == 1)
    }

    @Test func aNonAnimatedTransitionWhilePendingEndsOnTheNewLayoutAtOnce() throws {
        let node = try SignupNode()
        node.field = .age
        let first = try node.transitionLayout(animated: true)
        try node.advance(by: 0.05)
        node.field = .name
        let second = try node.transitionLayout(animated: false)
        #expect(first.state == .interrupted)
        #expect(second.state == .completed(finished: true))
        #expect(second.removedElements == [SignupNode.age])
        #expect(node.elements == [SignupNode.name, SignupNode.button])
        #expect(node.springTransition == nil)
        #expect(node.attributes(for: SignupNode.name)?.alpha == 1)
        // The abandoned spring transition can no longer complete anything.
        try node.advance(by: 1)
        #expect(node.calls == ["animate(true)", "animate(false)", "didComplete(true)"])
    }

    @Test func interruptingACustomAnimationStartsFromItsPresentedState() throws {
        let node = try ManualNode(size: Size(width: 320, height: 480), dataCounts: try DataCounts([6]), layout: gridLayout(),
                                  integrator: ExactIntegrator())
        node.dataCounts = try DataCounts([4])
        let first = try node.transitionLayout(animated: true)
        node.dataCounts = try DataCounts([5])
        node.layout = listLayout()
        let second = try node.transitionLayout(animated: true)
        #expect(first.state == .interrupted)
        // Every element of the node is in the new start: the removals of the first are still pending.
        #expect(second.fromLayout.allElements.count == 6)
        #expect(second.removedElements == [.cell(IndexPath(section: 0, item: 5))])
        #expect(errorMessage { try first.completeTransition(finished: true) }
                == "completeTransition(finished:) was called on a transition that a newer one interrupted; the newer transition completes instead")
        try second.completeTransition(finished: true)
        #expect(node.elements.count == 5)
        #expect(allPoses(node.presentedLayout) == allPoses(second.toLayout))
    }

    @Test func completingTwiceIsRefusedAndChangesNothing() throws {
        let node = try SignupNode()
        node.field = .age
        let context = try node.transitionLayout(animated: false)
        let elements = node.elements
        #expect(errorMessage { try context.completeTransition(finished: false) }
                == "completeTransition(finished:) was called twice; the transition already completed with finished: true")
        #expect(context.state == .completed(finished: true))
        #expect(node.elements == elements)
        #expect(node.calls == ["animate(false)", "didComplete(true)"])
    }

    @Test func aLayoutThatFailsToPrepareChangesNothing() throws {
        let node = try SignupNode()
        node.field = .age
        let first = try node.transitionLayout(animated: true)
        try node.advance(by: 0.05)
        let poses = allPoses(node.presentedLayout)
        #expect(errorMessage { try node.transitionLayout(toSize: Size(width: .nan, height: 10), animated: true) }
                == "the layout for the current state failed to prepare: invalid layout context: boundsSize.width is nan; must be finite and not negative")
        #expect(node.size == Size(width: 320, height: 480))
        #expect(first.isPending && node.pendingTransition === first)
        #expect(allPoses(node.presentedLayout) == poses)
        #expect(node.calls == ["animate(true)"])
    }

    @Test func anAnimationThatCannotStartRestoresTheNode() throws {
        let node = try SignupNode()
        node.provider = AnimationProvider { AttributeAnimation(context: $0, initialVelocity: ChannelVelocities([.centerX: .infinity])) }
        let elements = node.elements, presented = allPoses(node.presentedLayout)
        node.field = .age
        #expect(errorMessage { try node.transitionLayout(animated: true) }
                == "the layout transition's animation failed: invalid animation for cell [0, 0]: initialVelocity[centerX] is inf; must be finite")
        #expect(node.pendingTransition == nil)
        #expect(node.elements == elements)
        #expect(allPoses(node.presentedLayout) == presented)
        #expect(errorMessage { try node.advance(by: -1) }
                == "the layout transition's animation failed: invalid time step -1.0; must be finite and not negative")
    }
}
