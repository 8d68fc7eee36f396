// Checks when `withAnimation(_:completionCriteria:_:completion:)` completions
// fired: every completion of a scope, in order, by criteria and frame (or time).
// Exhaustive, so "exactly once" is checked too. Pure `verify…` plus `assert…`.
import ViewSim
import XCTest

/// A point in a simulation: a frame, or a time (the last frame at or before it).
///
/// ```swift
/// verifyCompletions(sim, fired: [.logicallyComplete: .frame(8), .removed: .time(0.5)])
/// ```
public enum Moment: Sendable, Equatable, CustomStringConvertible {
    /// A frame, by index.
    case frame(Int)
    /// Seconds since the start; between frames it means the last frame at or before it.
    case time(Double)

    /// The frame this moment is, at `framesPerSecond`.
    public func frame(framesPerSecond: Int) -> Int {
        switch self {
        case .frame(let index): return index
        case .time(let seconds):
            guard seconds.isFinite else { return seconds > 0 ? Int.max : -1 }
            return FrameClock(framesPerSecond: framesPerSecond).frame(atOrBefore: seconds)
        }
    }

    public var description: String {
        switch self {
        case .frame(let index): return "frame \(index)"
        case .time(let seconds): return "t=\(ValueFormatter.number(seconds))s"
        }
    }
}

/// Checks every completion that fired in `scope`: its criteria and the frame it
/// fired in, in firing order. A completion fires once; one whose change started
/// no animation fires in the frame of the change, right after the update.
///
/// ```swift
/// try sim.step("tap") { try sim.tap("button"); try sim.runUntilIdle() }
/// XCTAssertNil(verifyCompletions(sim, in: .lastStep, fired: [.logicallyComplete: .frame(8), .removed: .frame(23)]))
/// XCTAssertNil(verifyCompletions(sim, in: .step(2), fired: [:]))   // none fired
/// ```
///
/// A failure reads:
///
/// ```text
/// Other completions fired than expected in step 1 ("tap"): 1 expected but missing, 1 not expected.
///
///   − logicallyComplete in frame 5 (t=0.0833s)
///   + logicallyComplete in frame 22 (t=0.3667s)
///
///   (Expected: −, Actual: +)
///
/// Completions in step 1 ("tap"):
///   frame 22 (t=0.3667s): logicallyComplete — the animation of .opacity #6 opacity logically completed
///
/// What happened in step 1 ("tap"):
///   frame 1: ◔ .opacity #6 opacity: 0 → 1 animates with easeInOut(duration: 0.35)
///   frame 22: ◕ .opacity #6 opacity: animation #0 is logically complete
///   frame 22: ✓ withAnimation completion (logicallyComplete) is due: …
///
/// To fix, …
/// ```
public func verifyCompletions(
    _ sim: Simulation, in scope: TraceScope = .all, fired expected: KeyValuePairs<AnimationCompletionCriteria, Moment>
) -> String? {
    let trace = sim.trace
    let resolved: ResolvedScope
    switch scope.resolve(in: trace) {
    case .success(let value): resolved = value
    case .failure(let error): return error.message
    }
    let fps = sim.configuration.framesPerSecond
    func line(_ criteria: AnimationCompletionCriteria, frame: Int) -> String {
        "\(criteria) in frame \(frame) (t=\(ValueFormatter.number(FrameClock(framesPerSecond: fps).time(ofFrame: frame)))s)"
    }
    let frames = Set(resolved.frames(of: trace).map(\.index))
    let fired = trace.completions().filter { frames.contains($0.frame) }
    let actual = fired.map { line($0.criteria, frame: $0.frame) }
    let wanted = expected.map { line($0.key, frame: $0.value.frame(framesPerSecond: fps)) }
    guard actual != wanted else { return nil }

    let comparison = lineDiff(expected: wanted, actual: actual)
    let missing = comparison.filter { $0.hasPrefix("− ") }.count
    let unexpected = comparison.filter { $0.hasPrefix("+ ") }.count
    var problems: [String] = []
    if missing > 0 { problems.append("\(missing) expected but missing") }
    if unexpected > 0 { problems.append("\(unexpected) not expected") }
    if problems.isEmpty { problems.append("another order") }
    let phrase = resolved.phrase
    var message = FailureMessage(
        headline: "Other completions fired than expected \(phrase): \(problems.joined(separator: ", ")).",
        fix:
            "compare with the animations above: .logicallyComplete fires when the animation of its own change logically completes (a timing curve at its end, a spring after its response; later changes are ignored), .removed when every animation on the values its change touched has finished (later ones included). A completion whose change started no animation fires right after the update, and one whose view is removed fires then. If the frames above are right, expect them."
    )
    message.comparison = comparison.isEmpty ? ["(no completions)"] : comparison
    message.section("Completions \(phrase)", fired.map(\.description))
    let waiting = sim.graph.waitingCompletions
    if !waiting.isEmpty {
        message.section(
            "Still waiting at frame \(sim.frame) (t=\(ValueFormatter.number(sim.time))s)",
            waiting.map { entry in
                "\(entry.criteria.map(\.description).joined(separator: ", ")) for \(entry.node) \(entry.attribute), still animating; advance the simulation or runUntilIdle() to let it complete"
            })
    }
    message.section("What happened \(phrase)", completionContext(trace, frames: frames))
    return message.text
}

/// Asserts every completion that fired in `scope`, in firing order.
///
/// ```swift
/// assertCompletions(sim, in: .lastStep, fired: [.removed: .time(0.1333)])
/// ```
public func assertCompletions(
    _ sim: Simulation, in scope: TraceScope = .all, fired expected: KeyValuePairs<AnimationCompletionCriteria, Moment>,
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    if let message = verifyCompletions(sim, in: scope, fired: expected) {
        FailureReporter.fail(message, sim: sim, scope: scope, at: FailureLocation(fileID, file, line, column))
    }
}

/// The animation starts, completions and removals of the frames, without frame samples.
private func completionContext(_ trace: Trace, frames: Set<Int>, limit: Int = 30) -> [String] {
    var lines: [String] = []
    for record in trace.frames where frames.contains(record.index) {
        for event in record.events {
            switch event.kind {
            case .animation(_, _, .frame):
                continue
            case .animation, .completion, .removed:
                lines.append("frame \(record.index): \(TraceText.line(for: event))")
            default:
                continue
            }
        }
    }
    if lines.count > limit {
        let hidden = lines.count - limit
        lines =
            Array(lines.prefix(limit)) + [
                "… \(hidden) more line\(hidden == 1 ? "" : "s"); print(sim.trace.text()) shows everything"
            ]
    }
    return lines
}
