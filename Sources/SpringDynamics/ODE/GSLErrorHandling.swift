internal import CGSL

/// Turns GSL's default error handler (which calls `abort()`) off, once per process.
///
/// A global `let` is initialised lazily and exactly once, thread-safely (`swift_once`), so
/// evaluating ``gslErrorHandlerIsOff`` before the first GSL call is enough. Every GSL status
/// is then returned to us and mapped to an ``ODEError``.
let gslErrorHandlerIsOff: Bool = {
    _ = gsl_set_error_handler_off()
    return true
}()

/// Makes sure GSL's aborting error handler is off. Call before any GSL function.
@inline(__always)
func ensureGSLErrorHandlerOff() {
    _ = gslErrorHandlerIsOff
}

/// GSL's human-readable text for a status code (`gsl_strerror`).
func gslErrorText(_ status: Int32) -> String {
    ensureGSLErrorHandlerOff()
    guard let text = gsl_strerror(status) else { return "unknown GSL status" }
    return String(cString: text)
}

/// GSL status codes as `Int32`, the type the C functions return (the constants import as `Int`).
enum GSLStatus {
    static let success = Int32(GSL_SUCCESS)
    static let failure = Int32(GSL_FAILURE)
    static let badFunction = Int32(GSL_EBADFUNC)
    static let fault = Int32(GSL_EFAULT)
    static let maximumIterations = Int32(GSL_EMAXITER)
    static let noProgress = Int32(GSL_ENOPROG)
    static let underflow = Int32(GSL_EUNDRFLW)
    static let noMemory = Int32(GSL_ENOMEM)
}
