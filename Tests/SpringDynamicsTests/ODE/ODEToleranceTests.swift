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
        (0.0, 1e-6, "Invalid tolerance.absolute = 0.0: must be a finite number greater than 0."),
        (-1.0, 1e-6, "Invalid tolerance.absolute = -1.0: must be a finite number greater than 0."),
        (Double.nan, 1e-6, "Invalid tolerance.absolute = nan: must be a finite number greater than 0."),
        (1e-6, -1e-3, "Invalid tolerance.relative = -0.001: must be a finite number at least 0."),
        (1e-6, Double.infinity, "Invalid tolerance.relative = inf: must be a finite number at least 0."),
    ])
    func invalid(absolute: Double, relative: Double, message: String) {
        let error = #expect(throws: ODEError.self) { try ODETolerance(absolute: absolute, relative: relative) }
        #expect(error?.description == message)
    }

    @Test("Codable round trip; decoding validates")
    func codable() throws {
        let tolerance = try ODETolerance(absolute: 1e-7, relative: 1e-5)
        let data = try JSONEncoder().encode(tolerance)
        #expect(try JSONDecoder().decode(ODETolerance.self, from: data) == tolerance)
        let bad = Data(#"{"absolute": -2, "relative": 0}"#.utf8)
        let error = #expect(throws: ODEError.self) { try JSONDecoder().decode(ODETolerance.self, from: bad) }
        #expect(error?.description == "Invalid tolerance.absolute = -2.0: must be a finite number greater than 0.")
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
