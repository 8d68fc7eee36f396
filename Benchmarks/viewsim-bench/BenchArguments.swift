// viewsim-bench's command line: the flags it knows, what value each takes, and its `--help`,
// all from one table, checked before any benchmark runs.
// Simplifies: flags only, no subcommands; a flag's value is the next argument; a flag given twice
// counts once (the first value). `--long-run-command` (a child `--commands-only` starts) is not
// checked: what follows it is the child's own.
import Foundation
import ViewSim

/// The checked command line of `viewsim-bench`.
///
/// ```swift
/// let arguments = BenchArguments.checkedOrExit(["--compare", "--only", "narrow"])
/// arguments.contains("--compare")          // true
/// arguments.value(after: "--only")         // "narrow"
/// ```
///
/// An unknown flag, a missing value or a value of the wrong kind ends the program with status 2
/// and a message that says what was wrong and what to type instead; `--help` prints every flag.
struct BenchArguments {
    /// What a flag takes after it.
    enum Value: Equatable {
        /// Nothing: the flag alone.
        case none
        /// Whole numbers of 1 or more, comma-separated (`100,1000`).
        case counts
        /// One whole number of 1 or more.
        case count
        /// One or more of these names, comma-separated.
        case names([String])
        /// Exactly one of these names.
        case oneOf([String])
    }

    /// One flag: its name, its value, the value's placeholder in `--help`, and what it does.
    struct Flag {
        let name: String
        let value: Value
        let placeholder: String
        let help: String

        /// A flag that takes nothing after it.
        init(_ name: String, _ help: String) { self.init(name, .none, "", help) }

        init(_ name: String, _ value: Value, _ placeholder: String, _ help: String) {
            self.name = name
            self.value = value
            self.placeholder = placeholder
            self.help = help
        }
    }

    /// Every flag, in the order `--help` lists them.
    static let flags: [Flag] = [
        Flag(
            "--compare",
            "issue 32's scenarios on viewsim and on an in-process reference, interleaved, with ratios and goals"),
        Flag(
            "--only", .names(CompareScenario.allCases.map(\.rawValue)), "wide,narrow,…",
            "with --compare: only these scenarios"),
        Flag("--rounds", .count, "n", "with --compare: how many interleaved rounds (default 5, 3 with --quick)"),
        Flag(
            "--leaves", .counts, "100,1000,…",
            "with --compare: the tree sizes (default 100,1000,10000); with a profiler mode: one size (default 1000)"),
        Flag("--quick", "fewer iterations and a one-minute soak"),
        Flag("--narrow-only", "only the narrow update (for a profiler)"),
        Flag("--wide-only", "only the wide update (for a profiler)"),
        Flag("--parent-only", "only the parent re-run with 1,000 skipped rows"),
        Flag("--idle-only", "only the idle frame of 10,000 leaves"),
        Flag("--observation-only", "only Observation's own cost of a wide update"),
        Flag("--animation-only", "only the animated frame of 1,000 values and its bare curves"),
        Flag("--layout-only", "only the layout figures"),
        Flag("--lazy-only", "only the lazy stack of 1,000 to 100,000 rows"),
        Flag("--render-only", "only drawing frames with cairo"),
        Flag("--report-only", "only the HTML report's figures"),
        Flag("--tasks-only", "only the idle frame with sleeping tasks"),
        Flag("--loop-only", "only an update loop that never ends, in a tree of 10,000 rows"),
        Flag("--commands-only", "only how each command grows with a step's frames"),
        Flag("--frames", .counts, "10000,20000,…", "with --commands-only: the step lengths"),
        Flag("--memory", "only the trace's bytes per event"),
        Flag("--soak", "only the soaks, each in a child process"),
        Flag(
            "--soak-case", .oneOf(["list", "animated"]), "list|animated", "one soak in this process (what --soak runs)"),
        Flag("--seconds", .count, "n", "a soak's length (default 600, 60 with --quick)"),
        Flag("--help", "print this help"),
    ]

    /// The arguments as given (without the program's name).
    let arguments: [String]

    /// Whether `flag` was given.
    func contains(_ flag: String) -> Bool { arguments.contains(flag) }

    /// The value given after `flag`, if it was given.
    func value(after flag: String) -> String? {
        guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }

