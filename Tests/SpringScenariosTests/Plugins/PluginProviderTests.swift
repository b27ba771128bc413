import Foundation
import SpringTestSupport
import SpringTransitions
import SpringScenarios
import Testing

/// The built-in providers in the registry, their parameters, and custom providers.
@Suite struct PluginProviderTests {
    /// The provider `name` with parameters `json`, decoded as a scenario would.
    static func provider(_ name: String, _ json: String? = nil, registry: PluginRegistry = .standard) throws -> AnimationProvider {
        try registry.makeProvider(named: name, parameters: json.map { try scenarioJSON($0).decoder(userInfo: [.pluginRegistry: registry]) })
    }

    /// A transition from a 3-column grid to a list with headers, using `provider`.
    static func transition(_ provider: AnimationProvider) throws -> SpringTransitionLayout {
        var view = try CollectionView(layout: gridLayout(), dataCounts: try DataCounts([6, 6]), boundsSize: Size(width: 320, height: 480))
        return try view.transition(to: listLayout(header: 30), using: provider, integrator: ExactIntegrator())
    }

    static let cell = ElementID.cell(IndexPath(section: 0, item: 4))
    static let header = ElementID.supplementary(.header, IndexPath(section: 1, item: 0))

    @Test func theBuiltInsAreRegistered() {
        #expect(PluginRegistry.standard.names(of: .provider) == ["default", "per-channel", "per-kind", "snap", "spring", "stagger"])
        #expect(PluginRegistry().names(of: .provider).isEmpty)
    }

