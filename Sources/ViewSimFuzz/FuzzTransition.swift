// Models a transition as data, so a case can print and shrink it: the
// built-ins, with any edge, scale and offset (NaN, ∞ and huge in extreme
// cases), combined, asymmetric, and with their own animation.
// Simplifies: `.modifier(active:identity:)` and custom `Transition` types are
// left to the unit tests.
import ViewSim

/// A transition, as data.
public indirect enum FuzzTransition: Codable, Equatable, Sendable, CustomStringConvertible {
    case opacity
    case identity
    case scale(Double?)
    case slide
    case move(Int)
    case push(Int)
    case offset(Double, Double)
    case blurReplace
    case combined(FuzzTransition, FuzzTransition)
    case asymmetric(insertion: FuzzTransition, removal: FuzzTransition)
    case animated(FuzzTransition, FuzzAnimation)

    /// The edges `move` and `push` pick from, by index.
    static let edges: [Edge] = [.top, .leading, .bottom, .trailing]

    /// The transition it describes.
    public var transition: AnyTransition {
        switch self {
        case .opacity: return .opacity
        case .identity: return .identity
        case .scale(nil): return .scale
        case .scale(let scale?): return .scale(scale: scale)
        case .slide: return .slide
        case .move(let edge): return .move(edge: Self.edges[abs(edge) % 4])
        case .push(let edge): return .push(from: Self.edges[abs(edge) % 4])
        case .offset(let x, let y): return .offset(x: x, y: y)
        case .blurReplace: return AnyTransition(BlurReplaceTransition())
        case .combined(let first, let second): return first.transition.combined(with: second.transition)
        case .asymmetric(let insertion, let removal):
            return .asymmetric(insertion: insertion.transition, removal: removal.transition)
        case .animated(let base, let animation): return base.transition.animation(animation.animation)
        }
    }

    /// Simpler forms, for the shrinker: the parts, then `.opacity`.
    var simpler: [FuzzTransition] {
        switch self {
        case .opacity: return []
        case .combined(let first, let second), .asymmetric(let first, let second): return [first, second, .opacity]
        case .animated(let base, _): return [base, .opacity]
        default: return [.opacity]
        }
    }

    public var description: String {
        let n = FuzzNumber.swift as (Double) -> String
        switch self {
        case .opacity: return ".opacity"
        case .identity: return ".identity"
        case .scale(nil): return ".scale(nil)"
        case .scale(let scale?): return ".scale(\(n(scale)))"
        case .slide: return ".slide"
        case .move(let edge): return ".move(\(edge))"
        case .push(let edge): return ".push(\(edge))"
        case .offset(let x, let y): return ".offset(\(n(x)), \(n(y)))"
        case .blurReplace: return ".blurReplace"
        case .combined(let first, let second): return ".combined(\(first), \(second))"
        case .asymmetric(let insertion, let removal): return ".asymmetric(insertion: \(insertion), removal: \(removal))"
        case .animated(let base, let animation): return ".animated(\(base), \(animation))"
        }
    }
}
