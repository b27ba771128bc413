#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import SpringDynamics
import Testing

/// ``ParkedThread``'s serve loop, as its owners use it: jobs posted one after another each run
/// once on the parked thread, a job posted while one runs is taken right after it, and `stop()`
/// joins the thread (also when it never started).
@Suite("ParkedThread: serve loop")
struct ParkedThreadTests {
    /// An owner in the style of the engine's helpers: a job counter, a done flag and the thread
    /// that ran the last job, all guarded by the parked thread's mutex.
    final class Owner: @unchecked Sendable {
        let parked = ParkedThread()
        var runs = 0
        var reports = 0
        var done = false
        var ranOnCaller = false
        let caller = pthread_self()

        init() throws {
            let status = parked.start { [unowned(unsafe) self] in
                self.parked.serve({
                    self.parked.lock()
                    self.runs += 1
                    self.ranOnCaller = self.ranOnCaller || pthread_equal(pthread_self(), self.caller) != 0
                    self.parked.unlock()
                }, report: {
                    self.reports += 1
                    self.done = true
                    self.parked.signalFinished()
                })
            }
            try #require(status == 0)
        }

        deinit { parked.stop() }

        /// Posts a job and waits for its report.
        func runOne() {
            parked.post { done = false }
            parked.lock()
            while !done { parked.waitFinished() }
            parked.unlock()
        }
    }

    @Test func postedJobsRunOnceEachOnTheParkedThread() throws {
        let owner = try Owner()
        for n in 1...50 {
            owner.runOne()
            owner.parked.lock()
            #expect(owner.runs == n && owner.reports == n, "after \(n) posts: \(owner.runs) runs, \(owner.reports) reports")
            owner.parked.unlock()
        }
        owner.parked.lock()
        #expect(!owner.ranOnCaller)
        owner.parked.unlock()
    }

    @Test func aJobPostedWhileOneRunsIsTakenAfterItAndStopJoins() throws {
        let owner = try Owner()
        // Two posts without waiting: the second sets the pending flag again (while the first is
        // pending or running), so the loop runs the job once or twice — never zero times, never more.
        owner.parked.post { owner.done = false }
        owner.parked.post { owner.done = false }
        owner.parked.lock()
        while !owner.done { owner.parked.waitFinished() }
        owner.parked.unlock()
        // Joined: every job that ran has reported, and nothing runs any more.
        owner.parked.stop()
        #expect(owner.runs >= 1 && owner.runs <= 2, "\(owner.runs) runs")
        #expect(owner.reports == owner.runs)
        owner.parked.post { owner.done = false }
        #expect(owner.runs <= 2)
    }

    @Test func stopWithoutAThreadReturns() {
        let parked = ParkedThread()
        parked.stop()
        parked.stop()
    }
}
