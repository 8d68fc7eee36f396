// Models what one view that reads a value computed after layout keeps: the
// value it last read (SwiftUI's "last value" of an `onPreferenceChange` or
// geometry action), and what viewsim needs to name a loop that goes on across
// frames. Lesson: lesson17.
import Foundation

/// What a view that reads a preference or its geometry last read.
package final class NodePreferenceState {
    /// The value it last read (an action ran with it, or a reader's body saw it).
    package var delivered: Any?
    /// `delivered` as the trace recorded it (the new value of the change that delivered
    /// it): the old value of the next change, so that a value is recorded, and its
    /// text made, once.
    var deliveredTrace: TraceValue?
    /// Whether it has read a value yet (its first value runs the action).
    var hasDelivered = false
    /// The frames in a row, ending with `lastCappedFrame`, in which a change was held back
    /// because the action had run twice in the frame.
    var cappedStreak = 0
    /// The last frame in which a change was held back, or in which the reader, named as a
    /// loop, changed and the frame stopped at its pass limit (see `notePreferenceLoopsCutShort`).
    var lastCappedFrame = -1
    /// The last frame in which its action was queued with a new value.
    var lastChangedFrame = -1
    /// The values it read, most recent last (at most `GraphPreferenceState.historyLength`), to
    /// name what a loop across frames goes through.
    var history: [TraceValue] = []
    /// Whether the loop across frames was named (once per identity, as SwiftUI logs).
    var warnedEndless = false
    /// The views its value comes from, as last found (`PreferenceSources`; read only while the
    /// tree's structure is as it was then).
    var sources: PreferenceSources?
}

/// What the graph keeps for the views that read preferences or their geometry.
struct GraphPreferenceState {
    /// The readers (`.onPreferenceChange`, `.onGeometryChange`, `overlayPreferenceValue`'s view).
    var observers: [ViewNode] = []
    /// Whether `observers` is in id order (parents before children, the same in every process).
    var observersSorted = true
    /// Whether a view that sets or reads a preference came, changed or went since the last collection.
    var needsCollect = false
    /// Whether some reader depends on geometry (an anchor, a geometry action), so a layout
    /// that moved or resized anything needs a collection.
    var geometrySources = 0
    var geometryObservers = 0
    /// Whether a change was held back this frame (an action ran twice already): it is read
    /// again in the next frame.
    var retryNextFrame = false
    /// A loop across frames named by a diagnostic, while it goes on: what keeps the
    /// simulation busy.
    var endless: String?
    /// The frame in which `endless` last went round.
    var endlessFrame = -1
    /// How many of the open frame's events had been seen at the last collection (the causes of a
    /// change are among the events after it).
    var eventsSeen = 0
    /// The frame `eventsSeen` counts in.
    var eventsSeenFrame = -1
    /// Counts the changes to the tree's structure that can change where a reader's value comes
    /// from: a view inserted, removed or reordered, a lazy row in or out of view. A reader's kept
    /// `PreferenceSources` are read only at the generation they were found at.
    var treeGeneration = 0
    /// The views collection visited, walking or combining kept sources (for tests).
    var nodesVisited = 0
    /// What `PreferenceCollection.checked` found wrong.
    var cacheMismatches: [String] = []

    /// Frames in a row with a held-back change before the loop is named as never settling, when
    /// its value came back to one it had; when it keeps moving on, after
    /// `UnsettledFrames.framesBeforeEndlessWithoutRepeat` frames (a slow convergence is no loop).
    static let framesBeforeEndless = 3
    /// Values kept per reader to show what a loop goes through.
    static let historyLength = 6
    /// How many of the open frame's latest events a change looks through for its causes.
    static let causesLookBack = 256
    /// Views that set a value listed per change in the trace.
    static let sourcesListed = 4
}
