// Models what a body depends on: property wrappers (`@State`, `@Binding`,
// `@StateObject`, `@ObservedObject`, `@Environment`) linked to the node's
// storage, `objectWillChange` subscriptions, and Observation's change callbacks,
// which are queued and applied in node order; and the warnings for state written
// while a body runs.
// Simplifies: property wrappers are found by reflection (`Mirror`), or from the
// type's `ComparisonPlan` when its field types say which fields hold them, and
// linked by label. viewsim's registrar names each write (`ObservationWrite`); Apple's
// gives a key path, and the property is found by comparing the view's objects.
// See docs/ARCHITECTURE.md, "What invalidates a node".
import Foundation
import Observation

extension ViewGraph {
    // MARK: - Linking property wrappers

    /// Connects the property wrappers in a node's new value to the node's storage.
    func linkDynamicProperties(of node: ViewNode) {
        let value: Any
        if case .primitive(.customModifier) = node.kind, let modified = node.view as? any AnyModifiedContent {
            value = modified._anyModifier
        } else if case .composite = node.kind {
            value = node.view
        } else {
            return
        }
        let type = ObjectIdentifier(Swift.type(of: value))
        if hasDynamicProperties[type] == false { return }
        var found = false
        if let linked = linkByPlan(value, into: node) {
            found = linked
        } else {
            link(value, into: node, prefix: "", found: &found)
        }
        hasDynamicProperties[type] = found
    }

    /// Links the property wrappers of `value` as `link(_:into:prefix:found:)` does,
    /// from its type's `ComparisonPlan` instead of `Mirror`: only the fields whose
    /// type is a dynamic property are read. Whether one was found; nil when the plan
    /// cannot tell which fields hold one (see `ComparisonPlan.linksByPlan`).
    private func linkByPlan(_ value: Any, into node: ViewNode) -> Bool? {
        func opened<T>(_ value: T) -> Bool? {
            guard let plan = ComparisonPlanCache.plan(for: T.self, sample: { value }), plan.linksByPlan else {
                return nil
            }
            return withUnsafePointer(to: value) { pointer in
                var found = false
                for field in plan.fields where field.linkRole == .link {
                    guard
                        let property = field.reader.value(at: UnsafeRawPointer(pointer) + field.offset)
                            as? any DynamicPropertyLink
                    else { continue }
                    found = true
                    property._link(node: node, label: field.label)
                }
                return found
            }
        }
        return _openExistential(value, do: opened)
    }

    /// Links the property wrappers found in `value` (and in the dynamic properties
    /// it nests) to `node`, labelled `prefix` + the property name.
    func link(_ value: Any, into node: ViewNode, prefix: String, found: inout Bool) {
        for child in Mirror(reflecting: value).children {
            let label = prefix + (child.label ?? "@?")
            if let property = child.value as? any DynamicPropertyLink {
                found = true
                property._link(node: node, label: label)
            } else if child.value is any DynamicProperty {
                link(child.value, into: node, prefix: label + ".", found: &found)
            }
        }
    }

    /// Subscribes `node` to an observable object; returns the cancellation.
    package func observe<Object: ObservableObject>(
        _ object: Object, from node: ViewNode, label: String, kind: DynamicPropertyKind
    ) -> () -> Void {
        let publisher = object.objectWillChange
        let token = publisher.subscribe(order: node.id) { [weak node] change in
            guard let node, !node.isRemoved else { return }
            node.graph.openLooseFrameIfNeeded()
            let event = node.graph.recordObjectWillChange(change)
            node.graph.invalidate(node, reason: .property(label, kind), cause: event)
        }
        return { publisher.unsubscribe(token) }
    }

    /// Records an `objectWillChange` notification, once per send however many
    /// views observe the object.
    func recordObjectWillChange(_ change: PublishedChange) -> EventID {
        if let last = lastPublish, last.publisher == change.publisher, last.send == change.sendID { return last.event }
        if let evaluating = evaluation {
            record(.diagnostic(.publishingDuringUpdate(evaluating: evaluating.node.reference)), cause: activeCause)
        }
        let event = record(
            .objectWillChange(object: change.object, property: change.property, old: change.old, new: change.new),
            cause: activeCause)
        lastPublish = (change.publisher, change.sendID, event)
        return event
    }

