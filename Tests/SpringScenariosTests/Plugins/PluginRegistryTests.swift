import Foundation
import SpringTransitions
import SpringTestSupport
import SpringScenarios
import Testing

@Suite struct PluginRegistryTests {
    @Test func standardIntegratorsAreRegisteredByName() throws {
        let names = PluginRegistry.standard.names(of: .integrator)
        #expect(names == (["exact", "rk4-substeps", "semi-implicit-euler", "semi-implicit-euler-substeps"]
            + Stepper.allCases.map { "gsl-\($0.rawValue)" }).sorted())
        for name in names {
            #expect(try PluginRegistry.standard.makeIntegrator(named: name).name.hasPrefix(name.hasPrefix("gsl") ? "gsl" : ""))
        }
        #expect(try PluginRegistry.standard.makeIntegrator(named: "gsl-msbdf").name == "gsl-msbdf")
        #expect(try PluginRegistry.standard.makeIntegrator(named: "exact").name == "exact")
    }

    @Test func unknownNamesListWhatIsAvailable() {
        do {
            _ = try PluginRegistry.standard.makeLayout(named: "spiral")
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == "unknown layout 'spiral'; available: circle, flow, grid, stack")
        }
        do {
            _ = try PluginRegistry.standard.easing(named: "wobbly")
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".hasPrefix("unknown easing 'wobbly'; available: backIn, backInOut, backOut, bounceIn"))
        }
    }

    @Test func registrationRefusesDuplicatesAndBadNamesUnlessReplacing() throws {
        var registry = PluginRegistry.standard
        #expect(throws: PluginError.duplicate(kind: .integrator, name: "exact")) {
            try registry.register(integrator: "exact") { _ in ExactIntegrator() }
        }
        #expect(throws: PluginError.invalidName("my integrator")) {
            try registry.register(integrator: "my integrator") { _ in ExactIntegrator() }
        }
        #expect(throws: PluginError.duplicate(kind: .easing, name: "linear")) {
            try registry.register(easing: "linear", .quadraticIn)
        }
        try registry.register(integrator: "exact", replacing: true) { _ in try SemiImplicitEulerIntegrator(substep: 0.002) }
        #expect(try registry.makeIntegrator(named: "exact").name == "semi-implicit-euler-substeps")
        try registry.register(easing: "snappy-spring", .spring(.snappy))
        #expect(try registry.easing(named: "snappy-spring") == .spring(.snappy))
        #expect(PluginError.duplicate(kind: .layout, name: "grid").description == "a layout named 'grid' is already registered")
    }

    @Test func layoutParametersAreOptionalAndTyposAreCaught() throws {
        let grid = try JSONDecoder().decode(LayoutBox.self, from: Data(#"{"name": "grid", "parameters": {"columns": 5}}"#.utf8))
        let layout = try #require(grid.layout as? GridLayout)
        #expect(layout.configuration == GridLayout.Configuration(columns: 5))

        do {
            _ = try JSONDecoder().decode(LayoutBox.self, from: Data(#"{"name": "grid", "parameters": {"colums": 5}}"#.utf8))
            Issue.record("expected an error")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.codingPath.map(\.stringValue) == ["parameters", "colums"])
            #expect(context.debugDescription
                == "unknown GridLayout parameter 'colums'; known parameters: columns, aspectRatio, interitemSpacing, lineSpacing, sectionInset")
        }
    }

    @Test func gslIntegratorParametersSetTheTolerance() throws {
        let box = try JSONDecoder().decode(IntegratorBox.self, from: Data(#"{"name": "gsl-rk8pd", "parameters": {"absolute": 1e-9}}"#.utf8))
        let integrator = try #require(box.integrator as? GSLIntegrator)
        #expect(integrator.name == "gsl-rk8pd")
    }
}

/// Decodes `{"name": …, "parameters": {…}}` through the standard registry, as a scenario file does.
private struct LayoutBox: Decodable {
    var layout: any Layout
    enum CodingKeys: String, CodingKey { case name, parameters }
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let name = try c.decode(String.self, forKey: .name)
        let parameters = c.contains(.parameters) ? try c.superDecoder(forKey: .parameters) : nil
        layout = try PluginRegistry.standard.makeLayout(named: name, parameters: parameters)
    }
}

private struct IntegratorBox: Decodable {
    var integrator: any Integrator
    enum CodingKeys: String, CodingKey { case name, parameters }
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let name = try c.decode(String.self, forKey: .name)
        let parameters = c.contains(.parameters) ? try c.superDecoder(forKey: .parameters) : nil
        integrator = try PluginRegistry.standard.makeIntegrator(named: name, parameters: parameters)
    }
}
