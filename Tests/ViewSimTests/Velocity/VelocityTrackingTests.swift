// Velocity into animations (issue 29, part 3): a value written each frame in a transaction
// with `tracksVelocity` keeps its samples; an animation that starts on it next starts with
// the least-squares velocity of the last 100 ms if it merges (a spring), at rest otherwise,
// and the trace says which. Lesson: lesson16 (the FaceTime corner), once it exists.
import Foundation
import Observation
import ViewSim
import XCTest

@Observable
private final class Card {
    var offset = CGSize.zero
    var opacity = 1.0
}

private struct CardView: View {
    let card: Card
    var body: some View {
        Rectangle()
            .frame(width: 100, height: 60)
            .opacity(card.opacity)
            .offset(card.offset)
            .accessibilityIdentifier("card")
    }
}

/// The card under a `.transaction` modifier that tracks velocity: every change below it is tracked.
private struct TrackedCardView: View {
    let card: Card
    var body: some View {
        Rectangle()
            .frame(width: 100, height: 60)
            .offset(card.offset)
            .transaction { $0.tracksVelocity = true }
            .accessibilityIdentifier("card")
    }
}

@MainActor
final class VelocityTrackingTests: XCTestCase {
    private var card = Card()

    private func makeSimulation() -> Simulation {
        card = Card()
        return Simulation(CardView(card: card))
    }

    /// A transaction that tracks velocity, as a gesture's callbacks run in.
    private static func dragTransaction(source: String? = "DragGesture #12") -> Transaction {
        var transaction = Transaction()
        transaction.tracksVelocity = true
        transaction.velocitySource = source
        return transaction
    }

    /// Moves the card by `step` each frame for `frames` frames, in a tracking transaction.
    private func drag(_ sim: Simulation, by step: CGSize, frames: Int, source: String? = "DragGesture #12") {
        let card = card
        let transaction = Self.dragTransaction(source: source)
        for _ in 0..<frames {
            sim.perform("drag") {
                withTransaction(transaction) {
                    card.offset.width += step.width
                    card.offset.height += step.height
                }
            }
        }
    }

    private func release(_ sim: Simulation, with animation: Animation, to target: CGSize = .zero) {
        let card = card
        sim.perform("release") { withAnimation(animation) { card.offset = target } }
    }

    private func velocityLines(_ sim: Simulation) -> [String] {
        sim.trace.text().split(separator: "\n").compactMap { line in
            line.firstIndex(of: "◔").map { String(line[$0...]) }
        }.filter { $0.contains(": velocity ") }
    }

    func testADragOf20PointsAFrameTracks1200PointsPerSecond() async throws {
        let sim = makeSimulation()
        drag(sim, by: CGSize(width: 20, height: -5), frames: 6)
        let velocity = try XCTUnwrap(sim.velocity(of: "card", attribute: "offset"))
        XCTAssertEqual(velocity[0], 1200, accuracy: 1e-6)
        XCTAssertEqual(velocity[1], -300, accuracy: 1e-6)
        XCTAssertEqual(sim.velocity(of: "card", attribute: "opacity"), [0], "a value never tracked is at rest")
        XCTAssertNil(sim.velocity(of: "card", attribute: "nothing"))
        XCTAssertNil(sim.velocity(of: "nobody", attribute: "offset"))
    }

    func testASpringStartsWithTheTrackedVelocityAndThePositionIsContinuous() async throws {
        let sim = makeSimulation()
        drag(sim, by: CGSize(width: 20, height: 0), frames: 6)
        let before = try XCTUnwrap(sim.attribute("offset", of: "card")?.numbers)
        release(sim, with: .spring)
        let velocity = try XCTUnwrap(sim.velocity(of: "card", attribute: "offset"))
        XCTAssertEqual(velocity[0], 1200, accuracy: 1e-6, "the spring starts with the drag's velocity")
        XCTAssertEqual(sim.attribute("offset", of: "card")?.numbers, before, "no jump at the release")
        try sim.advanceFrames(1)
        let after = try XCTUnwrap(sim.attribute("offset", of: "card")?.numbers)
        // Still moving the way the drag went: one frame at about 1,200 pt/s, slowed by the spring.
        XCTAssertGreaterThan(after[0], before[0])
        XCTAssertLessThan(after[0] - before[0], 20.5)
        XCTAssertEqual(
            velocityLines(sim),
            [
                "◔ .offset #3 offset: velocity (1200, 0) pt/s from DragGesture #12, taken by spring(response: 0.5, dampingFraction: 1)"
            ])
    }

    func testAnEaseInOutDropsTheVelocityAndTheTraceSaysWhy() async throws {
        let sim = makeSimulation()
        drag(sim, by: CGSize(width: 20, height: 0), frames: 6)
        release(sim, with: .easeInOut(duration: 0.35))
        XCTAssertEqual(sim.velocity(of: "card", attribute: "offset")?.first ?? .nan, 0, accuracy: 1e-6)
        XCTAssertEqual(
            velocityLines(sim),
            [
                "◔ .offset #3 offset: velocity (1200, 0) pt/s from DragGesture #12 not used: easeInOut(duration: 0.35) does not merge, so it starts at rest"
            ])
    }

