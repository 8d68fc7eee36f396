// Tests `TraceTextOptions.foldsRepeatedFrames`: a run of alike animation frames
// prints as its first frame, one "… N frames like it" line naming the values that
// moved, and its last frame; frames that differ in anything but values, short runs
// and frames with a diagnostic are not folded; off, the text is unchanged.
import ViewSim
import XCTest

/// An `Animatable` counter whose text changes only every sixth frame: its frames
/// alternate between two shapes (with and without the text change).
private struct Count: View, Animatable {
    var value: Double
    nonisolated var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    var body: some View { Text("\(Int(value * 10))") }
}

private struct Counter: View {
    @State private var target = 0.0
    var body: some View {
        VStack {
            Count(value: target).accessibilityIdentifier("count")
            Text("go").onTapGesture { withAnimation(.linear(duration: 1)) { target = 1 } }.accessibilityIdentifier("go")
        }
    }
}

private struct Grower: View {
    @State private var isBig = false
    var body: some View {
        VStack {
            Text("♥").scaleEffect(isBig ? 2 : 1).animation(.linear(duration: 0.5), value: isBig)
                .accessibilityIdentifier("heart")
            Text("grow").onTapGesture { isBig.toggle() }.accessibilityIdentifier("grow")
        }
    }
}

@MainActor
final class TraceTextFoldingTests: XCTestCase {
    private func grown() throws -> Simulation {
        let sim = makeSimulation(Grower())
        try sim.step("grow") {
            try sim.tap("grow")
            try sim.advance(by: 0.7)
        }
        return sim
    }

    private func frameLines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter {
            $0.contains("frame ") && !$0.contains("like it") && !$0.contains("like these")
        }
    }

    func testOffTheTextIsUnchanged() async throws {
        let trace = try grown().trace
        XCTAssertEqual(trace.text(options: TraceTextOptions(foldsRepeatedFrames: false)), trace.text())
        XCTAssertEqual(trace.text(options: TraceTextOptions()), trace.text())
    }

    func testARunOfAnimationFramesFoldsIntoFirstLineAndLast() async throws {
        let trace = try grown().trace
        let frames = trace.frames(inStep: 1)
        XCTAssertGreaterThan(frames.count, 25)
        let folded = trace.text(step: 1, options: TraceTextOptions(foldsRepeatedFrames: true))
        let lines = folded.split(separator: "\n").map(String.init)
        let foldLines = lines.filter { $0.contains("frames like it") }
        XCTAssertEqual(foldLines.count, 1, folded)
        let foldLine = try XCTUnwrap(foldLines.first)
        // Frame 1 holds the tap and the animation's start; frame 2 is the first
        // sample, then alike samples until the last frame, where it finishes.
        let listed = frameLines(folded).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "├└─│ ")) }
        XCTAssertEqual(listed.count, 4, folded)
        XCTAssertTrue(listed[0].hasPrefix("frame 1 · "), listed[0])
        XCTAssertTrue(listed[1].hasPrefix("frame 2 · "), listed[1])
        let lastSample = frames[frames.count - 2].index
        XCTAssertTrue(listed[2].hasPrefix("frame \(lastSample) · "), listed[2])
        XCTAssertTrue(listed[3].hasPrefix("frame \(frames[frames.count - 1].index) · "), listed[3])
        let between = lastSample - 3
        XCTAssertTrue(foldLine.contains("… \(between) frames like it (frames 3–\(lastSample - 1), t=0.05–"), foldLine)
        XCTAssertTrue(foldLine.contains(".scaleEffect #"), foldLine)
        XCTAssertTrue(foldLine.contains(" → "), foldLine)
        // The frames shown are printed exactly as unfolded.
        let unfolded = trace.text(step: 1)
        let unfoldedLines = Set(unfolded.split(separator: "\n").map(String.init))
        for line in lines where line != foldLine {
            XCTAssertTrue(unfoldedLines.contains(line), line)
        }
        XCTAssertLessThan(folded.count * 3, unfolded.count)
    }

    func testTheFoldLineNamesTheValuesFirstToLast() async throws {
        let trace = try grown().trace
        let frames = trace.frames(inStep: 1)
        let between = Array(frames[2..<(frames.count - 2)])
        let line = FrameFoldingProbe.line(trace: trace, step: 1)
        func sample(_ frame: FrameRecord) -> String? {
            for event in frame.events {
                if case .animation(_, _, .frame(let sample)) = event.kind { return sample.presentation.description }
            }
            return nil
        }
        let first = try XCTUnwrap(between.first.flatMap(sample))
        let last = try XCTUnwrap(between.last.flatMap(sample))
        XCTAssertTrue(line.hasSuffix(" \(first) → \(last)"), line)
    }

    func testRunsShorterThanThreeAndDifferentFramesDoNotFold() async throws {
        let sim = makeSimulation(Grower())
        try sim.step("grow") {
            try sim.tap("grow")
            try sim.advance(by: 0.04)  // frame 1 (start) and two samples
        }
        let folded = sim.trace.text(options: TraceTextOptions(foldsRepeatedFrames: true))
        XCTAssertEqual(folded, sim.trace.text())
    }

    func testEveryFrameIsShownOrCountedInAFold() async throws {
        let trace = try grown().trace
        let folded = trace.text(options: TraceTextOptions(foldsRepeatedFrames: true))
        let shown = frameLines(folded).count
        let counted = folded.split(separator: "\n").compactMap { line -> Int? in
            guard let range = line.range(of: "… ") else { return nil }
            return Int(line[range.upperBound...].prefix { $0.isNumber })
        }.reduce(0, +)
        XCTAssertEqual(shown + counted, trace.frames.count)
    }

    /// viewsim's model: frames that only lack an attribute change fold with the
    /// frames around them ("like these"), but a run ends on a frame like its first,
    /// so the moment the text stops changing stays in the text.
    func testFramesThatOnlyLackAnAttributeChangeFoldWithTheirNeighbours() async throws {
        let sim = makeSimulation(Counter())
        try sim.step("count") {
            try sim.tap("go")
            try sim.advance(by: 1.5)
        }
        let folded = sim.trace.text(options: TraceTextOptions(foldsRepeatedFrames: true))
        let line = try XCTUnwrap(folded.split(separator: "\n").first { $0.contains("frames like these") }, folded)
        XCTAssertTrue(line.contains("Text #") && line.contains("text \"1\" →"), String(line))
        XCTAssertLessThan(folded.split(separator: "\n").count, sim.trace.text().split(separator: "\n").count / 4)
        // Every frame is still shown or counted.
        let shown = frameLines(folded).count
        let counted = folded.split(separator: "\n").compactMap { line -> Int? in
            guard let range = line.range(of: "… ") else { return nil }
            return Int(line[range.upperBound...].prefix { $0.isNumber })
        }.reduce(0, +)
        XCTAssertEqual(shown + counted, sim.trace.frames.count)
    }
}

/// Reads the fold line of one step's folded text.
private enum FrameFoldingProbe {
    static func line(trace: Trace, step: Int) -> String {
        trace.text(step: step, options: TraceTextOptions(foldsRepeatedFrames: true))
            .split(separator: "\n").map(String.init).first { $0.contains("frames like it") } ?? ""
    }

}
