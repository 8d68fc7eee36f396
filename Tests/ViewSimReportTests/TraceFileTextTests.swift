// `TraceFileText`, the text `viewsim run` writes to trace.txt after every step: byte for
// byte `Trace.text()` after each step, kept step texts used only while their frames are
// unchanged, and the whole trace rendered again when the recording dropped frames. The
// lessons check it end to end (RunCommandTests compares trace.txt with `viewsim trace`);
// these check the kept texts and the fallback on purpose-made runs.
import ViewSim
import XCTest

@testable import ViewSimCLI

@MainActor
final class TraceFileTextTests: XCTestCase {
    /// After each step of a run, the file's text, each step's trees and its line count at
    /// several widths are what the trace itself gives.
    func testEveryStepsTextIsTheTracesWholeText() async throws {
        let sim = Simulation(LongRunView())
        let file = TraceFileText()
        try check(file, sim.trace, after: "appear")
        try sim.step("tap the pulse") { try sim.tap("pulse") }
        try check(file, sim.trace, after: "tap")
        // Asked twice with nothing new: the kept texts, still the trace's text.
        try check(file, sim.trace, after: "tap, again")
        try sim.step("ten frames") { try sim.advanceFrames(10) }
        try check(file, sim.trace, after: "ten frames")
        try sim.step("a second") { try sim.advance(by: 1) }
        try check(file, sim.trace, after: "a second")
    }

    /// A recording that keeps only the last frames drops the earlier ones: the kept texts
    /// are not used, and the text is still the trace's.
    func testARecordingThatDroppedFramesIsRenderedWhole() async throws {
        var configuration = SimulationConfiguration()
        configuration.recording = .lastFrames(5)
        let sim = Simulation(LongRunView(), configuration: configuration)
        let file = TraceFileText()
        try check(file, sim.trace, after: "appear")
        try sim.step("tap the pulse") { try sim.tap("pulse") }
        try sim.step("twenty frames") { try sim.advanceFrames(20) }
        XCTAssertGreaterThan(sim.trace.dropped.frames, 0, "the recording should have dropped frames")
        try check(file, sim.trace, after: "frames dropped")
        for step in sim.trace.steps {
            XCTAssertNil(file.trees(ofStep: step.index, in: sim.trace), "no kept trees once frames are dropped")
        }
    }

    private func check(_ file: TraceFileText, _ trace: Trace, after what: String) throws {
        XCTAssertEqual(file.text(of: trace), trace.text(), "trace.txt after \(what)")
        for step in trace.steps {
            if let trees = file.trees(ofStep: step.index, in: trace) {
                XCTAssertEqual(
                    trees.map { $0.render(width: nil) }.joined(), trace.text(step: step.index),
                    "step \(step.index)'s kept trees after \(what)")
            }
            for width in [nil, 40, 80] as [Int?] {
                XCTAssertEqual(
                    file.lineCount(ofStep: step.index, in: trace, width: width),
                    trace.text(step: step.index, options: TraceTextOptions(width: width)).split(separator: "\n").count,
                    "step \(step.index)'s lines at width \(width.map(String.init) ?? "none") after \(what)")
            }
        }
    }
}
