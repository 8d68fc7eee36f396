// Simulation.text(of:): the text a named view shows, as written (no quotes, not
// shortened), from the view itself or the first Text below it; nil otherwise.
import ViewSim
import XCTest

private struct Label: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Tapped \(count) times: \"a quote\" and a long tail that goes past sixty characters")
                .onTapGesture { count += 1 }
                .accessibilityIdentifier("label")
            Circle().accessibilityIdentifier("dot")
        }
        .accessibilityIdentifier("stack")
    }
}

final class TextOfTests: XCTestCase {
    func testTheTextIsReturnedWithoutQuotesAndInFull() throws {
        let sim = Simulation(Label())
        let expected = "Tapped 0 times: \"a quote\" and a long tail that goes past sixty characters"
        XCTAssertEqual(sim.text(of: "label"), expected)
        XCTAssertEqual(sim.attribute("text", of: "label")?.value(as: String.self), expected)
        XCTAssertNotEqual(
            sim.attribute("text", of: "label")?.description, expected, "the trace's form stays quoted and shortened")
        try sim.step("tap") { try sim.tap("label") }
        XCTAssertEqual(sim.text(of: "label")?.hasPrefix("Tapped 1 times"), true)
    }

    func testTheAttributeComparesWithALiteralAndGivesItsStringUnquoted() throws {
        let sim = Simulation(Label())
        let expected = "Tapped 0 times: \"a quote\" and a long tail that goes past sixty characters"
        XCTAssertEqual(sim.attribute("text", of: "label")?.stringValue, expected)
        XCTAssertEqual(sim.attribute("text", of: "label"), TraceValue(stringLiteral: expected))
        XCTAssertEqual(
            sim.attribute("text", of: "label"),
            "Tapped 0 times: \"a quote\" and a long tail that goes past sixty characters")
        XCTAssertNotEqual(sim.attribute("text", of: "label"), "Tapped 1 times")
        XCTAssertNil(sim.attribute("opacity", of: "dot")?.stringValue)
        XCTAssertEqual(TraceValue.symbol("heart.fill").stringValue, "heart.fill")
        XCTAssertNil(TraceValue.number(1).stringValue)
    }

    func testAContainerGivesTheFirstTextBelowIt() {
        XCTAssertEqual(Simulation(Label()).text(of: "stack")?.hasPrefix("Tapped 0"), true)
    }

    func testNoViewOrNoTextGivesNil() {
        let sim = Simulation(Label())
        XCTAssertNil(sim.text(of: "dot"))
        XCTAssertNil(sim.text(of: "nothing by this name"))
    }
}
