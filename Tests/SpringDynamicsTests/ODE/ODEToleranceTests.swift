import Foundation
import SpringDynamics
import Testing

@Suite("ODETolerance and ODESystem values")
struct ODEToleranceTests {
    @Test("valid tolerances")
    func valid() throws {
        let tolerance = try ODETolerance(absolute: 1e-6, relative: 0)
        #expect(tolerance.absolute == 1e-6)
        #expect(tolerance.relative == 0)
        #expect(ODETolerance.standard == (try ODETolerance(absolute: 1e-9, relative: 1e-9)))
    }

    @Test("invalid tolerances: exact messages", arguments: [
        (-1.0, 1e-6, "Invalid tolerance.absolute = -1.0: must be a finite number at least 0."),
        (Double.nan, 1e-6, "Invalid tolerance.absolute = nan: must be a finite number at least 0."),
        (Double.infinity, 1e-6, "Invalid tolerance.absolute = inf: must be a finite number at least 0."),
        (1e-6, -1e-3, "Invalid tolerance.relative = -0.001: must be a finite number at least 0."),
        (1e-6, Double.infinity, "Invalid tolerance.relative = inf: must be a finite number at least 0."),
        (0.0, 0.0, "Invalid tolerance.relative = 0.0: must be greater than 0 when tolerance.absolute is 0 (no error would ever be accepted)."),
    ])
    func invalid(absolute: Double, relative: Double, message: String) {
        let error = #expect(throws: ODEError.self) { try ODETolerance(absolute: absolute, relative: relative) }
        #expect(error?.description == message)
    }

    @Test("purely relative and per-component tolerances")
    func forms() throws {
        let relative = try ODETolerance.relative(1e-8)
        #expect(relative.absolute == 0)
        #expect(relative.relative == 1e-8)
        #expect(relative.componentAbsolute == nil)
        #expect(relative.description == "absolute 0.0, relative 1e-08")
        let perComponent = try ODETolerance(absolute: [1e-8, 1e-14, 1e-8], relative: 1e-6)
        #expect(perComponent.componentAbsolute == [1e-8, 1e-14, 1e-8])
        #expect(perComponent.absolute == 1e-8)
        #expect(perComponent.absolute(ofComponent: 1) == 1e-14)
        #expect(perComponent.description == "absolute [1e-08, 1e-14, 1e-08], relative 1e-06")
        #expect(try ODETolerance(absolute: [0, 1e-9], relative: 1e-6).absolute(ofComponent: 0) == 0)
        let error = #expect(throws: ODEError.self) { try ODETolerance.relative(0) }
        #expect(error?.description == "Invalid tolerance.relative = 0.0: must be greater than 0 when tolerance.absolute is 0 (no error would ever be accepted).")
    }

    @Test("invalid per-component tolerances: exact messages", arguments: [
        ([1e-8, -1e-9], 1e-6, "Invalid tolerance.absolute[1] = -1e-09: must be a finite number at least 0."),
        ([Double.nan], 1e-6, "Invalid tolerance.absolute[0] = nan: must be a finite number at least 0."),
        ([1e-8, 0], 0, "Invalid tolerance.relative = 0.0: must be greater than 0 when tolerance.absolute[1] is 0 (no error would ever be accepted)."),
        ([], 1e-6, "Invalid tolerance.absolute: it has 0 values but must have 1."),
    ])
    func invalidPerComponent(absolute: [Double], relative: Double, message: String) {
        let error = #expect(throws: ODEError.self) { try ODETolerance(absolute: absolute, relative: relative) }
        #expect(error?.description == message)
    }

    @Test("a per-component tolerance of the wrong length is refused by the solver, naming the parameter")
    func wrongLength() throws {
        let system = try ODESystem(dimension: 3) { _, y, dydt in for i in 0..<3 { dydt[i] = -y[i] } }
        let error = #expect(throws: ODEError.self) {
            try ODESolver(system: system, stepper: .rkf45, tolerance: ODETolerance(absolute: [1e-8, 1e-8], relative: 1e-6))
        }
        #expect(error == .invalidLength(name: "tolerance.absolute", expected: 3, actual: 2))
        #expect(error?.description == "Invalid tolerance.absolute: it has 2 values but must have 3.")
    }

    @Test("a per-component absolute tolerance controls each component with its own floor")
    func perComponentControl() throws {
        // A constant of size 1 beside a decay of size 1e-9: only the small one needs resolving.
        let system = try ODESystem(dimension: 2) { _, y, dydt in
            dydt[0] = 0
            dydt[1] = -y[1]
        }
        func run(_ tolerance: ODETolerance) throws -> Double {
            let solver = try ODESolver(system: system, stepper: .rkf45, tolerance: tolerance)
            var y = [1.0, 1e-9], t = 0.0
            try solver.advance(&y, time: &t, to: 5)
            return abs(y[1] - 1e-9 * exp(-5)) / (1e-9 * exp(-5))
        }
        let common = try run(ODETolerance(absolute: 1e-6, relative: 0))
        let own = try run(ODETolerance(absolute: [1e-6, 1e-15], relative: 0))
        #expect(common > 1e-3, "a common floor of 1e-6 leaves the 1e-9 component unresolved: \(common)")
        #expect(own < 1e-4, "its own floor of 1e-15 resolves it: \(own)")
    }

    @Test("a purely relative tolerance keeps the relative error of a decaying solution")
    func purelyRelative() throws {
        let system = try ODESystem(dimension: 1) { _, y, dydt in dydt[0] = -y[0] }
        let solver = try ODESolver(system: system, stepper: .rk8pd, tolerance: .relative(1e-10))
        var y = [1e-30], t = 0.0
        try solver.advance(&y, time: &t, to: 20)
        #expect(abs(y[0] / (1e-30 * exp(-20)) - 1) < 1e-8)
    }

    @Test("Codable round trip; decoding validates")
    func codable() throws {
        let tolerance = try ODETolerance(absolute: 1e-7, relative: 1e-5)
        let data = try JSONEncoder().encode(tolerance)
        #expect(try JSONDecoder().decode(ODETolerance.self, from: data) == tolerance)
        let bad = Data(#"{"absolute": -2, "relative": 0}"#.utf8)
        let error = #expect(throws: ODEError.self) { try JSONDecoder().decode(ODETolerance.self, from: bad) }
        #expect(error?.description == "Invalid tolerance.absolute = -2.0: must be a finite number at least 0.")
        let perComponent = try ODETolerance(absolute: [1e-8, 1e-14], relative: 1e-6)
        let encoded = try JSONEncoder().encode(perComponent)
        #expect(String(decoding: encoded, as: UTF8.self).contains(#""absolute":[1e-08,1e-14]"#))
        #expect(try JSONDecoder().decode(ODETolerance.self, from: encoded) == perComponent)
        let negative = Data(#"{"absolute": [1e-8, -1], "relative": 1e-6}"#.utf8)
        let listError = #expect(throws: ODEError.self) { try JSONDecoder().decode(ODETolerance.self, from: negative) }
        #expect(listError?.description == "Invalid tolerance.absolute[1] = -1.0: must be a finite number at least 0.")

    }

    @Test("ODESystem keeps its dimension and reports its Jacobian")
    func system() throws {
        let plain = try ODESystem(dimension: 3) { _, _, _ in }
        #expect(plain.dimension == 3)
        #expect(!plain.hasJacobian)
        let withJacobian = try ODESystem(dimension: 1) { _, _, _ in } jacobian: { _, _, _, _ in }
        #expect(withJacobian.hasJacobian)
    }
}
