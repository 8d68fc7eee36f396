// Checks update loops: that none happened, or that one went round a given cycle.
// A loop is a diagnostic that names one (`Diagnostic.isLoop`): an `onChange` or
// preference that changed too often in a frame, bodies that write what other
// bodies read, a frame that did not settle, a value that never settles.
// Pure `verify…` plus `assert…`, with each loop's cycle in view terms.
import ViewSim
import XCTest

/// Checks that no update loop was diagnosed in `scope`.
///
/// ```swift
/// XCTAssertNil(verifyNoLoops(sim.trace))
/// ```
///
/// A failure reads:
///
/// ```text
/// 1 update loop was diagnosed in the whole run, none expected.
///
///   − no loops
///   + preferenceLoop: Bound preference HeightKey tried to update multiple times per frame.
///       cycle: onPreferenceChange(HeightKey) action → GrowingRow._extra → … → onPreferenceChange(HeightKey) action
/// …
/// ```
public func verifyNoLoops(_ trace: Trace, in scope: TraceScope = .all) -> String? {
    let resolved: ResolvedScope
    switch scope.resolve(in: trace) {
    case .success(let value): resolved = value
    case .failure(let error): return error.message
    }
    let loops = diagnostics(in: trace, scope: resolved).filter(\.isLoop)
    guard !loops.isEmpty else { return nil }
    var message = FailureMessage(
        headline:
            "\(plural(loops.count, "update loop")) \(loops.count == 1 ? "was" : "were") diagnosed \(resolved.phrase), none expected.",
        fix:
            "break each cycle where its \"to fix\" line says: the loop goes round the hops listed, back to where it began."
    )
    message.diff(expected: ["no loops"], actual: loops.map(loopLine))
    message.section("Loops \(resolved.phrase)", loops.flatMap(describe))
    return message.text
}

/// Asserts that no update loop was diagnosed in `scope`.
///
/// ```swift
/// assertNoLoops(sim)
/// ```
public func assertNoLoops(
    _ sim: Simulation, in scope: TraceScope = .all,
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    if let message = verifyNoLoops(sim.trace, in: scope) {
        FailureReporter.fail(message, sim: sim, scope: scope, at: FailureLocation(fileID, file, line, column))
    }
}

/// Checks that a loop (of `kind`, any if nil) was diagnosed in `scope` whose cycle goes through
/// `hops` in that order; each hop matches a hop of the cycle that contains it
/// (`"GrowingRow._extra"`, `"onPreferenceChange(HeightKey)"`, `"GeometryReader"`).
///
/// ```swift
/// XCTAssertNil(verifyCycle(sim.trace, .preferenceLoop, through: ["HeightKey", "GrowingRow._extra", "GrowingRow #1 body"]))
/// ```
public func verifyCycle(
    _ trace: Trace, _ kind: Diagnostic.Kind? = nil, through hops: [String], in scope: TraceScope = .all
) -> String? {
    let resolved: ResolvedScope
    switch scope.resolve(in: trace) {
    case .success(let value): resolved = value
    case .failure(let error): return error.message
    }
    let loops = diagnostics(in: trace, scope: resolved).filter { $0.isLoop && (kind == nil || $0.kind == kind) }
    if loops.contains(where: { goesThrough($0.cycleHops, hops) }) { return nil }
    let what = kind.map { "\($0.rawValue) " } ?? ""
    var message = FailureMessage(
        headline: loops.isEmpty
            ? "No \(what)loop was diagnosed \(resolved.phrase)."
            : "No \(what)loop \(resolved.phrase) goes through \(hops.joined(separator: " → ")).",
        fix: loops.isEmpty
            ? "check that the step reaches the code that loops (the trace shows what ran) and the scope: a loop belongs to the frame it was diagnosed in."
            : "compare the expected hops with the cycles below: each expected hop must be part of one hop of a cycle, in order."
    )
    message.diff(
        expected: [hops.joined(separator: " → ")],
        actual: loops.isEmpty ? ["no loops"] : loops.map { $0.cycleSummary.isEmpty ? loopLine($0) : $0.cycleSummary })
    message.section("What ran \(resolved.phrase)", resolved.excerpt(of: trace))
    return message.text
}

/// Asserts that a loop (of `kind`, any if nil) whose cycle goes through `hops` in order was
/// diagnosed in `scope`.
///
/// ```swift
/// assertCycle(sim, .preferenceLoop, through: ["onPreferenceChange(HeightKey)", "GrowingRow._extra", "GeometryReader"])
/// ```
public func assertCycle(
    _ sim: Simulation, _ kind: Diagnostic.Kind? = nil, through hops: [String], in scope: TraceScope = .all,
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    if let message = verifyCycle(sim.trace, kind, through: hops, in: scope) {
        FailureReporter.fail(message, sim: sim, scope: scope, at: FailureLocation(fileID, file, line, column))
    }
}

/// Whether `hops` appear, each inside one hop of `cycle`, in order.
private func goesThrough(_ cycle: [String], _ hops: [String]) -> Bool {
    var index = cycle.startIndex
    for hop in hops {
        guard let found = cycle[index...].firstIndex(where: { $0.contains(hop) }) else { return false }
        index = found + 1
        if index > cycle.endIndex { return false }
    }
    return true
}

private func loopLine(_ diagnostic: Diagnostic) -> String {
    "\(diagnostic.kind.rawValue): \(diagnostic.message)"
}