    func testASpringUnderSpeedCannotMergeSoItStartsAtRest() async throws {
        let sim = makeSimulation()
        drag(sim, by: CGSize(width: 20, height: 0), frames: 6)
        release(sim, with: .spring.speed(2))
        XCTAssertEqual(sim.velocity(of: "card", attribute: "offset")?.first ?? .nan, 0, accuracy: 1e-6)
        XCTAssertEqual(
            velocityLines(sim),
            [
                "◔ .offset #3 offset: velocity (1200, 0) pt/s from DragGesture #12 not used: spring(response: 0.5, dampingFraction: 1).speed(2) cannot merge (an animation under .speed(_:) merges only with a running animation of its own base), so it starts at rest"
            ])
    }

    func testAnInterpolatingSpringDoesNotMerge() async throws {
        let sim = makeSimulation()
        drag(sim, by: CGSize(width: 20, height: 0), frames: 6, source: nil)
        release(sim, with: .interpolatingSpring(stiffness: 170, damping: 15))
        XCTAssertEqual(
            velocityLines(sim),
            [
                "◔ .offset #3 offset: velocity (1200, 0) pt/s from a transaction with tracksVelocity not used: interpolatingSpring(mass: 1, stiffness: 170, damping: 15) does not merge, so it starts at rest"
            ])
    }

    func testAWriteThatDoesNotTrackVelocityEndsTracking() async throws {
        let sim = makeSimulation()
        drag(sim, by: CGSize(width: 20, height: 0), frames: 6)
        let card = card
        sim.perform("move") { card.offset.width += 20 }
        XCTAssertEqual(sim.velocity(of: "card", attribute: "offset"), [0, 0], "untracked: at rest")
        release(sim, with: .spring)
        XCTAssertEqual(velocityLines(sim), [], "nothing to hand over")
        XCTAssertEqual(sim.velocity(of: "card", attribute: "offset"), [0, 0], "the spring starts at rest")
    }

    func testAValueThatStoppedMovingHandsOverNoVelocity() async throws {
        let sim = makeSimulation()
        drag(sim, by: CGSize(width: 20, height: 0), frames: 6)
        try sim.advanceFrames(2)
        XCTAssertEqual(sim.velocity(of: "card", attribute: "offset"), [0, 0], "its newest sample is 3 frames old")
        release(sim, with: .spring)
        XCTAssertEqual(velocityLines(sim), [])
    }

    func testSamplesOlderThan100MillisecondsAreIgnored() async throws {
        let sim = makeSimulation()
        // Slow for 12 frames (300 pt/s), then fast for 7 (1,200 pt/s): the last 100 ms are
        // the 7 fast samples (6 frames at 60 fps), so the fit sees only them.
        drag(sim, by: CGSize(width: 5, height: 0), frames: 12)
        XCTAssertEqual(sim.velocity(of: "card", attribute: "offset")?.first ?? .nan, 300, accuracy: 1e-6)
        drag(sim, by: CGSize(width: 20, height: 0), frames: 7)
        XCTAssertEqual(sim.velocity(of: "card", attribute: "offset")?.first ?? .nan, 1200, accuracy: 1e-6)
        release(sim, with: .spring)
        XCTAssertEqual(sim.velocity(of: "card", attribute: "offset")?.first ?? .nan, 1200, accuracy: 1e-6)
    }

    func testTheFitSmoothsAnUnevenStep() async throws {
        let sim = makeSimulation()
        drag(sim, by: CGSize(width: 20, height: 0), frames: 5)
        drag(sim, by: CGSize(width: 40, height: 0), frames: 1)
        // Samples 0, 20, …, 100, 140 at 1/60 s apart: the least-squares slope over the 7
        // is 60 · 620 / 28 ≈ 1,329 pt/s, where the last two alone would give 2,400.
        let velocity = try XCTUnwrap(sim.velocity(of: "card", attribute: "offset"))
        XCTAssertEqual(velocity[0], 60 * 620.0 / 28, accuracy: 1e-6)
    }

    func testTheFirstTrackedWriteSamplesTheValueTheFrameBefore() async throws {
        let sim = makeSimulation()
        drag(sim, by: CGSize(width: 20, height: 10), frames: 1)
        XCTAssertEqual(sim.velocity(of: "card", attribute: "offset"), [1200, 600])
    }

    func testNonFiniteWritesNeverReachAnAnimation() async throws {
        let sim = makeSimulation()
        drag(sim, by: CGSize(width: 20, height: 0), frames: 4)
        drag(sim, by: CGSize(width: CGFloat.nan, height: .infinity), frames: 1)
        let tracked = try XCTUnwrap(sim.velocity(of: "card", attribute: "offset"))
        XCTAssertTrue(tracked.allSatisfy(\.isFinite), "the replacement (the last finite value) is sampled: \(tracked)")
        release(sim, with: .spring)
        let velocity = try XCTUnwrap(sim.velocity(of: "card", attribute: "offset"))
        XCTAssertTrue(velocity.allSatisfy(\.isFinite), "\(velocity)")
        try sim.advanceFrames(3)
        XCTAssertTrue(try XCTUnwrap(sim.attribute("offset", of: "card")?.numbers).allSatisfy(\.isFinite))
    }

