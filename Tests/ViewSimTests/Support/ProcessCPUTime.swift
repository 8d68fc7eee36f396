// The CPU time this test process has used (user + system, from the kernel), for
// tests that check how a cost grows: CPU time, unlike wall time, does not grow
// when the machine is busy with other work.
import Foundation

/// The CPU seconds this process has used so far.
func processCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(
        usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}
