// Models what happened to one attribute over a range of frames, in AttributeGraph's
// words: recomputed, compared and found equal, marked dirty, or left alone.
// Simplifies: one state per attribute for the whole range (the most telling one), with
// every reason kept. Lesson: lesson 1, step 1.

/// What a range of frames did to an attribute, the most telling first.
///
/// ```swift
/// graph.attribute(ofView: 11, kind: .value)?.state   // .comparedEqual
/// ```
public enum AttributeState: String, Sendable, CaseIterable {
    /// Computed again: a body ran, a value changed, a view was inserted, a layout changed.
    case recomputed
    /// A new value was offered and found equal to the old one, so nothing that depends
    /// on it ran (a skipped body's value).
    case comparedEqual
    /// Invalidated: a `@State` written, an Observation change, or an input that changed
    /// where viewsim does not record whether the attribute was computed again.
    case dirty
    /// Nothing recorded touched it.
    case untouched

    /// How much a state tells, for picking one when several happened: recomputed first.
    var rank: Int {
        switch self {
        case .recomputed: return 3
        case .dirty: return 2
        case .comparedEqual: return 1
        case .untouched: return 0
        }
    }

    /// The words the legend and the JSON use: `recomputed`, `compared equal`, `dirty`, `untouched`.
    public var phrase: String {
        switch self {
        case .recomputed: return "recomputed"
        case .comparedEqual: return "compared equal"
        case .dirty: return "dirty"
        case .untouched: return "untouched"
        }
    }
}
