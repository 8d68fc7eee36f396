// How the user started this command, so that hints print a command they can
// paste: `.build/debug/viewsim trace lesson4 --step 1`, or `swift run viewsim …`
// when `swift run` started it, rather than a `viewsim` that may not be on PATH.
// Simplifies: `swift run` is recognised by the shell's `_` variable (the program
// the shell ran, set by bash and zsh) naming `swift` while argv[0] is a path
// into a `.build` folder; other shells or launchers fall back to argv[0] as given.
import Foundation

/// The command the user typed to start this process, without its arguments.
///
/// ```swift
/// let invocation = Invocation(arguments: [".build/debug/viewsim", "run", "lesson4"],
///                             environment: ["_": ".build/debug/viewsim"], commandName: "viewsim")
/// invocation.command("trace", "lesson4", "--step", "1")   // ".build/debug/viewsim trace lesson4 --step 1"
///
/// let run = Invocation(arguments: [".build/x86_64-unknown-linux-gnu/debug/viewsim", "run", "lesson4"],
///                      environment: ["_": "/usr/bin/swift"], commandName: "viewsim")
/// run.command("trace", "lesson4")                           // "swift run viewsim trace lesson4"
/// ```
package struct Invocation: Sendable, Equatable {
    /// The words that start the command: `[".build/debug/viewsim"]`, `["swift", "run", "viewsim"]`.
    package let words: [String]

    /// How this process was started, from its argv[0] and the shell's `_`
    /// variable; `commandName` when argv[0] is missing or empty.
    package init(arguments: [String], environment: [String: String], commandName: String) {
        guard let first = arguments.first, !first.isEmpty else {
            words = [commandName]
            return
        }
        let program = environment["_"].map { ($0 as NSString).lastPathComponent } ?? ""
        if program == "swift", let run = Self.swiftRun(executable: first) {
            words = run
        } else {
            words = [first]
        }
    }

    /// This process's invocation.
    package static func current(commandName: String) -> Invocation {
        Invocation(
            arguments: CommandLine.arguments, environment: ProcessInfo.processInfo.environment,
            commandName: commandName)
    }

    /// The command that runs `arguments` the way this process was run, quoted for
    /// a POSIX shell where needed.
    package func command(_ arguments: String...) -> String {
        command(arguments)
    }

    /// The command that runs `arguments` the way this process was run.
    package func command(_ arguments: [String]) -> String {
        (words + arguments).map(Self.quoted).joined(separator: " ")
    }

    /// `swift run [-c release] [--package-path P] NAME` for an executable that
    /// `swift run` starts (`.build/<triple>/<configuration>/NAME`, relative to
    /// where it was typed); nil for any other path.
    private static func swiftRun(executable: String) -> [String]? {
        let parts = executable.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 3, let build = parts.lastIndex(of: ".build"),
            build + 3 == parts.count - 1 || build + 2 == parts.count - 1
        else { return nil }
        let configuration = parts[parts.count - 2]
        guard configuration == "debug" || configuration == "release" else { return nil }
        var words = ["swift", "run"]
        if configuration == "release" { words += ["-c", "release"] }
        let packagePath = parts[..<build].joined(separator: "/")
        if !packagePath.isEmpty { words += ["--package-path", packagePath] }
        return words + [parts[parts.count - 1]]
    }

    /// `word` as a shell reads it back: unchanged when it holds only safe
    /// characters, else in single quotes.
    private static func quoted(_ word: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,+@%")
        if !word.isEmpty, word.allSatisfy({ safe.contains($0) }) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
