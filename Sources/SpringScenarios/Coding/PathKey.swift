import SpringTransitions

/// A coding key for paths built at run time: an object member name or an array index.
package struct PathKey: CodingKey, Sendable, Hashable {
    /// The member name, or the index as text.
    package var stringValue: String
    /// The array index, or `nil` for a member.
    package var intValue: Int?

    /// An object member.
    package init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    /// An array index.
    package init(intValue: Int) {
        self.stringValue = "\(intValue)"
        self.intValue = intValue
    }

    /// An object member.
    package init(_ name: String) { self.init(stringValue: name) }

    /// An array index.
    package init(index: Int) { self.init(intValue: index) }

    /// A coding path as JSONPath: `$` for the root, then `.name` per member and `[i]` per index,
    /// for example `$.timeline[1].retarget.to.parameters.columns`.
    package static func path(_ codingPath: [any CodingKey]) -> String {
        var text = "$"
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += "." + key.stringValue
            }
        }
        return text
    }
}
