// Tests bad numbers in layout: NaN, infinite and negative frames, paddings,
// positions, offsets and aspect ratios never crash or hang; each is reported
// once per view and laid out as documented (unspecified, zero, or ratio 1);
// huge numbers saturate instead of overflowing to infinity, and a drawing whose
// numbers overflow is left out of the display list.
import Observation
import ViewSim
import XCTest

@Observable
private final class Numbers {
    var width: CGFloat = .nan
}

private struct Framed: View {
    let numbers: Numbers
    var body: some View {
        Color.red.frame(width: numbers.width, height: 10).accessibilityIdentifier("c")
    }
}

@MainActor
final class LayoutBadInputTests: XCTestCase {
    private func invalid(_ sim: Simulation) -> [Diagnostic] {
        sim.trace.diagnostics().filter { $0.kind == .invalidLayout }
    }

    /// A negative width is no NaN: its hint says how to keep a length from going
    /// below zero and does not mention NaN (fuzz seed 1, case 4685: a sane case whose
    /// trace said "NaN" because a width read from a model went negative).
    func testANegativeWidthsHintIsAboutNegativeLengthsNotNaN() async throws {
        let numbers = Numbers()
        numbers.width = -5
        let sim = Simulation(Framed(numbers: numbers))
        XCTAssertEqual(invalid(sim).count, 1)
        let hint = invalid(sim)[0].hint ?? ""
        XCTAssertTrue(hint.contains("max(0, …)"), hint)
        XCTAssertFalse(sim.trace.text().lowercased().contains("nan"), sim.trace.text())
        let nan = Simulation(Framed(numbers: Numbers()))
        XCTAssertTrue(invalid(nan)[0].hint?.contains("NaN or infinity") ?? false, "a NaN width keeps the NaN advice")
    }

    /// `.aspectRatio(nil)` over content with no ideal width (a `Spacer` in a
    /// `VStack`): the user passed no number, so nothing is reported and the ratio
    /// is 1 (fuzz seed 1, case 4685, shrunk: it reported "aspectRatio 0" with a
    /// hint about NaN in a sane case).
    func testANilAspectRatioOverContentWithNoIdealWidthReportsNothing() async throws {
        let sim = Simulation(VStack { Spacer() }.aspectRatio(contentMode: .fit))
        XCTAssertEqual(invalid(sim).count, 0, invalid(sim).map(\.message).joined(separator: "\n"))
        XCTAssertFalse(sim.trace.text().lowercased().contains("nan"))
    }

    func testANaNFrameWidthIsUnspecifiedAndReportedOnce() async throws {
        let numbers = Numbers()
        let sim = Simulation(Framed(numbers: numbers))
        // The width is unspecified: the colour takes the proposed 393.
        XCTAssertEqual(sim.frame(of: "c"), CGRect(x: 0, y: 421, width: 393, height: 10))
        XCTAssertEqual(invalid(sim).count, 1)
        XCTAssertTrue(
            invalid(sim)[0].message.contains("Invalid frame dimension (negative or non-finite)."),
            invalid(sim)[0].message)
        sim.perform("still bad") { numbers.width = -5 }
        sim.perform("infinite") { numbers.width = .infinity }
        XCTAssertEqual(invalid(sim).count, 1, "once per view")
        sim.perform("good") { numbers.width = 20 }
        XCTAssertEqual(sim.frame(of: "c"), CGRect(x: 186.5, y: 421, width: 20, height: 10))
    }

    func testBadPaddingPositionOffsetAndRatioNeverCrash() async throws {
        let sim = Simulation(
            VStack {
                Color.red.frame(width: 10, height: 10).padding(CGFloat.nan).accessibilityIdentifier("padded")
                Color.red.frame(width: 10, height: 10).padding(-4).accessibilityIdentifier("negative")
                Color.blue.frame(width: 10, height: 10).offset(x: .infinity, y: .nan).accessibilityIdentifier("offset")
                Color.green.aspectRatio(CGFloat.nan, contentMode: .fit).accessibilityIdentifier("ratio").frame(
                    width: 40, height: 20)
                Color.green.frame(minWidth: .infinity, idealWidth: -1, maxWidth: .nan, minHeight: 5, maxHeight: 1)
                    .accessibilityIdentifier("flexible")
            }.frame(width: 300, height: 300))
        // NaN padding is 0; negative padding is kept (SwiftUI allows it), the size never below zero.
        XCTAssertEqual(sim.frame(of: "padded")?.size, CGSize(width: 10, height: 10))
        XCTAssertEqual(sim.frame(of: "negative")?.size, CGSize(width: 2, height: 2))
        // Offsets are drawn, not laid out: the layout frame is finite; the display list draws it unmoved.
        XCTAssertEqual(sim.frame(of: "offset")?.size, CGSize(width: 10, height: 10))
        let items = sim.displayList().items
        XCTAssertTrue(
            items.allSatisfy { $0.transform.tx.isFinite && $0.transform.ty.isFinite }, sim.displayList().description)
        // A NaN ratio is 1: proposed 40 × 20, fit gives 20 × 20.
        XCTAssertEqual(sim.frame(of: "ratio")?.size, CGSize(width: 20, height: 20))
        // The bad bounds are dropped; the maximum height below the minimum is raised to it: 5.
        XCTAssertEqual(sim.frame(of: "flexible")?.height, 5)
        XCTAssertGreaterThanOrEqual(invalid(sim).count, 3)
        for frame in ["padded", "negative", "offset", "ratio", "flexible"].compactMap(sim.frame(of:)) {
            XCTAssertTrue([frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite), "\(frame)")
        }
    }

