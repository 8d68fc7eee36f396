// Models SwiftUI's internal `DefaultCombiningAnimation`: how animations that do not
// merge run together. Each newer animation moves from the current output of the
// older ones to its own cumulative target — a blend, not a plain sum. Simplifies:
// the per-entry targets live in the context state, so `value` must be the total delta.
import Foundation

/// Animations running together on one value, oldest first. Entry *i* animates
/// `target_i − result` (result = the output of the entries before it) at its own time;
/// once it finishes, the result is `target_i`. The whole animation finishes when the
/// newest entry does, and is logically complete when the newest entry is.
package struct DefaultCombiningAnimation: BuiltInAnimation {
    package struct Entry: Hashable, Sendable {
        package var animation: Animation
        /// The combined animation's time at which this entry began.
        package var beginTime: TimeInterval
    }

    package private(set) var entries: [Entry]
    /// How many entries were still running when the newest one was added (itself included).
    package private(set) var running: Int

    init(entries: [Entry], running: Int? = nil) {
        self.entries = entries
        self.running = running ?? entries.count
    }

    struct EntryState<V: VectorArithmetic> {
        /// The cumulative delta this entry animates to.
        var target: V
        var state = AnimationState<V>()
        var isLogicallyComplete = false
        var isFinished = false
    }

    struct Entries<V: VectorArithmetic>: AnimationStateKey {
        static var defaultValue: [EntryState<V>] { [] }
    }

    /// The result before the first entry: zero, or the frozen output of entries
    /// folded away (see `maximumEntries`).
    struct Base<V: VectorArithmetic>: AnimationStateKey {
        static var defaultValue: V { .zero }
    }

    /// The most animations combined on one value at once. viewsim's model:
    /// SwiftUI keeps every unfinished entry, so a value re-targeted every frame
    /// with an animation that never finishes (`repeatForever`) would cost more
    /// each frame; viewsim folds the oldest entry instead — the value it shows at
    /// that moment becomes the start of the next entry — so a frame's cost stays
    /// bounded and the presentation does not jump.
    package static let maximumEntries = 8

    /// Starts combining `previous` (running with delta `previousValue` and its state in
    /// `context`) with `next`, which began at `time` and adds `nextValue`.
    package static func combine<V: VectorArithmetic>(
        previous: Animation, previousValue: V, next: Animation, nextValue: V, at time: TimeInterval,
        context: inout AnimationContext<V>
    ) -> DefaultCombiningAnimation {
        if let running = previous.base as? DefaultCombiningAnimation {
            var states = context.state[Entries<V>.self]
            var entries = running.entries
            if states.count != entries.count { states = entries.map { _ in EntryState(target: previousValue) } }
            // A finished entry pins the result to its target, so the entries before
            // the last finished one no longer matter: drop them (the list would
            // otherwise grow with every interruption).
            if let lastFinished = states.lastIndex(where: \.isFinished), lastFinished > 0 {
                states.removeFirst(lastFinished)
                entries.removeFirst(lastFinished)
            }
            var base = context.state[Base<V>.self]
            while states.count >= maximumEntries {
                // Fold the oldest entry: its output now is where the next one starts from.
                var inner = context.withState(states[0].state)
                let local = max(0, time - entries[0].beginTime)
                let step =
                    states[0].isFinished
                    ? nil
                    : entries[0].animation.animate(value: states[0].target - base, time: local, context: &inner)
                base = step.map { base + $0 } ?? states[0].target
                states.removeFirst()
                entries.removeFirst()
            }
            context.state[Base<V>.self] = base
            states.append(EntryState(target: previousValue + nextValue))
            context.state[Entries<V>.self] = states
            return DefaultCombiningAnimation(
                entries: entries + [Entry(animation: next, beginTime: time)],
                running: states.filter { !$0.isFinished }.count)
        }
        var first = EntryState(target: previousValue, state: context.state)
        first.isLogicallyComplete = context.isLogicallyComplete
        var fresh = context.withState(AnimationState<V>())
        fresh.state[Entries<V>.self] = [first, EntryState(target: previousValue + nextValue)]
        context = fresh
        return DefaultCombiningAnimation(entries: [
            Entry(animation: previous, beginTime: 0), Entry(animation: next, beginTime: time),
        ])
    }

    /// Specialised as `FluidSpringAnimation.animate` is (for the same types): each frame
    /// evaluates every entry, and a superseded change keeps a copy of the whole combination.
    @_specialize(exported:false,where V == Double)
    @_specialize(exported:false,where V == CGFloat)
    @_specialize(exported:false,where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(
        exported:false,where V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>
    )
    @_specialize(
        exported:false,where V == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>
    )
    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let time = AnimationInputClamp.time(time)
        var states = context.state[Entries<V>.self]
        if states.count != entries.count { states = entries.map { _ in EntryState(target: value) } }
        var result = context.state[Base<V>.self]
        for index in entries.indices {
            if states[index].isFinished {
                result = states[index].target
                continue
            }
            var inner = context.withState(states[index].state)
            inner.isLogicallyComplete = states[index].isLogicallyComplete
            let local = max(0, time - entries[index].beginTime)
            if let step = entries[index].animation.animate(
                value: states[index].target - result, time: local, context: &inner)
            {
                result += step
                states[index].state = inner.state
            } else {
                result = states[index].target
                states[index].isFinished = true
                states[index].state = AnimationState()
            }
            states[index].isLogicallyComplete = inner.isLogicallyComplete || states[index].isFinished
        }
        context.state[Entries<V>.self] = states
        guard let newest = states.last else { return nil }
        if newest.isLogicallyComplete { context.isLogicallyComplete = true }
        return newest.isFinished ? nil : result
    }

    /// A forward difference over one 1/300 s step, evaluated on a copy of the state.
    package func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let step = 1.0 / 300
        var now = context
        var later = context
        guard let current = animate(value: value, time: time, context: &now),
            let next = animate(value: value, time: time + step, context: &later)
        else { return nil }
        return (next - current).scaled(by: 1 / step)
    }

    package var canFinish: Bool { entries.last?.animation.canFinish ?? true }
    /// The newest entry decides both finishing and logical completion.
    package var canComplete: Bool { entries.last?.animation.canComplete ?? true }

    package var description: String {
        let parts = entries.map { entry in
            entry.beginTime == 0
                ? entry.animation.description
                : "\(entry.animation) from \(ValueFormatter.number(entry.beginTime))s"
        }
        return "combined(\(parts.joined(separator: ", ")))"
    }
}
