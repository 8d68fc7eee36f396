// Models SwiftUI's `onReceive(_:perform:)`: the view subscribes to a publisher
// when it appears and cancels when it disappears; each value runs the action,
// an event of its own whose writes it causes.
// Simplifies: the action runs as the value is published (synchronously, as
// Combine delivers), except a value published as the view subscribes (a
// `$property`'s current value), which runs after that update; a new value of the modifier keeps the subscription and
// uses its latest action, unless the publisher is another object (a view
// re-created with a new `Timer.publish(…).autoconnect()`), which subscribes anew.
// Lesson: lesson13 (a timer driving a counter).

/// `.onReceive(_:perform:)`.
nonisolated public struct _SubscriptionModifier<P: Publisher>: PrimitiveModifier where P.Failure == Never {
    var publisher: P
    var action: (P.Output) -> Void

    package var _label: String { ".onReceive" }
    package var _recordsAttributeChanges: Bool { false }

    package func _didInsert(node: ViewNode) {
        subscribe(node: node)
    }

    package func _didUpdate(node: ViewNode, from old: any PrimitiveModifier) {
        guard let receiver = node.graph.tasks.receivers[node.id] as? PublisherReceiver<P.Output> else {
            subscribe(node: node)
            return
        }
        if let old = old as? Self, Self.isSameObject(old.publisher, publisher) {
            receiver.action = action
            return
        }
        receiver.cancel()
        subscribe(node: node)
    }

    package func _willRemove(node: ViewNode) {
        guard let receiver = node.graph.tasks.receivers.removeValue(forKey: node.id) as? PublisherReceiver<P.Output>
        else { return }
        receiver.cancel()
    }

    private func subscribe(node: ViewNode) {
        let receiver = PublisherReceiver<P.Output>(
            graph: node.graph, node: node.reference, label: "onReceive(\(publisher.traceName))", action: action)
        node.graph.tasks.receivers[node.id] = receiver
        // A value published as the view subscribes (a `$property`'s current value)
        // runs after this update, as `onAppear` does, not in the middle of it.
        var early: [P.Output] = []
        var subscribing = true
        let subscription = publisher.sink { [weak receiver] value in
            if subscribing { early.append(value) } else { receiver?.receive(value) }
        }
        subscribing = false
        receiver.subscription = subscription
        for value in early {
            node.graph.enqueueAction(from: node, label: receiver.label, cause: node.graph.activeCause) {
                [weak receiver] in receiver?.runAction(value)
            }
        }
    }

    /// Whether two publishers are the same object (value publishers never are:
    /// their subscription is kept).
    private static func isSameObject(_ a: P, _ b: P) -> Bool {
        guard P.self is AnyObject.Type else { return true }
        return (a as AnyObject) === (b as AnyObject)
    }
}

/// A view's subscription to a publisher: runs the view's latest action with
/// each value, as an event of the simulation.
final class PublisherReceiver<Output> {
    /// Its simulation's executor (the graph through it: nothing holds a graph weakly).
    private let executor: SimulatedExecutor
    let node: NodeRef
    let label: String
    var action: (Output) -> Void
    var subscription: AnyCancellable?

    init(graph: ViewGraph, node: NodeRef, label: String, action: @escaping (Output) -> Void) {
        self.executor = graph.executor
        self.node = node
        self.label = label
        self.action = action
    }

    func receive(_ value: Output) {
        guard let graph = executor.graph, subscription != nil else { return }
        SimulationContext.with(graph) {
            graph.openLooseFrameIfNeeded()
            let event = graph.record(.actionRun(node: node, label: label, dispatch: nil), cause: graph.activeCause)
            graph.withCause(event) {
                action(value)
                graph.applyObservationChanges()
            }
        }
    }

    /// Runs the action for a value that came as the view subscribed (as a
    /// post-update action, which records its own event).
    func runAction(_ value: Output) {
        guard subscription != nil else { return }
        action(value)
    }

    func cancel() {
        let subscription = self.subscription
        self.subscription = nil
        subscription?.cancel()
    }
}

nonisolated extension View {
    /// Adds an action to perform when this view receives a value from `publisher`;
    /// the view subscribes when it appears and cancels when it disappears.
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    ///
    /// Text("\(seconds)")
    ///     .onReceive(timer) { _ in seconds += 1 }
    ///     // ▷ onReceive(Timer.publish) action of .onReceive #3 runs, each simulated second
    /// ```
    public func onReceive<P: Publisher>(
        _ publisher: P, perform action: @escaping (P.Output) -> Void
    ) -> ModifiedContent<Self, _SubscriptionModifier<P>> where P.Failure == Never {
        modifier(_SubscriptionModifier(publisher: publisher, action: action))
    }
}
