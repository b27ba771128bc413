import Foundation
import SpringDynamics
import Testing

@Suite("Stepper catalogue")
struct ODEStepperTests {
    @Test("all eleven GSL steppers, named as GSL names them")
    func catalogue() {
        #expect(Stepper.allCases.map(\.rawValue) == ["rk2", "rk4", "rkf45", "rkck", "rk8pd", "rk1imp", "rk2imp", "rk4imp", "bsimp", "msadams", "msbdf"])
    }

    @Test("capability flags")
    func flags() {
        #expect(Set(Stepper.allCases.filter(\.requiresJacobian)) == [.rk1imp, .rk2imp, .rk4imp, .bsimp, .msbdf])
        #expect(Set(Stepper.allCases.filter(\.isImplicit)) == [.rk1imp, .rk2imp, .rk4imp, .bsimp, .msbdf])
        #expect(Set(Stepper.allCases.filter(\.isMultistep)) == [.msadams, .msbdf])
        #expect(Set(Stepper.allCases.filter(\.requiresDriver)) == [.msadams, .msbdf, .rk1imp, .rk2imp, .rk4imp])
    }

    @Test("orders (propagated solution; maximum for variable-order methods)")
    func orders() {
        let orders = Dictionary(uniqueKeysWithValues: Stepper.allCases.map { ($0, $0.order) })
        #expect(orders == [.rk2: 3, .rk4: 4, .rkf45: 5, .rkck: 5, .rk8pd: 8, .rk1imp: 1, .rk2imp: 2, .rk4imp: 4, .bsimp: 12, .msadams: 12, .msbdf: 5])
    }

    @Test("summaries are distinct one-liners")
    func summaries() {
        let summaries = Stepper.allCases.map(\.summary)
        #expect(Set(summaries).count == Stepper.allCases.count)
        for summary in summaries {
            #expect(!summary.isEmpty)
            #expect(!summary.contains("\n"))
        }
        #expect(Stepper.rkf45.summary == "Explicit embedded Runge-Kutta-Fehlberg (4, 5)")
    }

    @Test("Codable as the GSL name")
    func codable() throws {
        let data = try JSONEncoder().encode([Stepper.msbdf, .rk8pd])
        #expect(String(decoding: data, as: UTF8.self) == #"["msbdf","rk8pd"]"#)
        #expect(try JSONDecoder().decode([Stepper].self, from: data) == [.msbdf, .rk8pd])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Stepper.self, from: Data(#""rk5""#.utf8)) }
    }
}
