// Models the promises a fuzz run checks, by name: the trace invariants and the
// supervisor's crash, hang, slow case and divergence.

/// Which promise a run broke.
public enum FuzzCheck: String, Codable, Sendable, CaseIterable, Comparable {
    /// Frame indices or times do not increase.
    case frameOrder
    /// A body evaluation has no reason, no cause, or a guessed (`@unknown`) reason.
    case bodyCause
    /// The fuzz views' real body calls differ from the trace's count.
    case bodyCount
    /// The fuzz canvases' real renderer calls differ from the trace's canvas draws.
    case canvasCount
    /// A laid-out frame that is not finite or has a negative size.
    case layoutFrame
    /// The frames after incremental layout differ from those of a full layout of the same tree.
    case incrementalLayout
    /// A display-list item with a non-finite transform, opacity or point (or an opacity outside 0…1).
    case displayList
    /// A frame's cause tree loses an event or places one under an event that is not its earlier cause.
    case causeTree
    /// An `@Observable` change names a property the model lacks, or, reported to a view that
    /// holds the model, names another property than the one it reads, a value it did not
    /// read or was not written, or says viewsim could not tell.
    case observationName
    /// A task's events do not begin with its one start, or hold more than one end, or go on after it.
    case taskLifecycle
    /// A cancelled task waited or wrote after the trace says it was cancelled (its code checks first).
    case taskCancellation
    /// A sleep woke in another frame than the first at or after its due time, or never.
    case taskWake
    /// The trace's task starts, ends or suspensions differ from what the tasks' code logged.
    case taskCount
    /// A task's code ran on a thread other than the one that drives the simulation.
    case taskThread
    /// A `runUntilIdle` returned without naming the tasks still pending (or named some when none was).
    case taskPending
    /// A removed view still drawn after its transition ended, a removing view that can run its
    /// body, or a transition left running with nothing animating it.
    case transition
    /// A gesture's events out of order in a touch (anything after it ended, failed or lost; a second
    /// `began`; an `ended` that contradicts its `began`), or two exclusive gestures winning one touch.
    case gestureOrder
    /// A gesture's `onEnded` (or `onTapGesture`/`onLongPressGesture` action) ran twice in one touch.
    case gestureCallbacks
    /// A `@GestureState` a touch wrote is not back at its initial value after the touch.
    case gestureState
    /// A measured view's reader that loops by construction was not reported exactly once per view
    /// (`.preferenceLoop`), or a `runUntilIdle` returned while it went round, or threw without naming it.
    case preferenceLoop
    /// A measured view's reader that settles by construction was reported as a loop or as never settling.
    case preferenceSettles
    /// A preference reader's last value differs from the fuzzer's model of its tree (constant keys).
    case preferenceValue
    /// A line of the trace text wrapped to 80 columns is wider than 80 columns.
    case lineWidth
    /// A step's why answers do not add up to its body runs and skips, or a chain runs back in
    /// time or ends at another view's event.
    case why
    /// The update summary (`viewsim diff`, baselines) miscounts body runs or skips, or differs
    /// when read back from its JSON.
    case updateSummary
    /// viewsim's Observation registrar and Apple's tracking, run side by side on the case's first
    /// run, disagree about which views a write of an `@Observable` property reaches.
    case observationCrossCheck
    /// "nan" or "inf" in the trace of a sane case.
    case nonFinite
    /// Two runs in one process gave different trace text.
    case repeatable
    /// The script threw an error with no message, or not a `SimulationError`.
    case errorMessage
    /// Two worker processes gave different trace digests (found by the supervisor).
    case divergence
    /// The worker died from a signal while running the case (found by the supervisor).
    case crash
    /// The case did not finish within its CPU-time limit, or within the much larger
    /// wall-clock safety limit (found by the supervisor).
    case hang
    /// The case finished but used more CPU time than the slow budget (found by the supervisor).
    case slow

    public static func < (lhs: FuzzCheck, rhs: FuzzCheck) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}
