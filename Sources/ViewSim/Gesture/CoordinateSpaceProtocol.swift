// Models SwiftUI's `CoordinateSpaceProtocol` (iOS 17): the coordinate space a
// gesture reports its locations in, written `.local` or `.global`.
// Simplifies: no named coordinate spaces (`.named(_:)`, `coordinateSpace(_:)`);
// `NamedCoordinateSpace` is not declared, so code that uses one does not compile.
// Lesson: lesson16.
import Foundation

/// A frame of reference within the layout system.
///
/// ```swift
/// DragGesture(coordinateSpace: .global)
/// ```
nonisolated public protocol CoordinateSpaceProtocol {
    /// The resolved coordinate space.
    var coordinateSpace: CoordinateSpace { get }
}

nonisolated extension CoordinateSpace: CoordinateSpaceProtocol {
    public var coordinateSpace: CoordinateSpace { self }
}

/// The local coordinate space of the current view.
nonisolated public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The global coordinate space at the root of the view hierarchy.
nonisolated public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

nonisolated extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The local coordinate space of the current view.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

nonisolated extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The global coordinate space at the root of the view hierarchy.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}
