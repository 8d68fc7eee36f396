// Records, while a KeyframeAnimator's content runs, the keyframes that start (as
// an animation start naming them and the run) and the value every frame, under the
// animator's node. Lesson: lesson9.

enum KeyframeTrace {
    /// Records the frame's value and, when `segment` is set, that those keyframes began.
    static func record(
        segment: KeyframeSegmentAnimation?, run: KeyframeRun, time: Double, duration: Double, value: Any,
        end: @autoclosure () -> Any
    ) {
        guard let context = EvaluationContext.current else { return }
        let animator = context.node.ancestor { $0.view is any AnyKeyframeAnimator } ?? context.node
        let graph = context.node.graph
        let causes = graph.activeCause.map { [$0] } ?? []
        let shown = TraceValue(value)
        if let segment {
            graph.record(
                .animation(
                    node: animator.reference, attribute: "keyframes",
                    phase: .started(
                        animation: Animation(segment), from: shown, to: TraceValue(end()),
                        origin: .keyframeRun(number: run.number, time: time, duration: duration))), causes: causes)
        }
        graph.record(
            .animation(
                node: animator.reference, attribute: "keyframes",
                phase: .frame(AnimationFrameSample(presentation: shown, model: shown))),
            causes: causes)
    }
}
