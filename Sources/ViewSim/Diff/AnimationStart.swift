// Models the animations an update summary counts: an animated attribute's
// start (or merge, or combination with a running one) with its curve, its
// origin and how long it ran, and how many times that happened.
// Simplifies: the origin is the trace's text without node ids (`#7`) or a
// `.animation(_:value:)`'s value change, so two runs compare; the duration is
// the simulated time from the start to the attribute's next `finished` (in any
// step of the trace), nil when it did not finish within the trace.

/// Animations of one attribute that started alike, counted.
///
/// ```swift
/// let heart = summary.views.first { $0.path.hasSuffix(".scaleEffect") }!
/// heart.animations.first?.description
/// // "scaleEffect: started easeInOut(duration: 0.35) from withAnimation in tap "heart", ran 0.35 s"
/// ```
package struct AnimationStart: Equatable, Sendable, Decodable, CustomStringConvertible {
    /// The animated attribute (`opacity`, `scaleEffect`, `geometry`).
    package let attribute: String
    /// How it began: `started`, `merged` or `combined`.
    package let phase: String
    /// The animation as the trace prints it (`easeInOut(duration: 0.35)`, `spring(…)`).
    package let curve: String
    /// What gave it, without node ids; nil when the trace names none.
    package let origin: String?
    /// Seconds from its start to the attribute's next `finished` in the trace; nil when it did not finish.
    package let duration: Double?
    /// How many animations were alike in all of the above.
    package let count: Int

    package init(attribute: String, phase: String, curve: String, origin: String?, duration: Double?, count: Int) {
        self.attribute = attribute
        self.phase = phase
        self.curve = curve
        self.origin = origin
        self.duration = duration
        self.count = count
    }

    /// The animation on one line, without its count.
    package var description: String {
        let ran = duration.map { "ran \(ValueFormatter.number($0)) s" } ?? "did not finish"
        return "\(attribute): \(phase) \(curve)" + (origin.map { " from \($0)" } ?? "") + ", \(ran)"
    }

    /// The fields that make two animations alike.
    var key: String { description }
}
