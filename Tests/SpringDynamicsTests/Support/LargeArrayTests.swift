// LargeArrays: the huge-page advice leaves every array's contents and capacity what the plain
// calls give, and the kernel takes it where transparent huge pages are on.

#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import LargeArrays

@Suite struct LargeArrayTests {
    /// Counts below, at and far above the advised size, for 1-, 4- and 8-byte elements.
    @Test(arguments: [0, 1, 1000, LargeArray.threshold / 8, LargeArray.threshold / 8 + 1, 3 << 20])
    func repeatingMatchesThePlainInitializer(count: Int) {
        #expect(Array(largeRepeating: -1.5, count: count) == Array(repeating: -1.5, count: count))
        #expect(Array(largeRepeating: Int32(-7), count: count) == Array(repeating: Int32(-7), count: count))
        #expect(Array(largeRepeating: UInt8(3), count: count) == Array(repeating: UInt8(3), count: count))
    }

    @Test(arguments: [0, 10, 600_000, 2_000_000])
    func reservingKeepsTheContentsAndMakesRoom(count: Int) {
        var values = (0..<37).map(Double.init)
        values.reserveLargeCapacity(count)
        #expect(values.capacity >= Swift.max(count, 37))
        #expect(values == (0..<37).map(Double.init))
        let storage = values.withUnsafeBufferPointer { $0.baseAddress }
        for i in 37..<Swift.max(count, 37) { values.append(Double(i)) }
        // Appending up to the reserved count never moves the storage.
        #expect(values.withUnsafeBufferPointer { $0.baseAddress } == storage)
        #expect(values.count == Swift.max(count, 37))
        #expect(values.last == Double(Swift.max(count, 37) - 1))
    }

    @Test func smallStorageIsNotAdvised() {
        var bytes = [UInt8](repeating: 0, count: LargeArray.threshold - 1)
        let advised = bytes.withUnsafeMutableBytes { LargeArray.advise($0.baseAddress!, bytes: $0.count) }
        #expect(!advised)
    }

    #if os(Linux)
    /// Where the kernel offers transparent huge pages (`always` or `madvise`), it takes the advice
    /// for storage that holds whole 2 MiB pages; with `never` (or no such file) nothing is claimed.
    @Test func theKernelTakesTheAdviceWhereHugePagesAreOn() throws {
        guard let file = fopen("/sys/kernel/mm/transparent_hugepage/enabled", "r") else { return }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 128)
        guard fgets(&line, 128, file) != nil else { return }
        let setting = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard !setting.contains("[never]") else { return }
        var values = [Double](largeRepeating: 0, count: (LargeArray.threshold + 2 * LargeArray.hugePage) / 8)
        let advised = values.withUnsafeMutableBytes { LargeArray.advise($0.baseAddress!, bytes: $0.count) }
        #expect(advised)
        #expect(values.allSatisfy { $0 == 0 })
    }
    #endif
}
