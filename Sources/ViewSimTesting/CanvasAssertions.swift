// Checks how often `Canvas` renderers ran and why, in the whole simulation, a
// step or a frame: the counterpart of the body-count checks for the code that
// draws (a canvas under TimelineView(.animation) draws every frame while no
// body runs). A pure `verify…` function returns the failure message; the
// `assert…` wrapper reports it at the caller's line.
import ViewSim
import XCTest

/// Checks that canvas renderers ran exactly `expected` times in `scope` (only the
/// canvas with node id `node`, when given).
///
/// ```swift
/// try sim.step("a second") { try sim.advance(by: 1) }
/// XCTAssertNil(verifyCanvasDrawCount(sim.trace, equals: 60, in: .step(1)))
/// XCTAssertNil(verifyBodyCount(sim.trace, of: "ClockView", equals: 0, in: .step(1)))
/// ```
///
/// A failure reads:
///
/// ```text
/// Canvases drew 10 times in step 1 ("a second"), not 60.
///
///   − 60 draws
///   + 10 draws
///   …
/// Canvas draws in step 1 ("a second"):
///   frame 6: Canvas #4: timeline entry (3 items)
///   …
/// ```
///
/// - Returns: nil when the count matches, otherwise a failure message.
public func verifyCanvasDrawCount(_ trace: Trace, node: Int? = nil, equals expected: Int, in scope: TraceScope = .all)
    -> String?
{
    let resolved: ResolvedScope
    switch scope.resolve(in: trace) {
    case .success(let value): resolved = value
    case .failure(let error): return error.message
    }
    let draws = trace.canvasDraws(node: node).filter { draw in
        (resolved.step == nil || draw.step == resolved.step) && (resolved.frame == nil || draw.frame == resolved.frame)
    }
    guard draws.count != expected else { return nil }
    let subject = node.map { "Canvas #\($0)" } ?? "Canvases"
    var message = FailureMessage(
        headline: "\(subject) drew \(times(draws.count)) \(resolved.phrase), not \(expected).",
        fix: draws.count > expected
            ? "read each draw's causes above: \"new value\" means the body that makes the canvas ran again (its closure never compares equal), \"timeline entry\" a TimelineView around it reached an entry, \"size changed\" layout gave it another size. Remove the cause, or if \(draws.count) is right, expect \(draws.count)."
            : "a canvas draws only when it is inserted, gets a new value, or changes size: put it inside a TimelineView to draw on a schedule (.animation draws every frame; paused: true never), or expect \(draws.count)."
    )
    message.diff(expected: [plural(expected, "draw")], actual: [plural(draws.count, "draw")])
    message.section(
        "Canvas draws \(resolved.phrase)",
        draws.map { draw in
            "frame \(draw.frame): \(draw.node): \(draw.causes.map(\.description).joined(separator: ", ")) (\(plural(draw.items, "item")))"
        })
    message.section("What ran \(resolved.phrase)", resolved.excerpt(of: trace))
    return message.text
}

/// Asserts that canvas renderers ran exactly `expected` times in `scope`.
///
/// ```swift
/// assertCanvasDrawCount(sim, equals: 60, in: .lastStep)
/// ```
///
/// See ``verifyCanvasDrawCount(_:node:equals:in:)`` for the failure message.
public func assertCanvasDrawCount(
    _ sim: Simulation, node: Int? = nil, equals expected: Int, in scope: TraceScope = .all,
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    if let message = verifyCanvasDrawCount(sim.trace, node: node, equals: expected, in: scope) {
        FailureReporter.fail(message, sim: sim, scope: scope, at: FailureLocation(fileID, file, line, column))
    }
}
