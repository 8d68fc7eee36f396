// The badge (Apple-SDK code with gestures, `import SwiftUI`) tested as a user of
// viewsim would, with Swift Testing: a drag that springs back with its velocity, a
// pinch, and a double tap, each a scripted touch whose gesture the trace names.
@testable import Landmarks
import Foundation
import Testing
import ViewSim
import ViewSimTesting

@Suite("Badge card (gestures)")
@MainActor
struct BadgeCardTests {
    @Test func aFlingSpringsBackWithTheDragsVelocity() throws {
        let sim = Simulation(BadgeCard())
        try sim.step("fling") { try sim.fling("badge", by: CGSize(width: 120, height: 0), duration: 0.1) }
        assertGesture(sim, "DragGesture", .ended, in: .lastStep)
        // The reset transaction's spring starts with the drag's velocity: 120 pt in 0.1 s.
        assertVelocity(sim, of: "badge", attribute: "offset", equals: CGSize(width: 1_200, height: 0), accuracy: 1)
        #expect(sim.trace.text().contains("velocity (1200, 0) pt/s from DragGesture"))
        try sim.advance(by: 1.5)
        #expect(sim.attribute("offset", of: "badge")?.description == "(0, 0)")
    }

    @Test func aPinchScalesWhileTheFingersAreDown() throws {
        let sim = Simulation(BadgeCard())
        try sim.pinch("badge", scale: 2, duration: 0.2)
        assertGesture(sim, "MagnifyGesture", .ended)
        assertGesture(sim, "DragGesture", .failed)
        #expect(sim.attribute("scale", of: "badge")?.description == "(1, 1)", "reset when the fingers lift")
    }

    @Test func aDoubleTapMakesItLarge() throws {
        let sim = Simulation(BadgeCard())
        try sim.tap("badge", count: 2)
        assertGesture(sim, "TapGesture(count: 2)", .ended)
        try sim.advance(by: 1)
        #expect(sim.attribute("scale", of: "badge")?.description == "(1.5, 1.5)")
    }
}
