#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import SpringDynamics

/// Relative difference, with an absolute floor of 1e-300.
func relativeDifference(_ a: Double, _ b: Double) -> Double { abs(a - b) / max(abs(a), abs(b), 1e-300) }

// Each library's own formulas, transcribed from its published source (cited in the
// Spring+<Library>.swift files), evaluated here independently of Spring's closed form.

/// Motion's `resolveSpring` (underdamped branch) with times in milliseconds, from `origin` to `target`.
func motionUnderdampedValue(stiffness: Double, damping: Double, mass: Double, origin: Double, target: Double,
                            milliseconds t: Double) -> Double {
    let dampingRatio = damping / (2 * (stiffness * mass).squareRoot())
    let initialDelta = target - origin
    let undampedAngularFreq = (stiffness / mass).squareRoot() / 1000
    let angularFreq = undampedAngularFreq * (1 - dampingRatio * dampingRatio).squareRoot()
    let a = (0 + dampingRatio * undampedAngularFreq * initialDelta) / angularFreq
    let envelope = exp(-dampingRatio * undampedAngularFreq * t)
    return target - envelope * (a * sin(angularFreq * t) + initialDelta * cos(angularFreq * t))
}

/// Android SpringForce.updateValues: displacement after `seconds` from (x0, v0), all three branches.
func androidDisplacement(stiffness: Double, dampingRatio: Double, x0: Double, v0: Double, seconds t: Double) -> Double {
    let naturalFreq = stiffness.squareRoot()
    if dampingRatio > 1 {
        let gammaPlus = -dampingRatio * naturalFreq + naturalFreq * (dampingRatio * dampingRatio - 1).squareRoot()
        let gammaMinus = -dampingRatio * naturalFreq - naturalFreq * (dampingRatio * dampingRatio - 1).squareRoot()
        let coeffA = x0 - (gammaMinus * x0 - v0) / (gammaMinus - gammaPlus)
        let coeffB = (gammaMinus * x0 - v0) / (gammaMinus - gammaPlus)
        return coeffA * exp(gammaMinus * t) + coeffB * exp(gammaPlus * t)
    } else if dampingRatio == 1 {
        return (x0 + (v0 + naturalFreq * x0) * t) * exp(-naturalFreq * t)
    }
    let dampedFreq = naturalFreq * (1 - dampingRatio * dampingRatio).squareRoot()
    let sinCoeff = (1 / dampedFreq) * (dampingRatio * naturalFreq * x0 + v0)
    return exp(-dampingRatio * naturalFreq * t) * (x0 * cos(dampedFreq * t) + sinCoeff * sin(dampedFreq * t))
}

/// Flutter's _UnderdampedSolution.x.
func flutterUnderdampedDisplacement(mass: Double, stiffness: Double, damping: Double, x0: Double, v0: Double,
                                    time: Double) -> Double {
    let w = (4 * mass * stiffness - damping * damping).squareRoot() / (2 * mass)
    let r = -(damping / 2 / mass)
    let c2 = (v0 - r * x0) / w
    return exp(r * time) * (x0 * cos(w * time) + c2 * sin(w * time))
}

/// react-spring's `advance`: 1 ms (or `step` ms) semi-implicit Euler steps, from 0 to `to`.
func reactSpringPosition(tension: Double, friction: Double, mass: Double, to: Double, milliseconds: Int,
                         step: Double = 1) -> Double {
    var position = 0.0
    var velocity = 0.0
    for _ in 0..<Int(Double(milliseconds) / step) {
        let springForce = -tension * 0.000001 * (position - to)
        let dampingForce = -friction * 0.001 * velocity
        let acceleration = (springForce + dampingForce) / mass
        velocity += acceleration * step
        position += velocity * step
    }
    return position
}

