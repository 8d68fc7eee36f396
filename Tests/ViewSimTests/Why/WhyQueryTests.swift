// Tests `Trace.why`: for a body, the chain from the script step to the run or skip
// and its reasons in words; for an attribute, which transaction and modifier gave
// its animation, or why it had none. Each case issue 31 names has a test here:
// an @Observable read, an equal-input skip, an onChange loop hop,
// `.animation(_:value:)` versus withAnimation, a write outside the transaction,
// and an `.animation` below the `if`.
import Foundation
import Observation
import ViewSim
import ViewSimTesting
import XCTest

@Observable
private final class Tally {
    var count = 0
}

private struct TallyText: View {
    let tally: Tally
    var body: some View { Text("count \(tally.count)") }
}

private struct TallyScreen: View {
    @State private var tally = Tally()
    var body: some View {
        VStack {
            TallyText(tally: tally)
            Text("add").onTapGesture { tally.count += 1 }.accessibilityIdentifier("add")
        }
    }
}

private struct Caption: View {
    let title: String
    var body: some View { Text(title) }
}

private struct CaptionScreen: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("taps \(taps)")
            Caption(title: "fixed")
            Text("tap").onTapGesture { taps += 1 }.accessibilityIdentifier("tap")
        }
    }
}

private struct PingPong: View {
    @State private var ping = 0
    @State private var pong = 0
    var body: some View {
        Text("\(ping) \(pong)")
            .onChange(of: ping) { pong += 1 }
            .onChange(of: pong) { ping += 1 }
            .onTapGesture { ping += 1 }
            .accessibilityIdentifier("ping")
    }
}

private struct Lamp: View {
    @State private var isOn = false
    @State private var level = 0
    @State private var tilted = false
    var body: some View {
        VStack {
            Circle().frame(width: 20, height: 20).opacity(isOn ? 1 : 0.2).animation(.easeIn, value: isOn)
            Rectangle().frame(width: 10, height: 10).scaleEffect(level == 0 ? 1 : 2)
                .rotationEffect(.degrees(tilted ? 45 : 0))
            Text("switch").onTapGesture { isOn.toggle() }.accessibilityIdentifier("switch")
            Text("raise").onTapGesture { withAnimation(.linear(duration: 1)) { level += 1 } }
                .accessibilityIdentifier("raise")
            Text("raise and tilt").onTapGesture {
                withAnimation(.linear(duration: 1)) { level += 1 }
                tilted.toggle()
            }.accessibilityIdentifier("raiseAndTilt")
        }
    }
}

private struct Drawer: View {
    @State private var isOpen = false
    var body: some View {
        VStack {
            Text("toggle").onTapGesture { isOpen.toggle() }.accessibilityIdentifier("toggle")
            ZStack {
                Color.clear
                if isOpen {
                    Color.red.frame(width: 100, height: 40)
                        .transition(.opacity)
                        .animation(.linear(duration: 1), value: isOpen)
                }
            }
            .frame(width: 200, height: 200)
        }
    }
}

@MainActor
final class WhyQueryTests: XCTestCase {
    private func simulation<Root: View>(_ root: Root) -> Simulation {
        var configuration = SimulationConfiguration()
        configuration.printChangesToStandardOutput = false
        return Simulation(root, configuration: configuration)
    }

    private func only(_ report: WhyReport, file: StaticString = #filePath, line: UInt = #line) throws -> WhyAnswer {
        XCTAssertEqual(report.answers.count, 1, report.text(), file: file, line: line)
        return try XCTUnwrap(report.answers.first, file: file, line: line)
    }

    func testABodyRunByAnObservableReadNamesTheModelAndProperty() async throws {
        let sim = simulation(TallyScreen())
        try sim.step("add") { try sim.tap("add") }
        let answer = try only(sim.trace.why("TallyText", in: .step(1)))
        XCTAssertEqual(answer.verdict, .bodyRan)
        let first = answer.sentences[0]
        XCTAssertTrue(first.contains("@dependencies"), first)
        XCTAssertTrue(first.contains("Tally.count") && first.contains("0 → 1"), first)
        XCTAssertTrue(
            answer.sentences.contains { $0.hasPrefix("It started with the script's tap \"add\"") }, answer.text())
        // The chain runs from the tap through the action and the observation change to the body.
        XCTAssertEqual(answer.chain.first?.event.kind.name, .script)
        XCTAssertEqual(answer.chain.last?.event.kind.name, .bodyEvaluated)
        XCTAssertTrue(answer.chain.contains { $0.event.kind.name == .observationChange }, answer.text())
    }

    func testABodySkippedWithEqualInputsSaysWhatWasComparedAndHow() async throws {
        let sim = simulation(CaptionScreen())
        try sim.step("tap") { try sim.tap("tap") }
        let answer = try only(sim.trace.why("Caption", in: .step(1)))
        XCTAssertEqual(answer.verdict, .bodySkipped)
        let first = answer.sentences[0]
        XCTAssertTrue(first.contains("CaptionScreen #"), first)
        XCTAssertTrue(first.contains("its 1 stored field was compared field by field and found equal"), first)
        // In step 0 it ran because it was new.
        let appeared = try only(sim.trace.why("Caption", in: .step(0)))
        XCTAssertEqual(appeared.verdict, .bodyRan)
    }

