// Tests the gesture engine end to end through the touch verbs (issue 29, items 1–2):
// a drag's values, velocity and predicted end; `@GestureState` reset at the end;
// multi-taps; long presses; pinches and rotations; the checks on bad input.
// Sources: Apple's `DragGesture.Value` (translation = location − startLocation;
// predictedEndLocation from the velocity), `GestureState` ("resets the property back
// to its initial state when the gesture ends"), `LongPressGesture` (minimumDuration,
// maximumDistance), `onLongPressGesture(…onPressingChanged:)`; WWDC 2018 "Designing
// Fluid Interfaces" for the projection (r = 0.998 → 0.499 s).
import ViewSim
import XCTest

/// A card that logs its drag's values and keeps the drag in `@GestureState`.
private struct DragCard: View {
    let log: Log
    @GestureState private var dragOffset = CGSize.zero
    @State private var ended: CGSize = .zero

    var body: some View {
        Color.blue.frame(width: 100, height: 100)
            .offset(dragOffset)
            .gesture(
                DragGesture()
                    .updating($dragOffset) { value, state, _ in state = value.translation }
                    .onChanged { value in log.values.append(value) }
                    .onEnded { value in
                        log.ended = value
                        ended = value.translation
                    }
            )
            .accessibilityIdentifier("card")
    }
}

private final class Log {
    var values: [DragGesture.Value] = []
    var ended: DragGesture.Value?
    var events: [String] = []
}

@MainActor
final class GestureRecognitionTests: XCTestCase {
    func testADragReportsTranslationVelocityAndPredictedEnd() async throws {
        let log = Log()
        let sim = Simulation(DragCard(log: log))
        try sim.drag("card", by: CGSize(width: 0, height: 100), duration: 0.25)
        // 15 frames of 6.67 pt: the drag begins once it has moved 10 pt (the second sample).
        XCTAssertEqual(log.values.count, 14)
        let end = try XCTUnwrap(log.ended)
        XCTAssertEqual(end.translation.height, 100, accuracy: 1e-9)
        XCTAssertEqual(end.translation.width, 0, accuracy: 1e-9)
        XCTAssertEqual(end.velocity.height, 400, accuracy: 1e-6, "100 pt in 0.25 s, steadily")
        XCTAssertEqual(end.predictedEndTranslation.height, 100 + 400 * 0.499, accuracy: 1e-6)
        XCTAssertEqual(end.startLocation, log.values[0].startLocation)
        let text = sim.trace.text()
        XCTAssertTrue(text.contains("☞ .gesture #"), text)
        XCTAssertTrue(text.contains("DragGesture began: translation (0, 13.3"), text)
        XCTAssertTrue(text.contains("DragGesture ended: translation (0, 100), velocity (0, 400) pt/s"), text)
    }

    func testGestureStateResetsWhenTheDragEnds() async throws {
        let sim = Simulation(DragCard(log: Log()))
        try sim.drag("card", by: CGSize(width: 50, height: 0), duration: 0.1)
        XCTAssertEqual(sim.attribute("offset", of: "card")?.description, "(0, 0)")
        let writes = sim.trace.events.compactMap { event -> String? in
            guard case .stateWrite(_, let property, _, let new, _) = event.kind, property.hasSuffix("dragOffset")
            else { return nil }
            return new.description
        }
        XCTAssertEqual(writes.last, "(0, 0)", "reset to its initial value after the drag: \(writes)")
        XCTAssertGreaterThan(writes.count, 2)
    }

    func testATooShortDragFailsAndSaysWhy() async throws {
        let log = Log()
        let sim = Simulation(DragCard(log: log))
        try sim.drag("card", by: CGSize(width: 4, height: 0), duration: 0.05)
        XCTAssertNil(log.ended)
        XCTAssertTrue(
            sim.trace.text().contains("DragGesture failed: the touch moved 4 pt, less than its minimumDistance 10"),
            sim.trace.text())
    }

    func testAZeroDurationDragIsOneSample() async throws {
        let log = Log()
        let sim = Simulation(DragCard(log: log))
        try sim.drag("card", by: CGSize(width: 30, height: 0), duration: 0)
        XCTAssertEqual(try XCTUnwrap(log.ended).translation.width, 30)
        XCTAssertEqual(try XCTUnwrap(log.ended).velocity.width, 1_800, accuracy: 1e-6, "30 pt in one frame")
    }

