// Models SwiftUI's `GraphicsContext`: the value a `Canvas` renderer draws with.
// It is a value type: a copy keeps its own transform, opacity and clip, and
// draws into the same canvas. Every fill, stroke, text and image becomes a
// `DisplayList.Item` in the canvas's coordinates (the item's transform is the
// context's transform, its clips are mapped into canvas coordinates).
// Simplifies: no blend modes or filters (`withCGContext` draws through viewsim's `CGContext`); a layer
// (`drawLayer`) is not composited as a group (its opacity multiplies into each
// item); an inverse clip is not drawn (see `clip(to:style:options:)`); a draw
// with points that are not finite is left out and counted. At most
// `maximumItems` items per run. Lesson: lesson11 (the timer, the clock, the
// particles).
import Foundation

/// An immediate-mode drawing destination, as `Canvas` hands it to its renderer.
///
/// ```swift
/// Canvas { context, size in
///     context.translateBy(x: size.width / 2, y: size.height / 2)
///     context.rotate(by: .degrees(30))
///     context.fill(Path(CGRect(x: -2, y: -40, width: 4, height: 40)), with: .color(.red))
/// }
/// ```
public struct GraphicsContext {
    /// Where a canvas run's items go: shared by every copy of the context.
    package final class Recording {
        /// The canvas's node id and name, stamped on every item.
        let viewID: Int
        let viewName: String
        /// What was drawn, in order.
        package private(set) var items: [DisplayList.Item] = []
        /// Draws left out because a point, size or transform was not finite.
        package private(set) var nonFiniteDraws = 0
        /// Draws left out because the run reached `maximumItems`.
        package private(set) var droppedDraws = 0
        /// Inverse clips asked for (not drawn).
        package private(set) var inverseClips = 0
        /// Calls the run made that viewsim does not simulate, each once, in order.
        package private(set) var notModelled: [NotModelledAPI] = []
        /// The font of the nearest `.font` modifier above the canvas, for text without its own.
        let inheritedFont: Font?
        /// The canvas's symbols, by tag, in the order they are declared.
        let symbols: [(tag: AnyHashable, symbol: ResolvedSymbol)]

        package init(
            viewID: Int, viewName: String, inheritedFont: Font? = nil,
            symbols: [(tag: AnyHashable, symbol: ResolvedSymbol)] = []
        ) {
            self.viewID = viewID
            self.viewName = viewName
            self.inheritedFont = inheritedFont
            self.symbols = symbols
        }

        func append(_ content: DisplayList.Content, transform: CGAffineTransform, opacity: Double, clips: [Path]) {
            guard items.count < GraphicsContext.maximumItems else {
                droppedDraws += 1
                return
            }
            items.append(
                DisplayList.Item(
                    viewID: viewID, viewName: viewName, content: content, transform: transform,
                    opacity: opacity, clips: clips))
        }

        func countNonFinite() { nonFiniteDraws += 1 }
        func countDropped() { droppedDraws += 1 }
        func countInverseClip() { inverseClips += 1 }
        func note(_ api: NotModelledAPI) { if !notModelled.contains(api) { notModelled.append(api) } }
    }

    /// The most items one renderer run records; later draws are dropped and counted.
    public static let maximumItems = 100_000

    let recording: Recording
    /// The opacity of the layer this context draws in (1 outside `drawLayer`).
    private var layerOpacity: Double = 1
    /// Clip paths in canvas coordinates.
    private var clips: [Path] = []
    /// The canvas's size, for `clipBoundingRect`.
    private let canvasSize: CGSize

    /// The opacity of what is drawn from now on (0…1), multiplied with the opacity of any layer this context draws in.
    public var opacity: Double = 1
    /// Maps the context's user coordinates to the canvas's coordinates.
    public var transform: CGAffineTransform = .identity
    /// The environment of the canvas.
    public let environment: EnvironmentValues

    package init(recording: Recording, size: CGSize, environment: EnvironmentValues) {
        self.recording = recording
        self.canvasSize = size
        self.environment = environment
    }

    // MARK: - Transform

