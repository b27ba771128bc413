/// The interned strings of a ``Recording``'s JSON: every element id, label and kind, each once,
/// in order of first use (frame by frame, element by element: id, label, kind).
struct StringTable {
    /// The strings, in index order.
    private(set) var strings: [String] = []
    private var indices: [String: Int] = [:]

    /// The table of every string `recording` refers to.
    init(_ recording: Recording) {
        for frame in recording.frames {
            for element in frame.elements {
                intern(element.id)
                intern(element.label)
                intern(element.kind.rawValue)
            }
        }
    }

    /// Adds `string` if it is new.
    private mutating func intern(_ string: String) {
        if indices[string] == nil {
            indices[string] = strings.count
            strings.append(string)
        }
    }

    /// The index of a string the table was built from.
    func index(of string: String) -> Int {
        guard let index = indices[string] else { preconditionFailure("string not in the table: \(string)") }
        return index
    }
}
