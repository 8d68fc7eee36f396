// Models what the naming check reads from one run: every `observationChange`
// event (the model's type, whether viewsim compared it, the properties it
// names), and for a view that holds the model, what that view last read and the
// writes of its property from then until it read again (`FuzzObservableLog`).
// Plain data, so tests can break it on purpose and see the check fail.
import ViewSim

/// The `@Observable` changes of one run, as the naming check sees them.
public struct FuzzObservationFacts: Equatable, Sendable {
    /// One `observationChange` event.
    public struct Change: Equatable, Sendable {
        /// The reading view, as the trace names it (`FuzzObservableHolder #12`).
        public var node: String
        public var frame: Int
        /// The model's type; nil when Observation did not say.
        public var object: String?
        /// Whether viewsim found the model in the view and compared it (`ObservationChange.compared`).
        public var compared: Bool
        /// The properties named, with their values as the trace prints them.
        public var properties: [Property]
        /// What the view knows, when it holds the model; nil for any other view.
        public var holder: Holder?

        /// `Type.property` for each property named (`FuzzObservableModel.p3`).
        public var names: [String] { properties.map(\.name) }

        public init(
            node: String, frame: Int, object: String?, compared: Bool, properties: [Property], holder: Holder? = nil
        ) {
            self.node = node
            self.frame = frame
            self.object = object
            self.compared = compared
            self.properties = properties
            self.holder = holder
        }
    }

    /// A property a change names: `FuzzObservableModel.p3`, `4` → `5`.
    public struct Property: Equatable, Sendable {
        public var name: String
        public var old: String
        public var new: String
        public init(_ name: String, _ old: String, _ new: String) {
            self.name = name
            self.old = old
            self.new = new
        }
    }

    /// What a view that holds the model read, and what was written to it since.
    public struct Holder: Equatable, Sendable {
        /// The property it reads: `p<property>`.
        public var property: Int
        /// The value its body last read before the change; nil when it had not read.
        public var read: Int?
        /// The writes of its property after that read and before it read again, in order.
        public var writes: [Write]

        public init(property: Int, read: Int?, writes: [Write]) {
            self.property = property
            self.read = read
            self.writes = writes
        }
    }

    /// One write of a property.
    public struct Write: Equatable, Sendable {
        public var old: Int
        public var new: Int
        public init(old: Int, new: Int) {
            self.old = old
            self.new = new
        }
    }

    public var changes: [Change]

    public init(changes: [Change]) { self.changes = changes }

    /// The type names of the views that hold the model (their reads are logged).
    public static let holderTypeNames: Set<String> = [
        "FuzzObservableHolder", "FuzzObservableStateHolder", "FuzzRequiredEnvironmentHolder",
    ]

    /// The changes in `trace`; the holders' reads there are matched, in order, with
    /// the reads in `log` (one per body run), which places each change among the writes.
    public init(trace: Trace, log: FuzzObservableLog) {
        // Each holder body run in the trace is the next read in the log.
        var readPositions: [Int] = []
        for (position, entry) in log.entries.enumerated() {
            if case .read = entry { readPositions.append(position) }
        }
        var nextRead = 0
        /// The log position of each holder node's reads, in order, and how many the scan has passed.
        var reads: [Int: [Int]] = [:]
        for frame in trace.frames {
            for event in frame.events {
                guard case .bodyEvaluated(let node, _) = event.kind, Self.holderTypeNames.contains(node.label) else {
                    continue
                }
                if nextRead < readPositions.count { reads[node.id, default: []].append(readPositions[nextRead]) }
                nextRead += 1
            }
        }
        var passed: [Int: Int] = [:]
        var changes: [Change] = []
        for frame in trace.frames {
            for event in frame.events {
                if case .bodyEvaluated(let node, _) = event.kind, Self.holderTypeNames.contains(node.label) {
                    passed[node.id, default: 0] += 1
                    continue
                }
                guard case .observationChange(let node, let change) = event.kind else { continue }
                var holder: Holder?
                if Self.holderTypeNames.contains(node.label) {
                    let positions = reads[node.id] ?? []
                    let count = passed[node.id] ?? 0
                    let from = count > 0 && count <= positions.count ? positions[count - 1] : nil
                    let until = count < positions.count ? positions[count] : log.entries.count
                    var property = -1
                    var value: Int?
                    if let from, case .read(let k, let read) = log.entries[from] {
                        property = k
                        value = read
                    }
                    var writes: [Write] = []
                    for position in (from ?? 0)..<max(from ?? 0, until) {
                        if case .write(let k?, let old, let new) = log.entries[position], k == property {
                            writes.append(Write(old: old, new: new))
                        }
                    }
                    holder = Holder(property: property, read: value, writes: writes)
                }
                let properties = zip(change.names, change.properties).map { Property($0, "\($1.old)", "\($1.new)") }
                changes.append(
                    Change(
                        node: node.description, frame: frame.index, object: change.object, compared: change.compared,
                        properties: properties, holder: holder))
            }
        }
        self.changes = changes
    }
}
