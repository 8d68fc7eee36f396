// Models what a body depends on: property wrappers (`@State`, `@Binding`,
// `@StateObject`, `@ObservedObject`, `@Environment`) linked to the node's
// storage, `objectWillChange` subscriptions, and Observation's change callbacks,
// which are queued and applied in node order; and the warnings for state written
// while a body runs.
// Simplifies: property wrappers are found by reflection (`Mirror`), or from the
// type's `ComparisonPlan` when its field types say which fields hold them, and
// linked by label; Observation does not say which property changed (`@dependencies`).
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
            guard let plan = ComparisonPlanCache.plan(for: T.self, sample: { value }), plan.linksByPlan else { return nil }
            return withUnsafePointer(to: value) { pointer in
                var found = false
                for field in plan.fields where field.linkRole == .link {
                    guard let property = field.reader.value(at: UnsafeRawPointer(pointer) + field.offset) as? any DynamicPropertyLink else { continue }
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
    package func observe<Object: ObservableObject>(_ object: Object, from node: ViewNode, label: String, kind: DynamicPropertyKind) -> () -> Void {
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
        let event = record(.objectWillChange(object: change.object, property: change.property, old: change.old, new: change.new), cause: activeCause)
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
    /// change can name the property that changed. An object is kept once until the
    /// changes are applied, however many views read it (the first write since the
    /// views last updated is the one its snapshot precedes).
    func observationChanged(_ node: ViewNode, keyPath: AnyKeyPath? = nil) {
        node.evaluation.observation = nil
        openLooseFrameIfNeeded()
        var objects = ObservedObjectSnapshot.List.none
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
            ObservedObjectSnapshot.forEachObject(ofType: root, in: node.view, fields: fields) { object in
                let id = ObjectIdentifier(object)
                objects.append(id)
                if lastSnapshot == id { return }
                lastSnapshot = id
                if observedSnapshots[id] == nil { observedSnapshots[id] = ObservedObjectSnapshot(object) }
            }
        }
        pendingObservations.append(PendingObservation(
            node: node, cause: activeCause, transaction: Transaction.current, writer: evaluation?.node,
            keyPathType: keyPathType, objects: objects))
    }

    /// The positions of `changes` in node order (id order), ties in callback order.
    ///
    /// Each (id, position) pair is packed into one integer, so the sort compares
    /// integers rather than calling a closure on tuples (a fifth of the sort's
    /// cost); ids and positions beyond 32 bits fall back to sorting the pairs.
    static func nodeOrder(of changes: [PendingObservation]) -> [Int] {
        guard changes.count > 1 else { return Array(changes.indices) }
        let limit = 1 << 32
        if changes.count < limit, changes.allSatisfy({ $0.node.id >= 0 && $0.node.id < limit }) {
            var keys = changes.indices.map { changes[$0].node.id << 32 | $0 }
            keys.sort()
            return keys.map { $0 & (limit - 1) }
        }
        return changes.indices.sorted { (changes[$0].node.id, $0) < (changes[$1].node.id, $1) }
    }

    /// An Observation change waiting to be recorded and applied in node order.
    struct PendingObservation {
        let node: ViewNode
        let cause: EventID?
        let transaction: Transaction?
        /// The view whose body was running when the property was written, if any.
        let writer: ViewNode?
        /// The changed property's key path type, when Observation gave it.
        var keyPathType: AnyKeyPath.Type? = nil
        /// The view's objects of the key path's root type (their snapshots are in the graph's table).
        var objects = ObservedObjectSnapshot.List.none

        /// What changed: the model's type and the properties that differ from the
        /// snapshots. Views that read the same object (the usual wide update) share
        /// one answer, made once per application (`known`).
        func change(snapshots: [ObjectIdentifier: ObservedObjectSnapshot], known: inout [ChangeKey: ObservationChange],
                    last: inout (key: ChangeKey, change: ObservationChange)?) -> ObservationChange {
            guard let keyPathType else { return .unnamed }
            // One object or none (nearly every view): one answer per key path and object.
            var key: ChangeKey?
            switch objects {
            case .none: key = ChangeKey(keyPathType: ObjectIdentifier(keyPathType), object: nil)
            case .one(let object): key = ChangeKey(keyPathType: ObjectIdentifier(keyPathType), object: object)
            case .many: key = nil
            }
            if let key, let last, last.key == key { return last.change }
            if let key, let answer = known[key] {
                last = (key, answer)
                return answer
            }
            let compared = objects.all.compactMap { snapshots[$0] }
            let properties = compared.flatMap { ObservedObjectSnapshot.named($0.changed(), valueType: keyPathType.valueType) }
            let answer = ObservationChange(object: _typeName(keyPathType.rootType, qualified: false),
                                           valueType: _typeName(keyPathType.valueType, qualified: false), properties: properties,
                                           compared: !compared.isEmpty)
            if let key {
                known[key] = answer
                last = (key, answer)
            }
            return answer
        }
    }

    /// The key path's type and the one object compared (or none): views with the same key share one change.
    struct ChangeKey: Hashable, Equatable {
        let keyPathType: ObjectIdentifier
        let object: ObjectIdentifier?
    }

    /// Records and applies queued Observation changes in node order (id order),
    /// whatever order the registrar called back in.
    func applyObservationChanges() {
        guard !pendingObservations.isEmpty else { return }
        let changes = pendingObservations
        pendingObservations = []
        let snapshots = observedSnapshots
        observedSnapshots = [:]
        lastSnapshot = nil
        var known: [ChangeKey: ObservationChange] = [:]
        var last: (key: ChangeKey, change: ObservationChange)?
        // Node order, ties in callback order: sort (id, position) keys, not the
        // changes themselves (each holds a transaction; moving them cost more than
        // the rest of a wide update).
        for index in Self.nodeOrder(of: changes) {
            let change = changes[index]
            guard !change.node.isRemoved else { continue }
            if let writer = change.writer { observableWrittenDuringUpdate(by: writer, reader: change.node, cause: change.cause) }
            let event = record(.observationChange(node: change.node.reference, change: change.change(snapshots: snapshots, known: &known, last: &last)), cause: change.cause)
            invalidate(change.node, reason: .dependencies, cause: event, transaction: change.transaction, duringEvaluationOf: change.writer)
        }
    }

    /// Records, once per writing view and frame, that a body wrote an `@Observable`
    /// property another body reads. SwiftUI has no message for this; the text is
    /// viewsim's own and says so.
    func observableWrittenDuringUpdate(by writer: ViewNode, reader: ViewNode, cause: EventID?) {
        guard writer.reports.observableWriteWarningFrame != frameIndex else { return }
        writer.reports.observableWriteWarningFrame = frameIndex
        record(.diagnostic(.observableWrittenDuringUpdate(writer: writer.reference, reader: reader.reference)), cause: cause)
    }

    /// Records a `@State` write made during a body evaluation, which is dropped.
    func recordDroppedWrite(property: String, node: ViewNode, during evaluating: ViewNode) {
        let event = record(.stateWriteDropped(node: node.reference, property: property, during: evaluating.reference), cause: activeCause)
        record(.diagnostic(.modifyingStateDuringUpdate(property: property, evaluating: evaluating.reference)), cause: event)
    }
}
