// The entry point of a ScenarioCommand: ArgumentParser parses and runs the
// command as its own `main()` does, but what it prints itself (help, usage
// lines, usage errors) is laid out to the width every line of viewsim fits
// (COLUMNS, the terminal's, or 80): ArgumentParser leaves a usage line and an
// error message whole, however long. Shell completion scripts pass untouched.
import ArgumentParser
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension ScenarioCommand {
    /// Parses the command line, runs the command, and reports a problem with
    /// every line within the width.
    ///
    /// ```text
    /// $ viewsim render lesson3 --at
    /// Error: Missing value for '--at <step|time>'
    /// Usage: viewsim render <lesson> [--at <step|time>] --output <file>
    ///        [--format <format>] [--frames <frames>] [--animate] [--full-screen]
    ///        [--scale <scale>]
    /// ```
    public static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            // A completion script is for the shell, not a screen.
            if arguments.contains(where: {
                $0.hasPrefix("--generate-completion-script") || $0.hasPrefix("---completion")
            }) {
                exit(withError: error)
            }
            var code = exitCode(for: error)
            // `diff` exits as diff(1) does: 2 for any error, a usage error too (1 means "different").
            if arguments.first == "diff", code != .success, code.rawValue != 1 { code = ExitCode(2) }
            let success = code == .success
            let width =
                success ? Terminal.lineWidth : (Terminal.width(STDERR_FILENO).map { max(40, $0) } ?? Terminal.lineWidth)
            let text = fullMessage(for: error, columns: width)
            if !text.isEmpty {
                let fitted = TextLayout.fitted(text, width: width).joined(separator: "\n") + "\n"
                if success {
                    Console().print(fitted, terminator: "")
                } else {
                    Console().flush()
                    FileHandle.standardError.write(Data(fitted.utf8))
                }
            }
            Console().flush()
            Foundation.exit(code.rawValue)
        }
    }
}