    /// Observation says a property a body read has changed.
    ///
    /// The registrar calls back in an order that depends on hashing (it differs
    /// between processes), so the change is only queued here, with what was
    /// current when it happened; `applyObservationChanges()` records and applies
    /// the queue in node order.
    ///
    /// With the property's key path, the objects of its root type that the view
    /// holds are kept as they are now (before the write), so that applying the
    /// change can name the property that changed. An object is kept once per key path
    /// until the changes are applied, however many views read it (the first write of
    /// that property since the views last updated is the one its snapshot precedes).
    func observationChanged(_ node: ViewNode, keyPath: AnyKeyPath? = nil) {
        node.evaluation.observation = nil
        openLooseFrameIfNeeded()
        var objects = ObservedObjectSnapshot.List.none
        var learnedField: Int?
        let keyPathType = keyPath.map { type(of: $0) }
        if let keyPathType {
            let root = keyPathType.rootType
            let viewType = ObjectIdentifier(type(of: node.view))
            let fields: ObjectFields
            // The views of a wide change are of one type and read one object: the last
            // type's fields and the last object's snapshot are checked before the tables.
            if let last = lastObjectFields, last.type == viewType {
                fields = last.fields
            } else if let known = objectFields[viewType] {
                fields = known
                lastObjectFields = (viewType, known)
            } else {
                fields = ObjectFields(of: type(of: node.view))
                objectFields[viewType] = fields
                lastObjectFields = (viewType, fields)
            }
            // The key path of the view before (one write fires every view that read it) first.
            let learned: Int?
            if let keyPath, let last = lastLearned, last.keyPath === keyPath {
                learned = last.field
            } else {
                learned = keyPath.flatMap { learnedFields[ObjectIdentifier($0)]?.field }
                lastLearned = keyPath.map { ($0, learned) }
            }
            learnedField = learned
            ObservedObjectSnapshot.forEachObject(ofType: root, in: node.view, fields: fields) { object in
                let id = ObjectIdentifier(object)
                objects.append(id)
                // The same write of the same object as the view before: already kept.
                if let last = lastSnapshot, last.object == id, last.keyPath === keyPath { return }
                lastSnapshot = (keyPath, id)
                // A key path whose property is known: only that property is kept.
                if let keyPath, let learned, let layout = ModelLayout.of(type(of: object)),
                    learned < layout.fields.count
                {
                    let key = FieldKey(keyPath: keyPath, object: id)
                    if fieldsBefore[key] == nil { fieldsBefore[key] = (object, layout.read(object, field: learned)) }
                    return
                }
                if let keyPath {
                    let key = FieldKey(keyPath: keyPath, object: id)
                    if observedSnapshots[key] == nil { observedSnapshots[key] = ObservedObjectSnapshot(object) }
                }
            }
        }
        pendingObservations.append(
            PendingObservation(
                node: node, writeIndex: observationWriteIndex(keyPath: keyPath, write: nil), objects: objects,
                learnedField: learnedField))
    }

    /// viewsim's registrar says a property `node`'s body read will change (`write`, whose new
    /// value it completes at `didSet`). Its readers are told in graph order, each once until
    /// its body runs again (`ObservationReader.notify`); the change is queued as Apple's are,
    /// and applied with them in node order.
    func observationWillChange(_ node: ViewNode, write: ObservationWrite) {
        openLooseFrameIfNeeded()
        if configuration.checksObservationAgainstApple { crossCheckUnconfirmed.append((node, write)) }
        pendingObservations.append(
            PendingObservation(node: node, writeIndex: observationWriteIndex(keyPath: nil, write: write)))
    }

    /// Where the details of a change made now (`PendingObservationWrite`: the active cause, the
    /// current transaction, the body running, `keyPath`, `write`) are in
    /// `pendingObservationWrites`: the last record when each is the same (the view before was
    /// told of the same write), else a new record. Compared in place, by identity: the last
    /// record copied out to compare (its transaction with it) cost more than it saved.
    func observationWriteIndex(keyPath: AnyKeyPath?, write: ObservationWrite?) -> Int32 {
        let cause = activeCause
        let binding = Transaction.binding
        let writer = evaluation?.node
        let count = pendingObservationWrites.count
        if count > 0,
            pendingObservationWrites[count - 1].isShared(
                cause: cause, binding: binding, writer: writer, keyPath: keyPath, write: write)
        {
            return Int32(count - 1)
        }
        pendingObservationWrites.append(
            PendingObservationWrite(cause: cause, binding: binding, writer: writer, keyPath: keyPath, write: write))
        return Int32(count)
    }

    /// The positions of `changes` in node order (id order), ties in callback order.
    ///
    /// Each (id, position) pair is packed into one integer, so the sort compares
    /// integers rather than calling a closure on tuples (a fifth of the sort's
    /// cost); ids and positions beyond 32 bits fall back to sorting the pairs.
    static func nodeOrder(of changes: [PendingObservation]) -> [Int] {
        guard changes.count > 1 else { return Array(changes.indices) }
        let limit = 1 << 32
        if changes.count < limit, changes.allSatisfy({ $0.nodeID >= 0 && $0.nodeID < limit }) {
            var keys = changes.indices.map { changes[$0].nodeID << 32 | $0 }
            keys.sort()
            return keys.map { $0 & (limit - 1) }
        }
        return changes.indices.sorted { (changes[$0].nodeID, $0) < (changes[$1].nodeID, $1) }
    }

