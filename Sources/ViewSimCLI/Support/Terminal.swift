// Where the CLI writes: standard output for results, standard error for
// diagnostics (`run`'s prompts go to the terminal itself: StepPrompt). Colour
// (ANSI) only when the stream is a terminal and NO_COLOR is unset or empty
// (https://no-color.org), and TERM isn't "dumb". Width: the terminal's columns
// (TIOCGWINSZ), read once per command.
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Facts about the process's standard streams.
enum Terminal {
    /// Whether the file descriptor is a terminal.
    static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// The columns of the terminal `descriptor` writes to, or nil when it is not
    /// a terminal (or the terminal does not say).
    static func columns(_ descriptor: Int32) -> Int? {
        guard isTerminal(descriptor) else { return nil }
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Whether the environment allows colour at all.
    static var environmentAllowsColour: Bool {
        let environment = ProcessInfo.processInfo.environment
        if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    /// Whether to colour what goes to this file descriptor.
    static func usesColour(_ descriptor: Int32) -> Bool {
        environmentAllowsColour && isTerminal(descriptor)
    }
}

/// ANSI styling that is a no-op when colour is off.
struct Style {
    let enabled: Bool

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func red(_ text: String) -> String { wrap(text, "31") }
    func green(_ text: String) -> String { wrap(text, "32") }
    func yellow(_ text: String) -> String { wrap(text, "33") }
    func cyan(_ text: String) -> String { wrap(text, "36") }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

/// Writes lines to standard output and standard error, each with its own style.
struct Console {
    /// Styling for standard output.
    let out: Style
    /// Styling for standard error.
    let err: Style

    init() {
        out = Style(enabled: Terminal.usesColour(STDOUT_FILENO))
        err = Style(enabled: Terminal.usesColour(STDERR_FILENO))
    }

    /// Prints a line to standard output.
    func print(_ line: String = "", terminator: String = "\n") {
        Swift.print(line, terminator: terminator)
    }

    /// Prints each line to standard output, styled by `style`.
    func printLines(_ lines: [String], _ style: (String) -> String = { $0 }) {
        for line in lines { Swift.print(style(line)) }
    }

    /// Writes a line to standard error, after what standard output has buffered.
    func printError(_ line: String) {
        writeToStandardError(line + "\n")
    }

    /// Prints `Error: message` (red on a terminal) to standard error, the way
    /// ArgumentParser prints usage errors.
    func reportError(_ message: String) {
        printError(err.bold(err.red("Error:")) + " " + message)
    }

    /// Sends buffered standard output on its way.
    func flush() { fflush(nil) }

    private func writeToStandardError(_ text: String) {
        flush()
        FileHandle.standardError.write(Data(text.utf8))
    }
}