    func testBadTouchesAreRefusedWithAMessage() async throws {
        let sim = Simulation(DragCard(log: Log()))
        XCTAssertThrowsError(try sim.drag("card", by: CGSize(width: CGFloat.nan, height: 0))) { error in
            XCTAssertTrue("\(error)".contains("the translation must be finite"), "\(error)")
        }
        XCTAssertThrowsError(try sim.drag("card", by: CGSize(width: 1e9, height: 0)))
        XCTAssertThrowsError(try sim.drag("card", by: .zero, duration: .infinity))
        XCTAssertThrowsError(try sim.drag("nothing", by: .zero)) { error in
            XCTAssertTrue("\(error)".contains("No view is named \"nothing\""), "\(error)")
        }
        XCTAssertThrowsError(try sim.pinch("card", scale: 0))
        XCTAssertThrowsError(try sim.rotate("card", by: .radians(.infinity)))
        XCTAssertThrowsError(try sim.drag("card", along: [], duration: 1))
        // A rotation's duration sets its number of samples: it is checked first (viewsim-fuzz
        // --seed 11, case 357: `rotate` with an infinite or huge duration trapped).
        for duration in [Double.infinity, .nan, .greatestFiniteMagnitude, -1] {
            XCTAssertThrowsError(try sim.rotate("card", by: .degrees(82.66), duration: duration)) { error in
                guard case .invalidDuration? = error as? SimulationError else {
                    return XCTAssertTrue("\(error)".contains("a touch lasts at most 60 s"), "\(duration): \(error)")
                }
            }
        }
    }

    func testADoubleTapRunsTheDoubleAndASingleTapTheSingle() async throws {
        let log = Log()
        let view = Color.red.frame(width: 50, height: 50)
            .onTapGesture(count: 2) { log.events.append("double") }
            .onTapGesture { log.events.append("single") }
            .accessibilityIdentifier("photo")
        let sim = Simulation(view)
        try sim.tap("photo", count: 2)
        XCTAssertEqual(log.events, ["double"], "the inner double tap has precedence; the single one lost")
        try sim.tap("photo")
        XCTAssertEqual(log.events, ["double", "single"], "the single tap waits until the double tap gives up")
        XCTAssertTrue(sim.trace.text().contains("the next tap did not come within 0.35 s"), sim.trace.text())
    }

    func testALongPressEndsAtItsMinimumDuration() async throws {
        let log = Log()
        let view = Color.red.frame(width: 50, height: 50)
            .onLongPressGesture(minimumDuration: 0.5) {
                log.events.append("action")
            } onPressingChanged: { pressing in
                log.events.append("pressing \(pressing)")
            }
            .accessibilityIdentifier("row")
        let sim = Simulation(view)
        try sim.longPress("row", duration: 0.3)
        XCTAssertEqual(log.events, ["pressing true", "pressing false"], "lifted too early: no action")
        try sim.longPress("row", duration: 0.8)
        XCTAssertEqual(log.events, ["pressing true", "pressing false", "pressing true", "pressing false", "action"])
    }

    func testAPinchAndARotation() async throws {
        var magnification: CGFloat = 0
        var rotation = Angle.zero
        let view = Color.red.frame(width: 200, height: 200)
            .gesture(MagnifyGesture().onEnded { magnification = $0.magnification })
            .simultaneousGesture(RotateGesture().onEnded { rotation = $0.rotation })
            .accessibilityIdentifier("photo")
        let sim = Simulation(view)
        try sim.pinch("photo", scale: 2, duration: 0.2)
        XCTAssertEqual(magnification, 2, accuracy: 1e-9)
        try sim.rotate("photo", by: .degrees(90), duration: 0.2)
        XCTAssertEqual(rotation.degrees, 90, accuracy: 1e-6)
    }

    func testSequencedLongPressThenDrag() async throws {
        var values: [String] = []
        let gesture = LongPressGesture(minimumDuration: 0.2).sequenced(before: DragGesture(minimumDistance: 0))
            .onEnded { value in
                if case .second(true, let drag?) = value { values.append("dragged \(drag.translation.width)") }
            }
        let sim = Simulation(Color.red.frame(width: 80, height: 80).gesture(gesture).accessibilityIdentifier("chip"))
        try sim.drag("chip", by: CGSize(width: 60, height: 0), duration: 0.5, afterHolding: 0.3)
        XCTAssertEqual(values.count, 1, sim.trace.text())
    }

    /// A gesture of your own that declares a `Value` its body does not produce: the composed
    /// gesture fails with a reason, and nothing traps.
    func testAGestureWhoseBodyHasAnotherValueFailsWithAReason() async throws {
        var ended = 0
        let gesture = Mislabeled().sequenced(before: DragGesture()).onEnded { _ in ended += 1 }
        let sim = Simulation(Color.red.frame(width: 80, height: 80).gesture(gesture).accessibilityIdentifier("chip"))
        try sim.tap("chip")
        XCTAssertEqual(ended, 0)
        XCTAssertTrue(sim.trace.text().contains("its value is not of the type the gesture declares"), sim.trace.text())
    }
}

/// Declares `Int` as its value but recognises a tap, whose value is `Void`.
private struct Mislabeled: Gesture {
    typealias Value = Int
    var body: some Gesture { TapGesture() }
}
