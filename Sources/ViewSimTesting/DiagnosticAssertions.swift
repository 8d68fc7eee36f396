// Checks the warnings SwiftUI would log (viewsim's diagnostics): that none
// occurred, or that one of a kind or with a message occurred. Pure `verify…`
// plus `assert…`, with the diagnostic's cycle and hint in the message.
import ViewSim
import XCTest

/// Checks that no diagnostic was recorded in `scope`.
///
/// ```swift
/// XCTAssertNil(verifyNoDiagnostics(sim.trace, in: .step(1)))
/// ```
///
/// A failure reads:
///
/// ```text
/// 1 diagnostic was recorded in step 1 ("wait 2s"), none expected.
///
///   − no diagnostics
///   + updateLoop: onChange(of: Date) action tried to update multiple times per frame.
///
///   (Expected: −, Actual: +)
///
/// Diagnostics in step 1 ("wait 2s"):
///   ⚠ onChange(of: Date) action tried to update multiple times per frame.
///     on .onChange(of: Date) #3
///     cycle:
///       1. .onChange(of: Date) #3 action runs
///       …
///     to fix: The action changes state that …
///
/// To fix, follow each diagnostic's "to fix" line; …
/// ```
public func verifyNoDiagnostics(_ trace: Trace, in scope: TraceScope = .all) -> String? {
    let resolved: ResolvedScope
    switch scope.resolve(in: trace) {
    case .success(let value): resolved = value
    case .failure(let error): return error.message
    }
    let found = diagnostics(in: trace, scope: resolved)
    guard !found.isEmpty else { return nil }
    var message = FailureMessage(
        headline:
            "\(plural(found.count, "diagnostic")) \(found.count == 1 ? "was" : "were") recorded \(resolved.phrase), none expected.",
        fix:
            "follow each diagnostic's \"to fix\" line; the cycle, when there is one, names every step of the loop. If the warning is what the test is about, check it with verifyDiagnostic(_:_:containing:in:) instead."
    )
    message.diff(expected: ["no diagnostics"], actual: found.map { "\($0.kind.rawValue): \($0.message)" })
    message.section("Diagnostics \(resolved.phrase)", found.flatMap(describe))
    return message.text
}

/// Asserts that no diagnostic was recorded in `scope`.
public func assertNoDiagnostics(
    _ sim: Simulation, in scope: TraceScope = .all,
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    if let message = verifyNoDiagnostics(sim.trace, in: scope) {
        FailureReporter.fail(message, sim: sim, scope: scope, at: FailureLocation(fileID, file, line, column))
    }
}

/// Checks that a diagnostic of `kind` (any kind if nil) whose message contains
/// `text` (any message if nil) was recorded in `scope`.
///
/// ```swift
/// XCTAssertNil(verifyDiagnostic(sim.trace, .updateLoop,
///     containing: "onChange(of: Date) action tried to update multiple times per frame.", in: .step(1)))
/// ```
///
/// A failure reads:
///
/// ```text
/// No updateLoop diagnostic containing "multiple times per frame" was recorded in step 1 ("wait").
///
///   − updateLoop: …multiple times per frame…
///   + no diagnostics
///
///   (Expected: −, Actual: +)
///
/// What ran in step 1 ("wait"):
///   …
///
/// To fix, check that the step reaches the code that causes the warning …
/// ```
public func verifyDiagnostic(
    _ trace: Trace, _ kind: Diagnostic.Kind? = nil, containing text: String? = nil, in scope: TraceScope = .all
) -> String? {
    let resolved: ResolvedScope
    switch scope.resolve(in: trace) {
    case .success(let value): resolved = value
    case .failure(let error): return error.message
    }
    let found = diagnostics(in: trace, scope: resolved)
    if found.contains(where: { (kind == nil || $0.kind == kind) && (text == nil || $0.message.contains(text ?? "")) }) {
        return nil
    }

    var wanted = "No \(kind.map { "\($0.rawValue) " } ?? "")diagnostic"
    if let text { wanted += " containing \"\(text)\"" }
    var message = FailureMessage(
        headline: "\(wanted) was recorded \(resolved.phrase).",
        fix: found.isEmpty
            ? "check that the step reaches the code that causes the warning (the trace above shows what ran), and the scope: a diagnostic belongs to the step and frame in which it happened."
            : "compare the recorded diagnostics with the expected one: the kind and the message must both match; the text is matched as a substring of the message."
    )
    message.diff(
        expected: ["\(kind?.rawValue ?? "any kind"): \(text.map { "…\($0)…" } ?? "any message")"],
        actual: found.isEmpty ? ["no diagnostics"] : found.map { "\($0.kind.rawValue): \($0.message)" })
    message.section("What ran \(resolved.phrase)", resolved.excerpt(of: trace))
    return message.text
}

/// Asserts that a diagnostic of `kind` whose message contains `text` was recorded in `scope`.
///
/// ```swift
/// assertDiagnostic(sim, .modifyingStateDuringUpdate, containing: "Modifying state during view update")
/// ```
public func assertDiagnostic(
    _ sim: Simulation, _ kind: Diagnostic.Kind? = nil, containing text: String? = nil, in scope: TraceScope = .all,
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    if let message = verifyDiagnostic(sim.trace, kind, containing: text, in: scope) {
        FailureReporter.fail(message, sim: sim, scope: scope, at: FailureLocation(fileID, file, line, column))
    }
}

func diagnostics(in trace: Trace, scope: ResolvedScope) -> [Diagnostic] {
    scope.events(of: trace).compactMap {
        if case .diagnostic(let diagnostic) = $0.kind { return diagnostic }
        return nil
    }
}

/// A diagnostic as indented lines: the message, its node, its cycle, its hint.
func describe(_ diagnostic: Diagnostic) -> [String] {
    var lines = ["\(TraceGlyph.diagnostic.symbol) \(diagnostic.message)"]
    if let node = diagnostic.node { lines.append("  on \(node)") }
    if !diagnostic.cycle.isEmpty {
        lines.append("  cycle:")
        lines += diagnostic.cycle.enumerated().map { "    \($0.offset + 1). \($0.element)" }
        lines.append("  in short: \(diagnostic.cycleSummary)")
    }
    if let hint = diagnostic.hint { lines.append("  to fix: \(hint)") }
    return lines
}
