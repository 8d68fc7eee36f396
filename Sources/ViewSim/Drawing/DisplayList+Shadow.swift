// Models the shadow copy of a display list item that `.shadow(color:radius:x:y:)`
// adds (viewsim's model): the same path, text or image rectangle, in the shadow's
// colour. Simplifies: no blur; the copy is drawn just before its item.

extension DisplayList.Content {
    /// This content in `color`, as its shadow: an image becomes its filled rectangle.
    func shadow(_ color: DisplayList.RGBA) -> DisplayList.Content {
        switch self {
        case .fill(let path, _, let style): return .fill(path, .color(color), style)
        case .stroke(let path, _, let style): return .stroke(path, .color(color), style)
        case .text(var run):
            run.shading = .color(color)
            return .text(run)
        case .image(let image): return .fill(Path(image.rect), .color(color), FillStyle())
        }
    }
}
