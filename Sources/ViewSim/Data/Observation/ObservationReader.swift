// Models what SwiftUI's attribute graph keeps for a view's body: the observable properties it
// read, registered with their models until the body reads something else or the view goes
// away; also the reader of a `withObservationTracking` call, which fires once.
// Simplifies: one long-lived reader per view; a run that reads the same properties in the same
// order as the last one checks each read against the last and registers nothing (no
// allocation); the reader fires once until the body runs again, as Observation's tracking does.

/// The observable properties one body (or one `withObservationTracking` call) read.
///
/// ```swift
/// reader.begin()
/// ObservationReadScope.reading(into: reader) { node.view.body }   // the registrar calls read(_:slot:)
/// reader.end()   // registers what changed since the last run, if anything
/// ```
///
/// viewsim's engine: its stored properties skip the runtime's exclusivity check (about 100
/// instructions an access, several per body run): a reader is used on one thread at a time,
/// by its body's run and the writes that notify it.
final class ObservationReader: @unchecked Sendable {
    /// One property of one model.
    struct Read: Equatable {
        let properties: ObservedProperties
        let slot: Int

        static func == (lhs: Read, rhs: Read) -> Bool { lhs.properties === rhs.properties && lhs.slot == rhs.slot }
    }

    // Stored properties in the order a write and a body's run use them (a class's are laid out
    // in declaration order): the fields they read first, so that they share the object's first
    // cache line; the tracking call's handler and the graph order, read rarely, last.

    /// The view whose body reads; nil for a `withObservationTracking` call, or once the view is gone.
    unowned(unsafe) var node: ViewNode?
    /// Whether a write has been reported since the body last ran (Observation fires once).
    @exclusivity(unchecked) var fired = false
    /// Whether the body is running (reads are recorded).
    @exclusivity(unchecked) private var isReading = false
    /// Whether reads are also reported to Apple's registrar (the cross-check of the two
    /// trackers, `SimulationConfiguration.checksObservationAgainstApple`).
    @exclusivity(unchecked) var alsoTellsApple = false
    /// How many of `reads` the running body has made again, in order.
    @exclusivity(unchecked) private var matched = 0
    /// `reads.count` and `reads.first`, kept beside the other fields: a body that reads one
    /// property (the usual view) is checked against its last run without reaching the array's
    /// storage, one more cache line an update (missed when the views are many).
    @exclusivity(unchecked) private var readCount = 0
    @exclusivity(unchecked) private var firstRead: Read?
    /// Reads of the running body beyond `matched` that differ from the last run's.
    @exclusivity(unchecked) private var extra: [Read] = []
    /// The reads registered with their models, in the order the last run first made them.
    @exclusivity(unchecked) private(set) var reads: [Read] = [] {
        didSet {
            readCount = reads.count
            firstRead = reads.first
        }
    }
    /// Where the reader's notifications go among those of one write: the view's id (graph order);
    /// a tracking call's after every view's.
    let order: Int
    /// A `withObservationTracking` call's handler (called once, then the reader is cancelled).
    @exclusivity(unchecked) private var onChange: (@Sendable () -> Void)?

    init(node: ViewNode) {
        self.node = node
        order = node.id
    }

    /// The reader of viewsim's own reads (a write's old and new values, for the trace): it
    /// records nothing and tells nobody.
    static let silent = ObservationReader(onChange: {})

    /// Whether this is the silent reader.
    var isSilent: Bool { self === Self.silent }

    /// A reader for `withObservationTracking`.
    init(onChange: @escaping @Sendable () -> Void) {
        node = nil
        order = Int.max
        self.onChange = onChange
    }

    /// A body run starts: its reads are compared with the last run's.
    func begin() {
        matched = 0
        // Nearly always empty already (`end` empties it): removing nothing still cost a call.
        if !extra.isEmpty { extra.removeAll(keepingCapacity: true) }
        fired = false
        isReading = true
    }

    /// The running body read `slot` of `properties`.
    func read(_ properties: ObservedProperties, slot: Int) {
        guard isReading else { return }
        let read = Read(properties: properties, slot: slot)
        // The usual case: the same read as in the last run, in the same place (the first read
        // compared with the copy beside the other fields).
        if matched == 0, readCount > 0, extra.isEmpty, firstRead == read {
            matched = 1
            return
        }
        if matched > 0, matched < readCount, extra.isEmpty, reads[matched] == read {
            matched += 1
            return
        }
        // A property read again in this run.
        if reads[..<matched].contains(read) || extra.contains(read) { return }
        extra.append(read)
    }

    /// The body run ended: registers the reads that are new and cancels those not made again.
    /// Nothing to do (the usual case) when the run read what the last one did.
    func end() {
        isReading = false
        guard matched != readCount || !extra.isEmpty else { return }
        let kept = reads[..<matched]
        let dropped = reads[matched...].filter { !extra.contains($0) }
        let added = extra.filter { !reads[matched...].contains($0) }
        for read in dropped { read.properties.unregister(self, slot: read.slot) }
        for read in added { read.properties.register(self, slot: read.slot) }
        reads = Array(kept) + extra
        extra.removeAll(keepingCapacity: true)
    }

    /// Stops observing everything (the view went away, or a tracking call fired).
    func cancel() {
        isReading = false
        for read in reads { read.properties.unregister(self, slot: read.slot) }
        reads = []
        extra = []
        onChange = nil
    }

    /// A property this reader read will change (`write`). A view's body is queued to run
    /// (once until it runs again); a tracking call's handler runs once and its reads are cancelled.
    func notify(_ write: ObservationWrite) {
        if let node {
            // A body's own write while it runs does not run it again: its reads are registered
            // when it ends, as Observation installs a tracking after its closure returns.
            guard !fired, !isReading, !node.isRemoved else { return }
            fired = true
            node.graph.observationWillChange(node, write: write)
        } else if let handler = onChange {
            cancel()
            handler()
        }
    }

    deinit {
        for read in reads { read.properties.unregister(self, slot: read.slot) }
    }
}
