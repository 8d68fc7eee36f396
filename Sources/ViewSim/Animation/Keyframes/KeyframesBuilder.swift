// Models SwiftUI's `KeyframesBuilder` (iOS 17): tracks in a block, or keyframes
// written directly (they become one track on the whole value). As in SwiftUI,
// `if`/`else` and `for`-`in` work on keyframes, not on tracks.
// Simplifies: the combined types are internal and resolve in declaration order.
import Foundation

/// The result builder that combines tracks, or keyframes, into one `Keyframes` value.
///
/// ```swift
/// KeyframeTimeline(initialValue: Stroke()) {
///     KeyframeTrack(\.trim) { CubicKeyframe(1, duration: 2) }
///     KeyframeTrack(\.opacity) { MoveKeyframe(0.1) }
/// }
/// KeyframeTimeline(initialValue: 0.0) {      // keyframes on the whole value
///     LinearKeyframe(1, duration: 1)
///     SpringKeyframe(0)
/// }
/// ```
@resultBuilder
public struct KeyframesBuilder<Value> {
    // MARK: Keyframes written directly: one track on the whole value.

    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value {
        first
    }

    public static func buildPartialBlock(
        accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
    ) -> some KeyframeTrackContent<Value> where Value: Animatable {
        KeyframeTrackContentPair(first: accumulated, second: next)
    }

    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        first component: First
    ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where First.Value == Value, Second.Value == Value {
        KeyframeTrackContentBuilder<Value>.buildEither(first: component)
    }

    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        second component: Second
    ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where First.Value == Value, Second.Value == Value {
        KeyframeTrackContentBuilder<Value>.buildEither(second: component)
    }

    public static func buildArray(
        _ components: [some KeyframeTrackContent<Value>]
    ) -> some KeyframeTrackContent<Value> where Value: Animatable {
        KeyframeTrackContentArray(elements: components)
    }

    /// Keyframes written directly make one track on the whole value.
    public static func buildFinalResult<Content: KeyframeTrackContent>(
        _ component: Content
    ) -> KeyframeTrack<Value, Value, Content> where Content.Value == Value {
        KeyframeTrack(wholeValue: component)
    }

    // MARK: Tracks.

    public static func buildExpression<K: Keyframes>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    public static func buildPartialBlock<K: Keyframes>(first: K) -> K where K.Value == Value {
        first
    }

    public static func buildPartialBlock(
        accumulated: some Keyframes<Value>, next: some Keyframes<Value>
    ) -> some Keyframes<Value> {
        KeyframesPair(first: accumulated, second: next)
    }

    /// An empty block: no tracks.
    public static func buildBlock() -> some Keyframes<Value> {
        EmptyKeyframes<Value>()
    }

    public static func buildFinalResult<K: Keyframes>(_ component: K) -> K where K.Value == Value {
        component
    }
}

/// No tracks: the keyframes of an empty block.
struct EmptyKeyframes<Value>: Keyframes {
    var body: Self { return self }
    func _resolve(into resolved: inout _ResolvedKeyframes<Value>) {}
}

/// Two groups of tracks, one after the other (later tracks win on the same property).
struct KeyframesPair<First: Keyframes, Second: Keyframes>: Keyframes where First.Value == Second.Value {
    typealias Value = First.Value
    let first: First
    let second: Second

    var body: Self { return self }

    func _resolve(into resolved: inout _ResolvedKeyframes<First.Value>) {
        first._resolve(into: &resolved)
        second._resolve(into: &resolved)
    }
}
