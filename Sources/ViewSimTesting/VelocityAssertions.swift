// Checks the velocity of a named view's animatable value now: a running animation's, the
// velocity a transaction with `tracksVelocity` tracked, or zero at rest
// (`Simulation.velocity(of:attribute:)`). Pure `verify…` plus `assert…`; the failure says
// where the velocity came from and what happened to the view.
import Foundation
import ViewSim

/// Checks the velocity of `attribute` of the view named `of` (or of a view inside it) now,
/// one number per component of its animatable data, per second, each within `accuracy`.
///
/// ```swift
/// XCTAssertNil(verifyVelocity(sim, of: "card", attribute: "offset", equals: [1200, 0]))
/// ```
///
/// A failure reads:
///
/// ```text
/// The velocity of offset of "card" was (0, 0) per second at t=0.1167s, not (1200, 0) ± 0.5.
///
///   − (1200, 0) ± 0.5
///   + (0, 0)
///
///   (Expected: −, Actual: +)
///
/// Where the velocity comes from:
///   .offset #3 offset at rest: no animation runs and no transaction with tracksVelocity changed it in the last frame
///
/// Last changes of offset in "card":
///   frame 6: △ .offset #3 offset: (100, 0) → (120, 0)
///   frame 7: ◔ .offset #3 offset: (120, 0) → (0, 0) animates with …
///
/// To fix, …
/// ```
public func verifyVelocity(
    _ sim: Simulation, of name: String, attribute: String, equals expected: [Double], accuracy: Double = 0.5
) -> String? {
    let check = "the velocity of its \(attribute)"
    let subtree: NamedSubtree
    switch NamedSubtree.resolve(sim, name: name, check: check) {
    case .success(let value): subtree = value
    case .failure(let error): return error.message
    }
    guard let reading = sim.velocityReading(of: name, attribute: attribute) else {
        var message = FailureMessage(
            headline:
                "\"\(name)\" has no \(attribute) attribute\(suggestion(for: attribute, among: subtree.attributeNames(in: sim.trace))), so \(check) cannot be checked.",
            fix:
                "name an animatable attribute as the trace does (offset, opacity, scale, rotation, frame, or animatableData for an Animatable view) of a view inside \"\(name)\"."
        )
        message.section(
            "Attributes in \"\(name)\" now", subtree.attributeLines.isEmpty ? ["none"] : subtree.attributeLines)
        return message.text
    }
    let tolerance = accuracy.isFinite ? abs(accuracy) : 0
    if reading.velocity.count == expected.count,
        zip(reading.velocity, expected).allSatisfy({ abs($0 - $1) <= tolerance })
    {
        return nil
    }
    func vector(_ numbers: [Double]) -> String {
        let texts = numbers.map(ValueFormatter.number)
        return texts.count == 1 ? texts[0] : "(" + texts.joined(separator: ", ") + ")"
    }
    let expectedText = vector(expected) + " ± \(ValueFormatter.number(tolerance))"
    let actualText = vector(reading.velocity)
    var message = FailureMessage(
        headline:
            "The velocity of \(attribute) of \"\(name)\" was \(actualText) per second at t=\(ValueFormatter.number(sim.time))s, not \(expectedText).",
        fix:
            "check where the velocity comes from (above). A value moved in a transaction with tracksVelocity has the least-squares velocity of its samples of the last 100 ms while its last change is at most one frame old; an animation that starts on it takes that velocity only if it merges (a spring; not a timing curve, an interpolatingSpring or anything under .speed(_:)), and the trace's ◔ velocity line says which. If \(actualText) is right, expect it."
    )
    message.diff(expected: [expectedText], actual: [actualText])
    message.section("Where the velocity comes from", [reading.origin])
    message.section("Last changes of \(attribute) in \"\(name)\"", velocityLines(sim.trace, subtree, attribute))
    return message.text
}

/// The last changes and animation starts of `attribute` in the subtree (its writes, which
/// a tracking transaction samples, and the ◔ lines), at most 8.
private func velocityLines(_ trace: Trace, _ subtree: NamedSubtree, _ attribute: String) -> [String] {
    let ids = Set(subtree.nodes.map(\.id))
    var lines: [String] = []
    for record in trace.frames {
        for event in record.events {
            switch event.kind {
            case .attributeChanged(let node, let name, _, _) where ids.contains(node.id) && name == attribute:
                lines.append("frame \(record.index): \(TraceText.line(for: event))")
            case .animation(let node, let name, let phase) where ids.contains(node.id) && name == attribute:
                if case .frame = phase { continue }
                lines.append("frame \(record.index): \(TraceText.line(for: event))")
            default:
                continue
            }
        }
    }
    guard !lines.isEmpty else { return ["none: it has not changed"] }
    return lines.count > 8 ? ["… \(lines.count - 8) earlier"] + lines.suffix(8) : lines
}

/// Checks the velocity of an offset, a size or a point now, in points per second.
///
/// ```swift
/// XCTAssertNil(verifyVelocity(sim, of: "card", attribute: "offset", equals: CGSize(width: 1200, height: 0)))
/// ```
public func verifyVelocity(
    _ sim: Simulation, of name: String, attribute: String, equals expected: CGSize, accuracy: Double = 0.5
) -> String? {
    verifyVelocity(
        sim, of: name, attribute: attribute, equals: [Double(expected.width), Double(expected.height)],
        accuracy: accuracy)
}

/// Asserts the velocity of `attribute` of the view named `of` now (see
/// `verifyVelocity(_:of:attribute:equals:accuracy:)`, whose message it reports).
///
/// ```swift
/// assertVelocity(sim, of: "card", attribute: "opacity", equals: [-6], accuracy: 0.01)
/// ```
public func assertVelocity(
    _ sim: Simulation, of name: String, attribute: String, equals expected: [Double], accuracy: Double = 0.5,
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    if let message = verifyVelocity(sim, of: name, attribute: attribute, equals: expected, accuracy: accuracy) {
        FailureReporter.fail(message, sim: sim, scope: nil, at: FailureLocation(fileID, file, line, column))
    }
}

/// Asserts the velocity of an offset, a size or a point now, in points per second.
///
/// ```swift
/// assertVelocity(sim, of: "card", attribute: "offset", equals: CGSize(width: 1200, height: 0))
/// ```
public func assertVelocity(
    _ sim: Simulation, of name: String, attribute: String, equals expected: CGSize, accuracy: Double = 0.5,
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    if let message = verifyVelocity(sim, of: name, attribute: attribute, equals: expected, accuracy: accuracy) {
        FailureReporter.fail(message, sim: sim, scope: nil, at: FailureLocation(fileID, file, line, column))
    }
}