    @Test func springTakesAnySpringForm() throws {
        let bouncy = try Spring(duration: 0.5, bounce: 0.3)
        let t = try Self.transition(Self.provider("spring", #"{"spring": {"duration": 0.5, "bounce": 0.3}}"#))
        #expect(t.animation(for: Self.cell)?.springs == ChannelSprings(bouncy))
        #expect(try Self.transition(Self.provider("default")).animation(for: Self.cell)?.springs == ChannelSprings(.smooth))
        #expect(try Self.transition(Self.provider("spring", "{}")).animation(for: Self.cell)?.springs == ChannelSprings(.smooth))
    }

    @Test func perChannelOverridesNamedChannelsAndGroups() throws {
        let t = try Self.transition(Self.provider("per-channel", #"""
            {"default": {"response": 0.3, "dampingRatio": 1}, "channels": {"alpha": {"response": 0.1, "dampingRatio": 1}, "size": {"response": 0.6, "dampingRatio": 0.5}}}
            """#))
        let springs = try #require(t.animation(for: Self.cell)?.springs)
        #expect(springs.default == (try Spring(response: 0.3, dampingRatio: 1)))
        #expect(springs[.alpha] == (try Spring(response: 0.1, dampingRatio: 1)))
        #expect(springs[.width] == (try Spring(response: 0.6, dampingRatio: 0.5)) && springs[.height] == springs[.width])
        #expect(springs[.centerX] == springs.default)
    }

    @Test func perKindNestsProvidersFromTheSameRegistry() throws {
        var registry = PluginRegistry.standard
        try registry.register(provider: "slow") { _ in .spring(try Spring(response: 2, dampingRatio: 1)) }
        let t = try Self.transition(Self.provider("per-kind", #"{"cells": "slow", "supplementary": {"name": "spring", "parameters": {"spring": {"response": 0.2, "dampingRatio": 1}}}}"#,
                                                  registry: registry))
        #expect(t.animation(for: Self.cell)?.springs == ChannelSprings(try Spring(response: 2, dampingRatio: 1)))
        #expect(t.animation(for: Self.header)?.springs == ChannelSprings(try Spring(response: 0.2, dampingRatio: 1)))
    }

    @Test func staggerDelaysByDistanceFromTheAnchor() throws {
        let t = try Self.transition(Self.provider("stagger", #"{"anchor": [0, 0], "delayPerPoint": 0.001}"#))
        let anchor = try #require(t.nextLayout.attributes(for: .cell(IndexPath(section: 0, item: 0)))).center
        let target = try #require(t.nextLayout.attributes(for: Self.cell)).center
        #expect(isClose(try #require(t.animation(for: Self.cell)).delay, 0.001 * anchor.distance(to: target), relative: 1e-12))
        #expect(t.animation(for: .cell(IndexPath(section: 0, item: 0)))?.delay == 0)
    }

    @Test func snapMakesNoAnimations() throws {
        let t = try Self.transition(Self.provider("snap"))
        #expect(t.animation(for: Self.cell) == nil && t.channelCount == 0)
    }

    @Test func badParametersNameTheirPath() {
        func error(_ name: String, _ json: String) -> String? {
            do {
                _ = try Self.provider(name, json)
                return nil
            } catch let error as DecodingError {
                return ScenarioError(error).description
            } catch {
                return "\(error)"
            }
        }
        #expect(error("spring", #"{"sping": {}}"#) == "$.sping: unknown key 'sping'; known keys: spring")
        #expect(error("per-channel", #"{"channels": {"opacity": {"response": 1, "dampingRatio": 1}}}"#)
            == "$.channels.opacity: unknown channel 'opacity'; known channels: centerX, centerY, width, height, translationX, translationY, scaleX, scaleY, rotation, shear, transform3D, alpha, center, size, transform")
        #expect(error("per-kind", #"{"cells": "wave"}"#)
            == "$.cells.name: unknown provider 'wave'; available: default, per-channel, per-kind, snap, spring, stagger")
        #expect(error("stagger", #"{"delayPerPoint": -0.5}"#) == "$.delayPerPoint: delayPerPoint is -0.5; must be between 0 and 1 seconds per point")
        #expect(error("snap", #"{"spring": {}}"#) == "$.spring: the snap provider takes no parameters")
    }

    @Test func registrationAndLookupErrors() throws {
        var registry = PluginRegistry.standard
        #expect(throws: PluginError.duplicate(kind: .provider, name: "stagger")) {
            try registry.register(provider: "stagger") { _ in .snap }
        }
        #expect(throws: PluginError.invalidName("")) { try registry.register(provider: "") { _ in .snap } }
        try registry.register(provider: "stagger", replacing: true) { _ in .snap }
        #expect(try Self.transition(registry.makeProvider(named: "stagger")).channelCount == 0)
        #expect(errorMessage { _ = try PluginRegistry.standard.makeProvider(named: "wave") }
            == "unknown provider 'wave'; available: default, per-channel, per-kind, snap, spring, stagger")
    }
}

/// Integrator parameters: each built-in takes only its own.
@Suite struct PluginIntegratorParameterTests {
    static func error(_ name: String, _ json: String) -> String? {
        do {
            _ = try PluginRegistry.standard.makeIntegrator(named: name, parameters: scenarioJSON(json).decoder())
            return nil
        } catch let error as DecodingError {
            return ScenarioError(error).description
        } catch {
            return "\(error)"
        }
    }

    @Test func unknownOrMisplacedKeysAreErrors() {
        #expect(Self.error("gsl-rkf45", #"{"substep": 0.01}"#) == "$.substep: unknown gsl-rkf45 parameter 'substep'; known parameters: absolute, relative")
        #expect(Self.error("rk4-substeps", #"{"absolute": 1e-9}"#) == "$.absolute: unknown rk4-substeps parameter 'absolute'; known parameters: substep")
        #expect(Self.error("exact", #"{"order": 4}"#) == "$.order: exact takes no parameters")
        #expect(Self.error("semi-implicit-euler", #"{"substep": 0.001}"#) == "$.substep: semi-implicit-euler takes no parameters")
        #expect(Self.error("gsl-rk8pd", #"{"absolute": 1e-9, "relative": 0}"#) == nil)
        #expect(Self.error("exact", "{}") == nil)
    }

    @Test func gslTolerancesFollowODETolerance() {
        // Absolute and relative are independent; absolute 0 is purely relative.
        #expect(Self.error("gsl-rkf45", #"{"absolute": 0, "relative": 1e-6}"#) == nil)
        #expect(Self.error("gsl-rkf45", #"{"absolute": 0, "relative": 0}"#)
            == "Invalid tolerance.relative = 0.0: must be greater than 0 when tolerance.absolute is 0 (no error would ever be accepted).")
        #expect(Self.error("gsl-rkf45", #"{"relative": -1}"#) == "Invalid tolerance.relative = -1.0: must be a finite number at least 0.")
    }
}
