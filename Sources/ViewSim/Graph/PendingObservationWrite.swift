// Models what the views told of one Observation write share while the change waits to be
// applied: the event running when the property was written, the `withTransaction` call it
// ran in, the body that wrote it, the key path Apple's registrar gave and the write viewsim's
// registrar named. Kept once beside the queue of pending changes
// (`ViewGraph.pendingObservationWrites`), so that each view's entry in the queue
// (`ViewGraph.PendingObservation`) stays small: a wide write tells thousands of views.
// Simplifies: views share one record only when they come one after another with every detail
// the same, compared by identity (a registrar tells the readers of one write together); a
// write told in pieces has a record per piece, with the same details.
// Lesson: none (a memory layout detail; docs/Benchmarks.md, tenth round).

/// The details of one Observation write, shared by the pending changes of the views it tells.
///
/// ```swift
/// let index = graph.observationWriteIndex(keyPath: nil, write: write)   // shared with the view before
/// graph.pendingObservationWrites[index].transaction                      // Transaction.current at the write
/// ```
struct PendingObservationWrite {
    /// The event running when the property was written.
    let cause: EventID?
    /// The `withTransaction`/`withAnimation` call running then, nil outside any: its
    /// transaction is the write's, held by reference (one call binds one).
    let binding: Transaction.CurrentValue?
    /// The view whose body was running when the property was written, if any.
    let writer: ViewNode?
    /// The changed property's key path, when Observation gave it.
    let keyPath: AnyKeyPath?
    /// The write, named, when viewsim's registrar reported it (Apple's reports a key path).
    let write: ObservationWrite?

    /// The transaction current when the property was written (`Transaction.current`).
    var transaction: Transaction? { binding?.transaction }

    /// Whether a change with these details can share this record: each the same, by identity.
    func isShared(
        cause: EventID?, binding: Transaction.CurrentValue?, writer: ViewNode?, keyPath: AnyKeyPath?,
        write: ObservationWrite?
    ) -> Bool {
        self.cause == cause && self.binding === binding && self.writer === writer && self.keyPath === keyPath
            && self.write === write
    }
}
