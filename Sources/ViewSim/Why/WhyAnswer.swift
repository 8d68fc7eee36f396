// Models one answer to a why question: the verdict for one body run, skip or
// attribute change, in plain sentences, and the chain of trace events that led
// to it. Simplifies: sentences are built from the trace alone; where the trace
// does not say, the answer says "unknown" rather than guess.

/// Why one body ran or was skipped, or why one attribute did or did not animate.
///
/// ```swift
/// let answer = sim.trace.why("SubView", in: .step(1)).answers[0]
/// answer.verdict     // .bodySkipped
/// answer.sentences   // ["SubView #6's body was skipped in frame 12: …", …]
/// answer.chain       // the events from the script step to the skip
/// ```
public struct WhyAnswer: Equatable, Sendable {
    /// The view (or modifier) the answer is about.
    public let node: NodeRef
    /// The attribute, for an answer about one (`"opacity"`, `"geometry"`, `"transition .opacity"`).
    public let attribute: String?
    /// What happened.
    public let verdict: WhyVerdict
    /// The frames the answer covers: one frame, or a run of frames with the same answer
    /// (a body that runs at each entry of a timeline).
    public let frames: ClosedRange<Int>
    /// The step of the first of those frames.
    public let step: Int
    /// The time of the first of those frames, in seconds.
    public let time: Double
    /// How many events the answer covers (body runs, skips or changes with the same explanation).
    public let count: Int
    /// The answer in plain sentences, the verdict first.
    public let sentences: [String]
    /// The events from what started it (a script step, a timeline entry) to the event
    /// explained, in the order they happened; for ``count`` above 1, those of the first.
    public let chain: [WhyLink]

    /// An answer as given (viewsim builds them from the trace; tests build wrong ones).
    package init(
        node: NodeRef, attribute: String?, verdict: WhyVerdict, frames: ClosedRange<Int>, step: Int, time: Double,
        count: Int, sentences: [String], chain: [WhyLink]
    ) {
        self.node = node
        self.attribute = attribute
        self.verdict = verdict
        self.frames = frames
        self.step = step
        self.time = time
        self.count = count
        self.sentences = sentences
        self.chain = chain
    }

    /// The answer as text: the sentences, then the chain; lines wrapped to `width` columns
    /// when one is given.
    ///
    /// ```swift
    /// print(answer.text(width: 80))
    /// // SubView #6's body was skipped in frame 12 (step 1, t=0.2s): …
    /// //   chain:
    /// //   frame 12  ⏱ TimelineView #4 reaches entry 0.2s
    /// //   …
    /// ```
    public func text(width: Int? = nil) -> String {
        var lines: [String] = []
        func add(_ text: String, first: String, rest: String) {
            guard let width else { return lines.append(first + text) }
            lines += LineWrapping.wrap(text, width: width, first: first, rest: rest, cutsLongWords: false)
        }
        for sentence in sentences { add(sentence, first: "", rest: "  ") }
        if !chain.isEmpty {
            lines.append("  chain:")
            for link in chain {
                let first = "  frame \(link.event.frame)  "
                let indent = String(repeating: " ", count: first.count)
                add(link.line, first: first, rest: indent + "  ")
                for detail in link.details { add(detail, first: indent + "  ", rest: indent + "    ") }
                if !link.alsoCausedBy.isEmpty {
                    add(
                        "(also caused by event\(link.alsoCausedBy.count == 1 ? "" : "s") "
                            + link.alsoCausedBy.map { "#\($0)" }.joined(separator: ", ") + ")",
                        first: indent + "  ", rest: indent + "    ")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