    func testAnInfiniteProposalFromFixedSizeDoesNotHang() async {
        let sim = Simulation(
            HStack {
                Spacer()
                Color.red
                Text("Hi")
            }.fixedSize().accessibilityIdentifier("s"))
        // Ideal sizes: the spacer 8, the colour 10, the text 17.5: nothing infinite.
        let width = Double(sim.frame(of: "s")?.width ?? 0)
        let text: Double = (1540 + 569) / 2048.0 * 17
        // Spacer 8, no spacing next to it, colour 10, spacing 8, text.
        XCTAssertEqual(width, 8 + 10 + 8 + text, accuracy: 1e-6)
    }

    /// Found by the fuzzer (viewsim-fuzz, layout feature, seed 12 case 24 with `--only layout,…,hugeDurations`):
    /// a huge spacer above a huge `.position` made the position's screen frame, and the text's transform, infinite.
    func testHugeLengthsSaturateAndAnOverflowingDrawingIsLeftOut() async throws {
        let huge = CGFloat.greatestFiniteMagnitude
        var configuration = SimulationConfiguration()
        // Display lists built inside frames, so that what they report is kept in the trace.
        configuration.recordsDisplayLists = true
        let sim = Simulation(
            VStack {
                Spacer(minLength: huge)
                Text("far").position(x: 0, y: huge).accessibilityIdentifier("far")
                HStack {
                    Color.red.frame(width: huge)
                    Color.blue.frame(width: huge)
                }.accessibilityIdentifier("wide")
                Color.green.frame(width: 10, height: 10).offset(x: huge).position(x: huge, y: 0)
                    .accessibilityIdentifier("shifted")
            }, configuration: configuration)
        for name in ["far", "wide", "shifted"] {
            let frame = try XCTUnwrap(sim.frame(of: name))
            XCTAssertTrue(
                [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite), "\(name): \(frame)")
            XCTAssertGreaterThanOrEqual(frame.width, 0)
        }
        // The two huge colours side by side: as wide as the largest finite number, not infinitely wide.
        XCTAssertEqual(sim.frame(of: "wide")?.width, huge)
        let list = sim.displayList()
        for item in list.items {
            let t = item.transform
            XCTAssertTrue([t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite), "\(item)")
        }
        // The green square, offset by a huge amount from a huge position, overflows: it is left out, reported.
        XCTAssertFalse(
            list.items.contains { $0.viewName == "Color" && $0.description.contains("0.204, 0.78, 0.349") }, "\(list)")
        XCTAssertTrue(
            invalid(sim).contains { $0.message.contains("the item is left out") }, "\(invalid(sim).map(\.message))")
    }

    /// Found by the fuzzer (viewsim-fuzz --seed 11, case 113): a huge negative padding proposes its text a huge
    /// height, and counting the lines that fit converted it to an `Int`, which trapped.
    func testAHugeNegativePaddingDoesNotCrash() async throws {
        let sim = Simulation(Text("leaf 0").padding(-1e300).accessibilityIdentifier("padded"))
        let frame = try XCTUnwrap(sim.frame(of: "padded"))
        XCTAssertTrue([frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite), "\(frame)")
    }

    /// Found by the fuzzer (viewsim-fuzz --seed 3, case 293): rows of huge frames under one built-in modifier
    /// (laid out as an implicit VStack) made the modifier infinitely high.
    func testHugeRowsUnderOneModifierSaturate() async throws {
        let sim = Simulation(
            Group {
                ForEach(0..<3, id: \.self) { _ in Text("row").frame(height: .greatestFiniteMagnitude) }
            }.opacity(0.5).accessibilityIdentifier("rows"))
        let frame = try XCTUnwrap(sim.frame(of: "rows"))
        XCTAssertEqual(frame.height, .greatestFiniteMagnitude)
        XCTAssertTrue(frame.minY.isFinite)
    }
}
