// Models SwiftUI's `Transaction`: the context of one state-processing update —
// its animation, whether animations are disabled, and custom keys — which flows
// down the view tree. Simplifies: custom keys are kept in insertion order; viewsim
// adds where the animation came from, for the trace. The transaction of the
// running `withTransaction` call is a task-local value (SwiftUI keeps it on the
// main thread), so simulations running at once never see each other's; see
// docs/ARCHITECTURE.md, "What is current". Lesson: lesson3.

/// The context of the current state-processing update.
///
/// ```swift
/// var transaction = Transaction(animation: .easeInOut)
/// transaction.disablesAnimations = false
/// withTransaction(transaction) { isOn.toggle() }
/// ```
public struct Transaction {
    private var values: [(key: ObjectIdentifier, value: Any)] = []

    /// The animation, if any, associated with the current state change.
    ///
    /// Setting it, even to nil, makes it part of the transaction: a nested
    /// `withAnimation(nil) { … }` turns off the animation of an outer
    /// `withAnimation`, while a nested `withTransaction(\.disablesAnimations, true)`
    /// keeps it.
    public var animation: Animation? {
        didSet {
            setsAnimation = true
            hasAnimation = animation != nil
        }
    }
    /// Whether `animation` is set to an animation, kept with it: reading it costs a load,
    /// where reading the optional `animation` copies it (a check per changed view in layout).
    package private(set) var hasAnimation = false
    /// Whether `animation` was set (to an animation or to nil); only then does it
    /// replace the animation of a transaction this one is merged into.
    package private(set) var setsAnimation = false
    /// Whether views should not let `.animation` modifiers add animations.
    public var disablesAnimations = false
    /// Whether a continuous action (a drag, a held stepper) created the transaction.
    public var isContinuous = false
    /// Whether to track the velocity of animatable values that change.
    ///
    /// A value that changes in such a transaction (a drag's `onChanged`) keeps its
    /// samples of the last 100 ms; an animation that starts on it soon after begins
    /// with that velocity if it merges (a spring), or at rest if it does not
    /// (`easeInOut`, anything under `.speed(_:)`), and the trace says which.
    ///
    /// ```swift
    /// var transaction = Transaction()
    /// transaction.tracksVelocity = true
    /// withTransaction(transaction) { offset.width += 20 }   // each frame of a drag
    /// withAnimation(.spring) { offset = .zero }             // starts at the drag's velocity
    /// ```
    public var tracksVelocity = false

    /// What tracks the velocity, for the trace (`"DragGesture #12"`); nil names it
    /// `"a transaction with tracksVelocity"`. Gestures set it with `tracksVelocity`.
    package var velocitySource: String?

    /// The name the trace gives the tracking transaction's source.
    package var velocitySourceName: String { velocitySource ?? "a transaction with tracksVelocity" }

    /// Where `animation` came from, for the trace.
    package var animationOrigin: AnimationOrigin?
    /// Completions registered with `addAnimationCompletion`.
    package var completions: [AnimationCompletionListener] = []

    public init() {}

    /// A transaction with an animation.
    public init(animation: Animation?) {
        self.animation = animation
        setsAnimation = true
        hasAnimation = animation != nil
    }

