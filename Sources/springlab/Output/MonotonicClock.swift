#if canImport(Glibc)
import Glibc
#endif

/// Nanoseconds on the monotonic clock (for per-frame timings).
func monotonicNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}
