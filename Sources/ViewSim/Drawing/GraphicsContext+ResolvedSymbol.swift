// Models SwiftUI's `GraphicsContext.ResolvedSymbol`: a view from a canvas's
// `symbols` (found by its `.tag`), ready to draw as often as the renderer likes.
// Simplifies: viewsim's model: a symbol is drawn as what it shows at its top:
// an `Image` as its labelled placeholder (tinted by a `.foregroundStyle` colour,
// as large as its `.font` or `.frame`), a `Text` as its text, anything else
// as a placeholder named after its type; other modifiers of the symbol are not
// drawn. A custom modifier's `content` resolves to the view the modifier wraps
// (seed 004 tags its `content`). Lesson: lesson11 (the particles).
import Foundation

extension GraphicsContext {
    /// A symbol view, resolved for drawing, as `resolveSymbol(id:)` returns it.
    public struct ResolvedSymbol {
        /// What the symbol draws.
        package enum Content {
            case image(name: String, isSystemImage: Bool, tint: Color?)
            case text(string: String, font: DisplayList.Font, color: Color)
            case placeholder(name: String)
        }

        package let content: Content
        /// The symbol's size.
        public let size: CGSize

        package init(content: Content, size: CGSize) {
            self.content = content
            self.size = size
        }
    }

    /// The symbol tagged `id` in the canvas's `symbols`, or nil.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        let key = AnyHashable(id)
        return recording.symbols.first { $0.tag == key }?.symbol
    }

    /// Draws `symbol` with its `anchor` point at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = symbol.size
        draw(
            symbol,
            in: CGRect(
                x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
                width: size.width, height: size.height))
    }

    /// Draws `symbol` filling `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        switch symbol.content {
        case .image(let name, let isSystemImage, let tint):
            var image = ResolvedImage(image: isSystemImage ? Image(systemName: name) : Image(name))
            image.shading = tint.map { .color($0) } ?? image.shading
            draw(image, in: rect)
        case .text(let string, let font, let color):
            guard rect.origin.isFinite, transform.isFinite else { return recordNonFinite() }
            let ascent = TextMetrics.measure("", font: font).ascent
            recordItem(
                .text(
                    DisplayList.TextRun(
                        string: string, font: font,
                        origin: CGPoint(x: rect.minX, y: rect.minY + CGFloat(ascent)),
                        shading: .color(color.rgba))))
        case .placeholder(let name):
            draw(ResolvedImage(image: Image(name)), in: rect)
        }
    }
}
