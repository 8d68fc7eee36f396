import ViewSim
// Checks PhaseAnimator and KeyframeAnimator from tests (XCTest or Swift Testing):
// the phase or keyframe value of the animator inside a named view at a time, and how many times its
// content ran. Pure `verify…` functions return the failure message; `assert…`
// wrappers report it. Simplifies: the named view is looked up in the tree as it is now.
import XCTest

/// Why an animator lookup failed, with a message that says what exists instead.
public struct AnimatorLookupError: Error, CustomStringConvertible {
    public let description: String
}

/// The phase the PhaseAnimator inside the view named `name` showed at `time`,
/// as the trace writes it: `"phase 2 of 3 (1.5)"`.
///
/// ```swift
/// try sim.step("tap") { try sim.tap("heart"); try sim.advance(by: 1) }
/// XCTAssertEqual(try animatorPhase(sim, of: "heart", at: 0.1), "phase 2 of 3 (1.5)")
/// ```
public func animatorPhase(_ sim: Simulation, of name: String, at time: Double) throws -> String {
    let animators = try animatorNodes(sim, named: name, kind: "PhaseAnimator")
    let ids = Set(animators.map(\.id))
    var shown: String?
    var first: String?
    for frame in sim.trace.frames where frame.time <= time + 1e-9 {
        for event in frame.events {
            guard case .stateWrite(let node, let property, let old, let new, _) = event.kind,
                ids.contains(node.id), property.hasSuffix("._position")
            else { continue }
            if first == nil { first = old.description }
            shown = new.description
        }
    }
    if let shown { return shown }
    if let first { return first }
    // Never stepped: the first phase, as the view shows it now.
    let snapshot = sim.snapshot()
    for animator in animators {
        if let position = snapshot.node(animator.id)?.properties.first(where: { $0.label == "_position" }) {
            return position.value
        }
    }
    throw AnimatorLookupError(description: "The PhaseAnimator in \"\(name)\" has no phase to show.")
}

/// The value the KeyframeAnimator inside the view named `name` gave its content at
/// `time` (the last frame at or before it), as the trace writes it.
///
/// ```swift
/// XCTAssertEqual(try keyframeValue(sim, of: "heart", at: 1), "Stroke(trim: 0.5, opacity: 0.1)")
/// ```
public func keyframeValue(_ sim: Simulation, of name: String, at time: Double) throws -> String {
    let animators = try animatorNodes(sim, named: name, kind: "KeyframeAnimator")
    let ids = Set(animators.map(\.id))
    var value: String?
    var firstTime: Double?
    for frame in sim.trace.frames {
        for event in frame.events {
            guard case .animation(let node, "keyframes", .frame(let sample)) = event.kind,
                ids.contains(node.id)
            else { continue }
            if firstTime == nil { firstTime = frame.time }
            if frame.time <= time + 1e-9 { value = sample.presentation.description }
        }
    }
    if let value { return value }
    if let firstTime {
        throw AnimatorLookupError(
            description:
                "The KeyframeAnimator in \"\(name)\" had not started a run by t=\(format(time))s; its first run's first frame is at t=\(format(firstTime))s."
        )
    }
    throw AnimatorLookupError(
        description:
            "The KeyframeAnimator in \"\(name)\" never ran: change its trigger (or use repeating: true) and advance the simulation."
    )
}

/// How many times the content of the animators inside the view named `name` ran in
/// `scope`: a KeyframeAnimator's content runs every frame of a run; a PhaseAnimator's
/// once per phase step, and whenever the animator itself gets a new value (a trigger
/// change arrives as `@self`).
public func animatorContentRuns(_ sim: Simulation, of name: String, in scope: TraceScope = .all) throws -> Int {
    let phase = (try? animatorNodes(sim, named: name, kind: "PhaseAnimator")) ?? []
    let keyframe = (try? animatorNodes(sim, named: name, kind: "KeyframeAnimator")) ?? []
    guard !phase.isEmpty || !keyframe.isEmpty else {
        throw AnimatorLookupError(
            description: "\"\(name)\" has no PhaseAnimator or KeyframeAnimator in it or below it.")
    }
    let resolved: ResolvedScope
    switch scope.resolve(in: sim.trace) {
    case .success(let scope): resolved = scope
    case .failure(let error): throw AnimatorLookupError(description: error.message)
    }
    let phaseIDs = Set(phase.map(\.id))
    // A KeyframeAnimator's content runs inside its TimelineView, the node below it.
    let timelineIDs = Set(
        keyframe.compactMap { animator in
            sim.snapshot().nodes.first { $0.parentID == animator.id && $0.kind == .timeline }?.id
                ?? sim.snapshot().nodes.first { node in
                    node.kind == .timeline && isDescendant(node.id, of: animator.id, in: sim.snapshot())
                }?.id
        })
    return resolved.events(of: sim.trace).filter { event in
        guard case .bodyEvaluated(let node, _) = event.kind else { return false }
        return phaseIDs.contains(node.id) || timelineIDs.contains(node.id)
    }.count
}

