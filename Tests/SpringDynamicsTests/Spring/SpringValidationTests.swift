import Testing
@testable import SpringDynamics

/// One bad input and the exact message it must produce.
struct BadSpringInput: Sendable, CustomTestStringConvertible {
    let make: @Sendable () throws -> Spring
    let message: String
    var testDescription: String { message }

    init(_ message: String, _ make: @escaping @Sendable () throws -> Spring) {
        self.message = message
        self.make = make
    }
}

@Suite("Spring validation")
struct SpringValidationTests {
    static let cases: [BadSpringInput] = [
        // Physical coefficients.
        .init("invalid spring parameter stiffness = -1.0: must be greater than 0") { try Spring(stiffness: -1, damping: 1) },
        .init("invalid spring parameter stiffness = 0.0: must be greater than 0") { try Spring(stiffness: 0, damping: 1) },
        .init("invalid spring parameter stiffness = nan: must be finite") { try Spring(stiffness: .nan, damping: 1) },
        .init("invalid spring parameter stiffness = inf: must be finite") { try Spring(stiffness: .infinity, damping: 1) },
        .init("invalid spring parameter mass = 0.0: must be greater than 0") { try Spring(mass: 0, stiffness: 1, damping: 1) },
        .init("invalid spring parameter mass = -2.0: must be greater than 0") { try Spring(mass: -2, stiffness: 1, damping: 1) },
        .init("invalid spring parameter mass = -inf: must be finite") { try Spring(mass: -.infinity, stiffness: 1, damping: 1) },
        .init("invalid spring parameter damping = -0.5: must be greater than or equal to 0") { try Spring(stiffness: 1, damping: -0.5) },
        .init("invalid spring parameter damping = nan: must be finite") { try Spring(stiffness: 1, damping: .nan) },
        .init("invalid spring parameter stiffness = 10000000000.0: divided by mass must be greater than 0 and at most 1e300") {
            try Spring(mass: 1e-300, stiffness: 1e10, damping: 0)
        },
        .init("invalid spring parameter stiffness = 1e-300: divided by mass must be greater than 0 and at most 1e300") {
            try Spring(mass: 1e300, stiffness: 1e-300, damping: 0)
        },
        .init("invalid spring parameter damping = 1e-40: divided by mass must be at most 1e150") {
            try Spring(mass: 1e-200, stiffness: 1e-200, damping: 1e-40)
        },
        // Response and damping ratio.
        .init("invalid spring parameter response = 0.0: must be greater than 0") { try Spring(response: 0, dampingRatio: 1) },
        .init("invalid spring parameter response = -1.0: must be greater than 0") { try Spring(response: -1, dampingRatio: 1) },
        .init("invalid spring parameter response = inf: must be finite") { try Spring(response: .infinity, dampingRatio: 1) },
        .init("invalid spring parameter dampingRatio = -0.1: must be greater than or equal to 0") { try Spring(response: 1, dampingRatio: -0.1) },
        .init("invalid spring parameter dampingRatio = nan: must be finite") { try Spring(response: 1, dampingRatio: .nan) },
        .init("invalid spring parameter mass = nan: must be finite") { try Spring(response: 1, dampingRatio: 1, mass: .nan) },
        .init("invalid spring parameter response = 1e-160: must give stiffness/mass greater than 0 and at most 1e300 (got inf)") {
            try Spring(response: 1e-160, dampingRatio: 1)
        },
        .init("invalid spring parameter dampingRatio = 1e+308: must give damping/mass between 0 and 1e150 (got inf)") {
            try Spring(response: 1, dampingRatio: 1e308)
        },
        .init("invalid spring parameter mass = 1e+200: must give a finite stiffness greater than 0 (got inf)") {
            try Spring(response: 1e-100, dampingRatio: 0, mass: 1e200)
        },
        // Natural frequency.
        .init("invalid spring parameter naturalFrequency = 0.0: must be greater than 0") { try Spring(naturalFrequency: 0, dampingRatio: 1) },
        // Duration and bounce.
        .init("invalid spring parameter duration = 0.0: must be greater than 0") { try Spring(duration: 0, bounce: 0) },
        .init("invalid spring parameter duration = -inf: must be finite") { try Spring(duration: -.infinity) },
        .init("invalid spring parameter bounce = 1.5: must be greater than -1 and less than or equal to 1") { try Spring(duration: 1, bounce: 1.5) },
        .init("invalid spring parameter bounce = -1.0: must be greater than -1 and less than or equal to 1") { try Spring(bounce: -1) },
        .init("invalid spring parameter bounce = nan: must be finite") { try Spring(bounce: .nan) },
        .init("invalid spring parameter mass = 0.0: must be greater than 0") { try Spring(duration: 1, bounce: 0, mass: 0) },
        .init("invalid spring parameter duration = 1e-200: must give stiffness/mass greater than 0 and at most 1e300 (got inf)") {
            try Spring(duration: 1e-200)
        },
        // Origami.
        .init("invalid spring parameter origamiTension = -1.0: must be greater than or equal to 0") { try Spring(origamiTension: -1, origamiFriction: 7) },
        .init("invalid spring parameter origamiTension = 0.0: must give stiffness/mass greater than 0 and at most 1e300 (got 0.0)") {
            try Spring(origamiTension: 0, origamiFriction: 7)
        },
        .init("invalid spring parameter origamiFriction = -3.0: must be greater than or equal to 0") { try Spring(origamiTension: 40, origamiFriction: -3) },
        .init("invalid spring parameter origamiFriction = nan: must be finite") { try Spring(origamiTension: 40, origamiFriction: .nan) },
        // Bounciness and speed.
        .init("invalid spring parameter bounciness = -1.0: must be greater than or equal to 0") { try Spring(bounciness: -1, speed: 12) },
        .init("invalid spring parameter speed = inf: must be finite") { try Spring(bounciness: 4, speed: .infinity) },
        .init("invalid spring parameter speed = 1e+307: must give stiffness/mass greater than 0 and at most 1e300 (got inf)") {
            try Spring(bounciness: 0, speed: 1e307)
        },
        .init("invalid spring parameter bounciness = 1e+200: must give damping/mass between 0 and 1e150 (got inf)") {
            try Spring(bounciness: 1e200, speed: 12)
        },
    ]

    @Test("every bad input throws the exact message", arguments: cases)
    func badInput(_ input: BadSpringInput) {
        do {
            let spring = try input.make()
            Issue.record("expected \"\(input.message)\", got \(spring)")
        } catch let error as SpringParameterError {
            #expect(error.description == input.message)
            #expect("\(error)" == input.message)
        } catch {
            Issue.record("expected a SpringParameterError, got \(error)")
        }
    }

    @Test("the error names the caller's parameter, not the derived coefficient")
    func blamesCallerParameter() {
        #expect(throws: SpringParameterError(parameter: "bounce", value: 2,
                                             requirement: "must be greater than -1 and less than or equal to 1")) {
            try Spring(duration: 0.5, bounce: 2)
        }
    }

    @Test("an error equals itself even with a NaN value")
    func errorEquality() {
        let error = SpringParameterError(parameter: "mass", value: .nan, requirement: "must be finite")
        #expect(error == error)
        #expect(Set([error, error]).count == 1)
        #expect(error != SpringParameterError(parameter: "mass", value: 1, requirement: "must be finite"))
    }

    @Test("validation happens before anything else: the first bad parameter in order is reported")
    func firstBadParameterWins() {
        #expect(throws: SpringParameterError(parameter: "mass", value: -1, requirement: "must be greater than 0")) {
            try Spring(mass: -1, stiffness: -1, damping: -1)
        }
    }
}
