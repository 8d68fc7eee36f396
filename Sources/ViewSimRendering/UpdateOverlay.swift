// Draws update overlays (`viewsim render --overlay updates`), in the manner of
// React DevTools' highlight updates and Compose's recomposition counts: over a
// frame, a box around every view whose body ran in that frame, coloured by the
// cause of its first run there (`UpdateCause`), with a badge of its body runs and
// skips so far ("r3 s1"); under the frame, a key band naming the colours shown.
// What to draw comes from `FrameUpdates` (ViewSim); this only draws it, as display
// list items, so PNG, SVG, filmstrips and animated PNGs draw it alike.
// Simplifies: boxes are laid-out frames (see FrameUpdates), not drawn bounds;
// boxes with the same rectangle are inset 2 points each so that all show; a badge
// that would cover an earlier one moves right (then down) along its box's top edge.
// Lesson: `viewsim render … --overlay updates`.
import Foundation
import ViewSim

/// The update overlays of a run: which views updated in each frame, drawn over it.
///
/// ```swift
/// let overlay = UpdateOverlay(sim)          // past frames' boxes need recordsDisplayLists
/// let now = RenderFrame(time: sim.time, displayList: sim.displayList(), frame: sim.frame)
/// let frames = overlay.apply(to: [now])     // boxes and badges, cropped, then the key band
/// try Filmstrip(frames: frames).png().write(to: URL(fileURLWithPath: "updates.png"))
/// ```
///
/// viewsim's model: the colours are the Okabe–Ito palette, which reads with the common colour
/// vision deficiencies: `@self` blue, `@identity` bluish green, a dynamic property vermillion,
/// `@dependencies` reddish purple, `@timeline` orange, `@unknown` black.
public struct UpdateOverlay: Sendable {
    /// The updates of every frame in which a body ran, by frame number.
    public let updates: [Int: FrameUpdates]

    /// The overlays of `simulation`'s run so far.
    public init(_ simulation: Simulation) {
        self.init(updates: simulation.allFrameUpdates())
    }

    public init(updates: [Int: FrameUpdates]) {
        self.updates = updates
    }

