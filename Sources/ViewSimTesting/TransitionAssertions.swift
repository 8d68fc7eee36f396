// Checks how a named view came or went: which transition ran, with which
// animation from which transaction, and when its removal completed — or that
// it was removed (or inserted) without one. A view that has left the tree is
// found by the names it had (`.accessibilityIdentifier`) when it went.
// Pure `verify…` plus `assert…`, like the other checks.
import ViewSim
import XCTest

/// Which way a view transitions.
public enum TransitionDirection: String, Sendable, CustomStringConvertible {
    /// The view was inserted: `willAppear → identity`.
    case insertion
    /// The view was removed: `identity → didDisappear`.
    case removal

    public var description: String { rawValue }
}

/// What happened to the views named `name` when they came or went in a scope: their
/// transition events and removals, in order.
private struct NamedComings {
    let events: [TraceEvent]

    init(_ sim: Simulation, name: String, events all: [TraceEvent]) {
        events = all.filter { event in
            switch event.kind.name {
            case .transition, .removed: return sim.graph.namesAtEvent[event.id]?.contains(name) == true
            default: return false
            }
        }
    }

    /// The events' lines, for failure messages.
    var lines: [String] { events.map { TraceText.line(for: $0) } }

    /// The transition events of `direction` (with an animation), in order.
    func transitions(_ direction: TransitionDirection) -> [(
        event: TraceEvent, name: String, phase: TransitionEventPhase
    )] {
        events.compactMap { event in
            guard case .transition(_, let name, let phase) = event.kind else { return nil }
            switch (direction, phase) {
            case (.insertion, .inserting), (.insertion, .reinserted), (.removal, .removing):
                return (event, name, phase)
            default:
                return nil
            }
        }
    }
}

/// Checks that the view named `name` transitioned in `scope` (`direction`: inserted or
/// removed with a transition), with the transition `transition` (as the trace names it:
/// `".opacity"`, `".move(edge: .bottom)"`, `".asymmetric(insertion: .scale, removal: .opacity)"`),
/// the animation `animation`, from `origin`; for a removal, that it completed after
/// `completesAfterFrames` frames. What is left `nil` is not checked. Returns nil when all agree.
///
/// ```swift
/// try sim.step("hide") { try sim.tap("toggle") }
/// try sim.advance(by: 1)
/// XCTAssertNil(verifyTransition(sim, of: "card", .removal, transition: ".opacity", animation: .easeInOut))
/// ```
///
/// A failure reads:
///
/// ```text
/// "card" was not removed with a transition in step 2 ("hide"): it went without one.
///
/// What happened to "card" in step 2 ("hide"):
///   ⇆ if #12 removed without animation (its transition .slide did not run): the transaction had none — …
///   − if #12 removed with 3 descendants
/// ```
public func verifyTransition(
    _ sim: Simulation, of name: String, _ direction: TransitionDirection, in scope: TraceScope = .all,
    transition expected: String? = nil, animation: Animation? = nil, origin: TextMatch? = nil,
    completesAfterFrames frames: Int? = nil
) -> String? {
    let resolved: ResolvedScope
    switch scope.resolve(in: sim.trace) {
    case .success(let value): resolved = value
    case .failure(let error): return error.message
    }
    let comings = NamedComings(sim, name: name, events: resolved.events(of: sim.trace))
    func failure(_ headline: String, fix: String) -> String {
        var message = FailureMessage(headline: headline, fix: fix)
        message.section(
            "What happened to \"\(name)\" \(resolved.phrase)",
            comings.lines.isEmpty ? ["nothing: no view named \"\(name)\" came or went"] : comings.lines)
        return message.text
    }
    let verb = direction == .insertion ? "inserted" : "removed"
    guard let found = comings.transitions(direction).last else {
        return failure(
            "\"\(name)\" was not \(verb) with a transition \(resolved.phrase).",
            fix:
                "a view transitions when the change that \(direction == .insertion ? "inserts" : "removes") it is in a transaction with an animation (withAnimation, or an .animation(_:value:) on a container above it); the lines below say what happened instead."
        )
    }
    if let expected, found.name != expected {
        return failure(
            "\"\(name)\" was \(verb) with the transition \(found.name), not \(expected).",
            fix: "the transition is the outermost .transition at the top of the view; .opacity when it has none.")
    }
    let (used, from): (Animation, AnimationOrigin?)
    switch found.phase {
    case .inserting(let animation, let origin), .removing(let animation, let origin),
        .reinserted(let animation, let origin, _):
        (used, from) = (animation, origin)
    default:
        return nil
    }
    if let animation, used != animation {
        return failure(
            "\"\(name)\"'s transition ran with \(used), not \(animation).",
            fix: "the transition runs with the transaction's animation, or with its own .animation(_:).")
    }
    if let origin {
        let text = from?.description ?? "no origin"
        if !origin.matches(text) {
            return failure(
                "\"\(name)\"'s transition's animation came from \(text), not \(origin).",
                fix: "the origin names the withAnimation, transaction or modifier that gave the animation.")
        }
    }
    if let frames, direction == .removal {
        let completed = sim.trace.frames.flatMap(\.events).first { event in
            guard event.id > found.event.id, case .transition(let node, _, .removalCompleted) = event.kind else {
                return false
            }
            return node.id == found.event.node?.id
        }
        guard let completed, case .transition(_, _, .removalCompleted(let stayed, _)) = completed.kind else {
            return failure(
                "\"\(name)\"'s removal has not completed.",
                fix: "advance the simulation past the animation's end (sim.advance(by:) or sim.runUntilIdle()).")
        }
        if stayed != frames {
            return failure(
                "\"\(name)\"'s removal completed after \(stayed) frames, not \(frames).",
                fix: "a removal completes in the frame its transition's last animation ends.")
        }
    }
    return nil
}

