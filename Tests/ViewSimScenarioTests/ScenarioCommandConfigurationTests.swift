// ScenarioCommand in process: the defaults a conformer gets (its name from its
// type, the nine subcommands, help in scenario words with its own names), and
// the trace key taken from the vocabulary (TraceGlyph), an unknown name parsed
// into the same error and suggestion as on the command line. The built
// executables are tested in ViewSimCLITests.
import ViewSim
import ViewSimCLI
import XCTest

/// A counter a scenario can drive.
private struct Tally: View {
    @State private var count = 0

    var body: some View {
        Button("+") { count += 1 }
            .accessibilityIdentifier("increment")
    }
}

/// A user's command with every default.
private struct MyViews: ScenarioCommand {
    static var scenarios: [Scenario] {
        [
            Scenario("counter", title: "A counter", root: { Tally() }) {
                Step("Tap") { try $0.tap("increment") }
            },
            Scenario("second", title: "Another", root: { Tally() }) {
                Step("Tap") { try $0.tap("increment") }
            },
        ]
    }
}

/// A command with its own words.
private struct Demos: ScenarioCommand {
    static var scenarios: [Scenario] { MyViews.scenarios }
    static var commandName: String { "demos" }
    static var version: String { "1.2.3" }
    static var vocabulary: ScenarioVocabulary { ScenarioVocabulary(noun: "demo", example: "second") }
}

final class ScenarioCommandConfigurationTests: XCTestCase {
    func testTheDefaultsComeFromTheTypeAndTheScenarios() throws {
        let configuration = MyViews.configuration
        XCTAssertEqual(configuration.commandName, "my-views")
        XCTAssertEqual(
            configuration.subcommands.map { $0.configuration.commandName },
            ["list", "run", "graph", "plot", "render", "trace", "report", "diff", "why"])
        XCTAssertEqual(configuration.version, "")
        XCTAssertTrue(configuration.abstract.contains("Step through scenarios"), configuration.abstract)
        XCTAssertTrue(configuration.discussion.contains("my-views run counter"), configuration.discussion)
        let run = try XCTUnwrap(configuration.subcommands.first { $0.configuration.commandName == "run" })
        let help = MyViews.helpMessage(for: run)
        XCTAssertTrue(help.contains("my-views run <scenario>"), help)
        XCTAssertTrue(help.contains("$ my-views run second --no-wait --full-trace"), help)
        XCTAssertFalse(help.contains("lesson"), help)
    }

    func testTheWordsAndNamesCanBeChosen() throws {
        XCTAssertEqual(Demos.configuration.commandName, "demos")
        XCTAssertEqual(Demos.configuration.version, "1.2.3")
        let trace = try XCTUnwrap(Demos.configuration.subcommands.first { $0.configuration.commandName == "trace" })
        let help = Demos.helpMessage(for: trace)
        XCTAssertTrue(help.contains("Print a demo's trace"), help)
        XCTAssertTrue(help.contains("$ demos trace second --step 2"), help)
    }

    func testTheTraceHelpPrintsTheVocabularysKey() throws {
        let trace = try XCTUnwrap(MyViews.configuration.subcommands.first { $0.configuration.commandName == "trace" })
        let help = MyViews.helpMessage(for: trace, columns: 80)
        for glyph in TraceGlyph.allCases {
            XCTAssertTrue(
                help.contains(glyph.symbol + " " + glyph.phrase), "the key should explain \(glyph.symbol): \(help)")
        }
        for line in TraceGlyph.key(width: 78) {
            XCTAssertTrue(help.contains("  " + line), "the key's line \(line) as laid out: \(help)")
        }
    }

    func testAnUnknownNameIsAnErrorWithASuggestion() {
        XCTAssertThrowsError(try MyViews.parseAsRoot(["trace", "countre"])) { error in
            let message = MyViews.fullMessage(for: error)
            XCTAssertTrue(message.contains("unknown scenario 'countre'. The scenarios are:"), message)
            XCTAssertTrue(message.contains("Did you mean 'counter'?"), message)
            XCTAssertNotEqual(MyViews.exitCode(for: error), .success)
        }
        XCTAssertNoThrow(try MyViews.parseAsRoot(["trace", "COUNTER"]), "names match ignoring case")
    }
}
