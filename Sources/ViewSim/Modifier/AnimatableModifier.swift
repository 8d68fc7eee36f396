// Models SwiftUI's `AnimatableModifier`: a `ViewModifier` that is also
// `Animatable`, so its `body(content:)` runs every frame with the interpolated
// `animatableData`. Deprecated in SwiftUI in favour of `ViewModifier & Animatable`;
// kept so older code ports unchanged. Lesson: lesson10 (the counter).

/// A modifier that can create another modifier with animation.
///
/// The graph animates its `animatableData` like a built-in effect's, and runs
/// `body(content:)` on every animation frame with the interpolated value.
///
/// ```swift
/// struct CountModifier: AnimatableModifier {
///     var value: Double
///     var animatableData: Double {
///         get { value }
///         set { value = newValue }
///     }
///     func body(content: Content) -> some View { Text("\(Int(value))") }
/// }
/// ```
public protocol AnimatableModifier: Animatable, ViewModifier {}
