import ViewSim
import ViewSimTesting
// Tests lesson16 (the FaceTime corner): its claims hold, the key numbers read
// straight from the trace and the simulation, its trace text matches the golden
// file, and the claims fail for the code the lesson warns about: a release curve
// that does not merge (an ease), and a grab that writes the position with no
// animation (the running spring's offset is added to the finger's position).
import XCTest

@testable import ViewSimLessons

final class Lesson16Tests: XCTestCase {
    func testEveryClaimHolds() throws {
        let run = try Lesson16.lesson.run()
        XCTAssertEqual(run.claimResults.count, Lesson16.lesson.claims.count)
        for result in run.claimResults {
            XCTAssertTrue(result.holds, "\(result.claim.statement): \(result.failure ?? "")")
        }
    }

    func testIsRegisteredAndComplete() throws {
        let lesson = try XCTUnwrap(LessonCatalog.lesson(id: "lesson16"))
        XCTAssertEqual(LessonCatalog.all.map(\.name).firstIndex(of: "lesson16"), 15, "after lesson15")
        XCTAssertTrue((lesson.narrative?.source ?? "").hasPrefix("Seed 004"))
        XCTAssertGreaterThanOrEqual(lesson.claims.count, 3)
        XCTAssertTrue(lesson.steps.allSatisfy { !($0.narrative ?? "").isEmpty })
    }

    func testKeyNumbers() throws {
        let trace = try Lesson16.lesson.run().trace
        // The fling: 110 × 260 pt in 0.2 s, least squares over the last 100 ms of samples.
        let release = try XCTUnwrap(Lesson16.release(trace, step: Lesson16.Step.fling, fromStep: Lesson16.Step.fling))
        XCTAssertEqual(release.before.vx, -550, accuracy: 1e-6)
        XCTAssertEqual(release.before.vy, -1_300, accuracy: 1e-6)
        XCTAssertEqual(release.at.x, 207, accuracy: 1e-6)
        XCTAssertEqual(release.at.y, 452, accuracy: 1e-6)
        // The spring's first frame: it kept the velocity, plus one frame of pull towards (76, 165).
        XCTAssertEqual(release.after.vx, -591.04, accuracy: 0.01)
        XCTAssertEqual(release.after.vy, -1_378.51, accuracy: 0.01)
        let speed = try XCTUnwrap(Lesson16.release(trace, step: Lesson16.Step.speed, fromStep: Lesson16.Step.speed))
        XCTAssertEqual(speed.before.vy, 2_000, accuracy: 1e-6)
        XCTAssertEqual(speed.after.vy, 816.88, accuracy: 0.01, "from rest: the first frame of a 4 × stiffer pull")
    }

    /// The velocity the simulation reports at the release and right after the grab.
    func testVelocityAtTheReleaseAndTheGrab() throws {
        var atRelease: [Double]?
        _ = try Lesson16.lesson.run { step, simulation in
            guard step == Lesson16.Step.appear else { return }
            try simulation.drag("pip", by: CGSize(width: -110, height: -260), duration: 0.2)
            atRelease = simulation.velocity(of: "pip", attribute: "offset")
        }
        let velocity = try XCTUnwrap(atRelease)
        XCTAssertEqual(velocity[0], -550, accuracy: 1)
        XCTAssertEqual(velocity[1], -1_300, accuracy: 1)
    }

    /// The trace, folded.
    func testGoldenTrace() throws {
        let trace = try Lesson16.lesson.run().trace
        var text = ""
        for step in 0..<trace.steps.count {
            text += trace.text(step: step, options: TraceTextOptions(foldsRepeatedFrames: true))
        }
        assertGolden(text, named: "lesson16.trace.txt")
    }

    /// Each variant's failing claims, printed so their messages can be read.
    private func failingClaims<Root: View>(_ root: @escaping @MainActor @Sendable () -> Root) throws -> [Int] {
        let results = try Lesson16.lesson.replacingRoot(root).run().claimResults
        for result in results where !result.holds {
            print("expected failure ✗ \(result.claim.statement)\n  \(result.failure ?? "")")
        }
        return results.enumerated().filter { !$0.element.holds }.map(\.offset)
    }

    /// An ease on release does not merge: the drag's velocity is dropped, the card stops dead.
    func testClaimsFailWithAnEaseOnRelease() throws {
        XCTAssertEqual(try failingClaims { VariantPiP(release: .easeInOut(duration: 0.5)) }.prefix(2), [0, 1])
    }

    /// A grab with no animation: the running spring's offset is added to the finger's position.
    func testClaimsFailWhenTheGrabIsNotAnimated() throws {
        XCTAssertTrue(try failingClaims { VariantPiP(grab: nil) }.contains(2))
    }
}

/// Lesson 16's card with another release animation or grab animation.
private struct VariantPiP: View {
    var release: Animation? = nil
    var grab: Animation? = .interactiveSpring
    @State private var center = Lesson16.Corner.bottomTrailing.point
    @State private var settling = false
    @State private var fast = false
    @GestureState private var grabbedInFlight: Bool? = nil

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.black.opacity(0.85)
            Text(fast ? "spring.speed(2)" : "spring").onTapGesture { fast.toggle() }
                .accessibilityIdentifier("speed")
                .offset(x: 150, y: 420)
            RoundedRectangle(cornerRadius: 16).fill(.blue)
                .frame(width: 120, height: 180)
                .offset(x: center.x - 60, y: center.y - 90)
                .gesture(
                    DragGesture(minimumDistance: 0, coordinateSpace: .global)
                        .updating($grabbedInFlight) { _, grabbed, _ in if grabbed == nil { grabbed = settling } }
                        .onChanged { value in
                            withAnimation(grabbedInFlight == true ? grab : nil) { center = value.location }
                        }
                        .onEnded { value in
                            let corner = Lesson16.Corner.nearest(to: value.predictedEndLocation)
                            let spring = release ?? Animation.spring(response: 0.55, dampingFraction: 0.8)
                            settling = true
                            withAnimation(fast ? spring.speed(2) : spring, completionCriteria: .removed) {
                                center = corner.point
                            } completion: {
                                settling = false
                            }
                        }
                )
                .accessibilityIdentifier("pip")
        }
    }
}
