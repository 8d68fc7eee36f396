// Writes output files whole or not at all: a temporary file in the same
// directory, then a rename over the destination. Creates an output directory
// only where the user asked for one. Paths are shown exactly as given.
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// File-system operations for the CLI's output, with errors that name the path.
enum AtomicFileWriter {
    /// Writes `bytes` to `path`: readers see the old file or the whole new one,
    /// and a failure leaves no partial or temporary file behind.
    static func write(_ bytes: [UInt8], to path: String) throws {
        let (directory, name) = split(path)
        guard !name.isEmpty else {
            throw CLIError("cannot write '\(path)': it names a directory, not a file.")
        }
        var template = Array("\(directory)/.\(name).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0 else {
            throw CLIError("cannot write '\(path)': \(reason(errno)). Choose a path in a directory you can write to.")
        }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure: Int32?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = writeBytes(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        // mkstemp creates the file readable by its owner only; give it the usual mode.
        let mask = umask(0)
        umask(mask)
        if failure == nil, fchmod(descriptor, 0o666 & ~mask) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temporary, path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw CLIError("cannot write '\(path)': \(reason(failure)). Choose a path in a directory you can write to.")
        }
    }

    /// Creates `path` and any missing parents, like `mkdir -p`, or explains why not.
    ///
    /// - Parameter option: how the user named the directory (`--out`), for the advice.
    static func createDirectory(_ path: String, option: String) throws {
        let advice = "Choose a directory you can write to with \(option) DIR."
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            var info = stat()
            if stat(prefix, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else {
                    throw CLIError("cannot create the directory '\(path)': '\(prefix)' is a file, not a directory. \(advice)")
                }
                continue
            }
            if mkdir(prefix, 0o777) != 0, errno != EEXIST {
                let which = prefix == path ? "" : " (making '\(prefix)')"
                throw CLIError("cannot create the directory '\(path)': \(reason(errno))\(which). \(advice)")
            }
        }
        if access(path.isEmpty ? "." : path, W_OK) != 0 {
            throw CLIError("cannot write to the directory '\(path)': \(reason(errno)). \(advice)")
        }
    }

    /// Checks that the directory a file goes into exists and can be written to.
    static func checkParentDirectory(of path: String) throws {
        let (directory, name) = split(path)
        guard !name.isEmpty else {
            throw CLIError("cannot write '\(path)': it names a directory; give a file name such as '\(path)/graph.svg'.")
        }
        var info = stat()
        guard stat(directory, &info) == 0 else {
            throw CLIError("cannot write '\(path)': the directory '\(directory)' does not exist. Create it first, or choose another path.")
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw CLIError("cannot write '\(path)': '\(directory)' is a file, not a directory. Choose another path.")
        }
        guard access(directory, W_OK) == 0 else {
            throw CLIError("cannot write '\(path)': \(reason(errno)) for '\(directory)'. Choose a directory you can write to.")
        }
    }

    /// `directory/name`, without doubling a slash the user typed.
    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
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

/// The system call `write`, named apart from `AtomicFileWriter.write`.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
