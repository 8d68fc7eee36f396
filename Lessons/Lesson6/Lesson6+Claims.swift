// The claims of lesson 6 and their checks against the trace: the entry dates and
// frames of the seed's custom cyclic schedule, with and without a loop count, and
// the spring each entry starts. Simplifies: times are compared to 0.1 ms.
import ViewSim

extension Lesson6 {
    /// The heart's entries in its first 1.7 s, counted from when it appeared.
    static let heartEntries: [Double] = [0.2, 0.4, 0.8, 1.0, 1.2, 1.6]
    /// The spring the seed gives the heart, as the trace writes it.
    static let heartSpring = Animation.spring(response: 0.1, dampingFraction: 0.24, blendDuration: 0.2)

    static var claims: [ScenarioClaim] {
        [
            ScenarioClaim(
                "The custom CyclicTimelineSchedule adds its offsets 0.2, 0.2, 0.4 in a loop to the date the heart appeared, which its content shows until the first entry"
            ) { trace in
                TraceQuery.checkCycle(
                    trace, view: "BeatingHeart", appear: Step.heart, steps: Step.heart...Step.heartbeats,
                    expected: heartEntries)
            },
            ScenarioClaim(
                "Each entry advances the heart's phase and springs its scale to 1.6, 2, 1, …; each new spring merges with the running one, keeping its velocity"
            ) { trace in
                let starts = TraceQuery.animationStarts(
                    trace, of: TraceQuery.nodeIDs(below: "BeatingHeart", in: trace), steps: Step.heart...Step.heartbeats
                )
                let scales = ["(1.6, 1.6)", "(2, 2)", "(1, 1)", "(1.6, 1.6)", "(2, 2)", "(1, 1)", "(1.6, 1.6)"]
                guard starts.map(\.to.description) == scales else {
                    return "the heart's scale animated to \(starts.map(\.to.description)), expected \(scales)"
                }
                guard starts.map(\.kind) == ["started"] + Array(repeating: "merged", count: 6) else {
                    return "the springs were \(starts.map(\.kind)), expected one start and then merges"
                }
                if let other = starts.first(where: { $0.animation != heartSpring }) {
                    return "in \(TraceQuery.describe(other.frame)) the scale animated with \(other.animation)"
                }
                return nil
            },
            ScenarioClaim(
                "With cyclic(loopCount: 3, …) the seed's schedule plays its offsets twice, six entries, and then stops: it counts a loop before the first entry"
            ) { trace in
                TraceQuery.checkCycle(
                    trace, view: "CountedHeart", appear: Step.loops, steps: Step.loops...Step.loops,
                    expected: heartEntries)
                    ?? {
                        // The next entry would come 0.2 s after the last; the step must last past it.
                        let start =
                            TraceQuery.insertions(of: "CountedHeart", in: trace, steps: Step.loops...Step.loops).first?
                            .frame.time ?? 0
                        let end = TraceQuery.stepEnd(trace, step: Step.loops)
                        return end >= start + 1.8 + 0.25
                            ? nil : "step \(Step.loops) ended at t=\(end)s, too soon to see the schedule stop"
                    }()
            },
        ]
    }
}
