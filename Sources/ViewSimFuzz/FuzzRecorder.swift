// Models one fuzz run's shared world: the models every view can reach and the
// count of REAL body calls per view type (counted in the fuzz views' bodies,
// per simulation, so parallel or repeated runs never mix their counts).

/// What one run of a case shares between its views.
public final class FuzzRecorder {
    /// The shared `@Observable` model.
    public let observable = FuzzObservableModel()
    /// The writes of `observable` and the reads of the views that hold it, in order.
    public let log = FuzzObservableLog()
    /// What the fuzz tasks' code did (`FuzzTaskRun`, `FuzzHop`), under the trace's task numbers.
    public let tasks = FuzzTaskLog()
    /// The shared `ObservableObject`.
    public let published = FuzzPublishedModel()
    /// Body calls by view type name (only looked up by name, never iterated unsorted).
    public private(set) var bodyCalls: [String: Int] = [:]

    /// How to cancel the last `Task { }` each task tap started, by the tap's name.
    private var tapTasks: [String: () -> Void] = [:]

    /// Cancels the task the tap named `name` started last, if any, and keeps `cancel` for the next tap.
    func restartTapTask(_ name: String, cancel: @escaping () -> Void) {
        tapTasks.removeValue(forKey: name)?()
        tapTasks[name] = cancel
    }

    /// What each preference reader's `onPreferenceChange` got last, by the reader's name (`"\(value)"`).
    public var deliveredPreferences: [String: String] = [:]

    /// Canvas renderer calls the fuzz canvases counted.
    public private(set) var canvasRuns = 0

    public init() {}

    /// Counts one run of a fuzz canvas's renderer.
    func countCanvasRun() { canvasRuns += 1 }

    /// Writes `p<k>` of the `@Observable` model (k modulo 8) and logs the write.
    func writeObservable(_ k: Int, _ value: Int) {
        let count = FuzzObservableModel.propertyCount
        let property = ((k % count) + count) % count
        log.write(property, old: observable.get(property), new: value)
        observable.set(property, value)
    }

    /// A holder's tap: adds 1 to `p<property>`, then, in the same action, 1 to `p<also>`.
    func incrementObservable(_ property: Int, also: Int?) {
        writeObservable(property, observable.get(property) &+ 1)
        if let also { writeObservable(also, observable.get(also) &+ 1) }
    }

    /// Changes the `@Observable` model's `items` and logs the write (their counts before and after).
    func editObservableItems(_ edit: (inout [Int]) -> Void) {
        let old = observable.items.count
        edit(&observable.items)
        log.write(nil, old: old, new: observable.items.count)
    }

    /// Counts one call of `typeName`'s body.
    func countBody(_ typeName: String) {
        bodyCalls[typeName, default: 0] += 1
    }

    /// All body calls counted.
    public var totalBodyCalls: Int { bodyCalls.values.reduce(0, +) }

    /// The type names of the views that count their body calls.
    public static let countedTypeNames: Set<String> = [
        "FuzzView", "FuzzStateHost", "FuzzStateObjectHost", "FuzzObservedReader", "FuzzEnvironmentReader",
        "FuzzTimeline", "FuzzDeep", "FuzzObservableHolder", "FuzzObservableStateHolder", "FuzzEnvironmentHolder",
        "FuzzRequiredEnvironmentHolder", "FuzzNavigationStack", "FuzzPresenter",
        "FuzzListView",
        "FuzzRequiredEnvironmentHolder", "FuzzNavigationStack", "FuzzPresenter", "FuzzScrollView",
        "FuzzGestureHost", "FuzzPreferenceSetter", "FuzzPreferenceReader", "FuzzAnchored", "FuzzFeedbackHost",
    ]
}
