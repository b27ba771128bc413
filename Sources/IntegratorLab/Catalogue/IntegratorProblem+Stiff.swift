import SpringDynamics

// The stiff problems of the IVP test set (F. Mazzia and F. Magherini, "Test Set for Initial
// Value Problem Solvers", University of Bari, release 2.4, 2008): their definitions, and their
// reference end states, computed there with RADAU5 at tolerances near 1e-18.

extension IntegratorProblem {
    /// The source every stiff problem cites.
    static let testSetSource = "Mazzia & Magherini, IVP test set, Univ. of Bari, release 2.4"

    /// A stiff problem of the test set: `dimension` equations with their analytic Jacobian, the
    /// test set's end state as reference, errors relative per component (no floor), a first step
    /// of 1e-6 and components named `y1`, `y2`, ….
    static func testSetProblem(
        name: String, summary: String, dimension: Int, initialState: [Double], endTime: Double,
        absoluteToleranceScale: Double = 1, reference: [Double],
        function: @escaping ODESystem.Function, jacobian: @escaping ODESystem.Jacobian
    ) throws -> IntegratorProblem {
        var problem = try IntegratorProblem(
            name: name, summary: summary, group: "ivp-testset",
            makeSystem: { try ODESystem(dimension: dimension, function: function, jacobian: jacobian) },
            initialState: initialState, endTime: endTime, componentNames: (1...dimension).map { "y\($0)" },
            reference: .endState(reference, source: testSetSource), errorNorm: .relative(floor: 0), initialStep: 1e-6)
        problem.isStiff = true
        problem.absoluteToleranceScale = absoluteToleranceScale
        return problem
    }

    /// ROBER, Robertson's chemical kinetics, to t = 1e11:
    /// `y1' = −0.04·y1 + 1e4·y2·y3`, `y2' = 0.04·y1 − 1e4·y2·y3 − 3e7·y2²`, `y3' = 3e7·y2²`,
    /// from (1, 0, 0). Errors are relative per component (y2 ends near 8e-14); a paired
    /// tolerance `tol` is absolute `tol·1e-4`.
    public static func rober() throws -> IntegratorProblem {
        try testSetProblem(
            name: "rober", summary: "Robertson chemical kinetics, 3 species, stiff, t = 1e11",
            dimension: 3, initialState: [1, 0, 0], endTime: 1e11, absoluteToleranceScale: 1e-4,
            reference: [0.2083340149701255e-7, 0.8333360770334713e-13, 0.9999999791665050],
            function: { _, y, f in
                f[0] = -0.04 * y[0] + 1e4 * y[1] * y[2]
                f[1] = 0.04 * y[0] - 1e4 * y[1] * y[2] - 3e7 * y[1] * y[1]
                f[2] = 3e7 * y[1] * y[1]
            }, jacobian: { _, y, J, dfdt in
                J[0] = -0.04; J[1] = 1e4 * y[2]; J[2] = 1e4 * y[1]
                J[3] = 0.04; J[4] = -1e4 * y[2] - 6e7 * y[1]; J[5] = -1e4 * y[1]
                J[6] = 0; J[7] = 6e7 * y[1]; J[8] = 0
                for i in 0..<3 { dfdt[i] = 0 }
            })
    }