/// Checks the phase of the PhaseAnimator in `name` at `time`; nil when it matches.
public func verifyAnimatorPhase(_ sim: Simulation, of name: String, at time: Double, equals expected: String) -> String?
{
    do {
        let actual = try animatorPhase(sim, of: name, at: time)
        guard actual != expected else { return nil }
        var message = FailureMessage(
            headline: "The PhaseAnimator in \"\(name)\" showed \(actual) at t=\(format(time))s, not \(expected).",
            fix:
                "check the phases, the trigger, and that each step waits for the last step's animation to complete logically. If \(actual) is right, expect it."
        )
        message.diff(expected: [expected], actual: [actual])
        message.section("Phase steps", phaseSteps(sim, name: name))
        return message.text
    } catch {
        return "\(error)"
    }
}

/// Checks the keyframe value of the KeyframeAnimator in `name` at `time`; nil when it matches.
public func verifyKeyframeValue(_ sim: Simulation, of name: String, at time: Double, equals expected: String) -> String?
{
    do {
        let actual = try keyframeValue(sim, of: name, at: time)
        guard actual != expected else { return nil }
        var message = FailureMessage(
            headline:
                "The KeyframeAnimator in \"\(name)\" gave its content \(actual) at t=\(format(time))s, not \(expected).",
            fix:
                "check where the run starts (a run starts from the last run's end value), its keyframes and durations. If \(actual) is right, expect it."
        )
        message.diff(expected: [expected], actual: [actual])
        return message.text
    } catch {
        return "\(error)"
    }
}

/// Checks how many times the animators' content in `name` ran in `scope`; nil when it matches.
public func verifyAnimatorContentRuns(
    _ sim: Simulation, of name: String, in scope: TraceScope = .all, equals expected: Int
) -> String? {
    do {
        let actual = try animatorContentRuns(sim, of: name, in: scope)
        guard actual != expected else { return nil }
        var message = FailureMessage(
            headline:
                "The animator content in \"\(name)\" ran \(actual) time\(actual == 1 ? "" : "s"), not \(expected).",
            fix:
                "remember a KeyframeAnimator's content runs every frame while a run animates (1/60 s apart) and not at rest. If \(actual) is right, expect it."
        )
        message.diff(expected: ["\(expected) runs"], actual: ["\(actual) runs"])
        return message.text
    } catch {
        return "\(error)"
    }
}

/// Asserts the phase of the PhaseAnimator in `name` at `time`.
public func assertAnimatorPhase(
    _ sim: Simulation, of name: String, at time: Double, equals expected: String,
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    if let message = verifyAnimatorPhase(sim, of: name, at: time, equals: expected) {
        FailureReporter.fail(message, sim: sim, scope: nil, at: FailureLocation(fileID, file, line, column))
    }
}

/// Asserts the keyframe value of the KeyframeAnimator in `name` at `time`.
public func assertKeyframeValue(
    _ sim: Simulation, of name: String, at time: Double, equals expected: String,
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    if let message = verifyKeyframeValue(sim, of: name, at: time, equals: expected) {
        FailureReporter.fail(message, sim: sim, scope: nil, at: FailureLocation(fileID, file, line, column))
    }
}

/// Asserts how many times the animators' content in `name` ran in `scope`.
public func assertAnimatorContentRuns(
    _ sim: Simulation, of name: String, in scope: TraceScope = .all, equals expected: Int,
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    if let message = verifyAnimatorContentRuns(sim, of: name, in: scope, equals: expected) {
        FailureReporter.fail(message, sim: sim, scope: scope, at: FailureLocation(fileID, file, line, column))
    }
}

// MARK: - Lookup

private func animatorNodes(_ sim: Simulation, named name: String, kind: String) throws -> [NodeRef] {
    switch NamedSubtree.resolve(sim, name: name, check: "its \(kind)") {
    case .failure(let error):
        throw AnimatorLookupError(description: error.message)
    case .success(let subtree):
        let found = subtree.nodes.filter { $0.label.hasPrefix(kind) }
        guard !found.isEmpty else {
            throw AnimatorLookupError(
                description:
                    "\"\(name)\" has no \(kind) in it or below it; it contains \(subtree.nodes.prefix(8).map(\.description).joined(separator: ", "))."
            )
        }
        return found
    }
}

private func phaseSteps(_ sim: Simulation, name: String) -> [String] {
    guard let animators = try? animatorNodes(sim, named: name, kind: "PhaseAnimator") else { return [] }
    let ids = Set(animators.map(\.id))
    return sim.trace.frames.flatMap { frame in
        frame.events.compactMap { event -> String? in
            guard case .stateWrite(let node, let property, let old, let new, _) = event.kind,
                ids.contains(node.id), property.hasSuffix("._position")
            else { return nil }
            return "frame \(frame.index) (t=\(format(frame.time))s): \(old) → \(new)"
        }
    }
}

private func isDescendant(_ id: Int, of ancestor: Int, in snapshot: GraphSnapshot) -> Bool {
    var cursor = snapshot.node(id)?.parentID
    while let current = cursor {
        if current == ancestor { return true }
        cursor = snapshot.node(current)?.parentID
    }
    return false
}

private func format(_ value: Double) -> String {
    let rounded = (value * 10_000).rounded() / 10_000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}
