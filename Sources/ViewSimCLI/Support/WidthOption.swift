// `--width n`: the columns `run` and `trace` wrap their text to. Without it,
// COLUMNS when set, else the terminal's width when standard output is one, else
// 80 columns; `--width 0` does not wrap (what trace.txt holds).
// Simplifies: the width is read once per command; resizing the terminal
// mid-run does not re-wrap later steps.
import ArgumentParser

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `--width` option shared by the commands that print text.
///
/// ```text
/// $ viewsim run lesson4 --width 60    # wrap at 60 columns
/// $ viewsim trace lesson4 --width 0   # one event a line, however long
/// ```
struct WidthOption: ParsableArguments {
    /// The narrowest width the text is laid out for.
    static let minimum = 40
    /// The widest.
    static let maximum = 1000
    /// The width when standard output is not a terminal.
    static let pipeDefault = 80

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Wrap lines at this many columns (\(WidthOption.minimum)–\(WidthOption.maximum); 0: don't wrap). Default: COLUMNS, else the terminal's width, else 80.",
            valueName: "n"))
    var width: Int?

    func validate() throws {
        if let width, width != 0, !(Self.minimum...Self.maximum).contains(width) {
            throw ValidationError(
                "--width \(width) is out of range: give \(Self.minimum) to \(Self.maximum) columns, or 0 for lines that never wrap."
            )
        }
    }

    /// The columns to wrap to, or nil for no wrapping: `--width`, else `COLUMNS`
    /// or the terminal's width (``Terminal/width(_:)``, kept within `minimum`
    /// and `maximum`), else `whenNotATerminal`.
    func columns(whenNotATerminal: Int? = WidthOption.pipeDefault) -> Int? {
        if let width { return width == 0 ? nil : width }
        if let terminal = Terminal.width(STDOUT_FILENO) { return max(Self.minimum, min(Self.maximum, terminal)) }
        return whenNotATerminal
    }
}
