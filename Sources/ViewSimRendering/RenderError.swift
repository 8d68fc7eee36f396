// The ways drawing a display list, a filmstrip or an animated PNG can fail, each
// saying what was wrong and what to do.
// Simplifies: problems inside one item (a NaN point, a bad dash) are not errors:
// the item is skipped or simplified and the result's `notes` say so.
// Lesson: `viewsim render` with a zero-size display.
import Foundation

/// Why a render failed.
///
/// ```swift
/// do { _ = try DisplayListRenderer().png(DisplayList(size: .zero)) }
/// catch let error as RenderError { print(error) }
/// // The display size 0 × 0 pt cannot be drawn: …
/// ```
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// The display (or filmstrip) size is zero, negative, NaN or infinite.
    case invalidSize(width: Double, height: Double, what: String)
    /// The renderer's scale is zero, negative, NaN or infinite.
    case invalidScale(Double)
    /// A filmstrip or animation was given no frames, or a layout it cannot use.
    case invalidFrames(String)
    /// Bytes that are not a PNG cairo can read.
    case invalidPNG(String)
    /// A file name whose extension names no format the renderer writes.
    case unsupportedFile(String)
    /// cairo itself failed (out of memory, a surface it could not create).
    case cairo(String)

    public var description: String {
        switch self {
        case .invalidSize(let width, let height, let what):
            return "The \(what) size \(Self.number(width)) × \(Self.number(height)) pt cannot be drawn: "
                + "both sides must be finite and greater than 0. To fix, lay the views out in a display of positive size "
                + "(Simulation's screen size) before rendering."
        case .invalidScale(let scale):
            return "The rendering scale \(Self.number(scale)) cannot be used: it must be finite and greater than 0 "
                + "(pixels per point; 2 is a Retina screen). To fix, pass DisplayListRenderer(scale: 2)."
        case .invalidFrames(let message):
            return message
        case .invalidPNG(let message):
            return
                "The bytes are not a PNG cairo can read: \(message). To fix, pass the bytes of a PNG file (RenderResult.bytes of a png render)."
        case .unsupportedFile(let name):
            return "The file \"\(name)\" names no format the renderer writes. To fix, end its name with .png or .svg."
        case .cairo(let message):
            return
                "cairo failed: \(message). To fix, check that libcairo2 is installed (scripts/install-deps) and that the image is not too large for memory."
        }
    }

    /// `value` for a message: NaN, ∞, a whole number, at most 4 decimals, or an exponent when huge.
    static func number(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value > 0 ? "∞" : "-∞" }
        guard abs(value) < 1e15 else { return String(value) }
        let rounded = (value * 10_000).rounded() / 10_000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
