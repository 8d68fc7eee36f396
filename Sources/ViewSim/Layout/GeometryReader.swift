// Models SwiftUI's `GeometryReader` and `GeometryProxy`: a view that takes all
// the space it is proposed and builds its content from its own size and frame.
// Its content closure runs in the graph like a `TimelineView`'s content: when
// the reader appears, when its parent gives it a new value, and when layout
// gives it a new size or position — in the same frame, after layout, with the
// reason recorded ("@self changed: proxy.size 0 × 0 → 393 × 852").
// Simplifies: viewsim's model: the first run (before any layout) sees a zero
// size; after layout, at most `GraphLayoutState.geometryRounds` rounds of
// update and layout run in one frame, then the rest waits for the next frame,
// with a diagnostic. No safe area, no named coordinate spaces. Lesson: layout tests.
import Foundation

/// A coordinate space a `GeometryProxy` reports frames in.
public enum CoordinateSpace: Hashable, Sendable {
    /// The screen's.
    case global
    /// The view's own (its origin is its top leading corner).
    case local
}

/// The size, frame and safe area insets of a `GeometryReader`, for its content.
public struct GeometryProxy: Sendable {
    /// The reader's size: the space it was proposed.
    public let size: CGSize
    /// Its frame in screen coordinates.
    let globalFrame: CGRect
    /// The part of the simulated screen's safe area the reader covers (zero before layout;
    /// the edges an `.ignoresSafeArea` above it ignores are zero).
    ///
    /// viewsim's model: the reader is laid out on the whole screen (see
    /// `SimulationConfiguration.safeAreaInsets`), so a full-screen reader reports the
    /// screen's insets, 59 and 34 on an iPhone 15.
    public var safeAreaInsets = EdgeInsets()

    /// The reader's frame in `coordinateSpace`.
    ///
    /// ```swift
    /// GeometryReader { proxy in Text("\(proxy.frame(in: .global).minY)") }
    /// ```
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .global: return globalFrame
        case .local: return CGRect(origin: .zero, size: size)
        }
    }
}

/// A container view that defines its content as a function of its own size and coordinate space.
///
/// ```swift
/// GeometryReader { proxy in
///     Circle().frame(width: proxy.size.width / 2)
/// }
/// ```
nonisolated public struct GeometryReader<Content: View>: PrimitiveView {
    public let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    package var _label: String { "GeometryReader" }
    package var _role: PrimitiveRole { .geometryReader }
}

/// The graph's view of any `GeometryReader`.
package protocol AnyGeometryReader {
    func _content(_ proxy: GeometryProxy) -> any View
}

extension GeometryReader: AnyGeometryReader {
    package func _content(_ proxy: GeometryProxy) -> any View {
        SimulatedMainActor.run(content) { $0(proxy) }
    }
}
