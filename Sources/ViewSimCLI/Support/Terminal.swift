// Where the CLI writes: standard output for results, standard error for
// diagnostics (`run`'s prompts go to the terminal itself: StepPrompt). Colour
// (ANSI) only when the stream is a terminal and NO_COLOR is unset or empty
// (https://no-color.org), and TERM isn't "dumb". Width: the terminal's columns
// (TIOCGWINSZ), read once per command. Text from a scenario, a trace or the
// command line reaches the terminal with its control characters shown as their
// pictures (ControlPictures: ␛, <U+009B>), so only viewsim's own styling is ANSI.
// Size: COLUMNS and LINES when set (as ArgumentParser's help reads them), else
// the terminal's; every command lays its text out to that width, 80 without either.
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

    /// The rows of the terminal `descriptor` writes to, or nil when it is not a
    /// terminal (or the terminal does not say).
    static func rows(_ descriptor: Int32) -> Int? {
        guard isTerminal(descriptor) else { return nil }
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
        return Int(size.ws_row)
    }

    /// The width text for `descriptor` is laid out to: `COLUMNS` when it holds a
    /// positive number, else the terminal's columns, else nil (not a terminal).
    ///
    /// ```text
    /// $ COLUMNS=60 viewsim list | cat    # a 60-column table, though piped
    /// ```
    static func width(_ descriptor: Int32) -> Int? {
        environmentNumber("COLUMNS") ?? columns(descriptor)
    }

    /// The width every line of a command fits: ``width(_:)`` of standard output,
    /// else 80, never under 40.
    static var lineWidth: Int {
        min(1000, max(40, width(STDOUT_FILENO) ?? 80))
    }

    /// The height a screen of text fits for `descriptor`: `LINES` when it holds a
    /// positive number, else the terminal's rows, else nil.
    static func height(_ descriptor: Int32) -> Int? {
        environmentNumber("LINES") ?? rows(descriptor)
    }

    /// A positive whole number in the environment variable `name`, or nil.
    private static func environmentNumber(_ name: String) -> Int? {
        guard let text = ProcessInfo.processInfo.environment[name], let number = Int(text.trimmingSpaces()),
            number > 0
        else { return nil }
        return number
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
/// `printLines`, `say`, `printError` and `reportError` show any control character in
/// what they are given but line feed and tab as its picture (`say`, `printError`
/// and `reportError` also wrap it to the width); `print` writes its
/// line as given (it may hold `Style`'s escapes), so text from a scenario, a
/// trace or the command line goes through ``Console/shown(_:)`` before it.
struct Console {
    /// Styling for standard output.
    let out: Style
    /// Styling for standard error.
    let err: Style

    /// Pages standard output, when it is the terminal `run` asks on (nil: not paged).
    let pager: Pager?

    init(pager: Pager? = nil) {
        out = Style(enabled: Terminal.usesColour(STDOUT_FILENO))
        err = Style(enabled: Terminal.usesColour(STDERR_FILENO))
        self.pager = pager
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
        if let pager, terminator == "\n" {
            pager.willPrint(rows: line.split(separator: "\n", omittingEmptySubsequences: false).count)
        }
        Swift.print(line, terminator: terminator)
    }

    /// Prints each line to standard output, shown (``shown(_:)``), then styled by `style`.
    func printLines(_ lines: [String], _ style: (String) -> String = { $0 }) {
        for line in lines {
            pager?.willPrint(rows: 1)
            Swift.print(style(Self.shown(line)))
        }
    }

    /// Prints `text` to standard output, shown (``shown(_:)``), each of its lines
    /// word-wrapped to ``Terminal/lineWidth``, continuing two columns in.
    ///
    /// ```text
    /// Wrote /tmp/a.svg: the view graph of lesson3 · step 1: Tap: the update
    ///   walks down the tree.
    /// ```
    func say(_ text: String) {
        printLines(Self.wrapped(Self.shown(text), width: Terminal.lineWidth))
    }

    /// Writes `text` to standard error, shown (``shown(_:)``), each of its lines
    /// word-wrapped to the width, after what standard output has buffered.
    func printError(_ text: String) {
        writeToStandardError(Self.wrapped(Self.shown(text), width: Self.errorWidth).joined(separator: "\n") + "\n")
    }

    /// Prints `Error: message` (red on a terminal) to standard error, the way
    /// ArgumentParser prints usage errors; the message shown (``shown(_:)``) and
    /// each of its lines word-wrapped to the width, "Error: " counted.
    func reportError(_ message: String) {
        let lead = "Error: "
        var lines = Self.wrapped(lead + Self.shown(message), width: Self.errorWidth)
        lines[0] = err.bold(err.red("Error:")) + " " + lines[0].dropFirst(lead.count)
        writeToStandardError(lines.joined(separator: "\n") + "\n")
    }

    /// The width standard error's lines fit: `COLUMNS`, its terminal's, or standard output's rule.
    private static var errorWidth: Int {
        Terminal.width(STDERR_FILENO).map { max(40, $0) } ?? Terminal.lineWidth
    }

    /// Each line of `text` word-wrapped to `width` columns, a wrapped line
    /// continuing two columns in (deeper when the line itself is indented).
    static func wrapped(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
            let indentation = String(line.prefix { $0 == " " })
            let body = String(line.dropFirst(indentation.count))
            guard LineWrapping.columns(of: line) > width else { return [String(line)] }
            return LineWrapping.wrap(body, width: width, first: indentation, rest: indentation + "  ")
        }
    }

    /// Sends buffered standard output on its way.
    func flush() { fflush(nil) }

    private func writeToStandardError(_ text: String) {
        flush()
        FileHandle.standardError.write(Data(text.utf8))
    }
}