    /// The first argument, for the child modes that are recognised by their first argument.
    var first: String? { arguments.first }

    /// What was wrong with a command line.
    struct Problem: Error, Equatable {
        let message: String
    }

    /// Checks `arguments` against ``flags``.
    static func check(_ arguments: [String]) -> Result<BenchArguments, Problem> {
        if arguments.first == "--long-run-command" { return .success(BenchArguments(arguments: arguments)) }
        var index = 0
        while index < arguments.count {
            let given = arguments[index]
            guard let flag = flags.first(where: { $0.name == given }) else {
                return .failure(Problem(message: unknown(given)))
            }
            index += 1
            if flag.value == .none { continue }
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                return .failure(
                    Problem(message: "\(flag.name) needs a value (\(flag.placeholder)): \(flag.help)"))
            }
            if let problem = problem(with: arguments[index], for: flag) { return .failure(Problem(message: problem)) }
            index += 1
        }
        return .success(BenchArguments(arguments: arguments))
    }

    /// The checked arguments; on `--help` the help is printed and the program ends with status 0,
    /// on a problem the message is printed on standard error and it ends with status 2.
    static func checkedOrExit(_ arguments: [String]) -> BenchArguments {
        switch check(arguments) {
        case .success(let checked):
            if checked.first != "--long-run-command" && checked.contains("--help") {
                print(help, terminator: "")
                exit(0)
            }
            return checked
        case .failure(let problem):
            FileHandle.standardError.write(
                Data("viewsim-bench: \(problem.message)\nRun `viewsim-bench --help` for every flag.\n".utf8))
            exit(2)
        }
    }

    /// The help text: what the program does, how to run it, and every flag.
    static var help: String {
        var text = """
            viewsim-bench: what an update, a frame and each command cost in viewsim, with the goals each figure
            is held to. Build and run it in release:

              swift build -c release --product viewsim-bench && .build/release/viewsim-bench [flags]

            With no flags it runs every benchmark (several minutes, ending with a ten-minute soak; --quick: one).
            Instructions instead of time: scripts/bench-instructions. Against Compute: scripts/bench-compute.

            Flags:

            """
        let width = flags.map { $0.name.count + ($0.placeholder.isEmpty ? 0 : $0.placeholder.count + 1) }.max() ?? 0
        for flag in flags {
            let left = flag.placeholder.isEmpty ? flag.name : flag.name + " " + flag.placeholder
            text += "  " + left + String(repeating: " ", count: width - left.count) + "  " + flag.help + "\n"
        }
        return text
    }

    /// The message for an argument that is not a flag: the nearest flag, when one is close.
    private static func unknown(_ given: String) -> String {
        guard given.hasPrefix("-") else {
            return "unexpected argument '\(given)': viewsim-bench takes flags only"
        }
        let nearest = flags.map { (flag: $0.name, distance: given.editDistance(to: $0.name)) }
            .min { $0.distance < $1.distance }
        if let nearest, nearest.distance <= 2 {
            return "unknown flag '\(given)'; did you mean \(nearest.flag)?"
        }
        return "unknown flag '\(given)'"
    }

    /// The problem with `value` as `flag`'s value, if there is one.
    private static func problem(with value: String, for flag: Flag) -> String? {
        func isCount(_ text: Substring) -> Bool { Int(text).map { $0 >= 1 } ?? false }
        let parts = value.split(separator: ",", omittingEmptySubsequences: false)
        switch flag.value {
        case .none:
            return nil
        case .count:
            return isCount(Substring(value)) ? nil : "\(flag.name) needs a whole number of 1 or more, not '\(value)'"
        case .counts:
            return parts.allSatisfy(isCount)
                ? nil
                : "\(flag.name) needs whole numbers of 1 or more, comma-separated (e.g. 100,1000), not '\(value)'"
        case .names(let names):
            guard let wrong = parts.first(where: { !names.contains(String($0)) }) else { return nil }
            return
                "unknown name '\(wrong)' after \(flag.name); use one or more of \(names.joined(separator: ", ")), comma-separated"
        case .oneOf(let names):
            return names.contains(value)
                ? nil : "\(flag.name) takes one of \(names.joined(separator: ", ")), not '\(value)'"
        }
    }
}
