import XCTest

// Issue 23, item 7, in the trace: a Text, a @State string and a tap's name
// holding every C0 control, DEL and every C1 control print as their pictures
// (ControlPictures: ␛ U+241B, <U+009B>) in `Trace.text()`, the step summary
// `run` prints and the Chrome trace, so none reaches a terminal raw; a line feed
// in a value is still ⏎, the trace's own convention.
@testable import ViewSim

/// Every C0 control, DEL and every C1 control, in order.
private let controls = String(
    String.UnicodeScalarView(
        (UInt32(0x00)...0x1F).compactMap(Unicode.Scalar.init) + ["\u{7F}"]
            + (UInt32(0x80)...0x9F).compactMap(Unicode.Scalar.init)))

/// A Text and a @State string full of control characters, changed by a tap whose name has some too.
private struct HostileLabel: View {
    @State private var label = "before" + controls

    var body: some View {
        VStack {
            Text("Text " + controls)
            Text(label)
            Text("change").onTapGesture { label = "after\u{1B}]0;title\u{7}" + controls }
                .accessibilityIdentifier("clear\u{1B}[2J\u{9B}0m")
        }
    }
}

final class TraceControlCharacterTests: XCTestCase {
    /// The code points of `text` a terminal could obey: C0 but line feed, DEL, C1.
    private func rawControls(_ text: String) -> [String] {
        text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
            .map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    func testTheTraceTextShowsControlCharactersAsTheirPictures() throws {
        let sim = Simulation(HostileLabel())
        try sim.tap("clear\u{1B}[2J\u{9B}0m")
        let text = sim.trace.text()
        XCTAssertEqual(rawControls(text), [], text)
        XCTAssertTrue(text.contains("\"before␀␁␂"), text)
        XCTAssertTrue(text.contains("␟␡<U+0080><U+0081>"), text)
        XCTAssertTrue(text.contains("<U+009B>"), text)
        XCTAssertTrue(text.contains("␉⏎␋"), "a line feed is ⏎ as before, a tab ␉: \(text)")
        XCTAssertTrue(text.contains("clear␛[2J<U+009B>0m"), "the tap's name: \(text)")
        XCTAssertEqual(rawControls(sim.trace.text(options: TraceTextOptions(width: 40))), [])
        XCTAssertEqual(rawControls(sim.trace.summary(step: 0).joined(separator: "\n")), [])
        XCTAssertEqual(
            rawControls(
                StepSummary(trace: sim.trace, step: 0, options: StepSummary.Options()).lines.joined(separator: "\n")),
            [])
        XCTAssertEqual(rawControls(sim.trace.chromeTrace(name: "hostile")), [], "the Chrome trace's text")
    }

    func testQuotedValuesShowPicturesAndKeepTheirLineBreakMark() {
        XCTAssertEqual(ValueFormatter.quoted("a\nb\u{1B}[2J\u{9B}", limit: 40), "\"a⏎b␛[2J<U+009B>\"")
        XCTAssertEqual(ValueFormatter.quoted("plain", limit: 40), "\"plain\"")
        // A picture is never cut in half by the limit.
        XCTAssertEqual(ValueFormatter.quoted("ab\u{9B}cdef", limit: 4), "\"ab<U+009B>…\"")
        XCTAssertEqual(TraceValue.text("\u{1B}"), TraceValue.text("␛"), "values that print alike are equal")
        XCTAssertNotEqual(TraceValue.text("\u{1B}"), TraceValue.text("\u{1C}"))
    }
}
