// Works out the pixel size an image is drawn at from its size in points and the
// scale, clamping huge sizes to the maximum the renderer draws (8192 px a side,
// 32 megapixels) by lowering the scale, and saying so.
// Simplifies: one scale for both axes (a clamped image keeps its aspect ratio).
// Lesson: a huge frame rendered by `viewsim render`.
import Foundation

/// The pixel size of one image, after validation and clamping.
struct RenderSize: Equatable {
    /// The largest width or height drawn, in pixels.
    static let maximumSide = 8192
    /// The largest area drawn, in pixels (32 megapixels: 128 MB of image memory).
    static let maximumPixels = 32 * 1024 * 1024

    /// The size in points.
    let points: CGSize
    /// Pixels per point actually used.
    let scale: Double
    let pixelWidth: Int
    let pixelHeight: Int
    /// Set when the size was clamped: what was asked and what is drawn.
    let note: String?

    /// Validates `points` and `scale` and clamps the result; `what` names the image in messages
    /// ("display", "filmstrip").
    init(points: CGSize, scale requested: Double, what: String) throws {
        let width = Double(points.width)
        let height = Double(points.height)
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw RenderError.invalidSize(width: width, height: height, what: what)
        }
        guard requested.isFinite, requested > 0 else { throw RenderError.invalidScale(requested) }
        let side = Double(Self.maximumSide)
        var scale = requested
        scale = min(scale, side / width, side / height)
        // √max / √w / √h: w × h may overflow.
        scale = min(scale, Double(Self.maximumPixels).squareRoot() / width.squareRoot() / height.squareRoot())
        guard scale.isNormal else { throw RenderError.invalidSize(width: width, height: height, what: what) }
        self.points = points
        self.scale = scale
        // A clamped size rounds down, so it stays within both maximums; otherwise partly covered pixels count.
        let rounding: FloatingPointRoundingRule = scale < requested ? .down : .up
        pixelWidth = min(Self.maximumSide, max(1, Int((width * scale).rounded(rounding))))
        pixelHeight = min(Self.maximumSide, max(1, Int((height * scale).rounded(rounding))))
        if scale < requested {
            let asked = "\(Self.format(width * requested)) × \(Self.format(height * requested)) px"
            note =
                "The \(what) is \(RenderError.number(width)) × \(RenderError.number(height)) pt, \(asked) at scale "
                + "\(RenderError.number(requested)): above the maximum of \(Self.maximumSide) px a side and "
                + "\(Self.maximumPixels / (1024 * 1024)) megapixels, so it was drawn at scale \(Self.format(scale)) "
                + "(\(pixelWidth) × \(pixelHeight) px)."
        } else {
            note = nil
        }
    }

    /// A number with at most 4 significant decimals, or in exponent form when huge.
    static func format(_ value: Double) -> String {
        if abs(value) >= 1e9 { return String(format: "%.3g", value) }
        let rounded = (value * 10_000).rounded() / 10_000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
