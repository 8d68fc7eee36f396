// List selection and swipe actions: a tap on a row (or `sim.select(row:in:)`)
// writes the selection binding as a traced write, the selected row is drawn
// highlighted; `sim.swipeAction(_:row:in:)` runs a row's swipe action.
import Foundation
import ViewSim
import XCTest

private struct Mail: Identifiable {
    let id: Int
    let subject: String
}

@MainActor
private final class Actions {
    var ran: [String] = []
}

private struct Inbox: View {
    let actions: Actions
    @State private var selected: Int?
    let mail = [Mail(id: 1, subject: "a"), Mail(id: 2, subject: "b"), Mail(id: 3, subject: "c")]
    var body: some View {
        VStack {
            Text("selected \(selected.map(String.init) ?? "none")").accessibilityIdentifier("shown")
            List(mail, selection: $selected) { message in
                Text(message.subject).accessibilityIdentifier(message.subject)
                    .swipeActions {
                        Button("Pin") { actions.ran.append("pin \(message.subject)") }
                        Button(role: .destructive) {
                            actions.ran.append("delete \(message.subject)")
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                    }
            }
            .accessibilityIdentifier("inbox")
        }
    }
}

@MainActor
final class ListSelectionTests: XCTestCase {
    func testSelectingARowWritesTheBindingAndHighlightsIt() async throws {
        let sim = Simulation(Inbox(actions: Actions()))
        let highlight = Color(uiColor: .systemGray4).rgba
        func highlighted() -> [CGRect] {
            sim.displayList().items.compactMap { item in
                if case .fill(let path, .color(let rgba), _) = item.content, rgba == highlight {
                    return path.boundingRect.applying(item.transform)
                }
                return nil
            }
        }
        XCTAssertEqual(highlighted(), [])
        try sim.select(row: 1, in: "inbox")
        XCTAssertEqual(sim.text(of: "shown"), "selected 2")
        XCTAssertTrue(sim.trace.text().contains("▶ select row 1 in \"inbox\""), sim.trace.text())
        XCTAssertTrue(sim.trace.text().contains("_selected: nil → 2"), sim.trace.text())
        let b = try XCTUnwrap(sim.frame(of: "b"))
        XCTAssertEqual(highlighted().count, 1)
        XCTAssertTrue(highlighted().first?.contains(CGPoint(x: b.midX, y: b.midY)) ?? false)
        // A tap on a row's view selects it too.
        try sim.tap("c")
        XCTAssertEqual(sim.text(of: "shown"), "selected 3")
        XCTAssertEqual(highlighted().count, 1)
        XCTAssertThrowsError(try sim.select(row: 3, in: "inbox")) { error in
            XCTAssertEqual("\(error)", "select(row: 3, in: \"inbox\"): row 3 is out of range: its rows are 0–2.")
        }
    }

    func testASwipeActionRunsByItsTitle() async throws {
        let actions = Actions()
        let sim = Simulation(Inbox(actions: actions))
        try sim.swipeAction("Delete", row: 2, in: "inbox")
        try sim.swipeAction("Pin", row: 0, in: "inbox")
        XCTAssertEqual(actions.ran, ["delete c", "pin a"])
        XCTAssertFalse(sim.trace.text().contains("is not modelled"), "swipe actions on the row are read")
        XCTAssertTrue(sim.trace.text().contains("▶ swipe row 2 in \"inbox\", tap \"Delete\""), sim.trace.text())
        XCTAssertThrowsError(try sim.swipeAction("Archive", row: 0, in: "inbox")) { error in
            XCTAssertEqual(
                "\(error)",
                "swipeAction(\"Archive\", row: 0, in: \"inbox\"): row 0 has no swipe action titled \"Archive\"; its swipe actions: \"Pin\", \"Delete\"."
            )
        }
    }
}

private struct Tagged: View {
    @State private var chosen: Set<String> = ["x"]
    var body: some View {
        VStack {
            Text(chosen.sorted().joined(separator: ",")).accessibilityIdentifier("shown")
            List(selection: $chosen) {
                Text("x").tag("x")
                Text("y").tag("y")
                Text("static")
            }
            .accessibilityIdentifier("tags")
        }
    }
}

@MainActor
final class ListMultipleSelectionTests: XCTestCase {
    func testAMultipleSelectionBecomesTheTappedRowAndTagsAreTheValues() async throws {
        let sim = Simulation(Tagged())
        try sim.select(row: 1, in: "tags")
        XCTAssertEqual(sim.text(of: "shown"), "y", "viewsim's model of iOS outside edit mode: the tapped row alone")
        XCTAssertThrowsError(try sim.select(row: 2, in: "tags")) { error in
            XCTAssertEqual(
                "\(error)",
                "select(row: 2, in: \"tags\"): row 2 has no selection value; give it a .tag(_:) or build it with ForEach."
            )
        }
        XCTAssertThrowsError(try sim.select(row: 0, in: "shown")) { error in
            XCTAssertEqual(
                "\(error)", "select(row: 0, in: \"shown\"): the view \"shown\" is not in a List and has none inside it."
            )
        }
    }
}
