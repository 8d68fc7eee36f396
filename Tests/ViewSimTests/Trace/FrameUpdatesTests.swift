// Tests `FrameUpdates` (`sim.updates(inFrame:)`), what an update overlay draws:
// the views whose bodies ran in a frame, the cause of each one's first run there,
// its run and skip counts from the start through that frame, and its laid-out
// frame then (a view whose body is another view has its content's frame).
import Foundation
import Observation
import XCTest

@testable import ViewSim

@Observable
private final class Score {
    var points = 0
}

/// A counter whose label gets the count (`@self`), beside a view with no inputs (skipped) and
/// one that reads an `@Observable` (`@dependencies`).
private struct Board: View {
    @State private var count = 0
    let score: Score

    var body: some View {
        VStack(spacing: 0) {
            CountLabel(count: count)
            Still()
            Points(score: score)
            Text("tap").onTapGesture { count += 1 }
            Text("score").onTapGesture { score.points += 1 }
        }
    }
}

private struct CountLabel: View {
    let count: Int
    var body: some View {
        Color.blue.frame(width: 120, height: 40).accessibilityIdentifier("label")
            .overlay(Color.red.frame(width: 300, height: 10))
    }
}

private struct Still: View {
    var body: some View { Color.gray.frame(width: 80, height: 20) }
}

private struct Points: View {
    let score: Score
    var body: some View { Text("\(score.points)").accessibilityIdentifier("points") }
}

@MainActor
final class FrameUpdatesTests: XCTestCase {
    private func simulation(recording: Bool = true) -> Simulation {
        var configuration = SimulationConfiguration()
        configuration.recordsDisplayLists = recording
        return Simulation(Board(score: Score()), configuration: configuration)
    }

    private func summary(_ updates: FrameUpdates) -> [String] {
        updates.updates.map { "\($0.node.label) \($0.cause.rawValue) r\($0.runs) s\($0.skips) ×\($0.runsInFrame)" }
    }

    func testAFrameListsTheBodiesThatRanWithTheirCauseAndCountsSoFar() async throws {
        let sim = simulation()
        let first = sim.updates(inFrame: 0)
        XCTAssertEqual(first.updates.map(\.node.label), ["Board", "CountLabel", "Still", "Points"])
        XCTAssertEqual(first.updates.map(\.runs), [1, 1, 1, 1], summary(first).joined(separator: "\n"))

        try sim.tap("tap")
        let tap = sim.updates(inFrame: sim.frame)
        XCTAssertEqual(summary(tap), ["Board property r2 s0 ×1", "CountLabel @self r2 s0 ×1"])
        XCTAssertEqual(tap.updates.first?.reasons.first?.token, "_count")

        try sim.tap("tap")
        try sim.tap("score")
        let score = sim.updates(inFrame: sim.frame)
        XCTAssertEqual(summary(score), ["Points @dependencies r2 s2 ×1"], "skipped in both taps (same value)")
        XCTAssertEqual(sim.trace.bodySkips(of: "Still").count, 2, "Still, too, but it did not run: no box")
        XCTAssertEqual(score.droppedFrames, 0)
    }

    func testABoxIsTheViewsLaidOutFrameAndABodyOnlyViewTakesItsContents() async throws {
        let sim = simulation()
        try sim.tap("tap")
        let label = try XCTUnwrap(sim.updates(inFrame: sim.frame).updates.first { $0.node.label == "CountLabel" })
        XCTAssertEqual(
            label.frame, sim.frame(of: "label"),
            "CountLabel's body is its Color (with an overlay, which does not size it): it has that frame")
        let board = try XCTUnwrap(sim.updates(inFrame: sim.frame).updates.first { $0.node.label == "Board" })
        let frame = try XCTUnwrap(board.frame)
        XCTAssertTrue(frame.contains(try XCTUnwrap(sim.frame(of: "label"))), "Board's frame is its VStack's")
    }

    func testAFrameWithNoBodyRunHasNoUpdatesAndEveryFrameKeepsItsOwnFrames() async throws {
        let sim = simulation()
        try sim.tap("tap")
        let tapFrame = sim.frame
        try sim.advance(by: 0.5)
        XCTAssertEqual(sim.updates(inFrame: sim.frame).updates, [])
        XCTAssertEqual(sim.updates(inFrame: tapFrame).updates.count, 2, "a past frame's updates stay")
        XCTAssertNotNil(sim.updates(inFrame: tapFrame).updates.first?.frame, "with the frames of then")
    }

    func testWithoutRecordedDisplayListsOnlyTheLastFramesViewsHaveFrames() async throws {
        let sim = simulation(recording: false)
        XCTAssertNotNil(sim.updates(inFrame: 0).updates.first?.frame, "the last frame: laid out now")
        try sim.tap("tap")
        XCTAssertNil(sim.updates(inFrame: 0).updates.first?.frame, "an earlier frame's frames were not kept")
        XCTAssertEqual(sim.updates(inFrame: sim.frame).updates.compactMap(\.frame).count, 2)
    }

    func testCausesAreTheFamiliesOfTheReasonTokens() async {
        XCTAssertEqual(UpdateCause(.identity), .identity)
        XCTAssertEqual(UpdateCause(.dependencies), .dependencies)
        XCTAssertEqual(UpdateCause(.property("_isOn", .binding)), .dynamicProperty)
        XCTAssertEqual(UpdateCause(.property("_model", .observedObject)), .dynamicProperty)
        XCTAssertEqual(UpdateCause(.timelineEntry(old: nil, new: .string("t"))), .timeline)
        XCTAssertEqual(UpdateCause(.unknown("why")), .unknown)
        XCTAssertEqual(UpdateCause(reasons: []), .unknown, "no reason: unknown, not a guess")
        XCTAssertEqual(UpdateCause(reasons: [.selfChanged([]), .identity]), .selfChanged, "the first reason")
        XCTAssertEqual(
            UpdateCause.allCases.map(\.title),
            [
                "@self", "@identity", "_property", "@dependencies", "@timeline", "@unknown",
            ])
    }
}
