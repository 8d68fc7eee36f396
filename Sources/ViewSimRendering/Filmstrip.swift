// Composes several frames into one PNG: left to right, wrapping to a new row
// after `columns` frames, each on its own white background with a thin border
// and its time ("t = 0.250 s") in small text under it, on a light grey sheet.
// Every frame is drawn by the same painter as a single PNG, at its place.
// Simplifies: every cell is as large as the largest frame (smaller frames sit at
// its top left); a sheet above the maximum pixel size is drawn at a lower scale.
// Lesson: a step's frames in `viewsim render --frames`, and `viewsim run`.
import CCairo
import Foundation
import ViewSim

/// Several frames side by side in one image, each labelled with its time.
///
/// ```swift
/// let strip = Filmstrip(frames: frames, columns: 4)
/// try strip.png(with: DisplayListRenderer()).write(to: URL(fileURLWithPath: "step2.filmstrip.png"))
/// ```
public struct Filmstrip: Equatable, Sendable {
    /// The space around and between frames, in points.
    public static let spacing = 8.0
    /// The band under each frame that holds its time, in points.
    public static let labelHeight = 18.0
    /// The size of the time labels, in points.
    public static let labelFontSize = 11.0

    public var frames: [RenderFrame]
    /// Frames per row.
    public var columns: Int

    public init(frames: [RenderFrame], columns: Int = 8) {
        self.frames = frames
        self.columns = columns
    }

    /// Where each frame goes and how large the sheet is, in points.
    struct Layout {
        var origins: [CGPoint]
        var size: CGSize
        var cell: CGSize
    }

    /// The layout of the sheet.
    /// - Throws: `RenderError` when there are no frames, `columns` is below 1, or a frame's size is invalid.
    func layout() throws -> Layout {
        guard !frames.isEmpty else {
            throw RenderError.invalidFrames("A filmstrip needs at least one frame, and it was given none. To fix, pass the display lists of the times to show.")
        }
        guard columns >= 1 else {
            throw RenderError.invalidFrames("A filmstrip needs at least 1 column, not \(columns). To fix, pass columns: 1 or more.")
        }
        var cell = CGSize.zero
        for (index, frame) in frames.enumerated() {
            _ = try RenderSize(points: frame.displayList.size, scale: 1, what: "frame \(index)'s display")
            cell.width = max(cell.width, frame.displayList.size.width)
            cell.height = max(cell.height, frame.displayList.size.height)
        }
        let columnCount = min(columns, frames.count)
        let rowCount = (frames.count + columnCount - 1) / columnCount
        let spacing = CGFloat(Self.spacing), band = CGFloat(Self.labelHeight)
        let origins = frames.indices.map { index in
            CGPoint(x: spacing + CGFloat(index % columnCount) * (cell.width + spacing),
                    y: spacing + CGFloat(index / columnCount) * (cell.height + band + spacing))
        }
        let size = CGSize(width: spacing + CGFloat(columnCount) * (cell.width + spacing),
                          height: spacing + CGFloat(rowCount) * (cell.height + band + spacing))
        return Layout(origins: origins, size: size, cell: cell)
    }

    /// The sheet as PNG bytes, drawn by `renderer` at its scale (lower when the sheet is above the maximum size).
    /// Notes of a frame start with "frame N: ".
    /// - Throws: `RenderError` as `layout` does, or when cairo cannot create the image.
    public func png(with renderer: DisplayListRenderer = DisplayListRenderer()) throws -> RenderResult {
        let layout = try layout()
        let size = try RenderSize(points: layout.size, scale: renderer.scale, what: "filmstrip")
        let notes = RenderNotes()
        if let note = size.note { notes.add(note) }
        let painter = renderer.painter(notes)
        let sheet = DisplayList(size: layout.size, items: chrome(layout))
        let bytes = try renderer.drawPNG(width: size.pixelWidth, height: size.pixelHeight) { surface in
            painter.draw(sheet, on: surface, scale: size.scale, background: DisplayList.RGBA(red: 0.92, green: 0.92, blue: 0.93))
            for (index, frame) in frames.enumerated() {
                painter.draw(frame.displayList, on: surface, origin: layout.origins[index], scale: size.scale, label: "frame \(index): ")
            }
        }
        return RenderResult(bytes: bytes, pixelWidth: size.pixelWidth, pixelHeight: size.pixelHeight, scale: size.scale, notes: notes.all)
    }

    /// The sheet's own drawing: a border around each frame and its time under it.
    private func chrome(_ layout: Layout) -> [DisplayList.Item] {
        let grey = DisplayList.Shading.color(DisplayList.RGBA(red: 0.6, green: 0.6, blue: 0.62))
        let text = DisplayList.Shading.color(DisplayList.RGBA(red: 0.25, green: 0.25, blue: 0.27))
        // Labels shrink to fit under frames narrower than "t = 0.000 s" at 11 pt.
        let widest = frames.map { TextMetrics.measure($0.label, font: DisplayList.Font(family: FontFace.sansFamily, size: 1, isBold: false)).width }.max() ?? 1
        let fontSize = min(Self.labelFontSize, max(4, (Double(layout.cell.width) + Self.spacing - 2) / max(widest, 0.1)))
        let font = DisplayList.Font(family: FontFace.sansFamily, size: fontSize, isBold: false)
        var items: [DisplayList.Item] = []
        for (index, frame) in frames.enumerated() {
            let origin = layout.origins[index]
            let frameSize = frame.displayList.size
            let border = CGRect(origin: origin, size: frameSize).insetBy(dx: -0.5, dy: -0.5)
            items.append(DisplayList.Item(viewID: -1, viewName: "Filmstrip border", content: .stroke(Path(border), grey, StrokeStyle(lineWidth: 1))))
            let label = frame.label
            let metrics = TextMetrics.measure(label, font: font)
            let baseline = Double(origin.y + layout.cell.height) + (Self.labelHeight + metrics.ascent - metrics.descent) / 2
            let x = Double(origin.x) + (Double(frameSize.width) - metrics.width) / 2
            let run = DisplayList.TextRun(string: label, font: font, origin: CGPoint(x: x, y: baseline), shading: text)
            items.append(DisplayList.Item(viewID: -1, viewName: "Filmstrip label", content: .text(run)))
        }
        return items
    }
}
