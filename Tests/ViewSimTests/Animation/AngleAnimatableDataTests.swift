// Tests what SwiftUI's unit scale on `Angle.animatableData` (radians × 128) changes: a
// spring on a rotation settles when the scaled value does, so later than a spring on
// plain radians would, and the trace still shows the rotation in degrees.
// SwiftUI's scale: OpenSwiftUI's Tests/OpenSwiftUICompatibilityTests/Layout/Geometry/
// AngleCompatibilityTests.swift, run against SwiftUI (/work/shared/reference, §17).
import Foundation
import ViewSim
import ViewSimTesting
import XCTest

private struct Spinner: View {
    @State private var isOn = false
    var body: some View {
        Text("spin")
            .rotationEffect(.degrees(isOn ? 90 : 0))
            .onTapGesture { withAnimation(.spring(duration: 0.5)) { isOn.toggle() } }
            .accessibilityIdentifier("spin")
    }
}

@MainActor
final class AngleAnimatableDataTests: XCTestCase {
    func testARotationSpringSettlesWhenItsScaledDataDoes() async throws {
        let sim = makeAnimationSimulation(Spinner())
        try sim.step("spin") {
            try sim.tap("spin")
            try sim.advance(by: 3)
        }
        let samples = sim.samples("rotation", of: "spin")
        let frames = samples.keys.sorted()
        let first = try XCTUnwrap(frames.first)
        let last = try XCTUnwrap(frames.last)
        // The pure model on SwiftUI's data (π/2 × 128) and on plain radians (π/2).
        let scaled = animateFrames(.spring(duration: 0.5), delta: .pi / 2 * 128).count
        let plain = animateFrames(.spring(duration: 0.5), delta: .pi / 2).count
        XCTAssertGreaterThan(scaled, plain, "the scale makes a rotation settle later")
        // Failed before the fix: the animation ended `plain` frames after it started.
        XCTAssertEqual(last - first, scaled, "started in frame \(first), removed in frame \(last)")
        // Samples are degrees, as the user wrote them: from near 0 to 90, never ×128.
        XCTAssertEqual(samples[last]?.first, 90)
        for frame in frames {
            let degrees = try XCTUnwrap(samples[frame]?.first)
            XCTAssertTrue((-1...100).contains(degrees), "frame \(frame): \(degrees)°")
        }
        XCTAssertTrue(sim.trace.text().contains("rotation: 0° → 90° animates"), sim.trace.text())
    }
}
