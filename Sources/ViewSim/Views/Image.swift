// Models SwiftUI's `Image(systemName:)` and `Image(_:)`.
// Simplifies: no pixels; an image is its name. Lesson: lesson3 (the heart).

/// A view that displays an image, identified by its name.
public struct Image: PrimitiveView, Equatable {
    /// The SF Symbol or asset name.
    public let name: String
    /// Whether `name` is an SF Symbol name.
    public let isSystemImage: Bool

    public init(systemName: String) {
        self.name = systemName
        self.isSystemImage = true
    }

    public init(_ name: String) {
        self.name = name
        self.isSystemImage = false
    }

    package var _traceName: String { "Image" }
    package var _label: String {
        isSystemImage ? "Image(systemName: \(ValueFormatter.quoted(name, limit: 32)))" : "Image(\(ValueFormatter.quoted(name, limit: 32)))"
    }
    package var _attributes: [NodeAttribute] { [NodeAttribute("image", .symbol(name))] }
}
