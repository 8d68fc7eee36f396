// Keeps what the simulated app prints (Self._printChanges() lines, which the
// core also records in the trace) out of the CLI's own standard output, so
// `viewsim trace` prints the trace and nothing else.
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Points standard output at /dev/null while a lesson's frames run, and back.
///
/// ```swift
/// let appOutput = SimulatedAppOutput()
/// appOutput.silence()
/// defer { appOutput.restore() }
/// ```
final class SimulatedAppOutput {
    private var saved: Int32 = -1

    /// Sends standard output to /dev/null until `restore()`. Does nothing if it
    /// can't (the lines then show up in the output, which is harmless).
    func silence() {
        guard saved < 0 else { return }
        fflush(nil)
        let null = open("/dev/null", O_WRONLY)
        guard null >= 0 else { return }
        let copy = dup(STDOUT_FILENO)
        if copy >= 0, dup2(null, STDOUT_FILENO) >= 0 {
            saved = copy
        } else if copy >= 0 {
            close(copy)
        }
        close(null)
    }

    /// Points standard output back where it was.
    func restore() {
        guard saved >= 0 else { return }
        fflush(nil)
        dup2(saved, STDOUT_FILENO)
        close(saved)
        saved = -1
    }
}
