import SpringTransitions

/// An index path written `[section, item]` (both integers ≥ 0), as scenario files write them.
struct IndexPathArray: Decodable {
    var indexPath: IndexPath

    init(from decoder: any Decoder) throws {
        var c = try decoder.unkeyedContainer()
        let path = decoder.codingPath
        var numbers: [Int] = []
        while !c.isAtEnd { numbers.append(try c.decode(Int.self)) }
        guard numbers.count == 2 else {
            throw ScenarioCoding.failure(path, "an index path is [section, item]; got \(numbers.count) number\(numbers.count == 1 ? "" : "s")")
        }
        guard numbers[0] >= 0, numbers[1] >= 0 else {
            throw ScenarioCoding.failure(path, "an index path's section and item must not be negative; got [\(numbers[0]), \(numbers[1])]")
        }
        indexPath = IndexPath(section: numbers[0], item: numbers[1])
    }
}
