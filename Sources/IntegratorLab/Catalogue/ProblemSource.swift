import SpringDynamics

/// Resolves what a user names — a catalogue problem, a group, or a problem file — into problems.
///
/// `springlab integrators --problem` calls ``problems(named:)``. A name ending in `.json` is a
/// file, read by ``fileLoader`` (the problem-file format plugs in here); anything else is a
/// catalogue name or group:
/// - a problem's name (`hires`, `kepler-0.9`);
/// - a group (`spring`, `dynamics`, `ivp-testset` (the stiff problems), `nonstiff`), or `all`
///   for the `spring` group
///   (the default study, kept for compatibility).
public struct ProblemSource {
    /// Reads one problem from a file path.
    public typealias FileLoader = (_ path: String) throws -> IntegratorProblem

    /// The problems resolved by name.
    public var catalogue: [IntegratorProblem]
    /// Loads a path ending in `.json`; `nil` when files are not supported (they are then an error).
    public var fileLoader: FileLoader?

    /// A source over `catalogue` (default: ``IntegratorProblem/catalogue()``) and an optional
    /// file loader.
    public init(catalogue: [IntegratorProblem]? = nil, fileLoader: FileLoader? = nil) throws {
        self.catalogue = try catalogue ?? IntegratorProblem.catalogue()
        self.fileLoader = fileLoader
    }

    /// The group names ``problems(named:)`` takes besides the problems' own names.
    public var groups: [String] {
        var seen = Set<String>(), out: [String] = []
        for p in catalogue where seen.insert(p.group).inserted { out.append(p.group) }
        return out + ["all"]
    }

    /// Every name ``problems(named:)`` resolves without a file: problems, then groups.
    public var names: [String] { catalogue.map(\.name) + groups }

    /// The problems `name` stands for.
    ///
    /// - Throws: ``ProblemError/unknownProblem(name:available:)``, or for a file
    ///   ``ProblemError/unreadableFile(path:reason:)`` when there is no loader, or the loader's
    ///   own error.
    public func problems(named name: String) throws -> [IntegratorProblem] {
        if name.hasSuffix(".json") {
            guard let fileLoader else {
                throw ProblemError.unreadableFile(path: name, reason: "problem files are not supported by this build")
            }
            return [try fileLoader(name)]
        }
        if let problem = catalogue.first(where: { $0.name == name }) { return [problem] }
        let group = name == "all" ? "spring" : name
        let members = catalogue.filter { $0.group == group }
        guard !members.isEmpty else { throw ProblemError.unknownProblem(name: name, available: names) }
        return members
    }
}