@Suite("Spring parameters of Motion, react-spring, Android and Flutter")
struct SpringLibraryConversionTests {
    @Test("Motion visualDuration/bounce: Motion's formulas, its clamp, and its motion over time")
    func motion() throws {
        let spring = try Spring(motionVisualDuration: 0.5, bounce: 0.25)
        let root = 2 * Double.pi / (0.5 * 1.2)
        #expect(spring.mass == 1)
        #expect(relativeDifference(spring.stiffness, root * root) < 1e-15)
        #expect(relativeDifference(spring.damping, 2 * 0.75 * root) < 1e-15)
        for ms in stride(from: 0.0, through: 1500, by: 37.5) {
            let motion = motionUnderdampedValue(stiffness: spring.stiffness, damping: spring.damping, mass: 1,
                                                origin: 0, target: 100, milliseconds: ms)
            let ours = 100 - spring.state(at: ms / 1000, displacement: 100, velocity: 0).displacement
            #expect(abs(motion - ours) < 1e-11, "t = \(ms) ms")
        }
        let back = try #require(spring.motionVisualDurationAndBounce)
        #expect(relativeDifference(back.visualDuration, 0.5) < 1e-14 && abs(back.bounce - 0.25) < 1e-14)
        // Motion clamps 1 − bounce into [0.05, 1].
        #expect(abs(try Spring(motionVisualDuration: 0.3, bounce: 0.99).dampingRatio - 0.05) < 1e-14)
        #expect(abs(try Spring(motionVisualDuration: 0.3, bounce: -2).dampingRatio - 1) < 1e-14)
        #expect(try Spring(stiffness: 100, damping: 0.9).motionVisualDurationAndBounce == nil) // ζ = 0.045
        #expect(try Spring(stiffness: 100, damping: 30).motionVisualDurationAndBounce == nil)  // ζ = 1.5
        let physical = try Spring(mass: 2, stiffness: 400, damping: 30).motionStiffnessDampingMass
        #expect(physical == (400, 30, 2))
        // Motion's physical options with mass ≠ 1 give the same motion as ours.
        let heavy = try Spring(mass: 2, stiffness: 400, damping: 30)
        let motionValue = motionUnderdampedValue(stiffness: 400, damping: 30, mass: 2, origin: 0, target: 1, milliseconds: 123)
        #expect(abs(motionValue - (1 - heavy.state(at: 0.123, displacement: 1, velocity: 0).displacement)) < 1e-13)
    }

    @Test("react-spring tension/friction/mass: its 1 ms Euler simulation converges to our exact motion")
    func reactSpring() throws {
        let presets: [(Double, Double)] = [(170, 26), (120, 14), (180, 12), (210, 20), (280, 60), (280, 120)]
        for (tension, friction) in presets {
            for mass in [1.0, 3.0] {
                let spring = try Spring(reactSpringTension: tension, friction: friction, mass: mass)
                #expect(spring.stiffness == tension && spring.damping == friction && spring.mass == mass)
                #expect(spring.reactSpringConfig == (tension, friction, mass))
                for ms in [50, 200, 600] {
                    let exact = 1 - spring.state(at: Double(ms) / 1000, displacement: 1, velocity: 0).displacement
                    let coarse = abs(reactSpringPosition(tension: tension, friction: friction, mass: mass, to: 1, milliseconds: ms) - exact)
                    let fine = abs(reactSpringPosition(tension: tension, friction: friction, mass: mass, to: 1,
                                                       milliseconds: ms, step: 0.125) - exact)
                    // First-order convergence to our solution: a wrong unit mapping would leave an O(1) gap.
                    #expect(coarse < 0.02, "\(tension)/\(friction)/\(mass) at \(ms) ms: \(coarse)")
                    #expect(fine < coarse / 4 || fine < 1e-9, "\(tension)/\(friction)/\(mass) at \(ms) ms: \(fine) vs \(coarse)")
                }
            }
        }
        // frequency/damping, as react-spring's mergeConfig.
        let byFrequency = try Spring(reactSpringFrequency: 0.4, damping: 0.6, mass: 2)
        #expect(relativeDifference(byFrequency.stiffness, pow(2 * Double.pi / 0.4, 2) * 2) < 1e-15)
        #expect(relativeDifference(byFrequency.damping, 4 * Double.pi * 0.6 * 2 / 0.4) < 1e-15)
        #expect(try Spring(reactSpringFrequency: 0.001, damping: 1) == Spring(reactSpringFrequency: 0.01, damping: 1))
    }

