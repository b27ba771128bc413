import SpringTransitions

// A 3-column grid of 30 cells turns into a list. Every cell gets a `GlowAnimation`, staggered by
// its distance from the tapped cell; the transition ends with that cell centered.

let tapped = IndexPath(section: 0, item: 13)
var view = try CollectionView(layout: GridLayout(configuration: .init(columns: 3, interitemSpacing: 4, lineSpacing: 4)),
                              dataCounts: try DataCounts([30]), boundsSize: Size(width: 320, height: 480))
// The final layout provides the glow the cells end on (see GlowingList): without it the glow
// would vanish when the transition completes and the view shows the final layout's attributes.
let list = GlowingList(base: FlowLayout(configuration: .init(itemSize: Size(width: 320, height: 44), minimumLineSpacing: 1)))

let provider = AnimationProvider { context in
    context.element.isCell ? GlowAnimation(context: context) : AttributeAnimation(context: context)
}.staggered(from: tapped, delayPerPoint: 0.0005)

let transition = try view.transition(to: list, using: provider)
try transition.setToContentOffset(for: tapped, at: .centeredVertically)
transition.completion = { finished in print("completion: finished = \(finished)") }

func rounded(_ x: Double?) -> String {
    guard let x else { return "–" }
    return "\((x * 100).rounded() / 100)"
}

let watched = ElementID.cell(IndexPath(section: 0, item: 2))
print("frame  time    y        cornerRadius  glow    offset.y")
var frame = 0
while view.layout is SpringTransitionLayout {
    try view.advance(by: 1.0 / 60)
    frame += 1
    if frame % 6 == 0, let pose = view.layout.attributes(for: watched) {
        print("\(frame)\t\(rounded(transition.time))\t\(rounded(pose.center.y))\t\(rounded(pose.customChannels["cornerRadius"]))\t\t"
              + "\(rounded(pose.customChannels["glow"]))\t\(rounded(view.contentOffset.y))")
    }
}
print("after \(frame) frames the view shows \(type(of: view.layout)) at offset \(view.contentOffset), "
      + "exactly the target: \(view.contentOffset == transition.toContentOffset)")
print("after the transition: glow \(rounded(view.layout.attributes(for: watched)?.customChannels["glow"])) (from the final layout), "
      + "cornerRadius \(rounded(view.layout.attributes(for: watched)?.customChannels["cornerRadius"])) (the animation's, gone)")
