// Models nothing in SwiftUI: a compact text form of a display list, one line
// per item, for tests and the CLI:
// `#12 Circle fill rgba(1, 0.231, 0.188, 1) in (100, 200, 50, 50) opacity 0.5`.
// Simplifies: a path is described by the box around its points in display
// coordinates, not its elements. Lessons: display-list tests.
import Foundation

extension DisplayList: CustomStringConvertible {
    /// One line per item, back to front.
    ///
    /// ```text
    /// #4 Circle fill rgba(1, 0.231, 0.188, 1) in (171.5, 401, 50, 50)
    /// #7 Text "Hi" DejaVu Sans 17 rgba(0, 0, 0, 1) at (188, 430.3)
    /// ```
    public var description: String {
        items.map(\.description).joined(separator: "\n")
    }
}

extension DisplayList.Item: CustomStringConvertible {
    /// `#id Name what shading in (x, y, w, h)`, then `opacity o` and `clipped` when they apply.
    public var description: String {
        var parts = ["#\(viewID)", viewName]
        switch content {
        case .fill(let path, let shading, _):
            parts += [
                "fill", shading.description, "in", Self.rect((path.controlPointBounds ?? .zero).applying(transform)),
            ]
        case .stroke(let path, let shading, let style):
            parts += [
                "stroke", shading.description, "width", ValueFormatter.number(Double(style.lineWidth)), "in",
                Self.rect((path.controlPointBounds ?? .zero).applying(transform)),
            ]
        case .text(let run):
            let bold = run.font.isBold ? " Bold" : ""
            parts += [
                ValueFormatter.quoted(run.string), "\(run.font.family)\(bold) \(ValueFormatter.number(run.font.size))",
                run.shading.description, "at", Self.point(run.origin.applying(transform)),
            ]
        case .image(let image):
            parts += ["image", image.name]
            if let shading = image.shading { parts.append(shading.description) }
            parts += ["in", Self.rect(image.rect.applying(transform))]
        }
        if opacity != 1 { parts += ["opacity", ValueFormatter.number(opacity)] }
        if !clips.isEmpty { parts.append("clipped") }
        return parts.joined(separator: " ")
    }

    static func rect(_ rect: CGRect) -> String {
        "(\([rect.minX, rect.minY, rect.width, rect.height].map { ValueFormatter.number(Double($0)) }.joined(separator: ", ")))"
    }

    static func point(_ point: CGPoint) -> String {
        "(\(ValueFormatter.number(Double(point.x))), \(ValueFormatter.number(Double(point.y))))"
    }
}

extension DisplayList.Shading: CustomStringConvertible {
    /// `rgba(r, g, b, a)`, or the gradient's kind and its stops' colours.
    public var description: String {
        switch self {
        case .color(let color): return color.description
        case .linearGradient(let stops, _, _):
            return "linearGradient(\(stops.map(\.color.description).joined(separator: ", ")))"
        case .radialGradient(let stops, _, _, _):
            return "radialGradient(\(stops.map(\.color.description).joined(separator: ", ")))"
        }
    }
}

extension DisplayList.RGBA: CustomStringConvertible {
    /// `rgba(1, 0.231, 0.188, 1)`.
    public var description: String {
        "rgba(\([red, green, blue, opacity].map(ValueFormatter.number).joined(separator: ", ")))"
    }
}
