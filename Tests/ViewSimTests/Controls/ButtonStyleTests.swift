// Tests buttons under styles: a custom `ButtonStyle` sees `isPressed` while
// `sim.press` holds it (each write traced, the action on release), a
// `PrimitiveButtonStyle` runs the action through `trigger()` with the role, the
// built-in styles' look and tint, and `.disabled` refusing taps and presses.
import Foundation
import ViewSim
import XCTest

private struct Shrink: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .scaleEffect(configuration.isPressed ? 0.9 : 1)
            .foregroundStyle(configuration.role == .destructive ? Color.red : Color.blue)
    }
}

private struct TriggerOnTap: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .onTapGesture { configuration.trigger() }
            .opacity(configuration.role == .cancel ? 0.5 : 1)
    }
}

@MainActor
private final class Taps {
    var count = 0
}

private struct Styled: View {
    let taps: Taps
    var body: some View {
        VStack {
            Button("Go") { taps.count += 1 }.buttonStyle(Shrink()).accessibilityIdentifier("go")
            Button("Stop", role: .cancel) { taps.count += 10 }.buttonStyle(TriggerOnTap()).accessibilityIdentifier(
                "stop")
        }
    }
}

private struct BuiltIn: View {
    var body: some View {
        VStack {
            Button("Buy") {}.buttonStyle(.borderedProminent).tint(.green).accessibilityIdentifier("buy")
            Button("Delete", role: .destructive) {}.buttonStyle(.bordered).accessibilityIdentifier("delete")
            Text("Buy").accessibilityIdentifier("plainText")
        }
    }
}

private struct EnabledReader: View {
    @Environment(\.isEnabled) private var isEnabled
    var body: some View { Text(isEnabled ? "enabled" : "disabled").accessibilityIdentifier("state") }
}

private struct Disabled: View {
    let taps: Taps
    var body: some View {
        VStack {
            Button("Send") { taps.count += 1 }.accessibilityIdentifier("send")
            EnabledReader()
        }
        .disabled(true)
    }
}

@MainActor
final class ButtonStyleTests: XCTestCase {
    func testPressingHoldsTheButtonDownThenRunsTheActionOnRelease() async throws {
        var configuration = SimulationConfiguration()
        configuration.recordsDisplayLists = true
        let taps = Taps()
        let sim = Simulation(Styled(taps: taps), configuration: configuration)
        XCTAssertEqual(sim.attribute("scale", of: "go")?.numbers, [1, 1])
        try sim.press("go", for: 0.3)
        XCTAssertEqual(taps.count, 1, "the action runs once, on release")
        XCTAssertEqual(sim.attribute("scale", of: "go")?.numbers, [1, 1], "released")
        // Mid-press the style drew the label scaled down.
        let held = try sim.displayList(at: 0.15)
        guard case .text = held.items.first?.content else { return XCTFail(held.description) }
        XCTAssertEqual(held.items[0].transform.a, 0.9, accuracy: 1e-9, held.description)
        let text = sim.trace.text()
        XCTAssertTrue(text.contains("press \"go\" for 0.3s"), text)
        XCTAssertTrue(text.contains("release \"go\""), text)
        XCTAssertTrue(text.contains("StyledButton"), text)
        XCTAssertTrue(text.contains("_isPressed"), text)
        // The style's body ran for the press and for the release.
        XCTAssertEqual(sim.trace.bodyEvaluations(of: "StyledButton<Shrink>").count, 3, text)
    }

    func testTapStillRunsAStyledButtonAndAPrimitiveStyleTriggersWithTheRole() async throws {
        let taps = Taps()
        let sim = Simulation(Styled(taps: taps))
        try sim.tap("go")
        XCTAssertEqual(taps.count, 1)
        try sim.tap("stop")
        XCTAssertEqual(taps.count, 11)
        XCTAssertEqual(sim.attribute("opacity", of: "stop")?.number, 0.5, "the style saw the cancel role")
        XCTAssertEqual(sim.attribute("role", of: "stop"), .symbol("cancel"))
    }

    func testBuiltInStylesDrawTheirBackgroundInTheTintAndADestructiveRoleInRed() async throws {
        let sim = Simulation(BuiltIn())
        let list = sim.displayList()
        let fills = list.items.compactMap { item -> DisplayList.RGBA? in
            if case .fill(_, .color(let color), _) = item.content { return color }
            return nil
        }
        XCTAssertEqual(fills.first, Color.green.rgba, list.description)
        XCTAssertEqual(fills.last, Color.red.opacity(0.15).rgba, list.description)
        let runs = list.items.compactMap { item -> DisplayList.TextRun? in
            if case .text(let run) = item.content { return run }
            return nil
        }
        XCTAssertEqual(
            runs.map(\.shading), [.color(Color.white.rgba), .color(Color.red.rgba), .color(Color.primary.rgba)])
        // viewsim's model: 12 × 7 points of padding around the label.
        let buy = try XCTUnwrap(sim.frame(of: "buy"))
        let text = try XCTUnwrap(sim.frame(of: "plainText"))
        XCTAssertEqual(buy.width, text.width + 24, accuracy: 1e-9)
        XCTAssertEqual(buy.height, text.height + 14, accuracy: 1e-9)
    }

    func testADisabledButtonRefusesTapsAndPressesAndItsSubtreeReadsIsEnabledFalse() async throws {
        let taps = Taps()
        let sim = Simulation(Disabled(taps: taps))
        XCTAssertEqual(sim.text(of: "state"), "disabled")
        XCTAssertThrowsError(try sim.tap("send")) { error in
            XCTAssertEqual(error as? SimulationError, .disabled("send", verb: "tap"))
            XCTAssertEqual(
                "\(error)",
                "The view \"send\" is disabled (.disabled(true) is above it): SwiftUI ignores a tap on it. Enable it before the tap, or check @Environment(\\.isEnabled)."
            )
        }
        XCTAssertThrowsError(try sim.press("send", for: 0.1)) { error in
            XCTAssertEqual(error as? SimulationError, .disabled("send", verb: "press"))
        }
        XCTAssertEqual(taps.count, 0)
    }

    func testPressRefusesABadTimeAndAWrongName() async throws {
        let sim = Simulation(Styled(taps: Taps()))
        XCTAssertThrowsError(try sim.press("go", for: .nan)) { error in
            guard case .invalidDuration(let value, let what)? = error as? SimulationError else {
                return XCTFail("\(error)")
            }
            XCTAssertTrue(value.isNaN)
            XCTAssertEqual(what, "press(_:for:)")
        }
        XCTAssertThrowsError(try sim.press("go", for: -1)) { error in
            XCTAssertEqual(error as? SimulationError, .invalidDuration(-1, what: "press(_:for:)"))
        }
        XCTAssertThrowsError(try sim.press("nope", for: 0.1)) { error in
            XCTAssertEqual(error as? SimulationError, .viewNotFound("nope", available: ["go", "stop"]))
        }
    }
}
