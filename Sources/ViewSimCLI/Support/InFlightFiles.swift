// The one owner of the CLI's temporary files while they are in flight: created
// (mkstemp), renamed over their destination or removed, all under one lock, so
// a SIGINT or SIGTERM at any moment finds a consistent list. The first temporary
// file installs the signal handling, once: a sigaction handler that only writes
// the signal's number to a pipe (all a handler may safely do), and a thread that
// reads it, takes the lock, unlinks every registered file and ends the process
// by the same signal (its exit status in a shell: 128 + the signal's number).
// Simplifies: a signal that was ignored when the process started stays ignored;
// SIGKILL and crashes cannot be caught, so their temporary files stay.
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Temporary files being written, removed if the process is interrupted.
enum InFlightFiles {
    /// The temporary files now in flight (in the order they were created) and
    /// whether the signal handling is installed.
    private struct State {
        var paths: [String] = []
        var handlesSignals = false
    }

    private static let state = Mutex(State())

    /// A system call that failed, with its `errno`.
    struct Failure: Error {
        let code: Int32
    }

    /// The signals that remove the in-flight files before the process ends.
    private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Creates a new temporary file from `template` (a path ending in `XXXXXX`, as
    /// mkstemp(3) wants) and registers it.
    ///
    /// - Returns: its open descriptor and path.
    static func create(template: String) throws(Failure) -> (descriptor: Int32, path: String) {
        try state.withLock { state throws(Failure) in
            if !state.handlesSignals {
                installSignalHandling()
                state.handlesSignals = true
            }
            var bytes = Array(template.utf8CString)
            let descriptor = bytes.withUnsafeMutableBufferPointer { buffer -> Int32 in
                guard let base = buffer.baseAddress else { return -1 }
                return mkstemp(base)
            }
            guard descriptor >= 0 else { throw Failure(code: errno) }
            let path = String(decoding: bytes.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
            state.paths.append(path)
            return (descriptor, path)
        }
    }

    /// Renames the registered `temporary` over `destination` and forgets it.
    ///
    /// A failed rename leaves the file registered (remove it).
    static func rename(_ temporary: String, over destination: String) throws(Failure) {
        try state.withLock { state throws(Failure) in
            guard renameFile(temporary, destination) == 0 else { throw Failure(code: errno) }
            state.paths.removeAll { $0 == temporary }
        }
    }

    /// Removes the registered `temporary` and forgets it.
    static func remove(_ temporary: String) {
        state.withLock { state in
            unlink(temporary)
            state.paths.removeAll { $0 == temporary }
        }
    }

    /// Called with the lock held, once: the pipe, the handler and the thread that cleans up.
    private static func installSignalHandling() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        signalPipe = ends[1]
        let reader = ends[0]
        Thread {
            var number: UInt8 = 0
            while read(reader, &number, 1) < 0, errno == EINTR {}
            endProcess(signal: Int32(number))
        }.start()
        for signal in signals { installHandler(for: signal) }
    }

    /// Unlinks every registered file, then ends the process by `signal` (or exits with 128 + it).
    private static func endProcess(signal: Int32) -> Never {
        // The lock stays held: no new temporary file starts while the process ends.
        state.withLock { state -> Never in
            for path in state.paths { unlink(path) }
            state.paths.removeAll()
            var action = sigaction()
            sigemptyset(&action.sa_mask)
            setHandler(&action, nil)
            sigaction(signal, &action, nil)
            kill(getpid(), signal)
            var pause = timespec(tv_sec: 1, tv_nsec: 0)
            nanosleep(&pause, nil)  // The signal ends the process; this is its last resort.
            _exit(128 + signal)
        }
    }

    /// Routes `signal` to the pipe, unless the process was started ignoring it.
    private static func installHandler(for signal: Int32) {
        var previous = sigaction()
        guard sigaction(signal, nil, &previous) == 0, !isIgnored(previous) else { return }
        var action = sigaction()
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        setHandler(&action) { number in
            var byte = UInt8(truncatingIfNeeded: number)
            _ = write(signalPipe, &byte, 1)
        }
        sigaction(signal, &action, nil)
    }
}

/// The pipe's write end, the one thing the signal handler touches: set once, under
/// the lock, before any handler is installed.
nonisolated(unsafe) private var signalPipe: Int32 = -1

/// The system call `rename`, named apart from `InFlightFiles.rename`.
private func renameFile(_ old: String, _ new: String) -> Int32 {
    rename(old, new)
}

/// Sets `action`'s handler (nil: the default action).
private func setHandler(_ action: inout sigaction, _ handler: (@convention(c) (Int32) -> Void)?) {
    #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = handler ?? SIG_DFL
    #else
        action.__sigaction_handler.sa_handler = handler ?? SIG_DFL
    #endif
}

/// Whether `action` ignores its signal (SIG_IGN).
private func isIgnored(_ action: sigaction) -> Bool {
    #if canImport(Darwin)
        let handler = action.__sigaction_u.__sa_handler
    #else
        let handler = action.__sigaction_handler.sa_handler
    #endif
    guard let handler else { return false }
    return unsafeBitCast(handler, to: Int.self) == 1  // SIG_IGN is the handler 1.
}