    /// An Observation change waiting to be recorded and applied in node order: the view told,
    /// and what is its own; what every view told of the write shares is in
    /// `pendingObservationWrites` (one write tells every view that read the property, 10,000
    /// in the wide benchmark: an entry is 32 bytes, where it was 192 with a transaction).
    struct PendingObservation {
        let node: ViewNode
        /// The view's objects of the key path's root type (what they were is in the graph's tables).
        let objects: ObservedObjectSnapshot.List
        /// The write's details: an index into `pendingObservationWrites`.
        let writeIndex: Int32
        /// The key path's field (`learnedField`), or -1.
        private let learned: Int32
        /// The node's id, kept here: putting the changes in node order reads it for every change,
        /// and read from the node it was the first touch of each node's line in a pass of its own
        /// (10,000 nodes in the wide update; the apply pass then read them again). In 32 bits,
        /// last (in the padding after `learned`), so the entry stays 32 bytes; an id beyond them
        /// (never reached in practice) is read from the node.
        private let shortNodeID: Int32

        init(node: ViewNode, writeIndex: Int32, objects: ObservedObjectSnapshot.List = .none, learnedField: Int? = nil)
        {
            self.node = node
            shortNodeID = Int32(exactly: node.id) ?? -1
            self.objects = objects
            self.writeIndex = writeIndex
            learned = learnedField.map { Int32($0) } ?? -1
        }

        /// The key path's field, when it was known at the write (only that field was kept).
        var learnedField: Int? { learned < 0 ? nil : Int(learned) }

        /// The node's id.
        var nodeID: Int { shortNodeID >= 0 ? Int(shortNodeID) : node.id }
    }

    /// A key path and an object: a property of one model. Keyed by the key path's
    /// identity (Observation hands every view of one write the same instance; hashing
    /// a key path by value walks its components).
    struct FieldKey: Hashable {
        let keyPath: AnyKeyPath
        let object: ObjectIdentifier?

