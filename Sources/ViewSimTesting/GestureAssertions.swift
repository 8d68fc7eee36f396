// Checks which gesture recognised a scripted touch, how it ended (ended, failed, lost)
// and in which frame, from the trace's gesture events (☞).
// Pure `verify…` plus `assert…`, like the other checks.
import ViewSim
import XCTest

/// What happened to a gesture in a touch, as the trace's gesture events record it.
public enum GestureOutcome: String, Sendable, CustomStringConvertible {
    /// It claimed the touch (a continuous gesture's first value).
    case began
    /// It ended, recognised.
    case ended
    /// The touches did not match it.
    case failed
    /// Another gesture won the touch.
    case lost

    public var description: String { rawValue }
}

/// Checks that a gesture named `gesture` (as the trace names it: `"DragGesture"`,
/// `"TapGesture(count: 2)"`; a bare type name matches any of its forms) had `outcome` in
/// `scope`; `attachedWith` narrows it to the modifier that attached it (`".highPriorityGesture"`,
/// `".onTapGesture"`), and `atFrame` checks the frame it happened in. Returns nil when all agree.
///
/// ```swift
/// try sim.drag("pip", by: CGSize(width: 0, height: -300), duration: 0.2)
/// XCTAssertNil(verifyGesture(sim, "DragGesture", .ended, in: .lastStep))
/// ```
public func verifyGesture(
    _ sim: Simulation, _ gesture: String, _ outcome: GestureOutcome = .ended, in scope: TraceScope = .all,
    attachedWith modifier: String? = nil, atFrame frame: Int? = nil
) -> String? {
    let resolved: ResolvedScope
    switch scope.resolve(in: sim.trace) {
    case .success(let value): resolved = value
    case .failure(let error): return error.message
    }
    let gestureEvents = resolved.events(of: sim.trace).filter { $0.kind.name == .gesture }
    let lines = gestureEvents.map { "frame \($0.frame): " + TraceText.line(for: $0) }
    let matching = gestureEvents.filter { event in
        guard case .gesture(let node, let name, let phase) = event.kind else { return false }
        let nameMatches = name == gesture || name.hasPrefix(gesture + "(") || name.hasPrefix(gesture + ".")
        let modifierMatches = modifier.map { node.label.hasPrefix($0) } ?? true
        return nameMatches && modifierMatches && phase.name == outcome.rawValue
    }
    let described = gesture + (modifier.map { " (attached with \($0))" } ?? "")
    guard let found = matching.first else {
        var message = FailureMessage(
            headline: "No \(described) \(outcome) \(resolved.phrase).",
            fix: gestureEvents.isEmpty
                ? "check that a touch verb (sim.drag, sim.tap, sim.longPress, …) ran in the scope and reached the gesture; a touch goes to what is drawn in front at the view's centre."
                : "the lines below say which gestures the touch reached, which won and why the others failed or lost.")
        message.section("Gestures \(resolved.phrase)", lines)
        return message.text
    }
    if let frame, found.frame != frame {
        var message = FailureMessage(
            headline: "\(described) \(outcome) in frame \(found.frame), not frame \(frame).",
            fix: "a touch sends one sample a frame; a drag ends in the frame of its last sample.")
        message.section("Gestures \(resolved.phrase)", lines)
        return message.text
    }
    return nil
}

/// Asserts that a gesture had `outcome` in `scope` (see ``verifyGesture(_:_:_:in:attachedWith:atFrame:)``).
///
/// ```swift
/// try sim.tap("child")
/// assertGesture(sim, "TapGesture", .ended, attachedWith: ".highPriorityGesture")
/// assertGesture(sim, "TapGesture", .lost, attachedWith: ".gesture")
/// ```
public func assertGesture(
    _ sim: Simulation, _ gesture: String, _ outcome: GestureOutcome = .ended, in scope: TraceScope = .all,
    attachedWith modifier: String? = nil, atFrame frame: Int? = nil,
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    if let message = verifyGesture(sim, gesture, outcome, in: scope, attachedWith: modifier, atFrame: frame) {
        FailureReporter.fail(message, sim: sim, scope: scope, at: FailureLocation(fileID, file, line, column))
    }
}
