// Models nothing in SwiftUI: the fuzzer's cross-check of viewsim's Observation registrar against
// Apple's tracking. With `SimulationConfiguration.checksObservationAgainstApple`, every body also
// runs inside Apple's `withObservationTracking(_:willSet:)` and viewsim's registrar reports every
// read and write to Apple's registrar too; each write must then reach the same views through both.
// Simplifies: a disagreement is recorded as text (`observationCrossCheckFailures`), not traced;
// Apple's tracking is one-shot per run, as viewsim's reader is, so both fire at most once per run.

extension ViewGraph {
    /// Apple's tracking of `node`'s last run fired for `keyPath`: viewsim's reader must have
    /// been told of the same write just before (its registrar tells itself, then Apple's).
    func appleTrackingFired(_ node: ViewNode, keyPath: AnyKeyPath?) {
        if let index = crossCheckUnconfirmed.firstIndex(where: { $0.node === node }) {
            crossCheckUnconfirmed.remove(at: index)
            return
        }
        // Already told of an earlier write since its last run: Apple's tracking of that run
        // fires at its first write too, so this is a later one neither reports again.
        if node.observationReader?.fired == true { return }
        let property = keyPath.map { "\(type(of: $0).rootType).\(type(of: $0).valueType)" } ?? "a property"
        observationCrossCheckFailures.append(
            "frame \(frameIndex): Apple's tracking says \(node.reference) read \(property) (a key path of that"
                + " root and value type), which was written; viewsim's registrar did not tell it")
        // Keep the simulation right: queue the change as Apple's tracking would.
        observationChanged(node, keyPath: keyPath)
    }

    /// Writes viewsim's registrar reported that Apple's tracking never confirmed.
    func reportUnconfirmedObservations() {
        for (node, write) in crossCheckUnconfirmed where !node.isRemoved {
            observationCrossCheckFailures.append(
                "frame \(frameIndex): viewsim's registrar told \(node.reference) of a write (\(write.change));"
                    + " Apple's tracking of its last run did not fire")
        }
        crossCheckUnconfirmed.removeAll()
    }
}
