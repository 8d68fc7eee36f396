// Models SwiftUI's `Keyframes` (iOS 17): a description of how a value changes over
// time, made of tracks. Simplifies: `_resolve(into:)` appends resolved tracks to
// viewsim's `_ResolvedKeyframes`.
import Foundation

/// A type that defines changes to a value over time, as one or more keyframe tracks.
///
/// Compose your own from tracks with `body`:
///
/// ```swift
/// struct Pop: Keyframes {
///     var body: some Keyframes<Double> {
///         KeyframeTrack {
///             SpringKeyframe(1.2, duration: 0.2)
///             SpringKeyframe(1)
///         }
///     }
/// }
/// KeyframeTimeline(initialValue: 1.0) { Pop() }.duration
/// ```
public protocol Keyframes<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value = Self.Body.Value
    /// The type of keyframes in `body`.
    associatedtype Body: Keyframes

    /// The tracks that make up these keyframes.
    @KeyframesBuilder<Self.Value> var body: Self.Body { get }

    /// Resolves these keyframes' tracks, in order, into `resolved`.
    func _resolve(into resolved: inout _ResolvedKeyframes<Self.Value>)
}

extension Keyframes where Body.Value == Value {
    /// Keyframes made of other keyframes resolve their `body`.
    public func _resolve(into resolved: inout _ResolvedKeyframes<Value>) {
        // A body of the same type would recurse forever; it contributes nothing.
        guard Body.self != Self.self else { return }
        body._resolve(into: &resolved)
    }
}