        static func == (lhs: FieldKey, rhs: FieldKey) -> Bool {
            lhs.keyPath === rhs.keyPath && lhs.object == rhs.object
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(keyPath))
            hasher.combine(object)
        }
    }

    /// What changed for `pending`: the model's type and the properties that differ
    /// from what was kept before the write. Views that read the same property of the
    /// same object (the usual wide update) share one answer, made once per
    /// application (`known`, `last`). The first time a key path's property is named
    /// alone, its field is learned (`learnedFields`): from then on only that field is kept.
    func observationChange(
        _ pending: PendingObservation, keyPath: AnyKeyPath?, snapshots: [FieldKey: ObservedObjectSnapshot],
        before: [FieldKey: (object: AnyObject, value: Any)],
        known: inout [FieldKey: ObservationChange], last: inout (key: FieldKey, change: ObservationChange)?,
        shares: Bool
    ) -> ObservationChange {
        guard let keyPath else { return .unnamed }
        let keyPathType = type(of: keyPath)
        // One object or none (nearly every view): one answer per key path and object.
        var key: FieldKey?
        switch pending.objects {
        case .none: key = FieldKey(keyPath: keyPath, object: nil)
        case .one(let object): key = FieldKey(keyPath: keyPath, object: object)
        case .many: key = nil
        }
        // The views of one write come one after another: the last answer is checked by identity first.
        if let key, let last, last.key.keyPath === key.keyPath, last.key.object == key.object { return last.change }
        if shares, let key, let answer = known[key] {
            last = (key, answer)
            return answer
        }
        var properties: [ObservationChange.Property] = []
        var compared = false
        for object in pending.objects.all {
            if let learned = pending.learnedField, let kept = before[FieldKey(keyPath: keyPath, object: object)],
                let layout = ModelLayout.of(type(of: kept.object))
            {
                compared = true
                properties += ObservedObjectSnapshot.changed(
                    layout: layout, field: learned, before: kept.value, object: kept.object)
            } else if let snapshot = snapshots[FieldKey(keyPath: keyPath, object: object)] {
                compared = true
                let changed = snapshot.changed()
                // The key path's value now, to tell apart properties of its type that changed: read
                // through the model's getter only outside a body (there it would become a dependency).
                let current = changed.count > 1 && evaluation == nil ? (snapshot.object as Any)[keyPath: keyPath] : nil
                let named = ObservedObjectSnapshot.named(changed, valueType: keyPathType.valueType, current: current)
                if named.count == 1, let layout = ModelLayout.of(type(of: snapshot.object)),
                    let index = layout.fields.firstIndex(where: {
                        $0.label == "_" + named[0].name || $0.label == named[0].name
                    })
                {
                    learnedFields[ObjectIdentifier(keyPath)] = (keyPath, index)
                }
                properties += named
            }
        }
        let answer = ObservationChange(
            object: typeName(keyPathType.rootType), valueType: typeName(keyPathType.valueType),
            properties: properties, compared: compared)
        if let key {
            if shares { known[key] = answer }
            last = (key, answer)
        }
        return answer
    }

    /// A type's name as the trace prints it, made once per type.
    func typeName(_ type: Any.Type) -> String {
        let id = ObjectIdentifier(type)
        if let known = typeNames[id] { return known }
        let name = _typeName(type, qualified: false)
        typeNames[id] = name
        return name
    }

    /// Records and applies queued Observation changes in node order (id order),
    /// whatever order the registrar called back in.
    func applyObservationChanges() {
        if !crossCheckUnconfirmed.isEmpty { reportUnconfirmedObservations() }
        guard !pendingObservations.isEmpty else { return }
        var changes = pendingObservations
        pendingObservations = spareObservations
        spareObservations = []
        var writes = pendingObservationWrites
        pendingObservationWrites = spareObservationWrites
        spareObservationWrites = []
        defer {
            changes.emptyFromEnd()
            spareObservations = changes
            writes.emptyFromEnd()
            spareObservationWrites = writes
        }
        let snapshots = observedSnapshots
        let before = fieldsBefore
        observedSnapshots = [:]
        fieldsBefore = [:]
        lastSnapshot = nil
        lastLearned = nil
        var known: [FieldKey: ObservationChange] = [:]
        var last: (key: FieldKey, change: ObservationChange)?
        // Node order, ties in callback order: sort (id, position) keys, not the
        // changes themselves (each holds a transaction; moving them cost more than
        // the rest of a wide update). viewsim's registrar calls back in node order for
        // one write, so the changes are often in order already and not sorted.
        let inOrder = changes.indices.dropFirst().allSatisfy { changes[$0 - 1].nodeID <= changes[$0].nodeID }
        let order = inOrder ? nil : Self.nodeOrder(of: changes)
        let shares = changes.count > 1
        // Read in place through the buffers: an entry passed as `changes[i]` was copied out
        // first (its fields retained and released).
        changes.withUnsafeBufferPointer { changes in
            writes.withUnsafeBufferPointer { writes in
                for position in changes.indices {
                    let change = changes.baseAddress! + (order?[position] ?? position)
                    apply(
                        change.pointee, write: writes.baseAddress! + Int(change.pointee.writeIndex),
                        snapshots: snapshots, before: before, known: &known, last: &last, shares: shares)
                }
            }
        }
    }

    /// Records and applies one queued Observation change (`applyObservationChanges()`).
    private func apply(
        _ change: PendingObservation, write details: UnsafePointer<PendingObservationWrite>,
        snapshots: [FieldKey: ObservedObjectSnapshot],
        before: [FieldKey: (object: AnyObject, value: Any)],
        known: inout [FieldKey: ObservationChange], last: inout (key: FieldKey, change: ObservationChange)?,
        shares: Bool
    ) {
        guard !change.node.isRemoved else { return }
        if let writer = details.pointee.writer {
            observableWrittenDuringUpdate(by: writer, reader: change.node, cause: details.pointee.cause)
        }
        let event = record(
            .observationChange(
                node: change.node.reference,
                change: details.pointee.write?.change(appliedBy: self)
                    ?? observationChange(
                        change, keyPath: details.pointee.keyPath, snapshots: snapshots, before: before,
                        known: &known, last: &last, shares: shares)),
            cause: details.pointee.cause)
        invalidate(
            change.node, reason: .dependencies, cause: event, transaction: details.pointee.transaction,
            duringEvaluationOf: details.pointee.writer)
    }

    /// Records, once per writing view and frame, that a body wrote an `@Observable`
    /// property another body reads. SwiftUI has no message for this; the text is
    /// viewsim's own and says so.
    func observableWrittenDuringUpdate(by writer: ViewNode, reader: ViewNode, cause: EventID?) {
        guard writer.reports.observableWriteWarningFrame != frameIndex else { return }
        writer.reports.observableWriteWarningFrame = frameIndex
        record(
            .diagnostic(.observableWrittenDuringUpdate(writer: writer.reference, reader: reader.reference)),
            cause: cause)
    }

    /// Records a `@State` write made during a body evaluation, which is dropped.
    func recordDroppedWrite(property: String, node: ViewNode, during evaluating: ViewNode) {
        let event = record(
            .stateWriteDropped(node: node.reference, property: property, during: evaluating.reference),
            cause: activeCause)
        record(
            .diagnostic(.modifyingStateDuringUpdate(property: property, evaluating: evaluating.reference)), cause: event
        )
    }
}
