// Models the Core Graphics context SwiftUI's `GraphicsContext.withCGContext(content:)` hands
// its closure: a proxy that draws into the canvas, with Core Graphics' names and conventions
// (a graphics-state stack, path points mapped by the current transform when they are added,
// black fill and stroke and a 1-point line by default). Simplifies: no images, text,
// gradients, blend modes or shadows (`setShadow` is reported as not modelled); a
// path is drawn as the canvas's own fills and strokes. Lesson: lesson11 (seed 003's clock).
import Foundation

/// A Core Graphics drawing context (viewsim's own on Linux), as
/// `GraphicsContext.withCGContext(content:)` gives it: what it draws becomes the canvas's
/// display-list items.
///
/// ```swift
/// Canvas { context, size in
///     context.withCGContext { cgContext in
///         cgContext.translateBy(x: size.width / 2, y: size.height / 2)
///         cgContext.move(to: .zero)
///         cgContext.addLine(to: CGPoint(x: 0, y: -40))
///         cgContext.strokePath()
///     }
/// }
/// ```
public final class CGContext {
    /// What `saveGState()` saves and `restoreGState()` brings back.
    private struct GState {
        /// The canvas context drawn with: its transform is the CTM, with its clips and opacity.
        var context: GraphicsContext
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var strokeStyle = StrokeStyle()
    }

    private var state: GState
    /// Saved states, innermost last.
    private var savedStates: [GState] = []
    /// The current path, in the user space of `pathTransform`.
    private var path = Path()
    /// The transform that was current when the path's points were added.
    private var pathTransform: CGAffineTransform
    /// The canvas context's opacity when the closure began, which `setAlpha` multiplies.
    private let entryOpacity: Double

    /// A context that draws into `context`'s canvas, starting from its transform, clips and opacity.
    package init(drawingInto context: GraphicsContext) {
        state = GState(context: context)
        pathTransform = context.transform
        entryOpacity = context.opacity
    }

    /// The most graphics states `saveGState()` keeps (viewsim's bound); a save past it is
    /// not kept and is counted with the canvas's dropped draws.
    public static let maximumSavedStates = 10_000

    // MARK: - Graphics state

    /// Pushes a copy of the graphics state (transform, clip, colours, line style, alpha).
    public func saveGState() {
        guard savedStates.count < Self.maximumSavedStates else { return state.context.recording.countDropped() }
        savedStates.append(state)
    }