    @Test("Android SpringForce stiffness/dampingRatio: its constants and its updateValues in every regime")
    func android() throws {
        let defaults = try Spring(androidStiffness: 1500, dampingRatio: 0.5)
        #expect(defaults.mass == 1 && defaults.stiffness == 1500)
        #expect(relativeDifference(defaults.damping, 2 * 0.5 * 1500.0.squareRoot()) < 1e-15)
        for stiffness in [10_000.0, 1500, 200, 50] {
            for ratio in [0.2, 0.5, 0.75, 1, 2.5] {
                let spring = try Spring(androidStiffness: stiffness, dampingRatio: ratio)
                let back = spring.androidSpringForce
                #expect(relativeDifference(back.stiffness, stiffness) < 1e-15 && relativeDifference(back.dampingRatio, ratio) < 1e-14)
                for t in [0.01, 0.05, 0.2, 0.7] {
                    let android = androidDisplacement(stiffness: stiffness, dampingRatio: ratio, x0: -200, v0: 300, seconds: t)
                    let ours = spring.state(at: t, displacement: -200, velocity: 300).displacement
                    #expect(abs(android - ours) < 1e-9, "k \(stiffness) ζ \(ratio) t \(t): \(android) vs \(ours)")
                }
            }
        }
        // Mass is folded into Android's unit-mass stiffness.
        let heavy = try Spring(mass: 4, stiffness: 400, damping: 16).androidSpringForce
        #expect(heavy.stiffness == 100 && abs(heavy.dampingRatio - 0.2) < 1e-15)
    }

    @Test("Flutter SpringDescription, withDampingRatio and withDurationAndBounce")
    func flutter() throws {
        let plain = try Spring(flutterMass: 2, stiffness: 300, damping: 15)
        #expect(plain == (try Spring(mass: 2, stiffness: 300, damping: 15)))
        #expect(plain.flutterSpringDescription == (2, 300, 15))
        for t in [0.0, 0.03, 0.3, 1.1] {
            let flutter = flutterUnderdampedDisplacement(mass: 2, stiffness: 300, damping: 15, x0: 1, v0: -4, time: t)
            #expect(abs(flutter - plain.state(at: t, displacement: 1, velocity: -4).displacement) < 1e-13)
        }
        let ratio = try Spring(flutterMass: 3, stiffness: 500, ratio: 0.3)
        #expect(relativeDifference(ratio.damping, 0.3 * 2 * (3.0 * 500).squareRoot()) < 1e-15)
        #expect(abs(ratio.dampingRatio - 0.3) < 1e-15)
        #expect(abs(try Spring(flutterMass: 1, stiffness: 100).dampingRatio - 1) < 1e-15)   // default ratio 1
        // withDurationAndBounce(300 ms, 0.3): stiffness 4π²/0.09, ζ = 0.7.
        let bouncy = try Spring(flutterDuration: 0.3, bounce: 0.3)
        #expect(relativeDifference(bouncy.stiffness, 4 * Double.pi * Double.pi / 0.09) < 1e-15)
        #expect(relativeDifference(bouncy.damping, 0.7 * 2 * bouncy.stiffness.squareRoot()) < 1e-15)
        #expect(try Spring(flutterDuration: 0.3004, bounce: 0.3) == bouncy)   // whole milliseconds
        let overdamped = try Spring(flutterDuration: 0.5, bounce: -0.5)
        #expect(abs(overdamped.dampingRatio - 2) < 1e-14)
        let back = overdamped.flutterDurationAndBounce
        #expect(abs(back.duration - 0.5) < 1e-15 && abs(back.bounce + 0.5) < 1e-14)
        #expect(abs(bouncy.flutterDurationAndBounce.bounce - 0.3) < 1e-14)
        // Same as SwiftUI's duration/bounce at whole milliseconds (Flutter's documented intent).
        let swiftUI = try Spring(duration: 0.3, bounce: 0.3)
        #expect(relativeDifference(bouncy.stiffness, swiftUI.stiffness) < 1e-14)
        #expect(relativeDifference(bouncy.damping, swiftUI.damping) < 1e-14)
    }

