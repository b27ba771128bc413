import SpringDynamics
import SpringTestSupport
import Testing

/// A deliberately naive model of a ``ChannelBatch``: a list of channels by identifier, with no
/// slots at all. The real batch must behave the same through any sequence of operations.
private struct ModelChannel {
    var position: Double
    var velocity: Double
    var target: Double
    var spring: Spring
    var threshold: RestThreshold
    var active: Bool
    var auxiliary: [Double]
}

@Suite("ChannelBatch against a reference model (seeded)")
struct ChannelBatchPropertyTests {
    static let springs: [Spring] = [.smooth, .snappy, .bouncy, .pop, .rebound]
    static let thresholds: [RestThreshold] = [.points, .unit, .alpha]

    @Test("identifiers, states and auxiliary lanes follow their channels through swap-remove and reactivation")
    func matchesModel() throws {
        var rng = SeededGenerator(seed: 0xBA7C4)
        for sequence in 0..<200 {
            var batch = ChannelBatch()
            batch.requireAuxiliary(width: 2)
            var model: [ModelChannel] = []
            var tag = 0.0
            for step in 0..<60 {
                let context = "sequence \(sequence), step \(step)"
                let op = model.isEmpty ? 0 : Int.random(in: 0..<7, using: &rng)
                let pick = model.isEmpty ? 0 : Int.random(in: 0..<model.count, using: &rng)
                let id = ChannelID(rawValue: Int32(pick))
                switch op {
                case 0: // add, at rest half of the time
                    let target = Double(Int.random(in: -50...50, using: &rng))
                    let atRest = Bool.random(using: &rng)
                    let position = atRest ? target : target + Double.random(in: -100...100, using: &rng)
                    let spring = Self.springs.randomElement(using: &rng)!
                    let threshold = Self.thresholds.randomElement(using: &rng)!
                    let new = try batch.addChannel(position: position, target: target, spring: spring, threshold: threshold)
                    #expect(new.rawValue == Int32(model.count), "\(context)")
                    model.append(ModelChannel(position: position, velocity: 0, target: target, spring: spring,
                                              threshold: threshold, active: !atRest, auxiliary: [0, 0]))
                case 1: // retarget, sometimes onto the current position
                    let target = Bool.random(using: &rng) ? model[pick].position : Double(Int.random(in: -50...50, using: &rng))
                    try batch.retarget(id, to: target)
                    model[pick].target = target
                    if !model[pick].active && model[pick].position != target { model[pick].active = true }
                case 2: // set a state near the target, so that some will settle
                    let position = model[pick].target + Double.random(in: -0.01...0.01, using: &rng) * (Bool.random(using: &rng) ? 1 : 1000)
                    let velocity = Bool.random(using: &rng) ? 0 : Double.random(in: -0.005...0.005, using: &rng)
                    try batch.setState(of: id, position: position, velocity: velocity)
                    model[pick].position = position
                    model[pick].velocity = velocity
                    if !model[pick].active && (position != model[pick].target || velocity != 0) { model[pick].active = true }
                case 3: // settle
                    var reported: [ChannelID] = []
                    let count = batch.removeSettled { reported.append($0) }
                    var expected: [ChannelID] = []
                    for i in model.indices where model[i].active {
                        let m = model[i]
                        if abs(m.position - m.target) < m.threshold.displacement && abs(m.velocity) < m.threshold.velocity {
                            model[i].position = m.target
                            model[i].velocity = 0
                            model[i].active = false
                            expected.append(ChannelID(rawValue: Int32(i)))
                        }
                    }
                    #expect(count == expected.count, "\(context)")
                    #expect(Set(reported) == Set(expected) && reported.count == expected.count, "\(context)")
                case 4: // new spring
                    let spring = Self.springs.randomElement(using: &rng)!
                    try batch.setSpring(of: id, to: spring)
                    model[pick].spring = spring
                case 5: // an "integrator": halve displacement and velocity, tag the auxiliary lanes
                    let slots = (0..<batch.activeCount).map { Int(batch.channel(inSlot: $0).rawValue) }
                    tag += 1
                    let generation = batch.generation
                    let t = tag
                    batch.withActiveChannels { c in
                        for i in 0..<c.count {
                            c.positions[i] = c.targets[i] + (c.positions[i] - c.targets[i]) / 2
                            c.velocities[i] /= 2
                            c.auxiliary[2 * i] = Double(slots[i])
                            c.auxiliary[2 * i + 1] = t
                        }
                    }
                    #expect(batch.generation == generation, "\(context)")
                    for i in model.indices where model[i].active {
                        model[i].position = model[i].target + (model[i].position - model[i].target) / 2
                        model[i].velocity /= 2
                        model[i].auxiliary = [Double(i), t]
                    }
                default: // read the auxiliary lanes of the active slots
                    let slots = (0..<batch.activeCount).map { Int(batch.channel(inSlot: $0).rawValue) }
                    let lanes = batch.withActiveChannels { c in Array(c.auxiliary) }
                    for (slot, channel) in slots.enumerated() {
                        #expect(Array(lanes[(2 * slot)..<(2 * slot + 2)]) == model[channel].auxiliary, "\(context)")
                    }
                }
                Self.check(batch, model, context)
            }
        }
    }

    private static func check(_ batch: ChannelBatch, _ model: [ModelChannel], _ context: String) {
        #expect(batch.count == model.count, "\(context)")
        #expect(batch.activeCount == model.filter(\.active).count, "\(context)")
        var seen = Set<Int32>()
        for slot in 0..<batch.count {
            let id = batch.channel(inSlot: slot)
            seen.insert(id.rawValue)
            #expect((slot < batch.activeCount) == batch.isActive(id), "\(context)")
        }
        #expect(seen == Set((0..<model.count).map(Int32.init)), "\(context)")
        for (i, m) in model.enumerated() {
            let id = ChannelID(rawValue: Int32(i))
            let ok = batch.position(of: id) == m.position && batch.velocity(of: id) == m.velocity
                && batch.target(of: id) == m.target && batch.spring(of: id) == m.spring && batch.isActive(id) == m.active
            #expect(ok, "\(context), channel \(i)")
            if !ok { return }
            if !m.active {
                #expect(m.position == m.target && m.velocity == 0, "\(context): resting channel \(i) off target")
            }
        }
    }
}
