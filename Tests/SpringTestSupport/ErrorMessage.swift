/// The thrown error's description, or `nil` when `body` does not throw.
public func errorMessage(_ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch {
        return String(describing: error)
    }
}
