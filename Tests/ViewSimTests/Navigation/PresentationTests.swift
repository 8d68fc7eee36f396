// Tests presentations: a sheet is a child of its presenter, laid out below the sheet
// inset and drawn above the screen; \.dismiss and sim.dismiss() remove it (onDismiss
// runs after); sheet(item:) replaces its content when the item's id changes and is
// dismissed when the item becomes nil; an alert's buttons are tapped by title and
// dismiss it; views under a presentation cannot be tapped.
import ViewSim
import XCTest

private struct Settings: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    var body: some View {
        Text(isPresented ? "presented" : "not presented")
            .onTapGesture { dismiss() }
            .accessibilityIdentifier("done")
    }
}

private struct Home: View {
    @State private var showSettings = false
    @State private var dismissals = 0
    var body: some View {
        Text("Dismissed \(dismissals)")
            .onTapGesture { showSettings = true }
            .accessibilityIdentifier("open")
            .sheet(isPresented: $showSettings, onDismiss: { dismissals += 1 }) {
                Settings()
            }
    }
}

@MainActor
final class PresentationTests: XCTestCase {
    func testASheetIsPresentedAboveTheScreenAndDismissedByTheEnvironmentAction() async throws {
        let sim = Simulation(Home())
        try sim.tap("open")
        XCTAssertEqual(sim.text(of: "done"), "presented")
        print(sim.displayList().description)
        XCTAssertEqual(sim.frame(of: "done")?.minY ?? 0, 69 + (852 - 69 - 20) / 2, accuracy: 1)
        XCTAssertThrowsError(try sim.tap("open")) { error in
            XCTAssertEqual(
                "\(error)",
                "The view \"open\" is not on screen: it is covered by the .sheet shown; tap a view in it, or sim.dismiss() it first.")
        }
        try sim.tap("done")
        try sim.advanceFrames(1)
        XCTAssertEqual(sim.text(of: "done"), nil)
        XCTAssertEqual(sim.text(of: "open"), "Dismissed 1")
        print(sim.trace.text())
        XCTAssertThrowsError(try sim.dismiss()) { error in
            XCTAssertEqual("\(error)", "dismiss(): nothing is presented.")
        }
    }
}
