// `viewsim why <lesson> <view> [--step k | --frame N | --at t] [--attribute NAME]`:
// why a view's body ran or was skipped, or why one of its attributes did or did
// not animate, in sentences with the chain of trace events behind each answer
// (`Trace.why`). Simplifies: the scenario runs to its end first; the question
// is asked of the whole trace.
import ArgumentParser
import Foundation
import ViewSim

/// Answers "why did this view update?" and "why did this not animate?".
struct WhyCommand<Root: ScenarioCommand>: ParsableCommand {
    static var configuration: CommandConfiguration {
        let words = Root.vocabulary
        let name = Root.commandName
        let example = words.examples(in: Root.scenarios).first
        // viewsim's own lessons have views every user can name; a user's tool shows placeholders only.
        let lessonExamples =
            name == "viewsim"
            ? """

              $ viewsim why lesson1 SubView --step 1     (skipped: it has no inputs)
              $ viewsim why lesson3 ContentView --attribute scale --step 1
            """ : ""
        return CommandConfiguration(
            commandName: "why",
            abstract: "Ask why a view's body ran or was skipped, or why a value did or did not animate.",
            discussion: """
                Runs the \(words.noun) straight through, then answers for each body run and \
                skip of the view in the part of the run you name (the whole run when you \
                name none):

                  --step 2       the frames of step 2
                  --frame 14     one frame
                  --at 1.5s      the frame on screen at 1.5 simulated seconds

                Each answer gives plain sentences first: why the body ran (the reason \
                _printChanges gives, with the field or property that changed and its old \
                and new value, and why the view above it ran when it only passed a new \
                value down), or why it was skipped (what was compared, how, and found \
                equal); where the chain of causes started (a script step, a timeline \
                entry, a task); and whether it is a hop of an update loop. The chain \
                follows: each event from the start to the answer, with its frame.

                With --attribute NAME the question is about a value of the view's own \
                modifiers and primitives (opacity, scale, geometry, a transition): why it \
                animated (which transaction reached it: withAnimation, an \
                .animation(_:value:) whose value changed, a .transaction) or why not (the \
                write was outside withAnimation, a modifier above took the animation out, \
                the .animation sits below the `if` that inserts the view).

                The view is named as the trace names it — a type (SubView), a modifier \
                (.opacity), or one node by id (SubView #6, #6) — or by its accessibility \
                identifier, as a script names it (heart). Answers alike but for \
                their values (a body that runs at each timeline entry) are folded into \
                one. Where the trace does not say, the answer says "unknown" rather than \
                guess. --format json writes the answers as data (schema viewsim.why).

                Examples (<View> is one of your views, as the trace names it):
                  $ \(name) why \(example) <View> --step 1
                  $ \(name) why \(example) "<View> #6" --frame 14
                  $ \(name) why \(example) <View> --attribute opacity --at 0.5s
                  $ \(name) why \(example) <View> --format json | jq '.answers[].sentences'\(lessonExamples)
                """
        )
    }

    @OptionGroup var lesson: ScenarioArgument<Root>

    @Argument(
        help: ArgumentHelp(
            "The view: a type (SubView), a modifier (.opacity), one node (SubView #6, #6), or an accessibility identifier."
        ))
    var view: String

    @Option(parsing: .unconditional, help: ArgumentHelp("Only this step (0 is the appearance).", valueName: "k"))
    var step: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Only this frame.", valueName: "n"))
    var frame: Int?

    @Option(
        help: ArgumentHelp("Only the frame on screen at this simulated time (1.5s, or 1.5).", valueName: "time"))
    var at: String?

    @Option(
        help: ArgumentHelp(
            "Ask about this attribute of the view (opacity, scale, geometry, transition) instead of its body.",
            valueName: "name"))
    var attribute: String?

    @OptionGroup var width: WidthOption

    /// What `why` writes.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(help: ArgumentHelp("text (default) or json (schema viewsim.why).", valueName: "format"))
    var format: Format = .text

    func validate() throws {
        let lesson = try self.lesson.scenario()
        let given = [step.map { _ in "--step" }, frame.map { _ in "--frame" }, at.map { _ in "--at" }].compactMap {
            $0
        }
        if given.count > 1 {
            throw ValidationError(
                "\(given.joined(separator: " and ")) each name a part of the run: give one (a step, a frame or a time), or none for the whole run."
            )
        }
        if let step, !lesson.steps.indices.contains(step) {
            throw ValidationError(
                "step \(step) is out of range: \(lesson.name) has steps 0 to \(lesson.steps.count - 1).")
        }
        if let frame, frame < 0 {
            throw ValidationError("--frame \(frame) is negative: frames count up from 0.")
        }
        if let at { _ = try Self.seconds(at) }
        if view.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("Name a view: a type such as SubView, a modifier such as .opacity, or #6.")
        }
        if let attribute, attribute.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--attribute needs a name, such as --attribute opacity.")
        }
        if format == .json, width.width != nil {
            throw ValidationError("--width shapes the text answer only: drop it, or use --format text.")
        }
    }

    /// `"1.5s"` or `"1.5"` as seconds: finite and not negative.
    static func seconds(_ text: String) throws -> Double {
        let number = text.hasSuffix("s") ? String(text.dropLast()) : text
        guard let seconds = Double(number), seconds.isFinite, seconds >= 0, seconds <= 86_400 else {
            throw ValidationError(
                "--at \(text) is not a time: give simulated seconds from 0 to 86400, such as --at 1.5s.")
        }
        return seconds
    }

    func run() throws {
        try reportingErrors {
            let lesson = try self.lesson.scenario()
            let run = try ScenarioRunner.run(lesson)
            var scope = WhyScope.wholeRun
            if let step { scope = .step(step) }
            if let frame { scope = .frame(frame) }
            if let at { scope = .time(try Self.seconds(at)) }
            let report = run.simulation.why(view, attribute: attribute, in: scope)
            if report.nodes.isEmpty {
                Console().reportError(
                    report.notes.joined(separator: " ")
                        + " Name a view as the trace does: `\(Root.commandName) trace \(lesson.name)` prints them all.")
                throw ExitCode.failure
            }
            switch format {
            case .text:
                Console().print(report.text(width: width.columns()), terminator: "")
            case .json:
                Console().print(report.json(), terminator: "")
            }
        }
    }
}
