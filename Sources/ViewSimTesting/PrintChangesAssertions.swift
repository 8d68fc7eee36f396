// Checks the lines that `Self._printChanges()` calls inside bodies printed (and
// the trace recorded), in order. Pure `verify…` plus `assert…`.
// Simplifies: lines are compared exactly, as SwiftUI prints them.
import ViewSim
import XCTest

/// Checks the lines printed by `Self._printChanges()` in `scope`, in order.
///
/// ```swift
/// struct Heart: View {
///     @State var isOn = false
///     var body: some View {
///         let _ = Self._printChanges()
///         Text(isOn ? "♥" : "♡")
///     }
/// }
/// XCTAssertNil(verifyPrintedChanges(sim.trace, ["Heart: @self, @identity, _isOn changed."], in: .step(0)))
/// ```
///
/// A failure reads:
///
/// ```text
/// Self._printChanges() printed other lines than expected in step 1 ("tap").
///
///   − Heart: @self changed.
///   + Heart: _isOn changed.
///
///   (Expected: −, Actual: +)
///
/// What ran in step 1 ("tap"):
///   …
///
/// To fix, …
/// ```
public func verifyPrintedChanges(_ trace: Trace, _ expected: [String], in scope: TraceScope = .all) -> String? {
    let resolved: ResolvedScope
    switch scope.resolve(in: trace) {
    case .success(let value): resolved = value
    case .failure(let error): return error.message
    }
    let printed: [String] = resolved.events(of: trace).compactMap {
        if case .printChanges(let line) = $0.kind { return line }
        return nil
    }
    guard printed != expected else { return nil }
    var message = FailureMessage(
        headline: "Self._printChanges() printed other lines than expected \(resolved.phrase).",
        fix: printed.isEmpty
            ? "check that the body calls `let _ = Self._printChanges()` and that it ran \(resolved.phrase) (only bodies that run print)."
            : "read each line as SwiftUI prints it: \"Type: reasons changed.\", where @self means a new value from the parent, @identity a new view and _name a dynamic property. Fix what invalidates the view, or update the expected lines."
    )
    message.diff(expected: expected, actual: printed)
    message.section("What ran \(resolved.phrase)", resolved.excerpt(of: trace))
    return message.text
}

/// Asserts the lines printed by `Self._printChanges()` in `scope`, in order.
public func assertPrintedChanges(
    _ sim: Simulation, _ expected: [String], in scope: TraceScope = .all,
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    if let message = verifyPrintedChanges(sim.trace, expected, in: scope) {
        FailureReporter.fail(message, sim: sim, scope: scope, at: FailureLocation(fileID, file, line, column))
    }
}