    /// Reads or writes a custom key.
    ///
    /// ```swift
    /// struct IsUndo: TransactionKey { static let defaultValue = false }
    /// transaction[IsUndo.self] = true
    /// ```
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { (values.first { $0.key == ObjectIdentifier(key) }?.value as? K.Value) ?? K.defaultValue }
        set {
            if let index = values.firstIndex(where: { $0.key == ObjectIdentifier(key) }) {
                values[index].value = newValue
            } else {
                values.append((ObjectIdentifier(key), newValue))
            }
        }
    }

    /// Calls `completion` once the animations this transaction starts are done, by
    /// `criteria`; at once after the update if it starts none.
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
    ) {
        completions.append(AnimationCompletionListener(criteria: criteria, completion: completion))
    }

    /// `other`'s settings on top of this transaction's (SwiftUI's merge since 2023):
    /// its animation when it set one (nil included), its flags when they are on
    /// (and the velocity source of the one that tracks velocity),
    /// its custom keys, and its completions besides this one's.
    ///
    /// ```swift
    /// Transaction(animation: .linear).merging(Transaction(animation: nil)).animation  // nil
    /// Transaction(animation: .linear).merging(Transaction()).animation                // linear
    /// ```
    package func merging(_ other: Transaction) -> Transaction {
        var merged = self
        if other.setsAnimation {
            merged.animation = other.animation
            merged.animationOrigin = other.animationOrigin
        }
        merged.disablesAnimations = merged.disablesAnimations || other.disablesAnimations
        merged.isContinuous = merged.isContinuous || other.isContinuous
        merged.tracksVelocity = merged.tracksVelocity || other.tracksVelocity
        if other.tracksVelocity, let source = other.velocitySource { merged.velocitySource = source }
        for (key, value) in other.values {
            if let index = merged.values.firstIndex(where: { $0.key == key }) {
                merged.values[index].value = value
            } else {
                merged.values.append((key, value))
            }
        }
        for listener in other.completions where !merged.completions.contains(where: { $0 === listener }) {
            merged.completions.append(listener)
        }
        return merged
    }

    /// Whether this transaction is the same as `Transaction()`: no animation set (nil
    /// included), no flag on, no velocity source or animation origin, no custom key and
    /// no completion. A few loads and compares, where comparing it with a new
    /// `Transaction()` or assigning one would copy, release and rebuild every field.
    package var isEmpty: Bool {
        !setsAnimation && !disablesAnimations && !isContinuous && !tracksVelocity && velocitySource == nil
            && animationOrigin == nil && values.isEmpty && completions.isEmpty
    }

    /// The transaction of the `withTransaction`/`withAnimation` calls running now
    /// on this thread or task; nil outside any.
    ///
    /// viewsim's model: a task-local value (SwiftUI keeps it per thread, on the main
    /// thread), so simulations running at the same time on other threads or tasks
    /// never see it. `withTransaction` may be called outside a frame (a test writing
    /// a binding), where no simulation is current, so it cannot belong to a graph.
    package static var current: Transaction? { binding?.transaction }

    /// The current transaction and the id of the call that made it current, in one
    /// task-local lookup (a state write needs both).
    package static var currentWithFlushID: CurrentValue? { binding }

    /// A transaction wrapped so it can be a task-local value, with the id of the
    /// `withTransaction`/`withAnimation` call (or animated binding write) that made
    /// it current: state writes with the same id are applied in one update; a
    /// different id starts another, as in SwiftUI. (The id is kept here, not in
    /// the transaction, so the transactions that flow down the tree stay plain values.)
    ///
    /// `@unchecked Sendable` holds because the value is only read by the code
    /// running inside the `withTransaction` call that bound it, on its thread or on
    /// a stack segment's thread the caller waits for (`StackSegments.CarriedContext`)
    /// — not by an unstructured `Task` started inside it: a task inherits it as a
    /// task-local value, and `SimulatedTask.run` binds none before the task's code
    /// runs (in SwiftUI the call has ended by then; EndedTransaction.swift).
    ///
    /// A class: one allocation per call, and whatever keeps the write's transaction (a pending
    /// Observation change, a stack segment's thread) holds a reference rather than a copy of
    /// the transaction (about 100 bytes); two references to one value are one call's.
    package final class CurrentValue: @unchecked Sendable {
        package let transaction: Transaction
        package let flushID: FlushID

        init(transaction: Transaction, flushID: FlushID) {
            self.transaction = transaction
            self.flushID = flushID
        }
    }

    @TaskLocal static var binding: CurrentValue?

    /// Runs `body` with `transaction` current, under a fresh flush id.
    package static func withCurrent<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result
    {
        try $binding.withValue(CurrentValue(transaction: transaction, flushID: FlushID()), operation: body)
    }

}

/// Identifies one `withTransaction`/`withAnimation` call (or animated binding write)
/// by object identity: ids are compared with `===`, never ordered or printed, so no
/// counter (and no process-wide state) is needed. A pending write keeps its id
/// alive, so an id cannot be reused while a write that carries it waits.
package final class FlushID {}

/// A key for a custom value of a `Transaction`.
public protocol TransactionKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// A completion callback waiting for the animations of one transaction.
package final class AnimationCompletionListener {
    let criteria: AnimationCompletionCriteria
    let completion: () -> Void
    /// Animations still to complete (by `criteria`) before the callback fires.
    var pending = 0
    var hasFired = false
    /// Whether any animation was registered; if none by the end of the update, fire at once.
    var wasRegistered = false
    /// Whether its transaction changed a view's layout in this frame: it waits for the
    /// layout pass, whose frame changes may animate (`ViewGraph+GeometryAnimation`).
    var awaitsLayout = false

    init(criteria: AnimationCompletionCriteria, completion: @escaping () -> Void) {
        self.criteria = criteria
        self.completion = completion
    }
}
