// Tests Toggle: its layout and drawing (the label, then a 51 × 31 switch with its
// knob at the trailing end when on), the `isOn` attribute, `sim.toggle(_:)` as the
// traced cause of the binding's write (by identifier and by title), the button
// style, a custom ToggleStyle, and the errors for a wrong name and a disabled toggle.
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

private struct Styled: View {
    @State private var bold = false
    var body: some View {
        Toggle("Bold", isOn: $bold).toggleStyle(.button)
    }
}

private struct CheckStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Text(configuration.isOn ? "[x]" : "[ ]").onTapGesture { configuration.isOn.toggle() }
            configuration.label
        }
    }
}

private struct Checked: View {
    @State private var agree = false
    var body: some View {
        Toggle("Agree", isOn: $agree).toggleStyle(CheckStyle()).accessibilityIdentifier("agree")
    }
}

private struct Disabled: View {
    @State private var airplane = false
    var body: some View {
        Toggle("Airplane", isOn: $airplane).environment(\.isEnabled, false)
    }
}

private struct Nested: View {
    @State private var wifi = false
    @State private var cellular = false
    var body: some View {
        VStack {
            VStack { Toggle("Wi-Fi", isOn: $wifi) }.accessibilityIdentifier("network")
            Toggle(isOn: $cellular) { Text("Cellular").accessibilityIdentifier("cellular label") }
        }
    }
}

@MainActor
final class ToggleTests: XCTestCase {
    func testANameAroundTheToggleOrInsideItsLabelFindsIt() async throws {
        let sim = Simulation(Nested())
        try sim.toggle("network")  // an identifier on a container around it
        try sim.toggle("cellular label")  // an identifier inside its label
        XCTAssertEqual(sim.attribute("isOn", of: "network"), .bool(true))
        let text = sim.trace.text()
        XCTAssertTrue(text.contains("✎ Nested._wifi: false → true"), text)
        XCTAssertTrue(text.contains("✎ Nested._cellular: false → true"), text)
    }

    func testTheSwitchIsDrawnAfterTheLabelWithItsKnobAtTheEndThatMatchesTheValue() async throws {
        let sim = Simulation(Settings())
        let lines = sim.displayList().description.split(separator: "\n").map(String.init)
        // Wi-Fi is off: a grey 51 × 31 track at the trailing edge (393 − 51 = 342), knob at its leading end.
        XCTAssertTrue(lines[0].hasPrefix("#12 Text \"Wi-Fi\""), lines[0])
        XCTAssertTrue(
            lines[1].hasSuffix("Capsule fill rgba(0.898, 0.898, 0.918, 1) in (342, 377.1055, 51, 31)"), lines[1])
        XCTAssertTrue(lines[2].hasSuffix("Circle fill rgba(1, 1, 1, 1) in (344, 379.1055, 27, 27)"), lines[2])
        // Bluetooth is on: a green track, the knob at the trailing end (393 − 2 − 27 = 364).
        XCTAssertTrue(
            lines[4].hasSuffix("Capsule fill rgba(0.204, 0.78, 0.349, 1) in (342, 416.1055, 51, 31)"), lines[4])
        XCTAssertTrue(lines[5].hasSuffix("Circle fill rgba(1, 1, 1, 1) in (364, 418.1055, 27, 27)"), lines[5])
        // The toggle spans the width: the label at the leading edge, the switch at the trailing one.
        XCTAssertEqual(sim.frame(of: "wifi"), CGRect(x: 0, y: 377.10546875, width: 393, height: 31))
        XCTAssertEqual(sim.attribute("isOn", of: "wifi"), .bool(false))
    }

    func testToggleIsAScriptCauseWhoseWriteFlipsTheSwitch() async throws {
        let sim = Simulation(Settings())
        try sim.toggle("wifi")
        assertTraceRun(
            sim,
            ["▶ toggle \"wifi\"", "▷ ToggleControl #6 action runs", "✎ Settings._wifi: false → true · Settings #1"])
        let text = sim.trace.text()
        XCTAssertTrue(text.contains("● Toggle<Text> #5 body: _isOn changed."), text)
        XCTAssertTrue(text.contains("△ ToggleControl #6 isOn: false → true"), text)
        XCTAssertEqual(sim.attribute("isOn", of: "wifi"), .bool(true))
        XCTAssertEqual(sim.text(of: "wifi"), "Wi-Fi")
        XCTAssertTrue(sim.displayList().description.contains("Circle fill rgba(1, 1, 1, 1) in (364, 379.1055, 27, 27)"))
        // By its label's title, without an identifier.
        try sim.toggle("Bluetooth")
        XCTAssertTrue(sim.trace.text().contains("✎ Settings._bluetooth: true → false"))
    }

    func testATapOnTheSwitchFlipsItToo() async throws {
        let sim = Simulation(Settings())
        try sim.tap("wifi")
        XCTAssertEqual(sim.attribute("isOn", of: "wifi"), .bool(true))
    }

    func testButtonStyleDrawsTheLabelOnATintedBackgroundWhenOn() async throws {
        let sim = Simulation(Styled())
        let off = sim.displayList().description
        XCTAssertTrue(off.contains("RoundedRectangle fill rgba(0.463, 0.463, 0.502, 0.12)"), off)
        XCTAssertTrue(off.contains("Text \"Bold\" DejaVu Sans 17 rgba(0, 0.478, 1, 1)"), off)
        try sim.toggle("Bold")
        let on = sim.displayList().description
        XCTAssertTrue(on.contains("RoundedRectangle fill rgba(0, 0.478, 1, 1)"), on)
        XCTAssertTrue(on.contains("Text \"Bold\" DejaVu Sans 17 rgba(1, 1, 1, 1)"), on)
    }

    func testACustomToggleStyleGetsTheConfigurationAndItsBinding() async throws {
        let sim = Simulation(Checked())
        XCTAssertTrue(sim.displayList().description.contains("Text \"[ ]\""))
        try sim.toggle("agree")
        XCTAssertTrue(sim.displayList().description.contains("Text \"[x]\""))
        try sim.tap("agree")  // the style's own tap, through configuration.$isOn
        XCTAssertTrue(sim.displayList().description.contains("Text \"[ ]\""))
    }

    func testAWrongNameIsRefusedWithTheTogglesThereAre() async throws {
        let sim = Simulation(Settings())
        XCTAssertThrowsError(try sim.toggle("airplane")) { error in
            XCTAssertEqual(
                "\(error)", "No toggle is named \"airplane\"; toggles: \"wifi\", \"Bluetooth\".")
        }
        XCTAssertEqual(sim.frame, 0, "nothing ran")
    }

    func testADisabledToggleRefuses() async throws {
        let sim = Simulation(Disabled())
        XCTAssertThrowsError(try sim.toggle("Airplane")) { error in
            XCTAssertEqual(
                "\(error)",
                "The toggle \"Airplane\" is disabled (isEnabled is false in its environment), so a user cannot change it. Enable it first, or check that the script expects it to be disabled."
            )
        }
    }
}