    func testAValueThatIsNotAnOffsetIsMeasuredPerSecond() async throws {
        let sim = makeSimulation()
        let card = card
        let transaction = Self.dragTransaction()
        for _ in 0..<3 { sim.perform("fade") { withTransaction(transaction) { card.opacity -= 0.1 } } }
        XCTAssertEqual(sim.velocity(of: "card", attribute: "opacity")?.first ?? .nan, -6, accuracy: 1e-9)
        sim.perform("release") { withAnimation(.spring) { card.opacity = 1 } }
        XCTAssertEqual(
            velocityLines(sim),
            [
                "◔ .opacity #4 opacity: velocity -6/s from DragGesture #12, taken by spring(response: 0.5, dampingFraction: 1)"
            ])
    }

    func testWithoutTrackingNothingIsKept() async throws {
        let sim = makeSimulation()
        let card = card
        for _ in 0..<5 { sim.perform("move") { card.offset.width += 20 } }
        release(sim, with: .spring)
        XCTAssertEqual(velocityLines(sim), [])
        XCTAssertEqual(sim.velocity(of: "card", attribute: "offset"), [0, 0])
    }

    func testADragThatGrabsARunningSpringHandsItsVelocityToTheNextSpring() async throws {
        // The same script twice, but for the second release: the released one and a twin left alone.
        var presentedWithoutRelease: [Double] = []
        for releases in [false, true] {
            let sim = makeSimulation()
            drag(sim, by: CGSize(width: 20, height: 0), frames: 6)
            release(sim, with: .spring)
            try sim.advanceFrames(3)
            // Grabbed mid-flight: the drag's writes do not animate; the spring goes on under them.
            drag(sim, by: CGSize(width: 0, height: 30), frames: 4, source: "DragGesture #20")
            let tracked = try XCTUnwrap(sim.velocity(of: "card", attribute: "offset"))
            XCTAssertEqual(tracked[1], 1800, accuracy: 1e-6)
            XCTAssertLessThan(tracked[0], 0, "the spring under the drag is heading back to 0")
            guard releases else {
                try sim.advanceFrames(1)
                presentedWithoutRelease = try XCTUnwrap(sim.attribute("offset", of: "card")?.numbers)
                continue
            }
            release(sim, with: .spring)
            let velocity = try XCTUnwrap(sim.velocity(of: "card", attribute: "offset"))
            // The tracked velocity one frame on (its samples are a frame older now).
            XCTAssertEqual(velocity[1], 1800, accuracy: 1e-6, "the new spring starts with the drag's velocity")
            XCTAssertEqual(
                sim.attribute("offset", of: "card")?.numbers, presentedWithoutRelease, "no jump at the release")
            let lines = velocityLines(sim)
            XCTAssertEqual(lines.count, 2)
            XCTAssertTrue(
                lines.last?.hasPrefix("◔ .offset #3 offset: velocity (") ?? false
                    && lines.last?.hasSuffix(
                        " pt/s from DragGesture #20, taken by spring(response: 0.5, dampingFraction: 1)") ?? false,
                "\(lines)")
        }
    }

    func testUnderSpeedTheSecondReleaseRunsAlongAndDropsTheVelocity() async throws {
        let sim = makeSimulation()
        drag(sim, by: CGSize(width: 20, height: 0), frames: 6)
        release(sim, with: .spring.speed(2))
        try sim.advanceFrames(3)
        drag(sim, by: CGSize(width: 0, height: 30), frames: 4, source: "DragGesture #20")
        release(sim, with: .spring.speed(2))
        let lines = velocityLines(sim)
        XCTAssertEqual(lines.count, 2)
        XCTAssertTrue(
            lines.last?.hasSuffix(
                " pt/s from DragGesture #20 not used: spring(response: 0.5, dampingFraction: 1).speed(2) cannot merge (an animation under .speed(_:) merges only with a running animation of its own base), so it runs along with the running animation, which keeps its own motion"
            ) ?? false, "\(lines)")
    }

    func testATransactionModifierThatTracksVelocityTracksTheChangesBelowIt() async throws {
        card = Card()
        let card = card
        let sim = Simulation(TrackedCardView(card: card))
        for _ in 0..<4 { sim.perform("move") { card.offset.height += 10 } }
        XCTAssertEqual(sim.velocity(of: "card", attribute: "offset"), [0, 600])
        sim.perform("release") { withAnimation(.bouncy) { card.offset = .zero } }
        XCTAssertEqual(
            velocityLines(sim),
            [
                "◔ .offset #4 offset: velocity (0, 600) pt/s from a transaction with tracksVelocity, taken by spring(response: 0.5, dampingFraction: 0.7)"
            ])
    }
}
