// Tests SwiftUI's rule for a flexible frame whose bounds are out of order: the
// ideal is raised to at least the minimum, the maximum to at least the ideal (or
// the minimum), and SwiftUI logs "Contradictory frame constraints specified."
// Source: swiftui-semantics.md (flexible frames), after OpenSwiftUI's
// `Core/Layout/Modifier/FrameLayout.swift`; Apple documents the frame's sizing rules.
import Foundation
import ViewSim
import XCTest

@MainActor
final class FlexibleFrameOrderTests: XCTestCase {
    private func contradictions(_ sim: Simulation) -> [Diagnostic] {
        sim.trace.events.compactMap { event in
            if case .diagnostic(let diagnostic) = event.kind,
                diagnostic.message == "Contradictory frame constraints specified."
            {
                return diagnostic
            }
            return nil
        }
    }

    func testAMaximumBelowTheIdealIsRaisedToIt() async throws {
        // Proposed 393 wide: the content is proposed the ideal 30 (the maximum raised to it).
        let sim = Simulation(
            VStack {
                Color.red.frame(idealWidth: 30, maxWidth: 20, idealHeight: 10).accessibilityIdentifier("ideal")
                Color.blue.frame(minWidth: 40, idealWidth: 10, maxWidth: 45, idealHeight: 10)
                    .accessibilityIdentifier("min")
                Color.green.frame(minWidth: 10, idealWidth: 20, maxWidth: 30, idealHeight: 10)
                    .accessibilityIdentifier("ordered")
            }
            .fixedSize())
        XCTAssertEqual(sim.frame(of: "ideal")?.width, 30)
        // The ideal 10 is raised to the minimum 40; fixedSize proposes the ideal.
        XCTAssertEqual(sim.frame(of: "min")?.width, 40)
        XCTAssertEqual(sim.frame(of: "ordered")?.width, 20)
        let found = contradictions(sim)
        XCTAssertEqual(found.count, 2, "one warning per view whose bounds are out of order: \(found)")
        XCTAssertEqual(found.compactMap(\.node?.label), [".frame", ".frame"])
    }

    func testTheWarningIsLoggedOncePerView() async throws {
        struct Growing: View {
            @State private var width: CGFloat = 10
            var body: some View {
                Color.red.frame(minWidth: 50, maxWidth: width).onTapGesture { width += 1 }
                    .accessibilityIdentifier("box")
            }
        }
        let sim = Simulation(Growing())
        try sim.tap("box")
        try sim.tap("box")
        XCTAssertEqual(sim.frame(of: "box")?.width, 50)
        XCTAssertEqual(contradictions(sim).count, 1)
    }
}
