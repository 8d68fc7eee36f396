// The checks of what users ask of a run can fail: why answers that leave a skip out, or
// a chain that runs back in time, trip `why`; a summary of another run trips
// `updateSummary`; a real run's answers and summary pass both.
import Foundation
import ViewSim
import ViewSimFuzz
import XCTest

private struct Label: View {
    let title: String
    var body: some View { Text(title) }
}

private struct Screen: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("taps \(taps)")
            Label(title: "fixed")
            Text("tap").onTapGesture { taps += 1 }.accessibilityIdentifier("tap")
        }
    }
}

@MainActor
final class FuzzQuestionInvariantTests: XCTestCase {
    private func run(taps: Int) throws -> Trace {
        var configuration = SimulationConfiguration()
        configuration.printChangesToStandardOutput = false
        let sim = Simulation(Screen(), configuration: configuration)
        for _ in 0..<taps { try sim.step("tap") { try sim.tap("tap") } }
        return sim.trace
    }

    func testARealRunsAnswersAndSummaryPass() async throws {
        let trace = try run(taps: 2)
        XCTAssertEqual(FuzzInvariants.whyAnswers(trace), [])
        XCTAssertEqual(FuzzInvariants.updateSummary(trace), [])
    }

    func testAnswersThatLeaveASkipOutOrRunBackInTimeAreCaught() async throws {
        let trace = try run(taps: 1)
        var answered = trace.whyAnswersByNode(steps: 0..<2, limit: Int.max)
        let label = try XCTUnwrap(trace.why("Label", in: .step(1)).answers.first?.node.id)
        answered[1] = answered[1].filter { $0.node != label }
        let dropped = FuzzInvariants.whyAnswers(trace, answered: answered, firstStep: 0)
        XCTAssertEqual(dropped.map(\.check), [.why])
        XCTAssertTrue(
            dropped[0].message.contains("why answers 0 runs and 0 skips; the trace has 0 and 1"), dropped[0].message)

        var reversed = trace.whyAnswersByNode(steps: 0..<2, limit: Int.max)
        let (node, answers) = reversed[1][0]
        let first = answers[0]
        let backwards = WhyAnswer(
            node: first.node, attribute: first.attribute, verdict: first.verdict, frames: first.frames,
            step: first.step,
            time: first.time, count: first.count, sentences: first.sentences, chain: Array(first.chain.reversed()))
        reversed[1][0] = (node, [backwards] + answers.dropFirst())
        let found = FuzzInvariants.whyAnswers(trace, answered: reversed, firstStep: 0)
        XCTAssertTrue(
            found.contains { $0.check == .why && $0.message.contains("a chain not in time order") }, "\(found)")
    }

    func testASummaryOfAnotherRunIsCaught() async throws {
        let found = FuzzInvariants.updateSummary(try run(taps: 1), summary: try UpdateSummary(trace: try run(taps: 2)))
        XCTAssertEqual(found.map(\.check), [.updateSummary])
    }
}
