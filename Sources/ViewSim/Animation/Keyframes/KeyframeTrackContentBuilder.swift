// Models SwiftUI's `KeyframeTrackContentBuilder` (iOS 17): keyframes in a block,
// `if`/`else` (an `if` needs its `else`, as in SwiftUI) and `for`-`in` loops.
// Simplifies: the combined content types are internal and resolve in order.
import Foundation

/// The result builder that makes a track's content from the keyframes in a closure.
///
/// ```swift
/// KeyframeTrack(\Stroke.trim) {
///     if isOn {
///         MoveKeyframe(0)
///         CubicKeyframe(1, duration: 2)
///     } else {
///         MoveKeyframe(1)
///         CubicKeyframe(0, duration: 2)
///     }
///     for offset in [0.1, 0.2] { LinearKeyframe(offset, duration: 0.5) }
/// }
/// ```
@resultBuilder
nonisolated public struct KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    public static func buildBlock() -> some KeyframeTrackContent<Value> {
        EmptyKeyframeTrackContent<Value>()
    }

    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value {
        first
    }

    public static func buildPartialBlock(
        accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
    ) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentPair(first: accumulated, second: next)
    }

    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        first component: First
    ) -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        Conditional(storage: .first(component))
    }

    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        second component: Second
    ) -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        Conditional(storage: .second(component))
    }

    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value>
    {
        KeyframeTrackContentArray(elements: components)
    }
}

extension KeyframeTrackContentBuilder {
    /// The content of whichever branch of an `if`/`else` ran.
    public struct Conditional<ConditionalValue: Animatable, First: KeyframeTrackContent, Second: KeyframeTrackContent>:
        KeyframeTrackContent
    where First.Value == ConditionalValue, Second.Value == ConditionalValue {
        public typealias Value = ConditionalValue

        enum Storage {
            case first(First)
            case second(Second)
        }

        let storage: Storage

        /// The content itself (it resolves its branch directly).
        public var body: Self { return self }

        public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<ConditionalValue>) {
            switch storage {
            case .first(let content): content._resolve(into: &resolved)
            case .second(let content): content._resolve(into: &resolved)
            }
        }
    }
}

/// No keyframes: the content of an empty block.
nonisolated struct EmptyKeyframeTrackContent<Value: Animatable>: KeyframeTrackContent {
    var body: Self { return self }
    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {}
}

/// Two pieces of content, one after the other.
struct KeyframeTrackContentPair<First: KeyframeTrackContent, Second: KeyframeTrackContent>: KeyframeTrackContent
where First.Value == Second.Value {
    typealias Value = First.Value
    let first: First
    let second: Second

    var body: Self { return self }

    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<First.Value>) {
        first._resolve(into: &resolved)
        second._resolve(into: &resolved)
    }
}

/// The content of each pass of a `for`-`in` loop, one after the other.
struct KeyframeTrackContentArray<Element: KeyframeTrackContent>: KeyframeTrackContent {
    typealias Value = Element.Value
    let elements: [Element]

    var body: Self { return self }

    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Element.Value>) {
        for element in elements { element._resolve(into: &resolved) }
    }
}
