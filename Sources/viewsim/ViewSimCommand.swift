// The `viewsim` command: a thin ScenarioCommand over the lesson catalog. The
// subcommands, options and errors live in ViewSimCLI; this file supplies the
// lessons, the words ("lesson") and the help that teaches the workflow.
import ViewSim
import ViewSimCLI
import ViewSimLessons

/// The root of the command-line tool.
@main
struct ViewSimCommand: ScenarioCommand {
    static var scenarios: [Scenario] { LessonCatalog.all }

    static var commandName: String { "viewsim" }

    /// The version `viewsim --version` prints.
    static var version: String { "0.1.0" }

    static var vocabulary: ScenarioVocabulary {
        ScenarioVocabulary(noun: "lesson", example: "lesson1", secondExample: "lesson2", animatedExample: "lesson3")
    }

    static var abstract: String {
        "Step through lessons on a simulated SwiftUI view graph and see why every body runs."
    }

    static var discussion: String {
        """
        viewsim runs SwiftUI-shaped programs on a virtual clock and records, frame by \
        frame, why each view body ran or was skipped. A lesson ports a SwiftUI example, \
        drives it with a script of steps (taps, state changes, time passing) and checks \
        the claims it teaches against the recorded trace.

        Start here:
          viewsim list                            the lessons
          viewsim run lesson1                     step through it, Enter between steps
          viewsim run lesson1 --no-wait           run straight through, no prompts
          viewsim graph lesson1 --at 2 -o a.svg   one diagram, at a step or a time
          viewsim plot lesson3 -o plot.svg        animated values over time
          viewsim render lesson3 --at 2 -o a.png  the screen, at a step or a time
          viewsim trace lesson1 > lesson1.txt     the whole trace, for diffing
          viewsim report lesson4 -o r.html        the run on one page, a frame scrubber
          viewsim diff lesson1:1 lesson1:3        how two steps' updates differ
          viewsim why lesson1 SubView --step 1    why a body ran or was skipped

        The output is deterministic: the same command prints the same bytes and writes \
        the same files every time, in every process. Diagrams (.svg, .png) are drawn by \
        the Graphviz installed, so another Graphviz version or other fonts may draw them \
        differently (an SVG names its Graphviz version in its first comment); frames \
        ('render', and the PNGs 'run' writes) are drawn by cairo with DejaVu and Noto \
        Color Emoji. \
        Colour is used only on a terminal; set NO_COLOR=1 to turn it off. Errors go to \
        standard error.
        """
    }
}
