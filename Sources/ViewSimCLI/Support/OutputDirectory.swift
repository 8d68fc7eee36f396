// The directory `run --out` writes its files into: created where the user asked
// for one (like `mkdir -p`), and proven writable before the run by creating a
// temporary file in it and removing it (`access` alone says yes to root even
// where no file can be created, such as /proc). Each file in it is then an
// OutputFile. Paths are shown exactly as given.
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The CLI's output directories, with errors that name the path.
enum OutputDirectory {
    /// Creates `path` and any missing parents, like `mkdir -p`, and checks that
    /// files can be created in it, or explains why not.
    ///
    /// - Parameter option: how the user named the directory (`--out`), for the advice.
    static func create(_ path: String, option: String) throws {
        let advice = "Choose a directory you can write to with \(option) DIR."
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            var info = stat()
            if stat(prefix, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else {
                    throw CLIError(
                        "cannot create the directory '\(path)': '\(prefix)' is a file, not a directory. \(advice)")
                }
                continue
            }
            if mkdir(prefix, 0o777) != 0, errno != EEXIST {
                let which = prefix == path ? "" : " (making '\(prefix)')"
                throw CLIError("cannot create the directory '\(path)': \(reason(errno))\(which). \(advice)")
            }
        }
        do {
            let (descriptor, temporary) = try InFlightFiles.create(
                template: join(path.isEmpty ? "." : path, ".viewsim-check.XXXXXX"))
            close(descriptor)
            InFlightFiles.remove(temporary)
        } catch {
            throw CLIError("cannot write to the directory '\(path)': \(reason(error.code)). \(advice)")
        }
    }

    /// `directory/name`, without doubling a slash the user typed.
    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
