// Checks which animation an attribute got and where it came from (withAnimation,
// withTransaction, Binding.animation, an .animation(_:value:) or .transaction
// modifier), and whether it started, merged or combined — or that it got none.
// Pure `verify…` plus `assert…`, quoting the trace lines that decided it.
import ViewSim
import XCTest

/// How a text in a check is matched.
///
/// ```swift
/// verifyAnimation(sim, "opacity", of: "box", animation: "default", origin: .contains(".animation(_:value:)"))
/// ```
public struct TextMatch: Sendable, Equatable, CustomStringConvertible {
    private enum Kind: Sendable, Equatable { case equals, contains, hasPrefix, hasSuffix }
    private let kind: Kind
    private let text: String

    /// The whole text is `text`.
    public static func equals(_ text: String) -> TextMatch { TextMatch(kind: .equals, text: text) }
    /// The text contains `text`.
    public static func contains(_ text: String) -> TextMatch { TextMatch(kind: .contains, text: text) }
    /// The text starts with `text`.
    public static func hasPrefix(_ text: String) -> TextMatch { TextMatch(kind: .hasPrefix, text: text) }
    /// The text ends with `text`.
    public static func hasSuffix(_ text: String) -> TextMatch { TextMatch(kind: .hasSuffix, text: text) }

    /// Whether `candidate` matches (nil never does).
    public func matches(_ candidate: String?) -> Bool {
        guard let candidate else { return false }
        switch kind {
        case .equals: return candidate == text
        case .contains: return candidate.contains(text)
        case .hasPrefix: return candidate.hasPrefix(text)
        case .hasSuffix: return candidate.hasSuffix(text)
        }
    }

    /// `"withAnimation"`, `…".animation"…`, `".animation"…`, `…"(value false → true)"`.
    public var description: String {
        switch kind {
        case .equals: return "\"\(text)\""
        case .contains: return "…\"\(text)\"…"
        case .hasPrefix: return "\"\(text)\"…"
        case .hasSuffix: return "…\"\(text)\""
        }
    }
}

/// How an animation joined the value it animates.
public enum AnimationStartKind: String, Sendable, Equatable, CaseIterable {
    /// It started: nothing was animating the value.
    case started
    /// It took over the running animation, keeping its value and velocity (springs).
    case merged
    /// It runs along with the running animations, blended from their output (timing curves).
    case combined
}

extension AnimationEventRecord {
    /// How the event added its animation, if it did.
    var startKind: AnimationStartKind? {
        switch phase {
        case .started: return .started
        case .merged: return .merged
        case .combined: return .combined
        default: return nil
        }
    }

    /// "started: easeInOut(duration: 0.35), from withAnimation in …" for comparisons.
    var additionSummary: String {
        "\(startKind?.rawValue ?? "changed"): \(animation.map(\.description) ?? "none"), from \(origin.map(\.description) ?? "an unknown origin")"
    }
}