    /// Pops the graphics state saved last; with none saved, does nothing (as Core Graphics).
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        state = saved
    }

    // MARK: - Transform

    /// The current transform from user space to the canvas.
    public var ctm: CGAffineTransform { state.context.transform }

    /// Moves the origin of user space.
    public func translateBy(x: CGFloat, y: CGFloat) { state.context.translateBy(x: x, y: y) }

    /// Rotates user space by `angle` radians (positive turns +x towards +y: clockwise on screen).
    public func rotate(by angle: CGFloat) { state.context.rotate(by: .radians(Double(angle))) }

    /// Scales user space.
    public func scaleBy(x: CGFloat, y: CGFloat) { state.context.scaleBy(x: x, y: y) }

    /// Applies `transform` before the current transform.
    public func concatenate(_ transform: CGAffineTransform) { state.context.concatenate(transform) }

    // MARK: - Path

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool { path.isEmpty }

    /// The current point of the path, in user space; `.zero` when the path is empty.
    public var currentPointOfPath: CGPoint {
        guard let point = path.currentPoint else { return .zero }
        return point.applying(pathTransform).applying(ctm.inverted())
    }

    /// Discards the current path.
    public func beginPath() { path = Path() }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { add { $0.move(to: point) } }

    /// Adds a line from the current point to `point`.
    public func addLine(to point: CGPoint) { add { $0.addLine(to: point) } }

    /// Adds lines through `points`, starting a new subpath at the first.
    public func addLines(between points: [CGPoint]) { add { $0.addLines(points) } }

    /// Adds a closed rectangle subpath.
    public func addRect(_ rect: CGRect) { add { $0.addRect(rect) } }

    /// Adds a closed ellipse subpath that fits in `rect`.
    public func addEllipse(in rect: CGRect) { add { $0.addEllipse(in: rect) } }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        add { $0.addCurve(to: end, control1: control1, control2: control2) }
    }

    /// Adds a quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        add { $0.addQuadCurve(to: end, control: control) }
    }

    /// Adds an arc of a circle (angles in radians), with a line from the current point to its start.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        add {
            $0.addArc(
                center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                endAngle: .radians(Double(endAngle)), clockwise: clockwise)
        }
    }

    /// Closes the current subpath with a line back to its start.
    public func closePath() { add { $0.closeSubpath() } }

    /// Adds to the current path in user space; the points are fixed by the transform now
    /// current, as Core Graphics maps them when they are added.
    private func add(_ build: (inout Path) -> Void) {
        let transform = ctm
        if transform != pathTransform {
            if !path.isEmpty { path = path.applying(pathTransform).applying(transform.inverted()) }
            pathTransform = transform
        }
        build(&path)
    }

    /// The current path in today's user space, and empties it (drawing consumes the path).
    private func takePath() -> Path {
        defer { path = Path() }
        return pathTransform == ctm ? path : path.applying(pathTransform).applying(ctm.inverted())
    }

    // MARK: - Drawing

    /// Fills the current path with the fill colour, then empties it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        let path = takePath()
        state.context.fill(path, with: .color(state.fillColor.color), style: FillStyle(eoFill: rule == .evenOdd))
    }

    /// Strokes the current path with the stroke colour and line style, then empties it.
    public func strokePath() {
        let path = takePath()
        state.context.stroke(path, with: .color(state.strokeColor.color), style: state.strokeStyle)
    }

    /// Fills `rect` (the current path is kept).
    public func fill(_ rect: CGRect) {
        state.context.fill(Path(rect), with: .color(state.fillColor.color))
    }

    /// Strokes `rect` (the current path is kept).
    public func stroke(_ rect: CGRect) {
        state.context.stroke(Path(rect), with: .color(state.strokeColor.color), style: state.strokeStyle)
    }

    /// Fills the ellipse that fits in `rect` (the current path is kept).
    public func fillEllipse(in rect: CGRect) {
        state.context.fill(Path(ellipseIn: rect), with: .color(state.fillColor.color))
    }

    /// Strokes the ellipse that fits in `rect` (the current path is kept).
    public func strokeEllipse(in rect: CGRect) {
        state.context.stroke(Path(ellipseIn: rect), with: .color(state.strokeColor.color), style: state.strokeStyle)
    }

    /// Strokes a line for each pair of `points` (the current path is kept).
    public func strokeLineSegments(between points: [CGPoint]) {
        var segments = Path()
        for index in stride(from: 0, to: points.count - 1, by: 2) {
            segments.move(to: points[index])
            segments.addLine(to: points[index + 1])
        }
        state.context.stroke(segments, with: .color(state.strokeColor.color), style: state.strokeStyle)
    }

    /// Intersects the clip with the current path, then empties it.
    public func clip(using rule: CGPathFillRule = .winding) {
        state.context.clip(to: takePath(), style: FillStyle(eoFill: rule == .evenOdd))
    }

    // MARK: - Colours and line style

    /// Sets the colour `fillPath` and `fill` use.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }

    /// Sets the colour `strokePath` and `stroke` use.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

    /// Sets the fill colour from sRGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the stroke colour from sRGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the fill colour to a grey.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }

    /// Sets the stroke colour to a grey.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(gray: gray, alpha: alpha)
    }

    /// Sets the stroke's width (a width that is not finite leaves the strokes out, reported).
    public func setLineWidth(_ width: CGFloat) { state.strokeStyle.lineWidth = width }

    /// Sets how open lines end.
    public func setLineCap(_ cap: CGLineCap) { state.strokeStyle.lineCap = cap }

    /// Sets how lines join.
    public func setLineJoin(_ join: CGLineJoin) { state.strokeStyle.lineJoin = join }

    /// Sets the limit past which a miter join is bevelled.
    public func setMiterLimit(_ limit: CGFloat) { state.strokeStyle.miterLimit = limit }

    /// Sets the dash pattern of strokes (an empty `lengths` draws solid lines).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.strokeStyle.dash = lengths
        state.strokeStyle.dashPhase = phase
    }

    /// Sets the opacity of what is drawn from now on, times the canvas context's (0…1).
    public func setAlpha(_ alpha: CGFloat) {
        state.context.opacity = entryOpacity * Double(alpha.isNaN ? 0 : min(max(alpha, 0), 1))
    }

    /// Sets a shadow for later drawing.
    ///
    /// viewsim's model: shadows are not drawn; the call is reported once per simulation
    /// (`⚠ viewsim: … is not modelled`).
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        state.context.recording.note(.cgContextShadow)
    }

    /// Sets a shadow of a third-black colour for later drawing (not drawn, reported).
    public func setShadow(offset: CGSize, blur: CGFloat) {
        state.context.recording.note(.cgContextShadow)
    }
}
