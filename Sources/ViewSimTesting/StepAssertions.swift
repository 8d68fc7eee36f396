// An exhaustive check of one step, in the spirit of TCA's TestStore: every body
// that ran must be listed with its reasons, and every diagnostic by kind; the
// rest is reported as unexpected. `exhaustive: false` checks only the view types
// you name. Simplifies: evaluations are matched per type, in trace order.
import ViewSim
import XCTest

/// Checks every body evaluation (and diagnostic) of a step.
///
/// List one `name: reasons` pair per evaluation; repeat a name when its body ran
/// more than once. Reasons use the `_printChanges` spelling (`"_isOn"`,
/// `"@self, @identity, _name"`). Evaluations of one type must appear in the
/// order they ran; different types may be listed in any order. An empty list
/// (`[:]`) says that no body ran.
///
/// With `exhaustive: true` (the default) any evaluation not listed, and any
/// diagnostic not in `diagnostics`, fails the check. With `exhaustive: false`
/// only the types you list are checked — all of their evaluations — and only the
/// diagnostics you list must occur.
///
/// ```swift
/// try sim.step("tap the heart") { try sim.tap("heart") }
/// XCTAssertNil(verifyStep(sim.trace, evaluated: ["Heart": "_isOn"]))
/// ```
///
/// A failure reads:
///
/// ```text
/// Step 1 ("tap the heart") ran other bodies than expected: 1 not expected.
///
///     Heart: _isOn
///   + Counter: @self
///
///   (Expected: −, Actual: +)
///
/// Evaluations in step 1 ("tap the heart"):
///   frame 1: Heart #2: _isOn
///   frame 1: Counter #5: @self (count 0 → 1)
///
/// What ran in step 1 ("tap the heart"):
///   …
///
/// To fix, list every evaluation marked + in `evaluated:` (repeat a name for each
/// evaluation), remove the ones marked −, correct the reasons that differ, or pass
/// `exhaustive: false` to check only the views you name.
/// ```
public func verifyStep(
    _ trace: Trace, _ scope: TraceScope = .lastStep, evaluated expected: KeyValuePairs<String, String>,
    diagnostics expectedDiagnostics: [Diagnostic.Kind] = [], exhaustive: Bool = true
) -> String? {
    let resolved: ResolvedScope
    switch scope.resolve(in: trace) {
    case .success(let value): resolved = value
    case .failure(let error): return error.message
    }
    let wanted = expected.map { (name: $0.key, reasons: ExpectedReasons($0.value)) }
    var consumed = Array(repeating: false, count: wanted.count)
    var lines: [String] = []
    var unexpected = 0
    var missing = 0
    var different = 0

    let actual = trace.bodyEvaluations(inStep: resolved.step, inFrame: resolved.frame)
    for evaluation in actual {
        let label = evaluation.node.label
        let actualLine = "\(label): \(evaluation.tokenList)"
        if let index = wanted.indices.first(where: {
            !consumed[$0] && TypeName.matches(label: label, query: wanted[$0].name)
        }) {
            consumed[index] = true
            if evaluation.reasons.map(\.token) == wanted[index].reasons.tokens {
                lines.append("  " + actualLine)
            } else {
                different += 1
                lines.append("− \(wanted[index].name): \(wanted[index].reasons.listed)")
                lines.append("+ " + actualLine)
            }
        } else if exhaustive || wanted.contains(where: { TypeName.matches(label: label, query: $0.name) }) {
            unexpected += 1
            lines.append("+ " + actualLine)
        }
    }
    for index in wanted.indices where !consumed[index] {
        missing += 1
        lines.append("− \(wanted[index].name): \(wanted[index].reasons.listed)")
    }

    // Diagnostics, as a multiset of kinds.
    let found = diagnostics(in: trace, scope: resolved)
    var remaining = found
    var diagnosticLines: [String] = []
    for kind in expectedDiagnostics {
        if let index = remaining.firstIndex(where: { $0.kind == kind }) {
            diagnosticLines.append("  \(TraceGlyph.diagnostic.symbol) \(kind.rawValue): \(remaining[index].message)")
            remaining.remove(at: index)
        } else {
            missing += 1
            diagnosticLines.append("− \(TraceGlyph.diagnostic.symbol) \(kind.rawValue)")
        }
    }
    if exhaustive {
        for diagnostic in remaining {
            unexpected += 1
            diagnosticLines.append(
                "+ \(TraceGlyph.diagnostic.symbol) \(diagnostic.kind.rawValue): \(diagnostic.message)")
        }
    }

    guard unexpected + missing + different > 0 else { return nil }
    var problems: [String] = []
    if unexpected > 0 { problems.append("\(unexpected) not expected") }
    if missing > 0 { problems.append("\(missing) expected but missing") }
    if different > 0 { problems.append("\(different) with other reasons") }
    let where_ = resolved.phrase.dropFirst(3)  // "step 1 (…)" / "frame 12" / "the whole simulation"
    var message = FailureMessage(
        headline:
            "\(where_.prefix(1).uppercased() + where_.dropFirst()) ran other bodies than expected: \(problems.joined(separator: ", ")).",
        fix:
            "list every evaluation marked + in `evaluated:` (repeat a name for each evaluation) and every diagnostic marked + in `diagnostics:`, remove the ones marked −, correct the reasons that differ, or pass `exhaustive: false` to check only the views you name."
    )
    message.comparison = (lines + diagnosticLines).isEmpty ? ["(no bodies ran)"] : lines + diagnosticLines
    message.section("Evaluations \(resolved.phrase)", actual.map(\.describedLine))
    if !found.isEmpty { message.section("Diagnostics \(resolved.phrase)", found.flatMap(describe)) }
    message.section("What ran \(resolved.phrase)", resolved.excerpt(of: trace))
    return message.text
}

/// Asserts every body evaluation (and diagnostic) of a step; see
/// ``verifyStep(_:_:evaluated:diagnostics:exhaustive:)``.
///
/// ```swift
/// try sim.step("tap the heart") { try sim.tap("heart") }
/// assertStep(sim, evaluated: ["Heart": "_isOn"])
/// ```
public func assertStep(
    _ sim: Simulation, _ scope: TraceScope = .lastStep, evaluated expected: KeyValuePairs<String, String>,
    diagnostics expectedDiagnostics: [Diagnostic.Kind] = [], exhaustive: Bool = true,
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    if let message = verifyStep(
        sim.trace, scope, evaluated: expected, diagnostics: expectedDiagnostics, exhaustive: exhaustive)
    {
        FailureReporter.fail(message, sim: sim, scope: scope, at: FailureLocation(fileID, file, line, column))
    }
}