/// Checks that `attribute` of the view named `name` (or of a view inside it) got
/// `animation` in `scope`, coming from `origin`, and joining as `kind`.
///
/// It passes when any animation the attribute got in `scope` matches; the
/// message lists them all. `animation` is the description, written as in code:
/// `"easeInOut(duration: 0.35)"`, `"default"`, `"spring(duration: 0.5, bounce: 0)"` — or
/// just its name, which matches any parameters: `"easeInOut"`, `"spring"`.
/// Origins read `"withAnimation in <event>"`, `"withTransaction in <event>"`,
/// `"Binding.animation"`, `".animation(_:value:) #5 (value false → true)"`, or the
/// node of a `.transaction` modifier (`".transaction #4"`).
///
/// ```swift
/// XCTAssertNil(verifyAnimation(sim, "opacity", of: "box", in: .lastStep,
///                              animation: "easeInOut(duration: 0.35)", origin: .contains(".animation(_:value:)")))
/// ```
///
/// A failure reads:
///
/// ```text
/// opacity of "box" did not get easeInOut(duration: 0.35) from …".animation(_:value:)"… in step 1 ("tap").
///
///   − started: easeInOut(duration: 0.35), from …".animation(_:value:)"…
///   + started: linear(duration: 1), from withAnimation in .onTapGesture #9 action
///
///   (Expected: −, Actual: +)
///
/// What happened to "box" in step 1 ("tap"):
///   frame 1: ◔ .opacity #6 opacity: 0 → 1 animates with linear(duration: 1)
///   …
///
/// To fix, find the nearest source of the transaction above the change: …
/// ```
public func verifyAnimation(
    _ sim: Simulation, _ attribute: String, of name: String, in scope: TraceScope = .all,
    animation expected: String, origin: TextMatch? = nil, as kind: AnimationStartKind? = nil
) -> String? {
    let lookup: AddedAnimations
    switch AddedAnimations.find(sim, attribute, of: name, in: scope, check: "its animation") {
    case .success(let value): lookup = value
    case .failure(let error): return error.message
    }
    let (resolved, subtree, trace, added) = (lookup.scope, lookup.subtree, sim.trace, lookup.added)
    let matching = added.filter { record in
        animationName(record.animation?.description, matches: expected, semantics: sim.configuration.animationSemantics)
            && (origin?.matches(record.origin?.description) ?? true)
            && (kind == nil || record.startKind == kind)
    }
    if !matching.isEmpty { return nil }

    var wanted = "\(expected)"
    if let origin { wanted += " from \(origin)" }
    let expectedLine =
        "\(kind?.rawValue ?? "started, merged or combined"): \(expected), from \(origin?.description ?? "anywhere")"
    var message = FailureMessage(
        headline:
            "\(attribute) of \"\(name)\" did not get \(wanted)\(kind.map { " (\($0.rawValue))" } ?? "") \(resolved.phrase).",
        fix: added.isEmpty
            ? "make the change animate: run it inside withAnimation, give the view an .animation(_:value:) whose value changes with it, or write through a Binding.animation(_:). A \(TraceGlyph.changed.symbol) line in the trace is a change without an animation; a ⇣ line shows a modifier that changed the transaction (an .animation(nil, value:) or .transaction { $0.animation = nil } turns it off)."
            : "find the nearest source of the transaction above the change: an .animation(_:value:) whose value changed overrides withAnimation below it, .transaction modifiers rewrite it, and disablesAnimations keeps .animation modifiers from adding one. Springs merge with a running spring; timing curves and modified animations (.speed, .delay) combine. If the actual animation is right, expect it."
    )
    message.diff(expected: [expectedLine], actual: added.isEmpty ? ["no animation"] : added.map(\.additionSummary))
    if added.contains(where: { $0.animation?.description == "default" }) {
        let semantics = sim.configuration.animationSemantics
        message.section(
            "How .default was matched",
            [
                "Animation.default is \(defaultAnimationName(semantics)) under the simulation's animation semantics (.\(semantics)), so \"default\" and \"\(defaultAnimationName(semantics))\" both match it."
            ])
    }
    message.section(
        "What happened to \"\(name)\" \(resolved.phrase)",
        subtree.relevantLines(in: trace, attribute: attribute, scope: resolved))
    return message.text
}

/// Whether an animation as the trace writes it (`spring(response: 0.5, dampingFraction:
/// 0.825)`) is `expected`: the whole text, or — when `expected` is a bare name such as
/// `"spring"` or `"easeInOut"` — the name it starts with, whatever its parameters and
/// modifiers (`easeInOut(duration: 0.35).delay(0.1)` is an `"easeInOut"`). `Animation.default`
/// (written `default`) is also the animation it stands for under `semantics`: a
/// `"spring"` under `.v2023`, an `"easeInOut"` under `.legacy`.
func animationName(_ description: String?, matches expected: String, semantics: AnimationSemantics = .v2023) -> Bool {
    guard let description else { return false }
    if description == expected { return true }
    guard !expected.isEmpty, expected.allSatisfy({ $0.isLetter || $0.isNumber }) else { return false }
    let name = description.prefix { $0.isLetter || $0.isNumber }
    if name == "default", expected == defaultAnimationName(semantics) { return true }
    return name == expected
}

/// The bare name of the animation `Animation.default` is under `semantics`.
func defaultAnimationName(_ semantics: AnimationSemantics) -> String {
    switch semantics {
    case .v2023: return "spring"
    case .legacy: return "easeInOut"
    }
}

/// Asserts that `attribute` of the view named `name` got `animation` in `scope`.
///
/// ```swift
/// assertAnimation(sim, "opacity", of: "box", in: .lastStep, animation: "default", origin: .hasPrefix("withAnimation"))
/// ```
public func assertAnimation(
    _ sim: Simulation, _ attribute: String, of name: String, in scope: TraceScope = .all,
    animation expected: String, origin: TextMatch? = nil, as kind: AnimationStartKind? = nil,
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    if let message = verifyAnimation(sim, attribute, of: name, in: scope, animation: expected, origin: origin, as: kind)
    {
        FailureReporter.fail(message, sim: sim, scope: scope, at: FailureLocation(fileID, file, line, column))
    }
}