    func testAnOnChangeLoopHopIsNamedAsALoop() async throws {
        let sim = simulation(PingPong())
        try sim.step("ping") { try sim.tap("ping") }
        let report = sim.trace.why("PingPong", in: .step(1))
        let hops = report.answers.filter { answer in answer.sentences.contains { $0.contains("hop of an update loop") }
        }
        XCTAssertFalse(hops.isEmpty, report.text())
        // A hop the onChange actions made: the chain goes through one of them and its write.
        let hop = try XCTUnwrap(
            hops.first { answer in
                answer.chain.contains { $0.line.contains("onChange(of: Int)") && $0.line.hasSuffix("action runs") }
            }, report.text())
        XCTAssertTrue(
            hop.sentences[0].contains("@State `ping` changed") || hop.sentences[0].contains("@State `pong` changed"),
            hop.text())
        XCTAssertTrue(
            hop.sentences.contains { $0.contains("onChange(of: Int) action → PingPong._pong → PingPong #1 body") },
            hop.text())
    }

    func testAnAnimationFromAnAnimationModifierVersusWithAnimation() async throws {
        let sim = simulation(Lamp())
        try sim.step("switch") { try sim.tap("switch") }
        try sim.advance(by: 1)
        try sim.step("raise") { try sim.tap("raise") }
        try sim.advance(by: 1)
        let modifier = try only(sim.trace.why("Lamp", attribute: "opacity", in: .step(1)))
        XCTAssertEqual(modifier.verdict, .animated)
        XCTAssertTrue(
            modifier.sentences.contains {
                $0.contains(".animation(_:value:) #") && $0.contains("above it: its value changed (false → true)")
            }, modifier.text())
        let explicit = try only(sim.trace.why("Lamp", attribute: "scale", in: .step(2)))
        XCTAssertEqual(explicit.verdict, .animated)
        XCTAssertEqual(explicit.count, 1, "the frames it animates through are not answers of their own")
        XCTAssertEqual(explicit.chain.first?.line, "▶ tap \"raise\"")
        XCTAssertTrue(
            explicit.sentences.contains {
                $0.hasPrefix("The animation came from withAnimation, called in .onTapGesture #")
            }, explicit.text())
        XCTAssertTrue(
            explicit.sentences.contains { $0.contains("The change: Lamp._level: 0 → 1, in frame") }, explicit.text())
    }

    func testANonAnimationBecauseTheWriteWasOutsideTheTransaction() async throws {
        let sim = simulation(Lamp())
        try sim.step("raise and tilt") { try sim.tap("raiseAndTilt") }
        let answer = try only(sim.trace.why("Lamp", attribute: "rotation", in: .step(1)))
        XCTAssertEqual(answer.verdict, .notAnimated)
        let text = answer.sentences.joined(separator: " ")
        XCTAssertTrue(text.contains("was made outside withAnimation and withTransaction"), text)
        XCTAssertTrue(
            text.contains("Other values did animate in this frame, from withAnimation in .onTapGesture #"), text)
    }

    func testANonAnimationBecauseTheAnimationModifierIsBelowTheIf() async throws {
        let sim = simulation(Drawer())
        try sim.step("open") { try sim.tap("toggle") }
        let answer = try only(sim.trace.why("Drawer", attribute: "transition", in: .step(1)))
        XCTAssertEqual(answer.verdict, .notAnimated)
        XCTAssertTrue(answer.sentences[0].contains("below the `if` that inserts it"), answer.text())
    }

    func testAnUnknownViewIsNamedWithSuggestions() async throws {
        let sim = simulation(CaptionScreen())
        let report = sim.trace.why("Captoin")
        XCTAssertTrue(report.nodes.isEmpty)
        XCTAssertTrue(report.answers.isEmpty)
        XCTAssertTrue(report.notes[0].hasPrefix("No view named \"Captoin\""), report.notes[0])
        XCTAssertTrue(report.notes[0].contains("Caption"), report.notes[0])
    }

    func testAViewUntouchedInAStepSaysNothingReachedIt() async throws {
        let sim = simulation(TallyScreen())
        try sim.step("add") { try sim.tap("add") }
        let answer = try only(sim.trace.why("TallyScreen", in: .step(1)))
        XCTAssertEqual(answer.verdict, .bodyUntouched)
        XCTAssertTrue(answer.sentences[0].contains("did not run in step 1"), answer.text())
    }

    func testTheReportIsDeterministicJSON() async throws {
        func json() throws -> String {
            let sim = simulation(Lamp())
            try sim.step("raise and tilt") { try sim.tap("raiseAndTilt") }
            return sim.trace.why("Lamp", attribute: "rotation").json()
        }
        let first = try json()
        XCTAssertEqual(first, try json())
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        XCTAssertEqual(object["schema"] as? String, "viewsim.why")
        XCTAssertEqual((object["answers"] as? [[String: Any]])?.first?["verdict"] as? String, "not animated")
    }

    func testASimulationAlsoFindsAViewByItsAccessibilityIdentifier() async throws {
        let sim = simulation(Lamp())
        try sim.step("raise") { try sim.tap("raise") }
        XCTAssertTrue(sim.trace.why("raise").nodes.isEmpty, "the trace knows labels, not identifiers")
        let report = sim.why("raise")
        XCTAssertEqual(report.nodes.count, 1, report.text())
        XCTAssertEqual(sim.why("Lamp", attribute: "scale", in: .step(1)).answers.first?.verdict, .animated)
    }
}
