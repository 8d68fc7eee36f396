// Models SwiftUI's `Animatable` protocol and its two defaults (nothing animates;
// a vector animates itself). Simplifies: no `_makeAnimatable` graph hook; the
// graph wraps animatable values itself.
import Foundation

/// A type whose `animatableData` SwiftUI reads to capture its current vector and
/// writes back, interpolated, on every animation frame.
///
/// ```swift
/// struct Ring: Shape, Animatable {
///     var progress: Double
///     var animatableData: Double {
///         get { progress }
///         set { progress = newValue }
///     }
/// }
/// ```
public protocol Animatable {
    /// The type of the vector that animates.
    associatedtype AnimatableData: VectorArithmetic
    /// The data to animate.
    var animatableData: AnimatableData { get set }
}

nonisolated extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing animates: reads give the empty vector and writes are ignored.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

nonisolated extension Animatable where Self: VectorArithmetic {
    /// A vector animates itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

nonisolated extension Double: Animatable {
    public typealias AnimatableData = Double
}

nonisolated extension CGFloat: Animatable {
    public typealias AnimatableData = CGFloat
}