/// Checks that `attribute` of the view named `name` got `animation` — an
/// `Animation` value, written as in SwiftUI code — in `scope`.
///
/// ```swift
/// XCTAssertNil(verifyAnimation(sim, "opacity", of: "box", animation: .easeInOut(duration: 0.35)))
/// ```
public func verifyAnimation(
    _ sim: Simulation, _ attribute: String, of name: String, in scope: TraceScope = .all,
    animation expected: Animation, origin: TextMatch? = nil, as kind: AnimationStartKind? = nil
) -> String? {
    verifyAnimation(sim, attribute, of: name, in: scope, animation: expected.description, origin: origin, as: kind)
}

/// Asserts that `attribute` of the view named `name` got the `Animation` value
/// `animation` in `scope`.
///
/// ```swift
/// assertAnimation(sim, "trim(to:)", of: "heart", in: .lastStep, animation: .easeInOut(duration: 0.35))
/// ```
public func assertAnimation(
    _ sim: Simulation, _ attribute: String, of name: String, in scope: TraceScope = .all,
    animation expected: Animation, origin: TextMatch? = nil, as kind: AnimationStartKind? = nil,
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    assertAnimation(
        sim, attribute, of: name, in: scope, animation: expected.description, origin: origin, as: kind, file: file,
        line: line)
}

/// Checks that `attribute` of the view named `name` (or of a view inside it) got
/// no animation in `scope`: it changed without one, or did not change.
///
/// The attribute must exist in the view (now) or have animated at some time, so
/// a misspelt name fails instead of passing.
///
/// ```swift
/// XCTAssertNil(verifyNoAnimation(sim, "opacity", of: "box", in: .lastStep))
/// ```
///
/// A failure reads:
///
/// ```text
/// opacity of "box" animated in step 1 ("tap"), but no animation was expected.
///
///   − no animation
///   + started: linear(duration: 1), from withAnimation in .onTapGesture #9 action
///
///   (Expected: −, Actual: +)
///
/// What happened to "box" in step 1 ("tap"):
///   …
///
/// To fix, …
/// ```
public func verifyNoAnimation(_ sim: Simulation, _ attribute: String, of name: String, in scope: TraceScope = .all)
    -> String?
{
    let lookup: AddedAnimations
    switch AddedAnimations.find(sim, attribute, of: name, in: scope, check: "whether it animated") {
    case .success(let value): lookup = value
    case .failure(let error): return error.message
    }
    let (resolved, subtree, trace, added) = (lookup.scope, lookup.subtree, sim.trace, lookup.added)
    guard !added.isEmpty else { return nil }
    var message = FailureMessage(
        headline: "\(attribute) of \"\(name)\" animated \(resolved.phrase), but no animation was expected.",
        fix:
            "the change ran in a transaction with an animation. Find where it came from (the origin above): to keep it from animating, change the value outside withAnimation, turn the animation off below it with .transaction { $0.animation = nil } or .animation(nil, value:), or set disablesAnimations to keep .animation modifiers from adding one."
    )
    message.diff(expected: ["no animation"], actual: added.map(\.additionSummary))
    message.section(
        "What happened to \"\(name)\" \(resolved.phrase)",
        subtree.relevantLines(in: trace, attribute: attribute, scope: resolved))
    return message.text
}

/// Asserts that `attribute` of the view named `name` got no animation in `scope`.
///
/// ```swift
/// assertNoAnimation(sim, "opacity", of: "box", in: .lastStep)
/// ```
public func assertNoAnimation(
    _ sim: Simulation, _ attribute: String, of name: String, in scope: TraceScope = .all,
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    if let message = verifyNoAnimation(sim, attribute, of: name, in: scope) {
        FailureReporter.fail(message, sim: sim, scope: scope, at: FailureLocation(fileID, file, line, column))
    }
}

/// The animations added to one attribute of a named view in a scope, or the message
/// that says why they could not be looked up (shared by the animation checks).
private struct AddedAnimations {
    let scope: ResolvedScope
    let subtree: NamedSubtree
    let added: [AnimationEventRecord]

    static func find(_ sim: Simulation, _ attribute: String, of name: String, in scope: TraceScope, check: String)
        -> Result<AddedAnimations, ScopeError>
    {
        let resolved: ResolvedScope
        switch scope.resolve(in: sim.trace) {
        case .success(let value): resolved = value
        case .failure(let error): return .failure(error)
        }
        let subtree: NamedSubtree
        switch NamedSubtree.resolve(sim, name: name, check: check) {
        case .success(let value): subtree = value
        case .failure(let error): return .failure(error)
        }
        let trace = sim.trace
        if subtree.animatedNode(attribute, in: trace) == nil, !subtree.shows(attribute) {
            return .failure(ScopeError(message: subtree.neverAnimatedMessage(attribute, trace: trace, check: check)))
        }
        let added = subtree.animationEvents(in: trace, attribute: attribute, scope: resolved).filter(\.addsAnimation)
        return .success(AddedAnimations(scope: resolved, subtree: subtree, added: added))
    }
}
