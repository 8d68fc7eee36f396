// Maps each event's payload onto the one vocabulary: its kind's name and the glyph
// its line starts with. The one exhaustive `switch` over `TraceEvent.Kind` that a
// new kind must join; every renderer reads the name, not the payload's case.
// Simplifies: only an animation's glyph depends on its values (its phase).

extension TraceEvent.Kind {
    /// The kind's name in the vocabulary, without its values.
    ///
    /// ```swift
    /// event.kind.name == .bodySkipped
    /// event.kind.name.family == .state
    /// ```
    public var name: TraceEventKind {
        switch self {
        case .script: return .script
        case .timelineEntry: return .timelineEntry
        case .stateWrite: return .stateWrite
        case .stateWriteIgnored: return .stateWriteIgnored
        case .stateWriteDropped: return .stateWriteDropped
        case .objectWillChange: return .objectWillChange
        case .observationChange: return .observationChange
        case .environmentChange: return .environmentChange
        case .bodyEvaluated: return .bodyEvaluated
        case .bodySkipped: return .bodySkipped
        case .inserted: return .inserted
        case .removed: return .removed
        case .attributeChanged: return .attributeChanged
        case .valueChanged: return .valueChanged
        case .actionRun: return .actionRun
        case .actionSuppressed: return .actionSuppressed
        case .diagnostic: return .diagnostic
        case .printChanges: return .printChanges
        case .transaction: return .transaction
        case .animation: return .animation
        case .completion: return .completion
        case .canvasDrawn: return .canvasDrawn
        case .task: return .task
        case .lazyRows: return .lazyRows
        case .transition: return .transition
        case .gesture: return .gesture
        case .preference: return .preference
        }
    }
}

extension TraceEvent {
    /// The glyph the event's line in the text trace starts with: its kind's, or
    /// for an animation its phase's (`◔` started, `~` a frame, `◕`, `◉`, `△`).
    ///
    /// ```swift
    /// event.glyph.symbol   // "○"
    /// ```
    public var glyph: TraceGlyph {
        if case .animation(_, _, let phase) = kind { return phase.glyph }
        if case .task(_, let phase) = kind { return phase.glyph }
        return kind.name.glyph
    }

    /// Whether the Chrome export draws the event as a slice inside its frame: its
    /// kind's ``TraceEventKind/isChromeSlice``, less an animation's frame samples, its
    /// logical completion and its end (the counter and the async slice show those).
    ///
    /// ```swift
    /// write.isChromeSlice    // true: a slice, an arrow to each body it invalidated
    /// sample.isChromeSlice   // false: a point of the value's counter track
    /// ```
    public var isChromeSlice: Bool {
        guard kind.name.isChromeSlice else { return false }
        if case .animation(_, _, let phase) = kind {
            switch phase {
            case .frame, .logicallyComplete, .finished: return false
            case .started, .merged, .combined, .changedWithoutAnimation, .movedWithoutAnimation,
                .swappedWithoutTransition, .velocity:
                return true
            }
        }
        return true
    }
}

extension TaskPhase {
    /// The glyph a task event of this phase starts its line with.
    public var glyph: TraceGlyph {
        switch self {
        case .started: return .taskStarted
        case .suspended: return .taskSuspended
        case .resumed: return .taskResumed
        case .cancelled: return .taskCancelled
        case .finished, .threw: return .taskEnded
        }
    }
}

extension AnimationPhase {
    /// The glyph an animation event of this phase starts its line with.
    public var glyph: TraceGlyph {
        switch self {
        case .started, .merged, .combined, .velocity: return .animationStarted
        case .frame: return .animationFrame
        case .logicallyComplete: return .logicallyComplete
        case .finished: return .finished
        case .changedWithoutAnimation, .movedWithoutAnimation, .swappedWithoutTransition: return .changed
        }
    }
}
