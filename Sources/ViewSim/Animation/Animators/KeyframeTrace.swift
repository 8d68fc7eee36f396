// Records, while a KeyframeAnimator's content runs, the keyframe time, the value
// and the active keyframes, under the animator's node. Lesson: lesson8.

enum KeyframeTrace {
    static func record(time: Double, duration: Double, value: Any, active: String) {
        guard let context = EvaluationContext.current else { return }
        let animator = context.node.ancestor { $0.typeName.hasPrefix("KeyframeAnimator") } ?? context.node
        let graph = context.node.graph
        graph.record(.animation(node: animator.reference, attribute: "keyframes", phase: .frame(
            presentation: "\(ValueFormatter.describe(value)) at \(ValueFormatter.number(time))s of \(ValueFormatter.number(duration))s",
            model: active)), causes: graph.activeCause.map { [$0] } ?? [])
    }
}
