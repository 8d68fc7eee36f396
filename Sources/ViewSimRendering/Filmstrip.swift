// Composes several frames into one PNG: a grid of at most six columns, rows as
// needed (the frames spread evenly over the rows: 7 frames are 4 + 3, not 6 + 1),
// each frame on its own white background with a thin border and its label
// ("frame 14 · t = 0.233 s") under it, on a light grey sheet. Every frame is
// drawn by the same painter as a single PNG, at its place.
// Labels keep a size that reads at 100% (at least 12 px, DejaVu Sans as drawn):
// a cell is never narrower than its label; when the sheet would be wider than
// `maximumWidth`, the frames (not the labels) are drawn smaller, down to half
// their size, then fewer columns are used; a sheet too large for a PNG draws its
// frames smaller still.
// Simplifies: every cell is as large as the largest frame (a smaller frame sits at
// the top of its cell, centred); one scale for every frame of a sheet.
// Lesson: a step's frames in `viewsim render --frames`, and `viewsim run`.
import CCairo
import Foundation
import ViewSim

/// Several frames in a grid in one image, each labelled with its frame number and time.
///
/// ```swift
/// let strip = Filmstrip(frames: frames)            // 12 frames: 6 columns, 2 rows
/// try strip.png(with: DisplayListRenderer()).write(to: URL(fileURLWithPath: "step2.filmstrip.png"))
/// ```
public struct Filmstrip: Equatable, Sendable {
    /// The most columns a sheet has.
    public static let maximumColumns = 6
    /// The space around and between frames, in points.
    public static let spacing = 8.0
    /// The size of the labels, in points (larger when the renderer's scale would make them smaller than
    /// `minimumLabelPixels`).
    public static let labelFontSize = 13.0
    /// The smallest label drawn, in pixels of font size: it reads at 100%.
    public static let minimumLabelPixels = 12.0
    /// The smallest share of their size frames are drawn at to fit more columns (a single column
    /// wider than the sheet may go below it).
    public static let minimumFrameScale = 0.5
    /// The width a sheet keeps within by default, in points.
    public static let defaultMaximumWidth = 960.0

    public var frames: [RenderFrame]
    /// The most frames in a row (1 to `maximumColumns`).
    public var columns: Int
    /// The width the sheet keeps within, in points: smaller frames (down to `minimumFrameScale`), then fewer columns.
    public var maximumWidth: Double

    public init(
        frames: [RenderFrame], columns: Int = Filmstrip.maximumColumns,
        maximumWidth: Double = Filmstrip.defaultMaximumWidth
    ) {
        self.frames = frames
        self.columns = columns
        self.maximumWidth = maximumWidth
    }

    /// Where each frame goes and how large the sheet is, in points.
    struct Layout {
        /// The top left of each frame as drawn (its scaled size centred in its cell).
        var origins: [CGPoint]
        var size: CGSize
        /// A cell's size: the frame area (without the label band).
        var cell: CGSize
        /// How much smaller than their own size the frames are drawn (1: as they are).
        var frameScale: Double
        var columns: Int
        var rows: Int
        /// The labels' font.
        var font: DisplayList.Font
        /// The band under each frame that holds its label.
        var band: Double
    }

    /// The layout of the sheet, for a renderer drawing at `scale` pixels per point.
    /// - Throws: `RenderError` when there are no frames, `columns` is not 1 to 6, `maximumWidth` is not
    ///   positive, or a frame's size is invalid.
    func layout(scale: Double = 1) throws -> Layout {
        guard !frames.isEmpty else {
            throw RenderError.invalidFrames(
                "A filmstrip needs at least one frame, and it was given none. To fix, pass the display lists of the times to show."
            )
        }
        guard (1...Self.maximumColumns).contains(columns) else {
            throw RenderError.invalidFrames(
                "A filmstrip has 1 to \(Self.maximumColumns) columns, not \(columns). To fix, pass columns: 1 to \(Self.maximumColumns)."
            )
        }
        guard maximumWidth.isFinite, maximumWidth > 0 else {
            throw RenderError.invalidFrames(
                "A filmstrip's maximum width must be above 0 points, not \(RenderError.number(maximumWidth)).")
        }
        guard scale.isFinite, scale > 0 else { throw RenderError.invalidScale(scale) }
        var natural = CGSize.zero
        for (index, frame) in frames.enumerated() {
            _ = try RenderSize(points: frame.displayList.size, scale: 1, what: "frame \(index)'s display")
            natural.width = max(natural.width, frame.displayList.size.width)
            natural.height = max(natural.height, frame.displayList.size.height)
        }
        let fontSize = max(Self.labelFontSize, Self.minimumLabelPixels / scale)
        let font = DisplayList.Font(family: FontFace.sansFamily, size: fontSize, isBold: false)
        let metrics = frames.map { TextMetrics.measure($0.label, font: font) }
        let labelWidth = (metrics.map(\.width).max() ?? 0) + 6
        let band = (metrics.first?.lineHeight ?? font.size) + 8
        let spacing = Self.spacing
        let width = Double(natural.width)
        let height = Double(natural.height)
        func cellWidth(_ frameScale: Double) -> Double { max(width * frameScale, labelWidth) }
        func sheet(_ columns: Int, _ rows: Int, _ frameScale: Double) -> (width: Double, height: Double) {
            (
                spacing + Double(columns) * (cellWidth(frameScale) + spacing),
                spacing + Double(rows) * (height * frameScale + band + spacing)
            )
        }
        // The most columns at which the frames, drawn smaller to fit `maximumWidth`, keep at least
        // `minimumFrameScale` of their size; then the frames spread evenly over the rows.
        func fittingScale(_ columns: Int) -> Double {
            // Rounded down (to 1/10,000), so the sheet is not a rounding error wider than `maximumWidth`.
            let scale =
                (((maximumWidth - spacing) / Double(columns) - spacing) / width * 10_000).rounded(.down) / 10_000
            return min(1, max(0.01, scale))
        }
        var columnCount = min(columns, frames.count)
        func fits(_ columns: Int) -> Bool {
            fittingScale(columns) >= Self.minimumFrameScale
                && sheet(columns, 1, fittingScale(columns)).width <= maximumWidth
        }
        while columnCount > 1, !fits(columnCount) {
            columnCount -= 1
        }
        let rowCount = (frames.count + columnCount - 1) / columnCount
        columnCount = (frames.count + rowCount - 1) / rowCount
        // Smaller still when the sheet is too large for a PNG.
        var frameScale = fittingScale(columnCount)
        let side = Double(RenderSize.maximumSide) / scale
        let area = Double(RenderSize.maximumPixels) / (scale * scale)
        for _ in 0..<64 {
            let size = sheet(columnCount, rowCount, frameScale)
            guard size.width > side || size.height > side || size.width * size.height > area else { break }
            frameScale *= 0.9
        }
        let total = sheet(columnCount, rowCount, frameScale)
        let cell = CGSize(width: cellWidth(frameScale), height: height * frameScale)
        let origins = frames.indices.map { index in
            let cellX = spacing + Double(index % columnCount) * (Double(cell.width) + spacing)
            let frameWidth = Double(frames[index].displayList.size.width) * frameScale
            return CGPoint(
                x: cellX + (Double(cell.width) - frameWidth) / 2,
                y: spacing + Double(index / columnCount) * (Double(cell.height) + band + spacing))
        }
        return Layout(
            origins: origins, size: CGSize(width: total.width, height: total.height), cell: cell,
            frameScale: frameScale,
            columns: columnCount, rows: rowCount, font: font, band: band)
    }

