// Tests `Self._logChanges()` (SwiftUI, iOS 17.1+): the same line as
// `_printChanges()`, which SwiftUI writes to the unified log; viewsim records it
// in the trace (as `_printChanges()` does) and does not print it.
import ViewSim
import ViewSimTesting
import XCTest

private struct Logged: View {
    @State private var isOn = false
    var body: some View {
        let _ = Self._logChanges()
        Text(isOn ? "on" : "off").onTapGesture { isOn.toggle() }.accessibilityIdentifier("switch")
    }
}

@MainActor
final class LogChangesTests: XCTestCase {
    func testLogChangesRecordsThePrintChangesLine() async throws {
        // Printing stays on: `_logChanges()` records the line without printing it.
        let sim = Simulation(Logged())
        try sim.step("tap") { try sim.tap("switch") }
        assertPrintedChanges(sim, ["Logged: _isOn changed."], in: .lastStep)
    }
}