    /// The colour of boxes and badges of `cause`.
    public static func color(of cause: UpdateCause) -> DisplayList.RGBA {
        func rgb(_ red: Int, _ green: Int, _ blue: Int) -> DisplayList.RGBA {
            DisplayList.RGBA(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
        }
        switch cause {
        case .selfChanged: return rgb(0, 114, 178)
        case .identity: return rgb(0, 158, 115)
        case .dynamicProperty: return rgb(213, 94, 0)
        case .dependencies: return rgb(204, 121, 167)
        case .timeline: return rgb(230, 159, 0)
        case .unknown: return rgb(0, 0, 0)
        }
    }

    /// The text colour on a badge of `cause`: black on the light colours, white on the others.
    static func textColor(on cause: UpdateCause) -> DisplayList.RGBA {
        switch cause {
        case .dependencies, .timeline: return DisplayList.RGBA(red: 0, green: 0, blue: 0)
        default: return DisplayList.RGBA(red: 1, green: 1, blue: 1)
        }
    }

    /// The badge's text: body runs and skips so far.
    static func badge(_ update: FrameUpdates.Update) -> String { "r\(update.runs) s\(update.skips)" }

    static let badgeFont = DisplayList.Font(family: FontFace.sansFamily, size: 9, isBold: true)
    static let keyFont = DisplayList.Font(family: FontFace.sansFamily, size: 9, isBold: false)
    /// The key band's height, in points.
    public static let keyHeight = 16.0
    static let lineWidth = 1.5

    /// The updates of frame `frame` (none when no body ran in it).
    public func updates(inFrame frame: Int) -> FrameUpdates {
        updates[frame] ?? FrameUpdates(frame: frame, droppedFrames: updates.values.first?.droppedFrames ?? 0)
    }

    /// `frames` with their overlays: the boxes and badges of each frame's updates, then (with
    /// `croppedToContent`) all cut to one rectangle as `RenderFrame.croppedToContent`, then each
    /// with its key band; all as wide as the widest (an animated PNG's frames share one size). A
    /// frame without a number is drawn with its key only.
    public func apply(to frames: [RenderFrame], croppedToContent: Bool = true) -> [RenderFrame] {
        var drawn = frames.map { frame -> RenderFrame in
            guard let number = frame.frame else { return frame }
            var copy = frame
            copy.displayList = boxes(over: frame.displayList, frame: number)
            return copy
        }
        if croppedToContent { drawn = RenderFrame.croppedToContent(drawn) }
        let width = drawn.map { Double(keyed($0.displayList, frame: $0.frame).size.width) }.max() ?? 0
        return drawn.map { frame in
            var copy = frame
            copy.displayList = keyed(frame.displayList, frame: frame.frame, width: width)
            return copy
        }
    }

    /// `list` (in screen coordinates, not cropped) with a box and a badge over each view whose body
    /// ran in frame `frame`.
    public func boxes(over list: DisplayList, frame: Int) -> DisplayList {
        var result = list
        var placed: [CGRect] = []  // the boxes drawn so far
        var badges: [CGRect] = []
        var badgeItems: [DisplayList.Item] = []  // drawn after every box, so that no box crosses a badge
        for update in updates(inFrame: frame).updates {
            guard let rect = update.frame, rect.origin.x.isFinite, rect.origin.y.isFinite,
                rect.size.width.isFinite, rect.size.height.isFinite
            else { continue }
            let color = Self.color(of: update.cause)
            let name = "Update overlay \(update.node)"
            // At least 4 points a side, so that a view of no size shows; inset for each box before it
            // with the same rectangle.
            var box = rect.standardized.insetBy(
                dx: min(0, (rect.standardized.width - 4) / 2), dy: min(0, (rect.standardized.height - 4) / 2))
            let same = placed.filter { $0 == box }.count
            placed.append(box)
            box = box.insetBy(dx: CGFloat(same) * 2, dy: CGFloat(same) * 2)
            let stroke = DisplayList.Content.stroke(
                Path(box.insetBy(dx: Self.lineWidth / 2, dy: Self.lineWidth / 2)), .color(color),
                StrokeStyle(lineWidth: Self.lineWidth))
            result.items.append(DisplayList.Item(viewID: -1, viewName: name, content: stroke))
            let text = Self.badge(update)
            let metrics = TextMetrics.measure(text, font: Self.badgeFont)
            let size = CGSize(width: metrics.width + 6, height: metrics.ascent + metrics.descent + 2)
            var badge = CGRect(origin: box.origin, size: size)
            // Right along the top edge past earlier badges, then a row down: bounded by the badges.
            for _ in 0...badges.count {
                guard let hit = badges.first(where: { $0.intersects(badge) }) else { break }
                badge.origin.x = hit.maxX + 1
                if badge.maxX > max(box.maxX, box.minX + size.width) {
                    badge.origin.x = box.minX
                    badge.origin.y = hit.maxY + 1
                }
            }
            badges.append(badge)
            badgeItems.append(
                DisplayList.Item(
                    viewID: -1, viewName: name,
                    content: .fill(Path(roundedRect: badge, cornerRadius: 2), .color(color), FillStyle())))
            let run = DisplayList.TextRun(
                string: text, font: Self.badgeFont,
                origin: CGPoint(x: Double(badge.minX) + 3, y: Double(badge.minY) + 1 + metrics.ascent),
                shading: .color(Self.textColor(on: update.cause)))
            badgeItems.append(DisplayList.Item(viewID: -1, viewName: name, content: .text(run)))
        }
        result.items += badgeItems
        return result
    }

    /// The key's entries for frame `frame`: the causes its boxes show (in `UpdateCause.allCases`
    /// order), then what the badges count and what was not drawn.
    func keyEntries(frame: Int?) -> (causes: [UpdateCause], text: String) {
        guard let frame else { return ([], "update overlay: frame unknown") }
        let updates = updates(inFrame: frame)
        guard !updates.updates.isEmpty else {
            let last = self.updates.keys.filter { $0 < frame }.max()
            return ([], "no body ran in frame \(frame)" + (last.map { " (the last ran in frame \($0))" } ?? ""))
        }
        let shown = Set(updates.updates.filter { $0.frame != nil }.map(\.cause))
        var text = "rN sN: body runs, skips so far"
        let unplaced = updates.updates.filter { $0.frame == nil }
        if !unplaced.isEmpty {
            let names = unplaced.prefix(3).map(\.node.description).joined(separator: ", ")
            text += " · no frame: " + names + (unplaced.count > 3 ? " and \(unplaced.count - 3) more" : "")
        }
        if updates.droppedFrames > 0 {
            text += " · counts miss \(updates.droppedFrames) dropped frames"
        }
        return (UpdateCause.allCases.filter { shown.contains($0) }, text)
    }

    /// `list` with the key band of frame `frame` under it, widened to `width` points or, when the
    /// key is wider, to the key's width.
    public func keyed(_ list: DisplayList, frame: Int?, width: Double = 0) -> DisplayList {
        let (causes, text) = keyEntries(frame: frame)
        let top = Double(list.size.height)
        let ink = DisplayList.Shading.color(DisplayList.RGBA(red: 0.2, green: 0.2, blue: 0.22))
        var items = list.items
        var x = 4.0
        let probe = TextMetrics.measure("r", font: Self.keyFont)
        let baseline = top + (Self.keyHeight + probe.ascent - probe.descent) / 2
        func write(_ string: String) {
            let metrics = TextMetrics.measure(string, font: Self.keyFont)
            let run = DisplayList.TextRun(
                string: string, font: Self.keyFont, origin: CGPoint(x: x, y: baseline), shading: ink)
            items.append(DisplayList.Item(viewID: -1, viewName: "Update overlay key", content: .text(run)))
            x += metrics.width + 8
        }
        for cause in causes {
            let swatch = CGRect(x: x, y: top + (Self.keyHeight - 8) / 2, width: 8, height: 8)
            items.append(
                DisplayList.Item(
                    viewID: -1, viewName: "Update overlay key",
                    content: .fill(Path(swatch), .color(Self.color(of: cause)), FillStyle())))
            x += 11
            write(cause.title)
        }
        write(text)
        let width = max(width, Double(list.size.width), (x - 8 + 4).rounded(.up))
        var line = Path()
        line.move(to: CGPoint(x: 0, y: top + 0.5))
        line.addLine(to: CGPoint(x: width, y: top + 0.5))
        items.append(
            DisplayList.Item(
                viewID: -1, viewName: "Update overlay key",
                content: .stroke(
                    line, .color(DisplayList.RGBA(red: 0.6, green: 0.6, blue: 0.62)), StrokeStyle(lineWidth: 1))))
        return DisplayList(size: CGSize(width: width, height: top + Self.keyHeight), items: items)
    }
}
