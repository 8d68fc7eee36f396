// Models one Core Graphics call a fuzz canvas makes inside `withCGContext`, as data:
// graphics-state saves and restores (unbalanced too), transforms, path building, fills,
// strokes, clips, colours, line widths, alpha and a shadow. `FuzzView` replays the list on
// viewsim's `CGContext`. Simplifies: numbers are plain `Double`s (NaN and ∞ in extreme cases).
import Foundation
import ViewSim

/// A call on a `CGContext`, as data.
public enum FuzzCGCall: Codable, Equatable, Sendable, CustomStringConvertible {
    case saveGState
    case restoreGState
    case translateBy(Double, Double)
    case rotate(Double)
    case scaleBy(Double, Double)
    case move(Double, Double)
    case addLine(Double, Double)
    case addRect(Double, Double, Double, Double)
    case addEllipse(Double, Double, Double, Double)
    case closePath
    case fillPath(evenOdd: Bool)
    case strokePath
    case clip
    case setLineWidth(Double)
    case setAlpha(Double)
    case setFillGray(Double)
    case setShadow(Double)

    public var description: String {
        func n(_ values: Double...) -> String { values.map { FuzzNumber.swift($0) }.joined(separator: ", ") }
        switch self {
        case .saveGState: return ".saveGState"
        case .restoreGState: return ".restoreGState"
        case .translateBy(let x, let y): return ".translateBy(\(n(x, y)))"
        case .rotate(let angle): return ".rotate(\(n(angle)))"
        case .scaleBy(let x, let y): return ".scaleBy(\(n(x, y)))"
        case .move(let x, let y): return ".move(\(n(x, y)))"
        case .addLine(let x, let y): return ".addLine(\(n(x, y)))"
        case .addRect(let x, let y, let w, let h): return ".addRect(\(n(x, y, w, h)))"
        case .addEllipse(let x, let y, let w, let h): return ".addEllipse(\(n(x, y, w, h)))"
        case .closePath: return ".closePath"
        case .fillPath(let evenOdd): return ".fillPath(evenOdd: \(evenOdd))"
        case .strokePath: return ".strokePath"
        case .clip: return ".clip"
        case .setLineWidth(let width): return ".setLineWidth(\(n(width)))"
        case .setAlpha(let alpha): return ".setAlpha(\(n(alpha)))"
        case .setFillGray(let gray): return ".setFillGray(\(n(gray)))"
        case .setShadow(let blur): return ".setShadow(\(n(blur)))"
        }
    }

    /// Makes the call on `context`.
    func apply(to context: CGContext) {
        switch self {
        case .saveGState: context.saveGState()
        case .restoreGState: context.restoreGState()
        case .translateBy(let x, let y): context.translateBy(x: x, y: y)
        case .rotate(let angle): context.rotate(by: angle)
        case .scaleBy(let x, let y): context.scaleBy(x: x, y: y)
        case .move(let x, let y): context.move(to: CGPoint(x: x, y: y))
        case .addLine(let x, let y): context.addLine(to: CGPoint(x: x, y: y))
        case .addRect(let x, let y, let w, let h): context.addRect(CGRect(x: x, y: y, width: w, height: h))
        case .addEllipse(let x, let y, let w, let h): context.addEllipse(in: CGRect(x: x, y: y, width: w, height: h))
        case .closePath: context.closePath()
        case .fillPath(let evenOdd): context.fillPath(using: evenOdd ? .evenOdd : .winding)
        case .strokePath: context.strokePath()
        case .clip: context.clip()
        case .setLineWidth(let width): context.setLineWidth(width)
        case .setAlpha(let alpha): context.setAlpha(alpha)
        case .setFillGray(let gray): context.setFillColor(gray: gray, alpha: 1)
        case .setShadow(let blur): context.setShadow(offset: CGSize(width: 1, height: 1), blur: blur)
        }
    }
}
