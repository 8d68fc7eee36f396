// Checks how often a view type's body ran and why, in the whole simulation, a
// step or a frame. Each check is a pure `verify…` function that returns a
// failure message (testable on Linux, where XCTExpectFailure does not exist)
// plus a thin `assert…` wrapper that reports through FailureReporter (XCTest or
// Swift Testing) at the caller's line.
import ViewSim
import XCTest

// MARK: - Count

/// Checks that the body of the view type `typeName` ran exactly `expected` times in `scope`.
///
/// `typeName` is the name the trace uses: `"Heart"`, also written `"ContentView.Heart"`;
/// a name without generic arguments (`"Row"`) matches every `Row<…>`. TimelineView
/// content counts as `"TimelineView"`.
///
/// ```swift
/// let sim = Simulation(ContentView())
/// try sim.step("tap the heart") { try sim.tap("heart") }
/// XCTAssertNil(verifyBodyCount(sim.trace, of: "Heart", equals: 1, in: .step(1)))
/// ```
///
/// A failure reads:
///
/// ```text
/// Heart's body ran 2 times in step 1 ("tap the heart"), not 1.
///
///   − 1 evaluation
///   + 2 evaluations
///
///   (Expected: −, Actual: +)
///
/// Evaluations of Heart in step 1 ("tap the heart"):
///   frame 1: Heart #2: _isOn
///   frame 1, pass 2: Heart #2: @self (tint red → blue)
///
/// What ran in step 1 ("tap the heart"):
///   step 1 · tap the heart
///   └─ frame 1 · t=0.0167s
///      …
///
/// To fix, read each evaluation's reasons above …
/// ```
///
/// - Returns: nil when the count matches, otherwise a failure message.
public func verifyBodyCount(_ trace: Trace, of typeName: String, equals expected: Int, in scope: TraceScope = .all)
    -> String?
{
    let resolved: ResolvedScope
    switch scope.resolve(in: trace) {
    case .success(let value): resolved = value
    case .failure(let error): return error.message
    }
    let evaluations = evaluations(in: trace, of: typeName, scope: resolved)
    guard evaluations.count != expected else { return nil }

    var message = FailureMessage(
        headline: "\(typeName)'s body ran \(times(evaluations.count)) \(resolved.phrase), not \(expected).",
        fix: evaluations.count > expected
            ? "read each evaluation's reasons above: @self means the parent passed a different value (the changed fields are listed), @identity a new view, _name a dynamic property that changed, @dependencies an @Observable property the body read. Remove the cause, or if \(evaluations.count) is right, expect \(evaluations.count)."
            : notEnoughFix(
                trace: trace, typeName: typeName, scope: resolved, found: evaluations.count, expected: expected))
    message.diff(expected: [plural(expected, "evaluation")], actual: [plural(evaluations.count, "evaluation")])
    message.section("Evaluations of \(typeName) \(resolved.phrase)", evaluations.map(\.describedLine))
    message.section("What ran \(resolved.phrase)", resolved.excerpt(of: trace))
    return message.text
}

/// Asserts that the body of `typeName` ran exactly `expected` times in `scope`.
///
/// ```swift
/// assertBodyCount(sim, of: "Heart", equals: 1, in: .lastStep)
/// ```
///
/// See ``verifyBodyCount(_:of:equals:in:)`` for the failure message.
public func assertBodyCount(
    _ sim: Simulation, of typeName: String, equals expected: Int, in scope: TraceScope = .all,
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    if let message = verifyBodyCount(sim.trace, of: typeName, equals: expected, in: scope) {
        FailureReporter.fail(message, sim: sim, scope: scope, at: FailureLocation(fileID, file, line, column))
    }
}

// MARK: - Reasons

