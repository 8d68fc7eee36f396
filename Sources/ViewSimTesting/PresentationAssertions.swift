// Checks the value an animated attribute presented at a time: the view named with
// `.accessibilityIdentifier` (looked up with everything below it), the attribute,
// the last frame at or before the time. Pure `verify…` plus `assert…`, and a
// throwing lookup for tests that want the sample itself.
import ViewSim
import XCTest

/// An animation lookup that found nothing to look at; `description` is the whole
/// failure message (what was asked, what exists, "To fix, …").
public struct AnimationLookupError: Error, CustomStringConvertible, Equatable {
    public let description: String
}

/// The value the attribute `attribute` of the view named `name`, or of a view
/// inside it, presented at `time` (seconds since the start): the sample of the
/// last frame at or before `time`.
///
/// The attribute is named as the trace names it: `opacity`, `scale`, `rotation`,
/// `offset`, `frame`, `trim(from:)`, `trim(to:)`, `foregroundStyle`, `fill`,
/// `stroke`, `lineWidth`, or `animatableData` for an `Animatable` view or modifier.
///
/// ```swift
/// let sample = try presentationSample(sim, "opacity", of: "box", at: 0.1)
/// XCTAssertEqual(sample.presentation, "0.1169")
/// XCTAssertEqual(sample.model, "1")
/// ```
///
/// - Throws: ``AnimationLookupError`` when no view has the name, the attribute
///   never animated there, or it had not animated by `time`; the message lists
///   what exists.
public func presentationSample(_ sim: Simulation, _ attribute: String, of name: String, at time: Double) throws
    -> PresentationSample
{
    switch lookUpPresentation(
        sim, attribute, of: name, at: time, check: "its presentation at t=\(ValueFormatter.number(time))s")
    {
    case .success(let found): return found.sample
    case .failure(let error): throw AnimationLookupError(description: error.message)
    }
}

/// Checks the value `attribute` of the view named `name` presented at `time`,
/// as the trace writes it (`"0.1169"`, `"(1.5, 1.5)"`, `"rgba(0.5, 0.2, 0.6, 1)"`).
///
/// A time between frames reads the last frame at or before it.
///
/// ```swift
/// XCTAssertNil(verifyPresentation(sim, "opacity", of: "box", at: 0.1, equals: "0.1169"))
/// ```
///
/// A failure reads:
///
/// ```text
/// opacity of "box" was 0.1169 at t=0.1s, not 0.5.
///
///   − 0.5
///   + 0.1169
///
///   (Expected: −, Actual: +)
///
/// Where the value comes from:
///   .opacity #6 in frame 6 (t=0.1s), the last frame at or before t=0.1s; the model value is 1
///
/// Samples around t=0.1s:
///     frame 5 (t=0.0833s): opacity = 0.0739 (model 1)
///   → frame 6 (t=0.1s): opacity = 0.1169 (model 1)
///     frame 7 (t=0.1167s): opacity = 0.1697 (model 1)
///
/// What happened to "box":
///   frame 1: ⇣ .animation(_:value:) #5: value false → true, so the views below animate with easeInOut(duration: 0.35) (the transaction had: none)
///   frame 1: ◔ .opacity #6 opacity: 0 → 1 animates with easeInOut(duration: 0.35)
///   …
///
/// To fix, compare the samples above with the animation that produced them: …
/// ```
public func verifyPresentation(
    _ sim: Simulation, _ attribute: String, of name: String, at time: Double, equals expected: String
) -> String? {
    let found: FoundPresentation
    switch lookUpPresentation(
        sim, attribute, of: name, at: time, check: "its presentation at t=\(ValueFormatter.number(time))s")
    {
    case .success(let value): found = value
    case .failure(let error): return error.message
    }
    guard found.sample.presentation.description != expected else { return nil }
    return presentationMessage(
        found, sim: sim, attribute: attribute, name: name, time: time,
        expected: expected, actual: found.sample.presentation.description)
}

/// Checks the numbers of the value `attribute` of the view named `name` presented
/// at `time`, each within `accuracy` (the trace keeps the exact values; the
/// default allows for expectations written with four decimals, as the trace prints them).
///
/// ```swift
/// XCTAssertNil(verifyPresentation(sim, "opacity", of: "box", at: 0.1, equals: 0.1169))
/// XCTAssertNil(verifyPresentation(sim, "scale", of: "box", at: 0.05, equals: 1.3333, 1.3333))
/// ```
///
/// The failure message is the one of the `String` overload, with the numbers compared.
public func verifyPresentation(
    _ sim: Simulation, _ attribute: String, of name: String, at time: Double, equals expected: Double...,
    accuracy: Double = 0.0001
) -> String? {
    verifyPresentation(sim, attribute, of: name, at: time, numbers: expected, accuracy: accuracy)
}

func verifyPresentation(
    _ sim: Simulation, _ attribute: String, of name: String, at time: Double, numbers expected: [Double],
    accuracy: Double
) -> String? {
    let found: FoundPresentation
    switch lookUpPresentation(
        sim, attribute, of: name, at: time, check: "its presentation at t=\(ValueFormatter.number(time))s")
    {
    case .success(let value): found = value
    case .failure(let error): return error.message
    }
    let actual = found.sample.numbers
    let tolerance = accuracy.isFinite ? abs(accuracy) : 0
    if actual.count == expected.count,
        zip(actual, expected).allSatisfy({ abs($0 - $1) <= tolerance || ($0.isNaN && $1.isNaN) })
    {
        return nil
    }
    let expectedText = expected.map(ValueFormatter.number).joined(separator: ", ")
    let actualText =
        actual.isEmpty
        ? "\(found.sample.presentation) (no numbers)" : actual.map(ValueFormatter.number).joined(separator: ", ")
    return presentationMessage(
        found, sim: sim, attribute: attribute, name: name, time: time,
        expected: expectedText + " ± \(ValueFormatter.number(tolerance))", actual: actualText)
}

