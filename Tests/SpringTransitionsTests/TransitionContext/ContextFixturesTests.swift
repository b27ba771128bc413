import SpringTestSupport
import SpringTransitions
import Testing

/// Texture's sign-up form: a name field or an age field above a button, inset by 15 points.
/// Elements: the name field is cell [0, 0], the age field cell [0, 1], the button cell [0, 2].
final class SignupNode: TransitionNode {
    enum Field { case name, age }
    var field = Field.name
    /// Every hook call, in order: "animate(animated)" or "didComplete(finished)".
    var calls: [String] = []
    /// Elements and calculated layout's elements seen by `didCompleteLayoutTransition` before `super`.
    var elementsAtCompletion: [ElementID] = []
    var calculatedAtCompletion: [ElementID] = []

    static let name = ElementID.cell(IndexPath(section: 0, item: 0))
    static let age = ElementID.cell(IndexPath(section: 0, item: 1))
    static let button = ElementID.cell(IndexPath(section: 0, item: 2))

    init(size: Size = Size(width: 320, height: 480)) throws {
        try super.init(size: size, dataCounts: try DataCounts([3]), layout: ManualLayout([]), integrator: ExactIntegrator())
    }

    override func layoutForCurrentState() -> any Layout {
        let width = size.width - 30
        let fieldID = field == .name ? Self.name : Self.age
        return ManualLayout([LayoutAttributes(id: fieldID, frame: Rect(x: 15, y: 15, width: width, height: 44)),
                             LayoutAttributes(id: Self.button, frame: Rect(x: 15, y: 69, width: width, height: 44))],
                            size: Size(width: size.width, height: 128))
    }

    override func animateLayoutTransition(_ context: LayoutTransitionContext) throws(LayoutTransitionError) {
        calls.append("animate(\(context.isAnimated))")
        try super.animateLayoutTransition(context)
    }

    override func didCompleteLayoutTransition(_ context: LayoutTransitionContext) {
        if case .completed(let finished) = context.state { calls.append("didComplete(\(finished))") }
        elementsAtCompletion = elements
        calculatedAtCompletion = calculatedLayout.allElements
        super.didCompleteLayoutTransition(context)
    }
}

/// A node whose animation only records the context: the test completes it by hand.
final class ManualNode: TransitionNode {
    var contexts: [LayoutTransitionContext] = []

    override func animateLayoutTransition(_ context: LayoutTransitionContext) throws(LayoutTransitionError) {
        contexts.append(context)
    }
}

/// Advances the node in 1/60 s frames until no transition is pending (at most `limit` frames).
@discardableResult
func settle(_ node: TransitionNode, limit: Int = 2000) throws -> Int {
    var frames = 0
    while node.pendingTransition != nil, frames < limit {
        try node.advance(by: 1.0 / 60)
        frames += 1
    }
    return frames
}

@Suite struct ContextFixturesTests {
    @Test func theSignupNodeLaysOutItsStateAtOnce() throws {
        let node = try SignupNode()
        #expect(node.elements == [SignupNode.name, SignupNode.button])
        #expect(node.attributes(for: SignupNode.name)?.frame == Rect(x: 15, y: 15, width: 290, height: 44))
        #expect(node.calculatedLayout.preparedContext?.boundsSize == Size(width: 320, height: 480))
        #expect(node.pendingTransition == nil && node.calls.isEmpty)
    }
}
