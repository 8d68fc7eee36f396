// Tests lesson2 (seed 001 §4, QuipView): its claims hold, the key numbers read
// straight from the trace, its trace text matches the golden file, and its
// claims fail on a variant whose model does not publish its changes.
import Foundation
import ViewSim
import ViewSimTesting
import XCTest

@testable import ViewSimLessons

final class Lesson2Tests: XCTestCase {
    func testEveryClaimHolds() throws {
        let run = try Lesson2.lesson.run()
        XCTAssertEqual(run.claimResults.count, Lesson2.lesson.claims.count)
        for result in run.claimResults {
            XCTAssertTrue(result.holds, "\(result.claim.statement): \(result.failure ?? "")")
        }
    }

    func testKeyNumbers() throws {
        let run = try Lesson2.lesson.run()
        let trace = run.trace
        XCTAssertEqual(
            trace.bodyEvaluations(of: "QuipView", inStep: 0).map(\.printChangesLine),
            ["QuipView: @self, @identity, _quips changed."])

        let frames = trace.frames.filter { $0.step > 0 }
        XCTAssertEqual(frames.map(\.index), [180, 360, 540], "one frame per update, at t=3, 6 and 9 s")
        for frame in frames {
            XCTAssertEqual(frame.passes, 2)
            XCTAssertEqual(
                trace.bodyEvaluations(of: "TimelineView", inFrame: frame.index).map(\.printChangesLine),
                ["TimelineView: @timeline changed."])
            let quip = trace.bodyEvaluations(of: "QuipView", inFrame: frame.index)
            XCTAssertEqual(quip.map(\.printChangesLine), ["QuipView: @self changed.", "QuipView: _quips changed."])
            XCTAssertEqual(quip.map(\.pass), [1, 2])
        }
        XCTAssertEqual(trace.bodyEvaluations(of: "QuipView").count, 1 + 2 * 3)
        XCTAssertTrue(trace.diagnostics().isEmpty)
        XCTAssertEqual(
            run.simulation.attribute("text", of: "quip")?.value(as: String.self)?.hasPrefix("_Confidence"), true,
            "after three updates the fourth sentence shows: \(run.simulation.attribute("text", of: "quip")?.description ?? "nil")"
        )
    }

    func testGoldenTrace() throws {
        let run = try Lesson2.lesson.run()
        assertGolden(run.trace.text(options: TraceTextOptions(foldsRepeatedFrames: true)), named: "lesson2.trace.txt")
    }

    /// A QuipDatabase without @Published: the model changes silently, so QuipView
    /// runs once per update and the claims about the second run must fail.
    func testClaimsFailWhenTheModelDoesNotPublish() throws {
        let lesson = Lesson2.lesson
        let variant = lesson.replacingRoot { SilentQuips.ExampleView() }
        let results = try variant.run().claimResults
        let byStatement = Dictionary(results.map { ($0.claim.statement, $0) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(byStatement["The TimelineView's content runs once per timeline update"]?.holds, true)
        for statement in [
            "QuipView's body runs exactly twice per timeline update",
            "First for @self (the date changed), then for _quips (the @Published sentence changed) in a later pass of the same frame",
            "The sentence advances once per update, through the seed's sentences in order",
        ] {
            guard let result = byStatement[statement] else {
                XCTFail("no claim \"\(statement)\"")
                continue
            }
            XCTAssertFalse(result.holds, "should fail without @Published: \(statement)")
            print("expected failure ✗ \(statement)\n  \(result.failure ?? "")")
        }
    }
}

/// Lesson 2's program with one change: `sentence` is not `@Published`.
enum SilentQuips {
    struct ExampleView: View {
        var body: some View {
            TimelineView(.periodic(from: .simNow, by: 3.0)) { timeline in
                QuipView(date: timeline.date)
            }
        }

        struct QuipView: View {
            @StateObject var quips = QuipDatabase()
            let date: Date

            var body: some View {
                Text("_\(quips.sentence)_")
                    .onChange(of: date) { _ in
                        quips.advance()
                    }
            }
        }
    }

    final class QuipDatabase: ObservableObject {
        var sentence: String = Lesson2.QuipDatabase.sentences[0]
        var idx = 0

        func advance() {
            idx = (idx + 1) % Lesson2.QuipDatabase.sentences.count
            sentence = Lesson2.QuipDatabase.sentences[idx]
        }
    }
}
