// Models SwiftUI's `KeyframeTrack` (iOS 17): a sequence of keyframes animating one
// property of a root value (or the whole value). Simplifies: nothing in behaviour;
// the track resolves through `_ResolvedKeyframes`.
import Foundation

/// A sequence of keyframes animating a single property of a root type.
///
/// The keyframes run back to back, starting from the property's value in the
/// timeline's initial value. After its last keyframe the track holds that value.
/// Tracks apply in declaration order: when two change the same property, the later
/// one wins.
///
/// ```swift
/// struct Stroke { var trim = 0.0; var opacity = 0.1 }
/// KeyframeTimeline(initialValue: Stroke()) {
///     KeyframeTrack(\.trim) { CubicKeyframe(1, duration: 2) }
///     KeyframeTrack(\.opacity) {
///         LinearKeyframe(0.1, duration: 1.5)
///         CubicKeyframe(1, duration: 0.5)
///     }
/// }
/// ```
nonisolated public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes
where Content.Value == Value {
    /// A track's keyframes change the root value (`Keyframes.Value` is `Root`).
    public typealias Value = Root

    let keyPath: WritableKeyPath<Root, Value>
    let content: Content

    /// A track that animates the entire root value.
    ///
    /// ```swift
    /// KeyframeTrack { SpringKeyframe(CGPoint(x: 10, y: 0)) }   // Root == CGPoint
    /// ```
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        self.init(wholeValue: content())
    }

    /// A track that animates the property of the root value at `keyPath`.
    ///
    /// ```swift
    /// KeyframeTrack(\Stroke.trim) { CubicKeyframe(1, duration: 2) }
    /// ```
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        self.content = content()
    }

    init(wholeValue content: Content) where Root == Value {
        self.keyPath = \Root.self
        self.content = content
    }

    /// The track itself (it resolves directly).
    public var body: Self { return self }

    public func _resolve(into resolved: inout _ResolvedKeyframes<Root>) {
        var keyframes = _ResolvedKeyframeTrackContent<Value>()
        content._resolve(into: &keyframes)
        resolved.appendTrack(keyPath, keyframes: keyframes)
    }
}
