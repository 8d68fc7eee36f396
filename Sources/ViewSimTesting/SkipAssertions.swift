// Checks that a view was offered a new value and did not run its body, and why:
// its value compared equal (by `==` or field by field), it has no stored inputs,
// its only inputs (`@Binding`, `@ObservedObject`) are unchanged, or its timeline was still at the same entry. Pure `verify…` plus `assert…`.
import ViewSim
import XCTest

/// Why a test expects a body to have been skipped.
public enum ExpectedSkip: Sendable, Equatable, CustomStringConvertible {
    /// Any reason.
    case anyReason
    /// The new value equalled the old one; `nil` accepts either comparison.
    case valueUnchanged(SkipReason.Comparison?)
    /// The view has no stored inputs, so its value can never change.
    case noStoredInputs
    /// The view has no stored fields, and its `@Binding`/`@ObservedObject` inputs
    /// are the same binding and object as before.
    case inputsUnchanged
    /// A TimelineView was invalidated but its entry was the same.
    case timelineEntryUnchanged

    func accepts(_ reason: SkipReason) -> Bool {
        switch (self, reason) {
        case (.anyReason, _): return true
        case (.valueUnchanged(let wanted), .valueUnchanged(let comparison, let fields)):
            return fields > 0 && (wanted == nil || wanted == comparison)
        case (.noStoredInputs, .valueUnchanged(_, let fields)): return fields == 0
        case (.inputsUnchanged, .inputsUnchanged), (.valueUnchanged(nil), .inputsUnchanged): return true
        case (.timelineEntryUnchanged, .timelineEntryUnchanged): return true
        default: return false
        }
    }

    public var description: String {
        switch self {
        case .anyReason: return "skipped"
        case .valueUnchanged(nil): return "skipped: value unchanged"
        case .valueUnchanged(let comparison?): return "skipped: value unchanged (compared \(comparison.rawValue))"
        case .noStoredInputs: return "skipped: no stored inputs"
        case .inputsUnchanged: return "skipped: inputs unchanged"
        case .timelineEntryUnchanged: return "skipped: timeline entry unchanged"
        }
    }
}

extension SkipReason {
    var summary: String {
        switch self {
        case .valueUnchanged(_, 0): return "skipped: no stored inputs"
        case .valueUnchanged(let comparison, _): return "skipped: value unchanged (compared \(comparison.rawValue))"
        case .inputsUnchanged(let inputs):
            return "skipped: inputs unchanged (\(inputs.map(\.description).joined(separator: ", ")))"
        case .timelineEntryUnchanged(let entry): return "skipped: timeline entry unchanged (\(entry))"
        }
    }
}

/// Checks that the view type `typeName` was skipped at least once in `scope`, for `reason`.
///
/// A skip is recorded when a parent offers a view a new value and the view does
/// not run its body. It says nothing about other passes: combine it with
/// ``verifyBodyCount(_:of:equals:in:)`` to check the body never ran.
///
/// ```swift
/// XCTAssertNil(verifySkipped(sim.trace, "SubView", because: .noStoredInputs, in: .step(1)))
/// ```
///
/// A failure reads:
///
/// ```text
/// SubView was not skipped in step 1 ("wait").
///
///   − skipped: value unchanged
///   + evaluated: @self
///
///   (Expected: −, Actual: +)
///
/// What ran in step 1 ("wait"):
///   …
///
/// To fix, read the evaluation's reasons: @self lists the fields that differ …
/// ```
public func verifySkipped(
    _ trace: Trace, _ typeName: String, because reason: ExpectedSkip = .anyReason, in scope: TraceScope = .all
) -> String? {
    let resolved: ResolvedScope
    switch scope.resolve(in: trace) {
    case .success(let value): resolved = value
    case .failure(let error): return error.message
    }
    let skips = trace.bodySkips(inStep: resolved.step).filter {
        TypeName.matches(label: $0.node.label, query: typeName) && (resolved.frame == nil || $0.frame == resolved.frame)
    }
    if skips.contains(where: { reason.accepts($0.reason) }) { return nil }
    let evaluations = evaluations(in: trace, of: typeName, scope: resolved)

    var actual = skips.map { $0.reason.summary }
    actual += evaluations.map { "evaluated: \($0.tokenList)" }
    if actual.isEmpty { actual = ["neither evaluated nor skipped"] }
    let headline =
        skips.isEmpty
        ? "\(typeName) was not skipped \(resolved.phrase)."
        : "\(typeName) was skipped \(resolved.phrase), but not for the expected reason."
    let fix: String
    if !evaluations.isEmpty {
        fix =
            "read the evaluations' reasons above: @self lists the fields whose values differ (a closure always differs; make it a stored value, or make \(typeName) Equatable to decide with ==), _name a dynamic property that changed."
    } else if skips.isEmpty {
        fix =
            "check that the parent of \(typeName) ran its body \(resolved.phrase) (only then is \(typeName) offered a new value), and that the name \"\(typeName)\" is the view's type name."
    } else {
        fix =
            "compare the reason: a view with stored properties is compared by == (Equatable) or field by field; one without stored properties has nothing to compare. Expect the reason shown, or `.anyReason`."
    }
    var message = FailureMessage(headline: headline, fix: fix)
    message.diff(expected: [reason.description], actual: actual)
    if !evaluations.isEmpty {
        message.section("Evaluations of \(typeName) \(resolved.phrase)", evaluations.map(\.describedLine))
    }
    message.section("What ran \(resolved.phrase)", resolved.excerpt(of: trace))
    return message.text
}

/// Asserts that the view type `typeName` was skipped at least once in `scope`, for `reason`.
///
/// ```swift
/// assertSkipped(sim, "SubView", because: .noStoredInputs, in: .lastStep)
/// ```
public func assertSkipped(
    _ sim: Simulation, _ typeName: String, because reason: ExpectedSkip = .anyReason, in scope: TraceScope = .all,
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    if let message = verifySkipped(sim.trace, typeName, because: reason, in: scope) {
        FailureReporter.fail(message, sim: sim, scope: scope, at: FailureLocation(fileID, file, line, column))
    }
}