/// Checks why the body of `typeName` ran in `scope`: one entry per evaluation, in order.
///
/// Write each entry the way `_printChanges` lists reasons: `"_isOn"`,
/// `"@self, @identity, _name"`, or the whole line `"Heart: _isOn changed."`.
/// Tokens: `@self` (the view's value changed), `@identity` (a new view),
/// `_name` (a dynamic property), `@dependencies` (an `@Observable` property the
/// body read), `@timeline` (a TimelineView's content reached a new entry).
///
/// ```swift
/// XCTAssertNil(verifyBodyReasons(sim.trace, of: "Heart", ["_isOn"], in: .step(1)))
/// XCTAssertNil(verifyBodyReasons(sim.trace, of: "Heart", ["Heart: @self changed."], in: .step(0)))
/// ```
///
/// A failure reads:
///
/// ```text
/// Heart's body ran for other reasons than expected in step 1 ("tap the heart").
///
///   − _isOn
///   + @self
///
///   (Expected: −, Actual: +)
///
/// Evaluations of Heart in step 1 ("tap the heart"):
///   frame 1: Heart #2: @self (tint red → blue)
///
/// What ran in step 1 ("tap the heart"):
///   …
///
/// To fix, …
/// ```
public func verifyBodyReasons(_ trace: Trace, of typeName: String, _ expected: [String], in scope: TraceScope = .all)
    -> String?
{
    let resolved: ResolvedScope
    switch scope.resolve(in: trace) {
    case .success(let value): resolved = value
    case .failure(let error): return error.message
    }
    let evaluations = evaluations(in: trace, of: typeName, scope: resolved)
    let wanted = expected.map(ExpectedReasons.init)
    if wanted.count == evaluations.count, zip(wanted, evaluations).allSatisfy({ $0.matches($1) }) { return nil }

    let headline: String
    if wanted.count != evaluations.count {
        headline =
            "\(typeName)'s body ran \(times(evaluations.count)) \(resolved.phrase), but \(plural(wanted.count, "evaluation")) \(wanted.count == 1 ? "was" : "were") expected."
    } else {
        headline = "\(typeName)'s body ran for other reasons than expected \(resolved.phrase)."
    }
    var message = FailureMessage(
        headline: headline,
        fix:
            "compare the reasons: @self means the parent passed a different value (the changed fields are listed), @identity a new view, _name the dynamic property of that name, @dependencies an @Observable property the body read, @timeline a new TimelineView entry. Change the code so only the intended cause invalidates \(typeName), or update the expected reasons."
    )
    message.diff(expected: wanted.map(\.listed), actual: evaluations.map(\.tokenList))
    message.section("Evaluations of \(typeName) \(resolved.phrase)", evaluations.map(\.describedLine))
    message.section("What ran \(resolved.phrase)", resolved.excerpt(of: trace))
    return message.text
}

/// Asserts why the body of `typeName` ran in `scope`: one entry per evaluation, in order.
///
/// ```swift
/// assertBodyReasons(sim, of: "Heart", ["_isOn"], in: .lastStep)
/// ```
///
/// See ``verifyBodyReasons(_:of:_:in:)`` for the spellings and the failure message.
public func assertBodyReasons(
    _ sim: Simulation, of typeName: String, _ expected: [String], in scope: TraceScope = .all,
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    if let message = verifyBodyReasons(sim.trace, of: typeName, expected, in: scope) {
        FailureReporter.fail(message, sim: sim, scope: scope, at: FailureLocation(fileID, file, line, column))
    }
}

// MARK: - Helpers

func evaluations(in trace: Trace, of typeName: String, scope: ResolvedScope) -> [BodyEvaluation] {
    trace.bodyEvaluations(inStep: scope.step, inFrame: scope.frame).filter {
        TypeName.matches(label: $0.node.label, query: typeName)
    }
}

/// Why a body may have run fewer times than expected: misspelt, skipped, or never there.
func notEnoughFix(trace: Trace, typeName: String, scope: ResolvedScope, found: Int, expected: Int) -> String {
    let everywhere = trace.bodyEvaluations().contains { TypeName.matches(label: $0.node.label, query: typeName) }
    if !everywhere {
        var labels: [String] = []
        for evaluation in trace.bodyEvaluations() where !labels.contains(evaluation.node.label) {
            labels.append(evaluation.node.label)
        }
        let query = TypeName.lastComponent(typeName)
        // A loop rather than a map/filter/min chain over tuples: the chain took seconds to type-check.
        let limit = max(2, query.count / 3)
        var best: (label: String, distance: Int)?
        for label in labels {
            let distance = label.editDistance(to: query)
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (label, distance) }
        }
        let suggestion = best.map { " Did you mean \"\($0.label)\"?" } ?? ""
        return
            "check the type name: no body of \"\(typeName)\" ran anywhere in the simulation.\(suggestion) Views whose bodies ran: \(labels.isEmpty ? "none" : labels.joined(separator: ", ")). If \(found) is right, expect \(found)."
    }
    let skips = trace.bodySkips(inStep: scope.step).filter {
        TypeName.matches(label: $0.node.label, query: typeName) && (scope.frame == nil || $0.frame == scope.frame)
    }
    if !skips.isEmpty {
        return
            "\(typeName) was offered a new value but skipped \(times(skips.count)) because its value compared equal; check that the input you changed is a stored property of \(typeName) (or one of its dynamic properties) and that the body reads it. If \(found) is right, expect \(found)."
    }
    return
        "check that the step changes something \(typeName) depends on: a stored property its parent passes, a @State or @Binding its body reads, an object it observes or an environment value it reads. If \(found) is right, expect \(found)."
}
