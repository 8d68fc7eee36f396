// Models trace.txt as `viewsim run` writes it after every step: the whole trace so far, as
// `Trace.text()` prints it, made of each step's text; a finished step's text is kept and
// used again while the step's frames are unchanged, so that writing the file after each of
// N steps does not render the first step N times (it made a run quadratic in its steps).
// Simplifies: kept texts are used only while the recording has dropped no frame and no two
// steps share an index (otherwise the whole trace is rendered, as `Trace.text()` does); a
// step's frames are "unchanged" when their indices, event counts and passes are.
import ViewSim

/// The text of a run's trace, step by step, with finished steps' texts kept.
///
/// ```swift
/// let file = TraceFileText()
/// // after each step:
/// try OutputFile.write(Array(file.text(of: simulation.trace).utf8), to: "out/trace.txt")
/// let lines = file.lineCount(ofStep: 2, in: simulation.trace, width: 80)
/// ```
final class TraceFileText {
    /// A step's trees and text, and what they were made from.
    private struct Kept {
        let title: String
        let frames: [Int]
        let events: [Int]
        let passes: [Int]
        /// `trace.textTrees(step:)` with the default options.
        let trees: [TextTree]
        let text: String
    }

    /// By step index.
    private var kept: [Int: Kept] = [:]

    /// Whether kept texts may be used for `trace`: no frame dropped, no step index twice.
    private func keeps(_ trace: Trace) -> Bool {
        let steps = trace.steps
        guard trace.dropped.frames == 0, Set(steps.map(\.index)).count == steps.count else {
            kept = [:]
            return false
        }
        return true
    }

    /// Step `record`'s trees and text: kept ones while its frames are unchanged, else made and kept.
    private func step(_ record: StepRecord, frames: [FrameRecord], in trace: Trace) -> Kept {
        let indices = frames.map(\.index)
        let events = frames.map(\.eventCount)
        let passes = frames.map(\.passes)
        if let known = kept[record.index], known.title == record.title, known.frames == indices,
            known.events == events, known.passes == passes
        {
            return known
        }
        let trees = trace.textTrees(step: record.index)
        let made = Kept(
            title: record.title, frames: indices, events: events, passes: passes, trees: trees,
            text: trees.map { $0.render(width: nil) }.joined())
        kept[record.index] = made
        return made
    }

    /// The whole trace's text, byte for byte `trace.text()`.
    func text(of trace: Trace) -> String {
        guard keeps(trace) else { return trace.text() }
        // Each step's frames, in one pass over the trace.
        var framesByStep: [Int: [FrameRecord]] = [:]
        for frame in trace.frames { framesByStep[frame.step, default: []].append(frame) }
        return trace.steps.map { step($0, frames: framesByStep[$0.index] ?? [], in: trace).text }.joined()
    }

    /// Step `index`'s trees as `trace.textTrees(step: index)` makes them (the default options),
    /// kept ones while its frames are unchanged; nil when kept texts are not used for `trace`.
    func trees(ofStep index: Int, in trace: Trace) -> [TextTree]? {
        guard keeps(trace), let record = trace.steps.first(where: { $0.index == index }) else { return nil }
        return step(record, frames: trace.frames(inStep: index), in: trace).trees
    }

    /// How many lines step `index`'s text has wrapped to `width`: byte for byte the lines of
    /// `trace.text(step: index, options: TraceTextOptions(width: width))` (the step's trees do
    /// not depend on the width, only their rendering does).
    func lineCount(ofStep index: Int, in trace: Trace, width: Int?) -> Int {
        guard keeps(trace), let record = trace.steps.first(where: { $0.index == index }) else {
            return trace.text(step: index, options: TraceTextOptions(width: width)).split(separator: "\n").count
        }
        let trees = step(record, frames: trace.frames(inStep: index), in: trace).trees
        return trees.map { $0.render(width: width) }.joined().split(separator: "\n").count
    }
}
