// Models SwiftUI's `Canvas`: a view whose renderer closure draws into a
// `GraphicsContext`. The graph runs the renderer after layout, in the frames
// where the canvas is inserted, gets a new value (its closure never compares
// equal, so whenever the body or timeline content that makes it runs again) or
// changes size; see `ViewGraph+Canvas.swift`.
// Simplifies: `opaque`, `colorMode` and `rendersAsynchronously` are kept, not
// used; symbols are resolved from the canvas's value each time it draws (see
// `GraphicsContext.ResolvedSymbol`), not made into views of the graph. Lesson: lesson11 (the timer, clock and particles
// drawn under a `TimelineView`).
import Foundation

/// The colour space a canvas renders in.
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

/// A view that draws with a renderer closure.
///
/// ```swift
/// TimelineView(.animation) { timeline in
///     Canvas { context, size in
///         let angle = timeline.date.timeIntervalSince(start) * 90
///         context.translateBy(x: size.width / 2, y: size.height / 2)
///         context.rotate(by: .degrees(angle))
///         context.stroke(Path { p in p.move(to: .zero); p.addLine(to: CGPoint(x: 0, y: -40)) },
///                        with: .color(.red), lineWidth: 2)
///     }
/// }
/// ```
nonisolated public struct Canvas<Symbols: View>: PrimitiveView {
    public var isOpaque: Bool
    public var colorMode: ColorRenderingMode
    public var rendersAsynchronously: Bool
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    public var symbols: Symbols

    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
        self.renderer = renderer
        self.symbols = symbols()
    }

    package var _traceName: String { "Canvas" }
    package var _label: String { isOpaque ? "Canvas(opaque: true)" : "Canvas" }

    package func _didInsert(node: ViewNode) {
        node.graph.canvasNeedsDrawing(node, because: .inserted)
    }

    package func _didUpdate(node: ViewNode) {
        for cause in node.graph.newValueCauses() { node.graph.canvasNeedsDrawing(node, because: cause) }
    }
}

nonisolated extension Canvas where Symbols == EmptyView {
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(
            opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously,
            renderer: renderer, symbols: { EmptyView() })
    }
}

/// The graph's view of any `Canvas`.
package protocol AnyCanvas {
    /// Runs the renderer into `context` at `size`.
    func _render(_ context: inout GraphicsContext, size: CGSize)
    /// The symbols view (`EmptyView` when there are none).
    var _symbols: any View { get }
}

extension Canvas: AnyCanvas {
    package func _render(_ context: inout GraphicsContext, size: CGSize) {
        renderer(&context, size)
    }

    package var _symbols: any View { symbols }
}
