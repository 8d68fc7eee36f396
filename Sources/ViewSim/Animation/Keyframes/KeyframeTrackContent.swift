// Models SwiftUI's `KeyframeTrackContent` (iOS 17): keyframes, or a composition of
// them, that make up one track. Simplifies: `_resolve(into:)` appends declared
// keyframes to viewsim's `_ResolvedKeyframeTrackContent`.
import Foundation

/// A group of keyframes that defines the interpolation curve of an animatable value.
///
/// Compose your own from other keyframes with `body`:
///
/// ```swift
/// struct Wiggle: KeyframeTrackContent {
///     var body: some KeyframeTrackContent<Double> {
///         CubicKeyframe(10, duration: 0.1)
///         CubicKeyframe(-10, duration: 0.1)
///         CubicKeyframe(0, duration: 0.1)
///     }
/// }
/// ```
public protocol KeyframeTrackContent<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value: Animatable = Self.Body.Value
    /// The type of content in `body`.
    associatedtype Body: KeyframeTrackContent

    /// The keyframes that make up this content.
    @KeyframeTrackContentBuilder<Self.Value> var body: Self.Body { get }

    /// Appends this content's keyframes, in order, to `resolved`.
    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Self.Value>)
}

extension KeyframeTrackContent where Body.Value == Value {
    /// Content made of other content resolves its `body`.
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        // A body of the same type would recurse forever; it contributes nothing.
        guard Body.self != Self.self else { return }
        body._resolve(into: &resolved)
    }
}