/// Asserts the value `attribute` of the view named `name` presented at `time`.
///
/// ```swift
/// assertPresentation(sim, "opacity", of: "box", at: 0.1, equals: "0.1169")
/// ```
public func assertPresentation(
    _ sim: Simulation, _ attribute: String, of name: String, at time: Double, equals expected: String,
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    if let message = verifyPresentation(sim, attribute, of: name, at: time, equals: expected) {
        FailureReporter.fail(message, sim: sim, scope: nil, at: FailureLocation(fileID, file, line, column))
    }
}

/// Asserts the numbers of the value `attribute` of the view named `name` presented at `time`.
///
/// ```swift
/// assertPresentation(sim, "scale", of: "box", at: 0.05, equals: 1.3333, 1.3333)
/// ```
public func assertPresentation(
    _ sim: Simulation, _ attribute: String, of name: String, at time: Double, equals expected: Double...,
    accuracy: Double = 0.0001,
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    if let message = verifyPresentation(sim, attribute, of: name, at: time, numbers: expected, accuracy: accuracy) {
        FailureReporter.fail(message, sim: sim, scope: nil, at: FailureLocation(fileID, file, line, column))
    }
}

// MARK: - Lookup

struct FoundPresentation {
    let subtree: NamedSubtree
    let node: NodeRef
    let sample: PresentationSample
    let samples: [PresentationSample]
}

func lookUpPresentation(_ sim: Simulation, _ attribute: String, of name: String, at time: Double, check: String)
    -> Result<FoundPresentation, ScopeError>
{
    guard time.isFinite, time >= 0 else {
        return .failure(
            ScopeError(
                message: FailureMessage(
                    headline:
                        "t=\(ValueFormatter.number(time))s is not a time in the simulation, so \(attribute) of \"\(name)\" cannot be looked up.",
                    fix: "pass a finite number of seconds since the start, 0 or more."
                ).text))
    }
    guard time <= sim.time + 1e-9 else {
        var message = FailureMessage(
            headline:
                "The simulation has run only to t=\(ValueFormatter.number(sim.time))s (frame \(sim.frame)), so \(attribute) of \"\(name)\" at t=\(ValueFormatter.number(time))s is not known yet.",
            fix:
                "advance the simulation past t=\(ValueFormatter.number(time))s first: try sim.advance(to: \(ValueFormatter.number(time))), or try sim.runUntilIdle() to let the animations finish."
        )
        message.section(
            "Steps so far",
            sim.trace.steps.map { step in
                "step \(step.index) \"\(step.title)\""
                    + (step.frames.map { ": frames \($0.lowerBound)…\($0.upperBound)" } ?? "")
            })
        return .failure(ScopeError(message: message.text))
    }
    let subtree: NamedSubtree
    switch NamedSubtree.resolve(sim, name: name, check: check) {
    case .success(let value): subtree = value
    case .failure(let error): return .failure(error)
    }
    let trace = sim.trace
    guard let node = subtree.animatedNode(attribute, in: trace) else {
        return .failure(ScopeError(message: subtree.neverAnimatedMessage(attribute, trace: trace, check: check)))
    }
    let samples = trace.presentationSamples(of: node.id, attribute: attribute)
    guard let sample = samples.last(where: { $0.time <= time + 1e-9 }) else {
        let first = samples.first
        var message = FailureMessage(
            headline:
                "\(attribute) of \"\(name)\" had not animated by t=\(ValueFormatter.number(time))s, so \(check) cannot be checked.",
            fix:
                "ask for a time at or after the animation starts\(first.map { " (t=\(ValueFormatter.number($0.time))s, frame \($0.frame))" } ?? ""); before that the value shows without an animation: read it with sim.attribute(_:of:) at that time."
        )
        message.section("First samples of \(attribute) of \(node)", samples.prefix(3).map(\.description))
        message.section("What happened to \"\(name)\"", subtree.relevantLines(in: trace, attribute: attribute))
        return .failure(ScopeError(message: message.text))
    }
    return .success(FoundPresentation(subtree: subtree, node: node, sample: sample, samples: samples))
}

private func presentationMessage(
    _ found: FoundPresentation, sim: Simulation, attribute: String, name: String, time: Double, expected: String,
    actual: String
) -> String {
    let sample = found.sample
    let at = "t=\(ValueFormatter.number(time))s"
    var message = FailureMessage(
        headline: "\(attribute) of \"\(name)\" was \(sample.presentation) at \(at), not \(expected).",
        fix:
            "compare the samples above with the animation that produced them (its curve, duration and start frame decide each value; a time between frames reads the frame at or before it, and frames are 1/\(sim.configuration.framesPerSecond) s apart). If \(sample.presentation) is right, expect it."
    )
    message.diff(expected: [expected], actual: [actual])
    let atModel =
        sample.isAtModel ? "; it is the model value (no animation is left)" : "; the model value is \(sample.model)"
    message.section(
        "Where the value comes from",
        [
            "\(found.node) in frame \(sample.frame) (t=\(ValueFormatter.number(sample.time))s), the last frame at or before \(at)\(atModel)"
        ])
    if let index = found.samples.firstIndex(where: { $0.frame == sample.frame }) {
        let window = found.samples[max(0, index - 2)...min(found.samples.count - 1, index + 2)]
        message.section(
            "Samples around \(at)", window.map { ($0.frame == sample.frame ? "→ " : "  ") + $0.description })
    }
    message.section("What happened to \"\(name)\"", found.subtree.relevantLines(in: sim.trace, attribute: attribute))
    return message.text
}
