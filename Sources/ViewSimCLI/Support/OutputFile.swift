// One file the CLI writes (`-o`, and each file of `run --out`), opened before the
// run so that a path viewsim cannot write is refused before any work, and
// committed after it. What the path names decides how it is written:
//   - `-` is standard output, and so are /dev/stdout, /dev/fd/N and /proc/self/fd/N
//     (the descriptor itself is written);
//   - an existing FIFO or character device is opened and written through, never replaced;
//   - a symlink is followed (each link in turn) and its target is what is written;
//   - a regular file or a new path is written whole or not at all: a temporary file
//     in the same directory (`.name.XXXXXX`, owned by InFlightFiles, which removes it
//     on SIGINT or SIGTERM), then a rename over the destination.
// Paths are shown exactly as given. Simplifies: a block device, socket or directory
// is refused; a replaced file gets the usual mode (0666 less the umask), not the old file's.
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An output file opened before the work that fills it.
///
/// ```swift
/// let file = try OutputFile(path: "trace.json")   // before the run: refuses what it can't write
/// try file.commit(Array(json.utf8))               // after it
/// ```
final class OutputFile {
    /// Test-only hook: when set to a path, `commit` creates that file and sleeps
    /// before its rename, so a test can interrupt the process at that moment.
    static let pauseBeforeRenameVariable = "VIEWSIM_TEST_PAUSE_BEFORE_RENAME"

    /// What `-o` does, for an option's help: "(… for standard output; …)".
    static let helpSummary =
        "- for standard output; a file is replaced whole, a FIFO or device written through, a link's target replaced"

    /// What `-o` does, for a command's discussion.
    static let helpParagraph = """
        Output: -o - writes to standard output. A regular file or a new path is written \
        whole or not at all: a temporary file beside it, renamed over it once complete \
        (and removed if the command is interrupted with Ctrl-C). An existing FIFO or \
        character device (/dev/null, /dev/stdout) is written through, never replaced. A \
        symbolic link is followed: the link stays, and the file it points to is replaced \
        the same way, in that file's directory.
        """

    /// How the bytes reach the path.
    private enum Target {
        /// A descriptor the process already has (standard output, /dev/fd/N).
        case descriptor(Int32)
        /// An existing FIFO or character device, opened when the bytes are ready.
        case device(String)
        /// A temporary file, renamed over `destination` once it is complete.
        case replacing(temporary: String, descriptor: Int32, destination: String)
    }

    /// The path as the user gave it.
    let path: String
    private var target: Target?

    /// Whether the bytes go to the process's standard output (then print no "Wrote" line there).
    let isStandardOutput: Bool

    /// Opens `path` for writing, or explains why it cannot be written.
    init(path: String) throws {
        self.path = path
        let target = try Self.open(path)
        self.target = target
        if case .descriptor(STDOUT_FILENO) = target { isStandardOutput = true } else { isStandardOutput = false }
    }

    deinit { discard() }

    /// Writes `bytes` to the path: to a descriptor or device as they are; to a
    /// file whole, by renaming the finished temporary file over it.
    func commit(_ bytes: [UInt8]) throws {
        guard let target else { throw CLIError("cannot write '\(path)' twice.") }
        self.target = nil
        switch target {
        case .descriptor(let descriptor):
            fflush(nil)  // What `print` buffered goes first.
            if let failure = Self.writeAll(bytes, to: descriptor) { throw error(failure) }
        case .device(let device):
            let descriptor = openFile(device, O_WRONLY | O_NOCTTY | O_CLOEXEC)
            guard descriptor >= 0 else { throw error(errno) }
            var failure = Self.writeAll(bytes, to: descriptor)
            if close(descriptor) != 0, failure == nil { failure = errno }
            if let failure { throw error(failure) }
        case .replacing(let temporary, let descriptor, let destination):
            var failure = Self.writeAll(bytes, to: descriptor)
            // mkstemp creates the file readable by its owner only; give it the usual mode.
            let mask = umask(0)
            umask(mask)
            if failure == nil, fchmod(descriptor, 0o666 & ~mask) != 0 { failure = errno }
            if close(descriptor) != 0, failure == nil { failure = errno }
            if failure == nil {
                Self.pauseIfATestAsks()
                do { try InFlightFiles.rename(temporary, over: destination) } catch { failure = error.code }
            }
            if let failure {
                InFlightFiles.remove(temporary)
                throw self.error(failure)
            }
        }
    }

    /// Gives up the file: a temporary file is removed, the destination untouched.
    func discard() {
        guard case .replacing(let temporary, let descriptor, _)? = target else {
            target = nil
            return
        }
        target = nil
        close(descriptor)
        InFlightFiles.remove(temporary)
    }

    /// Opens `path` and writes `bytes` to it at once (for a directory checked already).
    static func write(_ bytes: [UInt8], to path: String) throws {
        try OutputFile(path: path).commit(bytes)
    }

    // MARK: Opening