    @Test("Round trips through every library's parameters")
    func roundTrips() throws {
        for spring in [Spring.smooth, .snappy, .bouncy, .pop, try Spring(mass: 2, stiffness: 250, damping: 9)] {
            let motion = try #require(spring.motionVisualDurationAndBounce)
            let viaMotion = try Spring(motionVisualDuration: motion.visualDuration, bounce: motion.bounce)
            #expect(relativeDifference(viaMotion.naturalFrequency, spring.naturalFrequency) < 1e-14)
            #expect(abs(viaMotion.dampingRatio - spring.dampingRatio) < 1e-14)
            let react = spring.reactSpringConfig
            #expect(try Spring(reactSpringTension: react.tension, friction: react.friction, mass: react.mass) == spring)
            let android = spring.androidSpringForce
            let viaAndroid = try Spring(androidStiffness: android.stiffness, dampingRatio: android.dampingRatio)
            #expect(relativeDifference(viaAndroid.naturalFrequency, spring.naturalFrequency) < 1e-14)
            #expect(abs(viaAndroid.dampingRatio - spring.dampingRatio) < 1e-14)
            let flutter = spring.flutterSpringDescription
            #expect(try Spring(flutterMass: flutter.mass, stiffness: flutter.stiffness, damping: flutter.damping) == spring)
        }
    }

    @Test("Bad parameters are refused naming the parameter")
    func badInput() {
        let cases: [(String, () throws(SpringParameterError) -> Spring)] = [
            ("motionVisualDuration", { () throws(SpringParameterError) in try Spring(motionVisualDuration: 0, bounce: 0) }),
            ("bounce", { () throws(SpringParameterError) in try Spring(motionVisualDuration: 1, bounce: .nan) }),
            ("reactSpringTension", { () throws(SpringParameterError) in try Spring(reactSpringTension: -1, friction: 1) }),
            ("friction", { () throws(SpringParameterError) in try Spring(reactSpringTension: 1, friction: .infinity) }),
            ("mass", { () throws(SpringParameterError) in try Spring(reactSpringTension: 1, friction: 1, mass: 0) }),
            ("reactSpringFrequency", { () throws(SpringParameterError) in try Spring(reactSpringFrequency: 0, damping: 1) }),
            ("damping", { () throws(SpringParameterError) in try Spring(reactSpringFrequency: 1, damping: -1) }),
            ("androidStiffness", { () throws(SpringParameterError) in try Spring(androidStiffness: 0, dampingRatio: 1) }),
            ("dampingRatio", { () throws(SpringParameterError) in try Spring(androidStiffness: 1, dampingRatio: -0.1) }),
            ("flutterMass", { () throws(SpringParameterError) in try Spring(flutterMass: -1, stiffness: 1, damping: 1) }),
            ("ratio", { () throws(SpringParameterError) in try Spring(flutterMass: 1, stiffness: 1, ratio: .nan) }),
            ("flutterDuration", { () throws(SpringParameterError) in try Spring(flutterDuration: 0.0004, bounce: 0) }),
            ("bounce", { () throws(SpringParameterError) in try Spring(flutterDuration: 0.5, bounce: -1) }),
        ]
        for (name, make) in cases {
            do {
                _ = try make()
                Issue.record("\(name): accepted")
            } catch {
                #expect(error.parameter == name)
            }
        }
    }
}
