// Models SwiftUI's `@State`: a value owned by a view's identity.
// Simplifies: the value is stored at once (SwiftUI queues it until the
// transaction is applied); writing an equal value does nothing; writing during a
// body evaluation is dropped with SwiftUI's warning. A write invalidates the
// owning view only once a body has read its value, as in SwiftUI.
// Lesson: lesson4 (`flag`), lesson3 (`isOn`).

/// A property wrapper type that can read and write a value managed by the graph.
///
/// ```swift
/// struct Heart: View {
///     @State private var isOn = false
///     var body: some View {
///         Image(systemName: isOn ? "heart.fill" : "heart")
///             .onTapGesture { isOn.toggle() }
///     }
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let initialValue: Value
    let link: StateLink<Value>

    public init(wrappedValue value: Value) {
        self.initialValue = value
        self.link = StateLink()
    }

    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value. Reading it in `body` makes the view depend on it.
    public var wrappedValue: Value {
        get { link.storage?.read(markingRead: true) ?? initialValue }
        nonmutating set {
            guard let storage = link.storage else { return }
            storage.write(newValue)
        }
    }

    /// A binding to the value: `$isOn`.
    public var projectedValue: Binding<Value> {
        Binding(location: link.location(initial: initialValue))
    }

    /// Whether this state belongs to a view that is in the tree now.
    var isInstalledInLiveView: Bool {
        guard let owner = link.storage?.owner else { return false }
        return !owner.isRemoved
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

extension State: DynamicPropertyLink {
    package func _link(node: ViewNode, label: String) {
        let initial = initialValue
        let (record, _) = node.propertyRecord(label, kind: .state) {
            let storage = StateStorage(value: initial, owner: node, label: label)
            let record = PropertyRecord(label: label, kind: .state) { ValueFormatter.describe(storage.value) }
            record.storage = storage
            return record
        }
        link.storage = record.storage as? StateStorage<Value>
    }

    package var _describedValue: String { ValueFormatter.describe(wrappedValue) }
    package var _kind: DynamicPropertyKind { .state }
    package var _heldValue: Any? { link.storage?.value ?? initialValue }
}

/// Connects one `State` value to its storage (set when the view is installed).
final class StateLink<Value> {
    var storage: StateStorage<Value>?

    func location(initial: Value) -> AnyLocation<Value> {
        if let storage { return storage }
        return ConstantLocation(value: initial)
    }
}

/// The persistent storage of one `@State`, owned by a node.
package final class StateStorage<Value>: AnyLocation<Value> {
    /// The latest value written: what code outside an update reads.
    package var value: Value
    /// The value the graph has applied: what bodies read during an update. A write
    /// becomes visible to them when its transaction is flushed (SwiftUI's saved
    /// values), so writes made in different transactions update separately.
    package var applied: Value
    /// Whether a body (or content closure) has read the value; until then a write
    /// invalidates nothing.
    package var wasRead = false
    package weak var owner: ViewNode?
    package let label: String
    /// `Owner._label`, as the trace names the property: made once, at the first write.
    private var cachedPropertyName: String?
    /// The owner's name, to report a write made after the owner left the tree (a
    /// task that outlived its view), once.
    private let ownerReference: NodeRef
    private var reportedWriteAfterRemoval = false

    init(value: Value, owner: ViewNode, label: String) {
        self.value = value
        self.applied = value
        self.owner = owner
        self.label = label
        self.ownerReference = owner.reference
    }

    func read(markingRead: Bool) -> Value {
        // Only a read during an update (a body, a content closure) is a dependency;
        // an action that reads the value to change it (`count += 1`) is not.
        guard owner?.graph.isUpdating == true else { return value }
        if markingRead { wasRead = true }
        return applied
    }

    override func get(markingRead: Bool) -> Value { read(markingRead: markingRead) }
    override func set(_ newValue: Value) { write(newValue) }
    override var graph: ViewGraph? { owner?.graph }

    /// Views that read this value through a `@Binding` during an update, each with
    /// the binding's property name. A write invalidates them directly, so the
    /// owner need not re-run unless it read the value itself.
    private var bindingReaders: [(node: WeakNode, label: String)] = []

    /// A write to the state of a view that left the tree is dropped (its state is
    /// gone); the simulation says so once, naming the task that wrote, if any.
    private func reportWriteAfterRemoval() {
        // The owner's graph while the node lives, else the simulation this thread drives.
        guard !reportedWriteAfterRemoval, let graph = owner?.graph ?? SimulationDriving.executor?.graph else { return }
        reportedWriteAfterRemoval = true
        graph.openLooseFrameIfNeeded()
        graph.record(
            .diagnostic(
                .stateWriteAfterRemoval(
                    property: "\(ownerReference.label).\(label)", node: ownerReference,
                    task: SimulatedTask.current?.reference)),
            causes: graph.activeCause.map { [$0] } ?? [])
    }

    override func registerReader(_ node: ViewNode, label: String) {
        bindingReaders.removeAll { $0.node.node == nil || $0.node.node?.isRemoved == true }
        guard !bindingReaders.contains(where: { $0.node.node === node && $0.label == label }) else { return }
        bindingReaders.append((WeakNode(node), label))
    }

    func write(_ newValue: Value) {
        guard let owner, !owner.isRemoved else {
            reportWriteAfterRemoval()
            return
        }
        let graph = owner.graph
        let propertyName = cachedPropertyName ?? "\(owner.typeName).\(label)"
        cachedPropertyName = propertyName
        if let evaluating = graph.evaluation {
            graph.recordDroppedWrite(property: propertyName, node: owner, during: evaluating.node)
            return
        }
        // A write from outside a frame (a test setting a binding) opens the next one.
        graph.openLooseFrameIfNeeded()
        let old = value
        if ValueComparison.isEqual(old, newValue) {
            graph.record(
                .stateWriteIgnored(
                    node: owner.reference, property: propertyName,
                    value: TraceValue(newValue, epoch: graph.clock.startDate)),
                causes: graph.activeCause.map { [$0] } ?? [])
            return
        }
        value = newValue
        let event = graph.record(
            .stateWrite(
                node: owner.reference, property: propertyName,
                old: TraceValue(old, epoch: graph.clock.startDate),
                new: TraceValue(newValue, epoch: graph.clock.startDate),
                invalidates: wasRead || bindingReaders.contains { $0.node.node?.isRemoved == false }),
            causes: graph.activeCause.map { [$0] } ?? [])
        let current = Transaction.currentWithFlushID
        let transaction = current?.transaction
        graph.enqueueWrite(flushID: current?.flushID) { [weak self] in
            guard let self, let owner = self.owner, !owner.isRemoved else { return }
            self.applied = newValue
            if self.wasRead {
                graph.invalidate(owner, reason: .property(self.label, .state), cause: event, transaction: transaction)
            }
            for reader in self.bindingReaders {
                guard let node = reader.node.node, !node.isRemoved else { continue }
                graph.invalidate(
                    node, reason: .property(reader.label, .binding), cause: event, transaction: transaction)
            }
        }
    }
}

/// A weak reference to a node, for lists that must not keep views alive.
final class WeakNode {
    weak var node: ViewNode?
    init(_ node: ViewNode) { self.node = node }
}

/// viewsim's model, as in SwiftUI: a `State` is `Sendable` when its value is, so
/// a view can be made off the main actor (a `nonisolated init`). Its storage is
/// only ever touched by the thread that runs the simulation (the simulated main
/// actor), which is what makes the unchecked conformance hold.
extension State: @unchecked Sendable where Value: Sendable {}
