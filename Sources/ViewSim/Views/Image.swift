// Models SwiftUI's `Image(systemName:)` and `Image(_:)`.
// Simplifies: no pixels; an image is its name. Lesson: lesson3 (the heart).

/// A view that displays an image, identified by its name.
nonisolated public struct Image: PrimitiveView, Equatable {
    /// The SF Symbol or asset name.
    public let name: String
    /// Whether `name` is an SF Symbol name.
    public let isSystemImage: Bool
    /// Whether the image was made `.resizable()` (it then fills the space it is given).
    public private(set) var isResizable = false

    public init(systemName: String) {
        self.name = systemName
        self.isSystemImage = true
    }

    public init(_ name: String) {
        self.name = name
        self.isSystemImage = false
    }

    /// The image, resizing to fill the space it is given.
    ///
    /// viewsim's model: there are no pixels; a resizable image takes the size it is
    /// proposed in layout (its label and a `resizable` attribute say so), drawn as a
    /// placeholder of that size; the resizing mode is not modelled, and the cap insets
    /// (the edges kept unstretched) are recorded but change nothing drawn.
    ///
    /// ```swift
    /// Image("bubble").resizable(capInsets: EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
    /// ```
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        image.tiles = resizingMode == .tile
        image.capInsets = capInsets
        return image
    }

    /// The cap insets given to `resizable(capInsets:resizingMode:)`.
    package private(set) var capInsets = EdgeInsets()

    /// Whether `.resizable(resizingMode: .tile)` asked for tiling, which viewsim
    /// does not draw (reported as `NotModelledAPI.resizableTile`).
    package private(set) var tiles = false

    package func _didInsert(node: ViewNode) {
        reportTiling(node)
        node.graph.contentDidInsert(node)
    }
    package func _didUpdate(node: ViewNode) {
        reportTiling(node)
        // The node's attributes still show the old name (the graph updates them after this hook).
        if case .symbol(let old)? = node.attributes.first(where: { $0.name == "image" })?.value, old != name {
            node.graph.contentDidChange(
                of: node, from: .image(name: old, isSystemImage: isSystemImage),
                to: .image(name: name, isSystemImage: isSystemImage))
        }
    }

    private func reportTiling(_ node: ViewNode) {
        guard tiles else { return }
        node.graph.reportNotModelled(.resizableTile, node: node.reference)
    }

    /// How a resizable image fills its space.
    public enum ResizingMode: Sendable { case tile, stretch }

    package var _traceName: String { "Image" }
    package var _label: String {
        let image =
            isSystemImage
            ? "Image(systemName: \(ValueFormatter.quoted(name, limit: 32)))"
            : "Image(\(ValueFormatter.quoted(name, limit: 32)))"
        return isResizable ? image + ".resizable()" : image
    }
    package var _attributes: [NodeAttribute] {
        if capInsets != EdgeInsets() {
            let insets = [capInsets.top, capInsets.leading, capInsets.bottom, capInsets.trailing]
                .map { ValueFormatter.number(Double($0)) }.joined(separator: ", ")
            return [
                NodeAttribute("image", .symbol(name)), NodeAttribute("resizable", .bool(true)),
                NodeAttribute("capInsets", .text(insets)),
            ]
        }
        return isResizable
            ? [NodeAttribute("image", .symbol(name)), NodeAttribute("resizable", .bool(true))]
            : [NodeAttribute("image", .symbol(name))]
    }
}