    /// What `path` names, followed link by link, and how to write it.
    private static func open(_ path: String) throws -> Target {
        if path == "-" { return .descriptor(STDOUT_FILENO) }
        var current = path
        // Links followed so far; the kernel's own limit on a chain of links is 40.
        for _ in 0..<40 {
            if let descriptor = descriptorNumber(current) { return try openDescriptor(descriptor, for: path) }
            let (directory, name) = split(current)
            guard !name.isEmpty else {
                throw CLIError(
                    "cannot write '\(path)': it names a directory; give a file name such as '\(OutputDirectory.join(path, "out.txt"))'."
                )
            }
            var info = stat()
            guard lstat(current, &info) == 0 else {
                // A missing file, or a missing or misnamed directory (explained below).
                guard errno == ENOENT || errno == ENOTDIR else {
                    throw CLIError("cannot write '\(path)': \(reason(errno)). Choose another path.")
                }
                return try openTemporary(in: directory, replacing: current, for: path)
            }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                current = try linkTarget(current, in: directory, for: path)
            case S_IFREG:
                return try openTemporary(in: directory, replacing: current, for: path)
            case S_IFIFO, S_IFCHR:
                guard access(current, W_OK) == 0 else {
                    throw CLIError("cannot write '\(path)': \(reason(errno)). Choose a path you can write to.")
                }
                return .device(current)
            case S_IFDIR:
                throw CLIError(
                    "cannot write '\(path)': \(current == path ? "it" : "'\(current)'") is a directory; give a file name such as '\(OutputDirectory.join(path, "out.txt"))'."
                )
            default:
                throw CLIError(
                    "cannot write '\(path)': \(current == path ? "it" : "'\(current)'") is neither a file, a FIFO nor a character device. Choose another path."
                )
            }
        }
        throw CLIError("cannot write '\(path)': too many levels of symbolic links. Choose another path.")
    }

    /// The temporary file that will replace `destination`, in its directory.
    private static func openTemporary(in directory: String, replacing destination: String, for path: String) throws
        -> Target
    {
        var info = stat()
        guard stat(directory, &info) == 0 else {
            throw CLIError(
                "cannot write '\(path)': the directory '\(directory)' does not exist. Create it first, or choose another path."
            )
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw CLIError("cannot write '\(path)': '\(directory)' is a file, not a directory. Choose another path.")
        }
        let name = split(destination).name
        do {
            let (descriptor, temporary) = try InFlightFiles.create(template: "\(directory)/.\(name).XXXXXX")
            return .replacing(temporary: temporary, descriptor: descriptor, destination: destination)
        } catch {
            throw CLIError(
                "cannot write '\(path)': \(reason(error.code)) for '\(directory)'. Choose a directory you can write to."
            )
        }
    }

    /// Descriptor `number` of this process, if it is open for writing.
    private static func openDescriptor(_ number: Int32, for path: String) throws -> Target {
        let flags = fcntl(number, F_GETFL)
        guard flags >= 0 else {
            throw CLIError("cannot write '\(path)': descriptor \(number) is not open. Choose another path.")
        }
        guard flags & O_ACCMODE != O_RDONLY else {
            throw CLIError(
                "cannot write '\(path)': descriptor \(number) is open for reading only. Choose another path.")
        }
        return .descriptor(number)
    }

    /// Where the link `link` points, as a path from here (relative targets are relative to `directory`).
    private static func linkTarget(_ link: String, in directory: String, for path: String) throws -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(link, &buffer, buffer.count - 1)
        guard count > 0 else {
            throw CLIError("cannot write '\(path)': \(reason(errno)) reading the link '\(link)'. Choose another path.")
        }
        let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return target.hasPrefix("/") ? target : OutputDirectory.join(directory, target)
    }

    /// The descriptor a path names (/dev/stdout, /dev/stderr, /dev/fd/N, /proc/self/fd/N), if it names one.
    private static func descriptorNumber(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return STDOUT_FILENO
        case "/dev/stderr": return STDERR_FILENO
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/", "/proc/\(getpid())/fd/"] where path.hasPrefix(prefix) {
                return Int32(path.dropFirst(prefix.count))
            }
            return nil
        }
    }

    // MARK: Writing

    /// Writes all of `bytes` to `descriptor`; nil, or the `errno` of the failure.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let written = writeBytes(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }

    /// The test hook: announce the pause by creating the named file, then sleep
    /// (at most a minute) until a signal ends the process.
    private static func pauseIfATestAsks() {
        guard let announce = getenv(pauseBeforeRenameVariable).map({ String(cString: $0) }), !announce.isEmpty else {
            return
        }
        let descriptor = openFile(announce, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC)
        if descriptor >= 0 { close(descriptor) }
        for _ in 0..<600 {
            var pause = timespec(tv_sec: 0, tv_nsec: 100_000_000)
            nanosleep(&pause, nil)
        }
    }

    private func error(_ code: Int32) -> CLIError {
        CLIError("cannot write '\(path)': \(Self.reason(code)). Choose a path you can write to.")
    }

    /// The directory part and the file name of a path, "." for a bare name.
    private static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}

/// The system call `open`, named apart from `OutputFile.open`; a file it creates gets mode 0644.
private func openFile(_ path: String, _ flags: Int32) -> Int32 {
    open(path, flags, 0o644)
}

/// The system call `write`, named apart from `OutputFile`'s methods.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