    /// Moves the origin: later drawing at (0, 0) lands at (x, y) of the current user space.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = transform.translatedBy(x: x, y: y)
    }

    /// Rotates the user space by `angle` (positive turns +x towards +y: clockwise on screen).
    public mutating func rotate(by angle: Angle) {
        transform = transform.rotated(by: CGFloat(angle.radians))
    }

    /// Scales the user space.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = transform.scaledBy(x: x, y: y)
    }

    /// Applies `matrix` before the current transform (as Core Graphics' `concatenate`).
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: - Clipping

    /// Options for `clip(to:style:options:)`.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keep what is outside the path instead of inside.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Restricts later drawing to the inside of `path` (in the current user space).
    ///
    /// viewsim's model: `.inverse` is not drawn (the display list has no inverse
    /// clips): the clip is ignored, and the canvas's trace event counts it. An
    /// even-odd `style` clips to the non-zero interior, reported once
    /// (`NotModelledAPI.evenOddClip`).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        if style.isEOFilled { recording.note(.evenOddClip) }
        if options.contains(.inverse) {
            recording.countInverseClip()
            return
        }
        clips.append(path.applying(transform))
    }

    /// The bounds of the area drawing can reach, in the current user space: the
    /// canvas's rectangle, cut by the clips, mapped back through the transform.
    public var clipBoundingRect: CGRect {
        var rect = CGRect(origin: .zero, size: canvasSize)
        for clip in clips { rect = rect.intersection(clip.boundingRect) }
        guard !rect.isNull else { return .zero }
        return rect.applying(transform.inverted())
    }

    // MARK: - Layers

    /// Draws into a new layer: `content` gets a copy of this context (its transform
    /// and clip) whose opacity starts at 1; the layer is drawn with this context's opacity.
    ///
    /// viewsim's model: the layer is not composited as a group; its opacity
    /// multiplies into each of its items.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        layer.layerOpacity = effectiveOpacity
        layer.opacity = 1
        try content(&layer)
    }

    /// The opacity an item drawn now gets.
    private var effectiveOpacity: Double {
        let own = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        return layerOpacity * own
    }

    // MARK: - Fill and stroke

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard path.isFinite, transform.isFinite else { return recording.countNonFinite() }
        if shading.hasOptions { recording.note(.gradientOptions) }
        guard let paint = shading.resolve(in: path.boundingRect) else { return }
        record(.fill(path, paint, style))
    }

    /// Strokes `path` with `shading` and `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard path.isFinite, transform.isFinite, style.lineWidth.isFinite else { return recording.countNonFinite() }
        if shading.hasOptions { recording.note(.gradientOptions) }
        guard let paint = shading.resolve(in: path.boundingRect) else { return }
        record(.stroke(path, paint, style))
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    private func record(_ content: DisplayList.Content) {
        recording.append(content, transform: transform, opacity: effectiveOpacity, clips: clips)
    }

    /// Records `content` with the context's transform, opacity and clips (for the other drawing files).
    func recordItem(_ content: DisplayList.Content) { record(content) }

    /// Counts a drawing left out because a number was not finite.
    func recordNonFinite() { recording.countNonFinite() }

    // MARK: - Text

    /// Prepares `text` for drawing: its font (the text's own, else the canvas's `.font`,
    /// else `.body`) and colour.
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(text: text, inheritedFont: recording.inheritedFont)
    }

    /// Draws `text` with its `anchor` point at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws resolved text with its `anchor` point (of its measured size) at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.measure(in: CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
        let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        drawLines(text, lines: text.lines(width: .infinity), at: origin)
    }

    /// Draws `text` in `rect`, from its top-leading corner, wrapped at spaces to its width.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// Draws resolved text in `rect`, from its top-leading corner, wrapped at spaces to its width.
    ///
    /// viewsim's model: a rectangle of zero (or not finite) width does not wrap: each line is
    /// drawn whole from the corner (seed 000 centres its numbers with a zero-size rectangle).
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        drawLines(text, lines: text.lines(width: rect.width), at: rect.origin)
    }

    private func drawLines(_ text: ResolvedText, lines: [String], at origin: CGPoint) {
        guard origin.isFinite, transform.isFinite else { return recording.countNonFinite() }
        guard let paint = text.shading.resolve(in: CGRect(origin: origin, size: .zero)) else { return }
        let metrics = TextMetrics.measure("", font: text.font)
        for (index, line) in lines.enumerated() {
            let baseline = CGPoint(
                x: origin.x, y: origin.y + CGFloat(metrics.ascent + Double(index) * metrics.lineHeight))
            record(.text(DisplayList.TextRun(string: line, font: text.font, origin: baseline, shading: paint)))
        }
    }

    // MARK: - Images

    /// Prepares `image` for drawing (viewsim has no pixels: a placeholder the size of the body font).
    public func resolve(_ image: Image) -> ResolvedImage {
        ResolvedImage(image: image)
    }

    /// Draws `image` with its `anchor` point at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// Draws a resolved image with its `anchor` point at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = image.size
        draw(
            image,
            in: CGRect(
                x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
                width: size.width, height: size.height))
    }

    /// Draws `image` filling `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws a resolved image filling `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard rect.origin.isFinite, rect.width.isFinite, rect.height.isFinite, transform.isFinite else {
            return recording.countNonFinite()
        }
        let tint = image.shading.flatMap { $0.resolve(in: rect) }
        record(
            .image(
                DisplayList.ImagePlaceholder(
                    name: image.image.name, isSystemImage: image.image.isSystemImage,
                    rect: rect, shading: tint)))
    }
}

extension CGAffineTransform {
    /// Whether every entry is finite.
    package var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }
}
