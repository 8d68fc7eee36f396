// Models what a frame draws: SwiftUI's display list, flattened to the items
// the renderer paints, in order, each with its geometry after every effect
// (offset, scale, rotation, opacity, trim, colour, clip) at its presented —
// animated — value.
// Simplifies: opacity multiplies into each item rather than compositing a
// group (overlapping items under one `.opacity` blend with each other);
// no blend modes, shadows or filters. Lessons: every rendered frame.
import Foundation

/// What one frame draws, in order, in display coordinates (points, y down).
///
/// ```swift
/// let list = sim.displayList()
/// list.items.first?.content   // .fill(path, .color(red), FillStyle())
/// ```
public struct DisplayList: Equatable, Sendable {
    /// The size of the display (the screen the root view is laid out in), in points.
    public var size: CGSize
    /// What is drawn, back to front.
    public var items: [Item]

    public init(size: CGSize, items: [Item] = []) {
        self.size = size
        self.items = items
    }

    /// One drawing operation.
    public struct Item: Equatable, Sendable {
        /// The view that drew it: its node id in the graph.
        public var viewID: Int
        /// The view's name as the trace writes it (`Circle`, `Text`, `Canvas`), or its accessibility identifier.
        public var viewName: String
        /// What is drawn, in the item's local coordinates.
        public var content: Content
        /// Maps local coordinates to display coordinates.
        public var transform: CGAffineTransform
        /// The product of every opacity above the item (0…1).
        public var opacity: Double
        /// Clip paths in display coordinates; the item is drawn only inside all of them.
        public var clips: [Path]

        public init(
            viewID: Int, viewName: String, content: Content, transform: CGAffineTransform = .identity,
            opacity: Double = 1, clips: [Path] = []
        ) {
            self.viewID = viewID
            self.viewName = viewName
            self.content = content
            self.transform = transform
            self.opacity = opacity
            self.clips = clips
        }
    }

    /// What an item draws.
    public enum Content: Equatable, Sendable {
        /// A filled path.
        case fill(Path, Shading, FillStyle)
        /// A stroked path.
        case stroke(Path, Shading, StrokeStyle)
        /// One line of text.
        case text(TextRun)
        /// An image (viewsim has no image files: a labelled placeholder of the image's size).
        case image(ImagePlaceholder)
    }

    /// How a fill, stroke or text is coloured.
    public enum Shading: Equatable, Sendable {
        case color(RGBA)
        /// A linear gradient between two points in the item's local coordinates.
        case linearGradient(stops: [GradientStop], startPoint: CGPoint, endPoint: CGPoint)
        /// A radial gradient around a point in the item's local coordinates.
        case radialGradient(stops: [GradientStop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
    }

    /// A colour with sRGB components and opacity, each 0…1.
    public struct RGBA: Hashable, Sendable {
        public var red: Double
        public var green: Double
        public var blue: Double
        public var opacity: Double
        public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
            self.red = red
            self.green = green
            self.blue = blue
            self.opacity = opacity
        }
    }

    /// A colour at a location (0…1) along a gradient.
    public struct GradientStop: Hashable, Sendable {
        public var color: RGBA
        public var location: Double
        public init(color: RGBA, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// The face and size text is drawn with (see `Font`).
    public struct Font: Hashable, Sendable {
        /// The fontconfig family: `DejaVu Sans`, `DejaVu Sans Mono` or `DejaVu Serif`.
        public var family: String
        /// The size in points.
        public var size: Double
        public var isBold: Bool
        public init(family: String, size: Double, isBold: Bool) {
            self.family = family
            self.size = size
            self.isBold = isBold
        }
    }

    /// One line of text, drawn from its baseline's start.
    public struct TextRun: Equatable, Sendable {
        public var string: String
        public var font: Font
        /// The start of the baseline, in the item's local coordinates.
        public var origin: CGPoint
        public var shading: Shading
        public init(string: String, font: Font, origin: CGPoint, shading: Shading) {
            self.string = string
            self.font = font
            self.origin = origin
            self.shading = shading
        }
    }

    /// An image drawn as a labelled placeholder (SF Symbols and asset images are not on Linux).
    public struct ImagePlaceholder: Equatable, Sendable {
        /// The image name (`heart.fill`).
        public var name: String
        public var isSystemImage: Bool
        /// Where it is drawn, in the item's local coordinates.
        public var rect: CGRect
        /// The tint (the foreground style), if any.
        public var shading: Shading?
        public init(name: String, isSystemImage: Bool, rect: CGRect, shading: Shading?) {
            self.name = name
            self.isSystemImage = isSystemImage
            self.rect = rect
            self.shading = shading
        }
    }
}
