// The code of the DocC article "Getting started" (Sources/ViewSim/ViewSim.docc/
// GettingStarted.md), verbatim: a counter with .animation(.spring, value:), a
// parent whose child alone re-runs, and a ForEach list. The last test checks
// every Swift block of the article is in this file, so the article stays true.
import Foundation
import ViewSim
import ViewSimTesting
import XCTest

// doc: counter
private struct Counter: View {
    @State private var count = 0

    var body: some View {
        Text("\(count)")
            .scaleEffect(count.isMultiple(of: 2) ? 1 : 1.5)
            .animation(.spring, value: count)
            .onTapGesture { count += 1 }
            .accessibilityIdentifier("counter")
    }
}
// doc: end

// doc: parent-child
private struct Parent: View {
    var body: some View {
        VStack {
            Text("Settings")
            Child()
        }
    }
}

private struct Child: View {
    @State private var isOn = false

    var body: some View {
        Text(isOn ? "on" : "off")
            .onTapGesture { isOn.toggle() }
            .accessibilityIdentifier("switch")
    }
}
// doc: end

// doc: list
private struct Fruit: Identifiable {
    let id: String
}

private struct FruitRow: View {
    let fruit: Fruit
    @State private var likes = 0

    var body: some View {
        Text("\(fruit.id): \(likes)")
            .onTapGesture { likes += 1 }
            .accessibilityIdentifier(fruit.id)
    }
}

private struct FruitList: View {
    @State private var fruits = [Fruit(id: "apple"), Fruit(id: "pear")]

    var body: some View {
        VStack {
            Button("Reverse") { fruits.reverse() }
                .accessibilityIdentifier("reverse")
            ForEach(fruits) { fruit in FruitRow(fruit: fruit) }
        }
    }
}
// doc: end

final class GettingStartedExampleTests: XCTestCase {
    // doc: counter-test
    func testTheCounterSpringsToItsNewScale() throws {
        let sim = Simulation(Counter())
        try sim.step("tap") { try sim.tap("counter") }
        try sim.advance(by: 1)

        assertBodyCount(sim, of: "Counter", equals: 1, in: .step(1))
        assertAnimation(sim, "scale", of: "counter", in: .step(1), animation: "spring")
        XCTAssertEqual(sim.text(of: "counter"), "1")
    }
    // doc: end

    // doc: parent-child-test
    func testOnlyTheChildRunsItsBody() throws {
        let sim = Simulation(Parent())
        try sim.step("toggle") { try sim.tap("switch") }

        assertStep(sim, evaluated: ["Child": "_isOn"])
        assertBodyCount(sim, of: "Parent", equals: 0, in: .lastStep)
        XCTAssertEqual(sim.text(of: "switch"), "on")
    }
    // doc: end

    // doc: list-test
    func testRowsKeepTheirStateWhenTheListIsReordered() throws {
        let sim = Simulation(FruitList())
        try sim.step("like the pear") { try sim.tap("pear") }
        try sim.step("reverse") { try sim.tap("reverse") }

        XCTAssertEqual(sim.text(of: "pear"), "pear: 1")
        assertBodyCount(sim, of: "FruitRow", equals: 0, in: .lastStep)
        assertNoDiagnostics(sim)
    }
    // doc: end

    /// Every ```swift block of the article is a region of this file, word for word
    /// (but for `private`).
    func testTheArticleShowsThisFilesCode() throws {
        let here = URL(fileURLWithPath: #filePath)
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let article = try String(contentsOf: root.appendingPathComponent("Sources/ViewSim/ViewSim.docc/GettingStarted.md"), encoding: .utf8)
        // The views are private here (other tests have a Counter too); the article shows them without.
        let source = try String(contentsOf: here, encoding: .utf8).replacingOccurrences(of: "private struct ", with: "struct ")
        let blocks = article.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        XCTAssertGreaterThanOrEqual(blocks.count, 6, "the article shows the three views and their tests")
        let dedented = source.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }.joined(separator: "\n")
        for block in blocks where !block.contains("import ") {
            XCTAssertTrue(source.contains(block) || dedented.contains(block), "not in \(here.lastPathComponent):\n\(block)")
        }
    }
}