/// Asserts that the view named `name` transitioned in `scope` (see ``verifyTransition(_:of:_:in:transition:animation:origin:completesAfterFrames:)``).
///
/// ```swift
/// assertTransition(sim, of: "card", .insertion, in: .lastStep, transition: ".move(edge: .bottom)")
/// ```
public func assertTransition(
    _ sim: Simulation, of name: String, _ direction: TransitionDirection, in scope: TraceScope = .all,
    transition expected: String? = nil, animation: Animation? = nil, origin: TextMatch? = nil,
    completesAfterFrames frames: Int? = nil,
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    if let message = verifyTransition(
        sim, of: name, direction, in: scope, transition: expected, animation: animation, origin: origin,
        completesAfterFrames: frames)
    {
        FailureReporter.fail(message, sim: sim, scope: scope, at: FailureLocation(fileID, file, line, column))
    }
}

/// Checks that the view named `name` was removed in `scope`: `animated` true, with a
/// transition (it stayed, drawn, until its animations ended); false, at once.
///
/// ```swift
/// XCTAssertNil(verifyRemoved(sim, "card", animated: false, in: .lastStep))
/// ```
public func verifyRemoved(_ sim: Simulation, _ name: String, animated: Bool, in scope: TraceScope = .all) -> String? {
    let resolved: ResolvedScope
    switch scope.resolve(in: sim.trace) {
    case .success(let value): resolved = value
    case .failure(let error): return error.message
    }
    let comings = NamedComings(sim, name: name, events: resolved.events(of: sim.trace))
    let removals = comings.events.filter { $0.kind.name == .removed }
    guard let removal = removals.last else {
        var message = FailureMessage(
            headline: "\"\(name)\" was not removed \(resolved.phrase).",
            fix:
                "check the scope, and that the change removing it ran (an if, a switch, a ForEach edit, an .id change)."
        )
        message.section(
            "What happened to \"\(name)\" \(resolved.phrase)",
            comings.lines.isEmpty ? ["nothing: no view named \"\(name)\" came or went"] : comings.lines)
        return message.text
    }
    let transitioned = comings.transitions(.removal).contains { $0.event.node?.id == removal.node?.id }
    guard transitioned != animated else { return nil }
    var message = FailureMessage(
        headline: animated
            ? "\"\(name)\" was removed at once \(resolved.phrase), not with a transition."
            : "\"\(name)\" was removed with a transition \(resolved.phrase), not at once.",
        fix: animated
            ? "a removal transitions only in a transaction with an animation; the lines below say why this one had none."
            : "the change that removed it was in a transaction with an animation; make it outside withAnimation, or use .transition(.identity)."
    )
    message.section("What happened to \"\(name)\" \(resolved.phrase)", comings.lines)
    return message.text
}

/// Asserts that the view named `name` was removed in `scope`, with a transition or at once.
///
/// ```swift
/// assertRemoved(sim, "card", animated: true, in: .lastStep)
/// ```
public func assertRemoved(
    _ sim: Simulation, _ name: String, animated: Bool, in scope: TraceScope = .all,
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    if let message = verifyRemoved(sim, name, animated: animated, in: scope) {
        FailureReporter.fail(message, sim: sim, scope: scope, at: FailureLocation(fileID, file, line, column))
    }
}
