// Tests what the plain-text update leaves on its node without writing it (thirteenth round of
// issue 32): the attributes read from the view when asked for (`AttributesSource.plainText`),
// kept the old value's when the view is replaced another way; the layout behaviour read from
// the view (`ViewGraph.layoutBehavior(of:)`), so sizes follow the new string; the only child
// kept beside the children (`ViewNode.onlyChild`) through every change of them.
import Foundation
import XCTest

@testable import ViewSim

@MainActor
final class PlainTextNodeTests: XCTestCase {
    private struct Counter: View {
        @State private var count = 0
        @State private var styled = false
        var body: some View {
            VStack {
                Group {
                    if styled {
                        Text("count \(count)").bold()
                    } else {
                        Text("count \(count)")
                    }
                }
                .accessibilityIdentifier("count")
                Text("add").onTapGesture { count += 1 }.accessibilityIdentifier("add")
                Text("add many").onTapGesture { count += 1_000_000 }.accessibilityIdentifier("many")
                Text("style").onTapGesture { styled.toggle() }.accessibilityIdentifier("style")
            }
        }
    }

    /// The `Text` node showing the count.
    private func countNode(_ sim: Simulation) throws -> ViewNode {
        let named = try XCTUnwrap(sim.graph.node(named: "count"))
        return try XCTUnwrap(
            named.subtree().first { exactly($0.view, as: Text.self)?.content.hasPrefix("count") == true })
    }

    func testAPlainUpdatesAttributesAreReadFromItsView() async throws {
        let sim = Simulation(Counter())
        try sim.step("add") { try sim.tap("add") }
        XCTAssertEqual(sim.text(of: "count"), "count 1")
        try sim.step("add") { try sim.tap("add") }
        try sim.step("add") { try sim.tap("add") }
        let node = try countNode(sim)
        XCTAssertEqual(node.attributes.map(\.name), ["text"])
        XCTAssertEqual(node.attributes.first?.value, .text("count 3"))
        // The trace named each change, old and new.
        XCTAssertTrue(sim.trace.text(step: 3).contains("count 2"), sim.trace.text(step: 3))
        XCTAssertTrue(sim.trace.text(step: 3).contains("count 3"), sim.trace.text(step: 3))
    }

    func testAttributesThatFollowAViewStayItsWhenTheViewIsReplaced() async throws {
        let sim = Simulation(Counter())
        let node = try countNode(sim)
        node.setPlainTextView(Text("count 7"))
        // Replaced another way (what a styled update or a hook does first): the attributes are
        // the old value's until they are set.
        node.view = Text("count 8")
        XCTAssertEqual(node.attributes.first?.value, .text("count 7"))
        node.attributes = [NodeAttribute("text", .text("count 8"))]
        XCTAssertEqual(node.attributes.first?.value, .text("count 8"))
        node.setPlainTextView(Text("count 9"))
        XCTAssertEqual(node.attributes.first?.value, .text("count 9"))
        // An animator's presented value, when one takes over, wins over the view's.
        node.attributesFollowAnimator = true
        XCTAssertTrue(node.attributesFollowAnimator)
        XCTAssertEqual(node.attributes.first?.value, .text("count 9"))
        XCTAssertFalse(node.attributesFollowAnimator)
    }

    func testAStyledUpdateAfterPlainOnesRecordsTheChangeFromTheLastString() async throws {
        let sim = Simulation(Counter())
        try sim.step("add") { try sim.tap("add") }
        try sim.step("style") { try sim.tap("style") }
        try sim.step("add") { try sim.tap("add") }
        XCTAssertEqual(sim.text(of: "count"), "count 2")
        let text = sim.trace.text(step: 3)
        XCTAssertTrue(text.contains("count 1"), text)
        XCTAssertTrue(text.contains("count 2"), text)
    }

    func testTheLayoutOfAPlainUpdateFollowsTheNewString() async throws {
        let sim = Simulation(Counter())
        let before = try XCTUnwrap(sim.frame(of: "count"))
        try sim.step("many") { try sim.tap("many") }
        let after = try XCTUnwrap(sim.frame(of: "count"))
        XCTAssertGreaterThan(after.width, before.width)
        // The same frame as a simulation that starts with the string laid out afresh.
        struct Fixed: View {
            var body: some View {
                VStack {
                    Text("count 1000000").accessibilityIdentifier("count")
                    Text("add")
                    Text("add many")
                    Text("style")
                }
            }
        }
        XCTAssertEqual(after, Simulation(Fixed()).frame(of: "count"))
        let node = try countNode(sim)
        guard case .text(let text) = sim.graph.layoutBehavior(of: node) else {
            return XCTFail("a text's behaviour is .text")
        }
        XCTAssertEqual(text.content, "count 1000000")
    }

    func testTheOnlyChildFollowsTheChildren() async throws {
        struct Rows: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    ForEach(0..<count, id: \.self) { Text("row \($0)") }
                    Text("more").onTapGesture { count += 1 }.accessibilityIdentifier("more")
                    Text("fewer").onTapGesture { count -= 1 }.accessibilityIdentifier("fewer")
                }
            }
        }
        let sim = Simulation(Rows())
        func check(_ step: String) throws {
            for node in try XCTUnwrap(sim.graph.root).subtree() {
                let expected = node.children.count == 1 ? node.children[0] : nil
                XCTAssertTrue(node.onlyChild === expected, "\(step): \(node.typeName) #\(node.id)")
            }
        }
        try check("start")
        for name in ["more", "more", "fewer", "fewer", "more"] {
            try sim.step(name) { try sim.tap(name) }
            try check(name)
        }
        let forEach = try XCTUnwrap(sim.graph.root?.subtree().first { $0.typeName.hasPrefix("ForEach") })
        XCTAssertEqual(forEach.children.count, 1)
        XCTAssertTrue(forEach.onlyChild === forEach.children.first)
    }
}
