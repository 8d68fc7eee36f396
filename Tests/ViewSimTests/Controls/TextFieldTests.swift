// Tests TextField and SecureField: the placeholder while empty, the plain and
// rounded-border styles, a vertical axis that wraps, `sim.type` writing one
// character per frame after focusing the field, `sim.submit` running every
// `.onSubmit` around the field and ending editing (unless an action moved focus),
// a secure field's dots, and the errors for a wrong name and a disabled field.
import ViewSim
import XCTest

private enum Field: String, Hashable { case user, password }

private struct Login: View {
    @State private var user = ""
    @State private var password = ""
    @State private var log: [String] = []
    @FocusState private var focus: Field?
    var body: some View {
        VStack {
            TextField("User", text: $user, prompt: Text("name@example.com"))
                .focused($focus, equals: .user)
                .onSubmit { focus = .password }
            SecureField("Password", text: $password)
                .focused($focus, equals: .password)
                .textFieldStyle(.roundedBorder)
            Text("\(focus?.rawValue ?? "none") \(log)").accessibilityIdentifier("status")
        }
        .onSubmit { log.append("submitted") }
    }
}

private struct Search: View {
    @State private var query = ""
    @State private var notes = ""
    @FocusState private var searching: Bool
    var body: some View {
        VStack {
            TextField("Search", text: $query).focused($searching).accessibilityIdentifier("search")
            TextField("Notes", text: $notes, axis: .vertical).accessibilityIdentifier("notes")
            Text(searching ? "searching" : "idle").accessibilityIdentifier("state")
        }
    }
}

@MainActor
final class TextFieldTests: XCTestCase {
    func testAnEmptyFieldShowsItsPromptAndTheRoundedStyleAddsABorder() async throws {
        let sim = Simulation(Login())
        let lines = sim.displayList().description.split(separator: "\n").map(String.init)
        // The prompt replaces the title as placeholder, in the placeholder grey, on one clipped line.
        XCTAssertTrue(
            lines[0].contains("Text \"name@example.com\" DejaVu Sans 17 rgba(0.235, 0.235, 0.263, 0.3) at (0, "),
            lines[0])
        XCTAssertTrue(lines[0].hasSuffix("clipped"), lines[0])
        // The rounded border: 7 pt in from the leading edge, a 5 pt radius stroke around the full width.
        XCTAssertTrue(
            lines[1].contains("Text \"Password\" DejaVu Sans 17 rgba(0.235, 0.235, 0.263, 0.3) at (7, "), lines[1])
        XCTAssertTrue(lines[2].contains("RoundedRectangle stroke rgba(0.82, 0.82, 0.839, 1) width 1 in (0, "), lines[2])
        XCTAssertTrue(lines[2].contains(", 393, 31.7891)"), "19.79 pt of text + 2 × 6: \(lines[2])")
    }

    func testTypingFocusesTheFieldAndWritesOneCharacterPerFrame() async throws {
        let sim = Simulation(Search())
        try sim.type("Oslo", into: "search")
        XCTAssertEqual(sim.frame, 4)
        XCTAssertEqual(sim.attribute("text", of: "search"), .string("Oslo"))
        XCTAssertEqual(sim.text(of: "state"), "searching")
        assertTraceRun(
            sim,
            [
                "▶ type \"Oslo\" into \"search\": \"O\" (1 of 4)", "▷ TextFieldControl #8 action runs",
                "✎ Search._searching: false → true · Search #1",
            ])
        let text = sim.trace.text()
        XCTAssertTrue(text.contains("✎ Search._query: \"Osl\" → \"Oslo\" · Search #1"), text)
        XCTAssertTrue(sim.displayList().description.contains("Text \"Oslo\" DejaVu Sans 17 rgba(0, 0, 0, 1)"))
        // More typing appends, as with the cursor at the end.
        try sim.type("!", into: "search")
        XCTAssertEqual(sim.attribute("text", of: "search"), .string("Oslo!"))
    }

    func testAVerticalFieldWrapsAndGrows() async throws {
        let sim = Simulation(Search())
        let oneLine = try XCTUnwrap(sim.frame(of: "notes")).height
        try sim.type("a long note that cannot fit on one line of the screen", into: "notes")
        let grown = try XCTUnwrap(sim.frame(of: "notes")).height
        XCTAssertEqual(grown, oneLine * 2, accuracy: 0.01)
        XCTAssertEqual(sim.attribute("axis", of: "notes"), .symbol("vertical"))
    }

    func testSubmitRunsEveryOnSubmitAroundTheFieldAndKeepsFocusAnActionMoved() async throws {
        let sim = Simulation(Login())
        try sim.type("ann", into: "User")
        XCTAssertEqual(sim.text(of: "status"), "user []")
        try sim.submit("User")
        // The field's own action moved focus to the password; the form's action ran after it.
        XCTAssertEqual(sim.text(of: "status"), "password [\"submitted\"]")
        let lines = traceLines(sim)
        let submit = try XCTUnwrap(lines.firstIndex(of: "▶ submit \"User\""))
        XCTAssertTrue(lines[submit + 1].hasPrefix("▷ .onSubmit #"), lines[submit + 1])
        // Submitting the password ends editing: nothing has focus.
        try sim.type("pw", into: "Password")
        try sim.submit("Password")
        XCTAssertEqual(sim.text(of: "status"), "none [\"submitted\", \"submitted\"]")
        assertTraceRun(
            sim, ["▷ end editing action of .focused #18 runs", "✎ Login._focus: .password → nil · Login #1"])
    }

    func testASecureFieldShowsAndRecordsDots() async throws {
        let sim = Simulation(Login())
        try sim.type("hunter2", into: "Password")
        XCTAssertTrue(sim.displayList().description.contains("Text \"•••••••\""))
        XCTAssertFalse(
            sim.trace.text().contains("TextFieldControl #") && sim.trace.text().contains("text: \"hunter2\""))
    }

    func testWrongNamesAndADisabledFieldAreRefused() async throws {
        let sim = Simulation(Search())
        XCTAssertThrowsError(try sim.type("x", into: "query")) { error in
            XCTAssertEqual("\(error)", "No text field is named \"query\"; text fields: \"search\", \"notes\".")
        }
        XCTAssertThrowsError(try sim.submit("query"))
        let disabled = Simulation(Search().environment(\.isEnabled, false))
        XCTAssertThrowsError(try disabled.type("x", into: "search")) { error in
            XCTAssertTrue("\(error)".hasPrefix("The text field \"search\" is disabled"), "\(error)")
        }
    }
}
