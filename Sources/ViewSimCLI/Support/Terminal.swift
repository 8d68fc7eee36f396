// Where the CLI writes: standard output for results, standard error for
// diagnostics (`run`'s prompts go to the terminal itself: StepPrompt). Colour
// (ANSI) only when the stream is a terminal and NO_COLOR is unset or empty
// (https://no-color.org), and TERM isn't "dumb". Width: the terminal's columns
// (TIOCGWINSZ), read once per command. Text from a scenario, a trace or the
// command line reaches the terminal with its control characters shown as their
// pictures (ControlPictures: ␛, <U+009B>), so only viewsim's own styling is ANSI.
import Foundation
import ViewSim

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
///
/// `printLines`, `printError` and `reportError` show any control character in
/// what they are given but line feed and tab as its picture; `print` writes its
/// line as given (it may hold `Style`'s escapes), so text from a scenario, a
/// trace or the command line goes through ``Console/shown(_:)`` before it.
struct Console {
    /// Styling for standard output.
    let out: Style
    /// Styling for standard error.
    let err: Style

    init() {
        out = Style(enabled: Terminal.usesColour(STDOUT_FILENO))
        err = Style(enabled: Terminal.usesColour(STDERR_FILENO))
    }

    /// `text` as the terminal gets it: every control character but line feed and
    /// tab shown as its picture (`␛`, `<U+009B>`), so it cannot move the cursor,
    /// recolour, clear or retitle the terminal.
    static func shown(_ text: String) -> String {
        ControlPictures.shown(text, keeping: ["\n", "\t"])
    }

    /// Prints a line to standard output, as given: its text from a scenario, a
    /// trace or the command line already ``shown(_:)``.
    func print(_ line: String = "", terminator: String = "\n") {
        Swift.print(line, terminator: terminator)
    }

    /// Prints each line to standard output, shown (``shown(_:)``), then styled by `style`.
    func printLines(_ lines: [String], _ style: (String) -> String = { $0 }) {
        for line in lines { Swift.print(style(Self.shown(line))) }
    }

    /// Writes a line to standard error, shown (``shown(_:)``), after what standard
    /// output has buffered.
    func printError(_ line: String) {
        writeToStandardError(Self.shown(line) + "\n")
    }

    /// Prints `Error: message` (red on a terminal) to standard error, the way
    /// ArgumentParser prints usage errors; the message shown (``shown(_:)``).
    func reportError(_ message: String) {
        writeToStandardError(err.bold(err.red("Error:")) + " " + Self.shown(message) + "\n")
    }

    /// Sends buffered standard output on its way.
    func flush() { fflush(nil) }

    private func writeToStandardError(_ text: String) {
        flush()
        FileHandle.standardError.write(Data(text.utf8))
    }
}
