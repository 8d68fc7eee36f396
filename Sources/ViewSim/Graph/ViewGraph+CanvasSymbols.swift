// Resolves a `Canvas`'s `symbols` for its renderer: each view tagged with
// `.tag(_:)` becomes a `GraphicsContext.ResolvedSymbol` (see that type for
// what a symbol draws as). Simplifies: the symbols are read from the canvas's
// value, not made into nodes of the graph (they have no state of their own in
// viewsim); at most 1,000 symbols, 64 levels deep. Lesson: lesson11.
import Foundation

extension ViewGraph {
    /// The most symbols a canvas resolves.
    static let maximumCanvasSymbols = 1_000

    /// The tagged views of `symbols`, resolved, in the order they are declared.
    static func canvasSymbols(_ symbols: any View, of node: ViewNode) -> [(
        tag: AnyHashable, symbol: GraphicsContext.ResolvedSymbol
    )] {
        var result: [(tag: AnyHashable, symbol: GraphicsContext.ResolvedSymbol)] = []
        func walk(_ view: any View, depth: Int) {
            guard depth < 64, result.count < maximumCanvasSymbols else { return }
            if let modified = view as? any AnyModifiedContent {
                if let tag = modified._anyModifier as? _TagModifier {
                    result.append((tag.tag, resolveSymbol(modified._anyContent, of: node)))
                } else {
                    walk(modified._anyContent, depth: depth + 1)
                }
                return
            }
            guard let primitive = view as? any PrimitiveView else { return }
            for (_, child) in primitive._children() { walk(child, depth: depth + 1) }
        }
        walk(symbols, depth: 0)
        return result
    }

    /// What one symbol view draws as: its leaf (an image, a text, else a named
    /// placeholder) with the colour, font and frame of the modifiers around it.
    static func resolveSymbol(_ view: any View, of node: ViewNode) -> GraphicsContext.ResolvedSymbol {
        var tint: Color?
        var font: Font?
        var frame: (width: CGFloat?, height: CGFloat?)?
        var current = view
        var resolvedPlaceholder = false
        for _ in 0..<64 {
            if let modified = current as? any AnyModifiedContent {
                switch modified._anyModifier {
                case let style as _ForegroundStyleModifier:
                    if let color = style.style as? Color { tint = color }  // the innermost style wins
                case let modifier as _FontModifier:
                    if let inner = modifier.font { font = inner }
                case let layout as _FrameLayout:
                    if frame == nil { frame = (layout.width, layout.height) }  // the outermost frame sizes it
                default:
                    break
                }
                current = modified._anyContent
                continue
            }
            // A custom modifier's `content`: the view the modifier wraps (seed 004 tags it).
            if !resolvedPlaceholder, (current as? any PrimitiveView)?._role == .modifierContent,
                let owner = node.ancestor(where: { $0.kind == .primitive(.customModifier) }),
                let modified = owner.view as? any AnyModifiedContent
            {
                resolvedPlaceholder = true
                current = modified._anyContent
                continue
            }
            break
        }
        let symbolFont = font ?? inheritedFont(above: node) ?? .body
        func sized(_ natural: CGSize) -> CGSize {
            func clean(_ value: CGFloat?, _ fallback: CGFloat) -> CGFloat {
                guard let value, value.isFinite, value >= 0 else { return fallback }
                return value
            }
            return CGSize(width: clean(frame?.width, natural.width), height: clean(frame?.height, natural.height))
        }
        if let image = current as? Image {
            return GraphicsContext.ResolvedSymbol(
                content: .image(name: image.name, isSystemImage: image.isSystemImage, tint: tint),
                size: sized(CGSize(width: symbolFont.size, height: symbolFont.size)))
        }
        if let text = current as? Text {
            let textFont = (text.font ?? symbolFont).resolved
            let metrics = TextMetrics.measure(text.content, font: textFont)
            return GraphicsContext.ResolvedSymbol(
                content: .text(string: text.content, font: textFont, color: text.color ?? tint ?? .primary),
                size: sized(CGSize(width: metrics.width, height: metrics.lineHeight)))
        }
        let name = ViewNode.shortTypeName(_typeName(type(of: current), qualified: false))
        return GraphicsContext.ResolvedSymbol(
            content: .placeholder(name: name), size: sized(CGSize(width: 17, height: 17)))
    }
}
