/// A write position in a byte buffer with room reserved in advance: the unchecked, allocation-free
/// writer the record formatting of `springlab simulate` uses. The caller guarantees the room
/// (see ``TextSink/append(reserving:_:)``).
struct ByteCursor {
    /// The next byte to write.
    private(set) var position: UnsafeMutablePointer<UInt8>

    /// A cursor at `start`.
    init(_ start: UnsafeMutablePointer<UInt8>) { position = start }

    /// Writes one byte.
    @inline(__always)
    mutating func put(_ byte: UInt8) {
        position.pointee = byte
        position += 1
    }

    /// Moves past `count` bytes the caller wrote at ``position``.
    @inline(__always)
    mutating func skip(_ count: Int) { position += count }

    /// Writes `bytes`.
    @inline(__always)
    mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        position.update(from: base, count: bytes.count)
        position += bytes.count
    }

    /// Writes the UTF-8 of `text`.
    @inline(__always)
    mutating func put(_ text: String) {
        var text = text
        text.withUTF8 { put($0) }
    }
}

extension [UInt8] {
    /// Appends what `body` writes through a cursor into `room` reserved bytes (at most `room`).
    mutating func append(reserving room: Int, _ body: (inout ByteCursor) -> Void) {
        let written = [UInt8](unsafeUninitializedCapacity: room) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            var cursor = ByteCursor(base)
            body(&cursor)
            initialized = cursor.position - base
        }
        append(contentsOf: written)
    }
}