    /// HIRES, a plant's response to light (8 species), to t = 321.8122. Errors are relative per
    /// component; a paired tolerance `tol` is absolute `tol·1e-4` (the components are 1e-4 to 1e-2).
    public static func hires() throws -> IntegratorProblem {
        try testSetProblem(
            name: "hires", summary: "HIRES plant physiology, 8 species, stiff, t = 321.8122",
            dimension: 8, initialState: [1, 0, 0, 0, 0, 0, 0, 0.0057], endTime: 321.8122, absoluteToleranceScale: 1e-4,
            reference: [0.7371312573325668e-3, 0.1442485726316185e-3, 0.5888729740967575e-4, 0.1175651343283149e-2,
                         0.2386356198831331e-2, 0.6238968252742796e-2, 0.2849998395185769e-2, 0.2850001604814231e-2],
            function: { _, y, f in
                f[0] = -1.71 * y[0] + 0.43 * y[1] + 8.32 * y[2] + 0.0007
                f[1] = 1.71 * y[0] - 8.75 * y[1]
                f[2] = -10.03 * y[2] + 0.43 * y[3] + 0.035 * y[4]
                f[3] = 8.32 * y[1] + 1.71 * y[2] - 1.12 * y[3]
                f[4] = -1.745 * y[4] + 0.43 * y[5] + 0.43 * y[6]
                f[5] = -280 * y[5] * y[7] + 0.69 * y[3] + 1.71 * y[4] - 0.43 * y[5] + 0.69 * y[6]
                f[6] = 280 * y[5] * y[7] - 1.81 * y[6]
                f[7] = -f[6]
            }, jacobian: { _, y, J, dfdt in
                for i in 0..<64 { J[i] = 0 }
                for i in 0..<8 { dfdt[i] = 0 }
                func set(_ i: Int, _ j: Int, _ v: Double) { J[i * 8 + j] = v }
                set(0, 0, -1.71); set(0, 1, 0.43); set(0, 2, 8.32)
                set(1, 0, 1.71); set(1, 1, -8.75)
                set(2, 2, -10.03); set(2, 3, 0.43); set(2, 4, 0.035)
                set(3, 1, 8.32); set(3, 2, 1.71); set(3, 3, -1.12)
                set(4, 4, -1.745); set(4, 5, 0.43); set(4, 6, 0.43)
                set(5, 3, 0.69); set(5, 4, 1.71); set(5, 5, -280 * y[7] - 0.43); set(5, 6, 0.69); set(5, 7, -280 * y[5])
                set(6, 5, 280 * y[7]); set(6, 6, -1.81); set(6, 7, 280 * y[5])
                set(7, 5, -280 * y[7]); set(7, 6, 1.81); set(7, 7, -280 * y[5])
            })
    }

    /// OREGO, the Oregonator (Belousov–Zhabotinskii reaction), to t = 360. Errors are relative
    /// per component.
    public static func orego() throws -> IntegratorProblem {
        try testSetProblem(
            name: "orego", summary: "Oregonator (Belousov-Zhabotinskii), 3 species, stiff, t = 360",
            dimension: 3, initialState: [1, 2, 3], endTime: 360,
            reference: [0.1000814870318523e1, 0.1228178521549917e4, 0.1320554942846706e3],
            function: { _, y, f in
                f[0] = 77.27 * (y[1] + y[0] * (1 - 8.375e-6 * y[0] - y[1]))
                f[1] = (y[2] - (1 + y[0]) * y[1]) / 77.27
                f[2] = 0.161 * (y[0] - y[2])
            }, jacobian: { _, y, J, dfdt in
                J[0] = 77.27 * (1 - 2 * 8.375e-6 * y[0] - y[1]); J[1] = 77.27 * (1 - y[0]); J[2] = 0
                J[3] = -y[1] / 77.27; J[4] = -(1 + y[0]) / 77.27; J[5] = 1 / 77.27
                J[6] = 0.161; J[7] = 0; J[8] = -0.161
                for i in 0..<3 { dfdt[i] = 0 }
            })
    }

    /// VDPOL, the van der Pol oscillator with ε = 1e-6 in the test set's scaling,
    /// `y1' = y2`, `y2' = ((1 − y1²)·y2 − y1)/ε`, from (2, 0) to t = 2. Errors are relative per
    /// component.
    public static func vdpol() throws -> IntegratorProblem {
        let epsilon = 1e-6
        return try testSetProblem(
            name: "vdpol", summary: "van der Pol oscillator, eps = 1e-6, stiff, t = 2",
            dimension: 2, initialState: [2, 0], endTime: 2,
            reference: [0.1706167732170483e1, -0.8928097010247975e0],
            function: { _, y, f in
                f[0] = y[1]
                f[1] = ((1 - y[0] * y[0]) * y[1] - y[0]) / epsilon
            }, jacobian: { _, y, J, dfdt in
                J[0] = 0; J[1] = 1
                J[2] = (-2 * y[0] * y[1] - 1) / epsilon; J[3] = (1 - y[0] * y[0]) / epsilon
                dfdt[0] = 0; dfdt[1] = 0
            })
    }
}
