// ReferenceGraph: the reference `viewsim-bench --compare` measures viewsim against — a tiny
// dependency graph in plain Swift, a stand-in for an attribute graph that anyone can build.
// What it models: nodes with an input value (an `Int`), an output, a dirty flag and an array
// of dependents. A write sets a node's input and marks its dependents dirty, queueing each once;
// an update pops the queue in order, recomputes each queued node's output from the graph with
// its rule (a closure, called through a pointer as an attribute graph calls a body), compares it
// with the old output, and only when it differs stores it and marks the node's dependents.
// What it simplifies: no layout, no trace, no identity or reconciliation, no animations, no
// observation of what a rule read (the edges are declared when a node is added); the queue is
// first in, first out, which is the graph's order because every node is added after the nodes it
// depends on and the benchmark's graphs are at most two levels deep. Storage is one array per
// field, sized when the graph is built, and the queue keeps its capacity: an update allocates
// only what a rule's own work allocates.
// Wall-clock timing is allowed here only: this is a benchmark, not a test.

/// A minimal dependency graph: sources carry inputs, rules compute outputs, and a change
/// propagates only while outputs differ.
///
/// ```swift
/// let graph = ReferenceGraph<String>(placeholder: "")
/// let shared = graph.addSource(input: 0)
/// let leaf = graph.addNode(dependingOn: [shared]) { graph, _ in "value \(graph.input(of: shared))" }
/// graph.write(shared, 1)
/// graph.update()   // the leaf's rule runs once; its output is now "value 1"
/// ```
final class ReferenceGraph<Output: Equatable> {
    /// Each node's input (what a write sets; rules read it).
    private var inputs: [Int] = []
    /// Each node's last computed output (a source keeps the placeholder).
    private(set) var outputs: [Output] = []
    /// Whether a node is in the queue.
    private var dirty: [Bool] = []
    /// The nodes whose outputs are computed from each node.
    private var dependents: [[Int]] = []
    /// Each node's rule; nil for a source.
    private var rules: [((ReferenceGraph, Int) -> Output)?] = []
    /// The dirty nodes in the order they were marked; reused across updates.
    private var queue: [Int] = []
    /// Rules run since the graph was built.
    private(set) var recomputations = 0
    /// Rules whose output differed from the previous one.
    private(set) var changes = 0
    private let placeholder: Output

    init(placeholder: Output) { self.placeholder = placeholder }

    /// The input of `node`.
    @inline(__always) func input(of node: Int) -> Int { inputs[node] }

    /// Adds a node with an input and no rule; returns its index.
    func addSource(input: Int) -> Int {
        inputs.append(input)
        outputs.append(placeholder)
        dirty.append(false)
        dependents.append([])
        rules.append(nil)
        return inputs.count - 1
    }

    /// Adds a node computed by `rule` from the graph, recomputed when one of `inputs` changes,
    /// computes its first output, and returns its index.
    func addNode(dependingOn sources: [Int], rule: @escaping (ReferenceGraph, Int) -> Output) -> Int {
        let node = inputs.count
        inputs.append(0)
        outputs.append(placeholder)
        dirty.append(false)
        dependents.append([])
        rules.append(rule)
        for source in sources { dependents[source].append(node) }
        outputs[node] = rule(self, node)
        return node
    }

    /// Reserves the queue's capacity for `count` nodes, as a graph sized once would.
    func reserveQueue(_ count: Int) { queue.reserveCapacity(count) }

    /// Sets `node`'s input and queues its dependents (each once).
    func write(_ node: Int, _ value: Int) {
        inputs[node] = value
        markDependents(of: node)
    }

    /// Recomputes every queued node in order; a node whose output changed queues its dependents.
    func update() {
        guard !queue.isEmpty else { return }
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            dirty[node] = false
            recomputations += 1
            guard let rule = rules[node] else { continue }
            let output = rule(self, node)
            if output != outputs[node] {
                outputs[node] = output
                changes += 1
                markDependents(of: node)
            }
        }
        queue.removeAll(keepingCapacity: true)
    }

    private func markDependents(of node: Int) {
        for dependent in dependents[node] where !dirty[dependent] {
            dirty[dependent] = true
            queue.append(dependent)
        }
    }
}
