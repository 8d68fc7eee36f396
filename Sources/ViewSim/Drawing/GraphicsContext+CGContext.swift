// Models SwiftUI's `GraphicsContext.withCGContext(content:)`: existing Core Graphics drawing
// code runs in a `Canvas` through viewsim's `CGContext`, which draws into this context's
// canvas. Simplifies: what the Core Graphics context draws becomes the canvas's own fills and
// strokes (see CoreGraphics/CGContext.swift). Lesson: lesson11 (seed 003's clock).

extension GraphicsContext {
    /// Gives `content` a Core Graphics context that draws into this context: this context's
    /// transform, clips and opacity apply to what it draws, and any state set on the Core
    /// Graphics context is lost when the closure returns, as in SwiftUI.
    ///
    /// ```swift
    /// Canvas { context, size in
    ///     context.withCGContext { cgContext in
    ///         cgContext.setFillColor(UIColor.red.cgColor)
    ///         cgContext.fill(CGRect(origin: .zero, size: size))
    ///     }
    /// }
    /// ```
    public func withCGContext(content: (CGContext) throws -> Void) rethrows {
        try content(CGContext(drawingInto: self))
    }
}
