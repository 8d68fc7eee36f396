// Models the promises about preferences every run must keep, read from the trace
// (`FuzzPreferenceFacts`): every loop by construction (a measured view's reader
// that writes what changes what it reads) is reported exactly once per view
// identity (a lazy row's reader that never changed three times in one frame
// excepted: it left the window first; and one whose frame hit the pass limit
// first, named by `.unsettledFrame`); no settling reader is reported as a loop or as never settling; a
// `runUntilIdle` during which a loop still went round does not return but throws
// `notIdle` naming the loop ("never settles"); and each modelled preference
// reader last delivered the value the fuzzer's model computes from the tree.

extension FuzzInvariants {
    /// Every preference check.
    public static func preferences(_ facts: FuzzPreferenceFacts) -> [FuzzViolation] {
        var loops: [FuzzViolation] = []
        var settled: [FuzzViolation] = []
        var idle: [FuzzViolation] = []
        var values: [FuzzViolation] = []
        let hosts = facts.hosts.isEmpty ? "" : " (measured views: \(facts.hosts.joined(separator: ", ")))"
        for reader in facts.readers {
            let what = "\(reader.node) reading \(reader.typeName) (\(reader.kind.action))"
            // A lazy row's reader is read only while its row is in the window: one that left it
            // before its third change in a frame is not reported (its row's size moves the window,
            // so it may come and go, never changing three times in one frame).
            // So is one whose frame ended at the pass limit before its third change (the frame's
            // `.unsettledFrame` diagnostic names that loop).
            let excused = reader.isExcused
            if reader.kind.loops, reader.loopReports != 1, !excused {
                loops.append(
                    FuzzViolation(
                        .preferenceLoop,
                        "loop reader \(what) was reported \(reader.loopReports) times, not once\(hosts)"))
            }
            if !reader.kind.loops, reader.loopReports > 0 || reader.neverSettles > 0 {
                settled.append(
                    FuzzViolation(
                        .preferenceSettles,
                        "settling reader \(what) was reported as a loop \(reader.loopReports) times and as never settling \(reader.neverSettles) times\(hosts)"
                    ))
            }
        }
        for step in facts.idleSteps {
            let readers = step.readers.joined(separator: ", ")
            guard let error = step.error else {
                idle.append(
                    FuzzViolation(
                        .preferenceLoop, "\(step.step) returned while loop readers \(readers) still changed\(hosts)"))
                continue
            }
            // Named as never settling, or (when another loop stopped the run first) by name as a loop
            // still going round (`ViewGraph.withPreferenceLoopsGoingOn`).
            let named = step.readers.contains { reader in
                [",", " ", ")"].contains { error.contains(reader + $0) }
            }
            if error.contains("was not idle"), !error.contains("never settles"), !named {
                idle.append(
                    FuzzViolation(
                        .preferenceLoop,
                        "\(step.step) threw without naming the loop of \(readers) (never settles): \(error.prefix(240))"
                    ))
            }
        }
        for (name, expected) in facts.expected.sorted(by: { $0.key < $1.key }) {
            guard let delivered = facts.delivered[name], delivered != expected else { continue }
            values.append(
                FuzzViolation(
                    .preferenceValue,
                    "preference reader \(name) last delivered \(delivered); the model of its tree gives \(expected)"))
        }
        return limited(loops) + limited(settled) + limited(idle) + limited(values)
    }
}