    /// The sheet as PNG bytes, drawn by `renderer` at its scale (lower, with a note, only when even the
    /// labels alone are above the maximum size). Notes of a frame start with "frame N: ".
    /// - Throws: `RenderError` as `layout` does, or when cairo cannot create the image.
    public func png(with renderer: DisplayListRenderer = DisplayListRenderer()) throws -> RenderResult {
        let layout = try layout(scale: renderer.scale)
        let size = try RenderSize(points: layout.size, scale: renderer.scale, what: "filmstrip")
        let notes = RenderNotes()
        if let note = size.note { notes.add(note) }
        let painter = renderer.painter(notes)
        let sheet = DisplayList(size: layout.size, items: chrome(layout))
        let bytes = try renderer.drawPNG(width: size.pixelWidth, height: size.pixelHeight) { surface in
            painter.draw(
                sheet, on: surface, scale: size.scale, background: DisplayList.RGBA(red: 0.92, green: 0.92, blue: 0.93))
            let s = layout.frameScale
            for (index, frame) in frames.enumerated() {
                // The painter draws the list's (0, 0) at origin × its scale: origin / s at scale × s.
                let origin = layout.origins[index]
                painter.draw(
                    frame.displayList, on: surface, origin: CGPoint(x: Double(origin.x) / s, y: Double(origin.y) / s),
                    scale: size.scale * s, label: "frame \(index): ")
            }
        }
        return RenderResult(
            bytes: bytes, pixelWidth: size.pixelWidth, pixelHeight: size.pixelHeight, scale: size.scale,
            notes: notes.all)
    }

    /// The sheet's own drawing: a border around each frame and its label centred under its cell.
    private func chrome(_ layout: Layout) -> [DisplayList.Item] {
        let grey = DisplayList.Shading.color(DisplayList.RGBA(red: 0.6, green: 0.6, blue: 0.62))
        let text = DisplayList.Shading.color(DisplayList.RGBA(red: 0.2, green: 0.2, blue: 0.22))
        var items: [DisplayList.Item] = []
        for (index, frame) in frames.enumerated() {
            let origin = layout.origins[index]
            let frameSize = CGSize(
                width: Double(frame.displayList.size.width) * layout.frameScale,
                height: Double(frame.displayList.size.height) * layout.frameScale)
            let border = CGRect(origin: origin, size: frameSize).insetBy(dx: -0.5, dy: -0.5)
            let stroke = DisplayList.Content.stroke(Path(border), grey, StrokeStyle(lineWidth: 1))
            items.append(DisplayList.Item(viewID: -1, viewName: "Filmstrip border", content: stroke))
            let label = frame.label
            let metrics = TextMetrics.measure(label, font: layout.font)
            let cellX = Self.spacing + Double(index % layout.columns) * (Double(layout.cell.width) + Self.spacing)
            let cellY =
                Self.spacing + Double(index / layout.columns)
                * (Double(layout.cell.height) + layout.band + Self.spacing)
            let baseline = cellY + Double(layout.cell.height) + (layout.band + metrics.ascent - metrics.descent) / 2
            let x = cellX + (Double(layout.cell.width) - metrics.width) / 2
            let run = DisplayList.TextRun(
                string: label, font: layout.font, origin: CGPoint(x: x, y: baseline), shading: text)
            items.append(DisplayList.Item(viewID: -1, viewName: "Filmstrip label", content: .text(run)))
        }
        return items
    }
}
