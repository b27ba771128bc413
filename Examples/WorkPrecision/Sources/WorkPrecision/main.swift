// Benchmarks GSL's steppers on a problem defined here, not in the library: logistic growth
// y' = r·y·(1 − y/K), whose exact solution is y(t) = K / (1 + (K/y0 − 1)·e^(−r·t)).
// The system has no Jacobian: the implicit steppers get one by finite differences.
import Foundation
import IntegratorLab
import SpringDynamics

let r = 3.0, capacity = 10.0, y0 = 0.1
let logistic = try ODESystem(dimension: 1) { _, y, dydt in
    dydt[0] = r * y[0] * (1 - y[0] / capacity)
}
let problem = try IntegratorProblem(
    name: "logistic", summary: "logistic growth r = 3, K = 10 from 0.1, t = 5",
    system: logistic, initialState: [y0], endTime: 5, componentNames: ["y"],
    reference: .exact { t in [capacity / (1 + (capacity / y0 - 1) * exp(-r * t))] },
    errorNorm: .relative(floor: 1e-3))

var study = WorkPrecisionStudy(problems: [problem], tolerances: try WorkPrecisionStudy.paired([1e-4, 1e-6, 1e-8, 1e-10]))
study.methods = [.gsl(.rkf45), .gsl(.rk8pd), .gsl(.msbdf), .gsl(.bsimp)]
study.repetitions = 5
let report = try study.run()
print(report.markdown(timings: false), terminator: "")

let outputPath = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "work-precision.svg"
let svg = report.svg()
try svg.write(toFile: outputPath, atomically: true, encoding: .utf8)

// Checks that make the example self-verifying (scripts/examples-test.sh greps these lines).
let failed = report.failures.count
print("problem logistic: \(report.runs.count) runs, \(failed) failed")
var falls = true
for method in study.methods.map(\.name) {
    let errors = report.runs.filter { $0.method == method }.compactMap(\.finalError)
    let best = errors.min() ?? .infinity, worst = errors.max() ?? 0
    if errors.count != 4 || !(best < worst / 10) { falls = false }
}
print("final error falls with the tolerance for every stepper: \(falls ? "yes" : "no")")
let finiteDifferences = report.runs.filter { $0.method == "gsl-msbdf" || $0.method == "gsl-bsimp" }.allSatisfy { $0.statistics.finiteDifferenceEvaluations > 0 }
print("implicit steppers used finite-difference Jacobians: \(finiteDifferences ? "yes" : "no")")
print("diagram: \(outputPath) (\(svg.utf8.count) bytes, \(svg.components(separatedBy: "<polyline").count - 1) curves)")
