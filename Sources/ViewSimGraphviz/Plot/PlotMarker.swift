// Models a marked moment of an animated value on a plot: an animation started,
// merged, combined, logically completed, finished, or the value jumped.
// Simplifies: a marker sits on the presented value at that moment.
// Lesson: lesson3, lesson12 (`viewsim plot`).

/// A moment in the life of an animation, drawn as a symbol with a label.
///
/// ```swift
/// PlotMarker(kind: .started, time: 0.0167, value: 0, label: "started · easeInOut(duration: 0.35)")
/// ```
public struct PlotMarker: Equatable, Sendable {
    /// What happened; each kind has its own symbol.
    public enum Kind: String, CaseIterable, Sendable {
        /// An animation started (filled circle).
        case started
        /// A new animation took over the running one (filled diamond).
        case merged
        /// A new animation runs along with the running ones (filled square).
        case combined
        /// One change's animation is logically complete (hollow circle).
        case logicallyComplete
        /// The animation is over; the model value shows (ringed dot).
        case finished
        /// The value changed without an animation while one ran (triangle).
        case changedWithoutAnimation

        /// How the plot's legend names the kind.
        public var title: String {
            switch self {
            case .started: return "started"
            case .merged: return "merged"
            case .combined: return "combined"
            case .logicallyComplete: return "logically complete"
            case .finished: return "finished"
            case .changedWithoutAnimation: return "changed without animation"
            }
        }
    }

    public var kind: Kind
    /// Seconds since the simulation started.
    public var time: Double
    /// Where the marker sits: the presented value then.
    public var value: Double
    /// The words beside the symbol, such as `"started · easeInOut(duration: 0.35)"`.
    public var label: String

    public init(kind: Kind, time: Double, value: Double, label: String) {
        self.kind = kind
        self.time = time
        self.value = value
        self.label = label
    }
}
