// Models an `Animation` as data, so a case can print and shrink it: curves,
// springs, repeats, delay and speed, and `nil` (no animation).
import ViewSim

/// An animation, as data.
public indirect enum FuzzAnimation: Codable, Equatable, Sendable, CustomStringConvertible {
    case none
    case `default`
    case linear(Double)
    case easeIn(Double)
    case easeOut(Double)
    case easeInOut(Double)
    case timingCurve(Double, Double, Double, Double, duration: Double)
    case spring(duration: Double, bounce: Double)
    case smooth, snappy, bouncy, interactiveSpring
    case repeatCount(FuzzAnimation, Int, autoreverses: Bool)
    case repeatForever(FuzzAnimation, autoreverses: Bool)
    case delay(FuzzAnimation, Double)
    case speed(FuzzAnimation, Double)

    /// The animation it describes (`nil` for `.none`).
    public var animation: Animation? {
        switch self {
        case .none: return nil
        case .default: return .default
        case .linear(let d): return .linear(duration: d)
        case .easeIn(let d): return .easeIn(duration: d)
        case .easeOut(let d): return .easeOut(duration: d)
        case .easeInOut(let d): return .easeInOut(duration: d)
        case .timingCurve(let a, let b, let c, let d, let duration): return .timingCurve(a, b, c, d, duration: duration)
        case .spring(let duration, let bounce): return .spring(duration: duration, bounce: bounce)
        case .smooth: return .smooth
        case .snappy: return .snappy
        case .bouncy: return .bouncy
        case .interactiveSpring: return .interactiveSpring
        case .repeatCount(let base, let count, let autoreverses):
            return (base.animation ?? .default).repeatCount(count, autoreverses: autoreverses)
        case .repeatForever(let base, let autoreverses):
            return (base.animation ?? .default).repeatForever(autoreverses: autoreverses)
        case .delay(let base, let d): return base.animation?.delay(d)
        case .speed(let base, let s): return base.animation?.speed(s)
        }
    }

    /// Whether it repeats forever somewhere inside.
    public var repeatsForever: Bool {
        switch self {
        case .repeatForever: return true
        case .repeatCount(let base, _, _), .delay(let base, _), .speed(let base, _): return base.repeatsForever
        default: return false
        }
    }

    public var description: String {
        let n = FuzzNumber.swift as (Double) -> String
        switch self {
        case .none: return ".none"
        case .default: return ".default"
        case .linear(let d): return ".linear(\(n(d)))"
        case .easeIn(let d): return ".easeIn(\(n(d)))"
        case .easeOut(let d): return ".easeOut(\(n(d)))"
        case .easeInOut(let d): return ".easeInOut(\(n(d)))"
        case .timingCurve(let a, let b, let c, let d, let duration):
            return ".timingCurve(\(n(a)), \(n(b)), \(n(c)), \(n(d)), duration: \(n(duration)))"
        case .spring(let duration, let bounce): return ".spring(duration: \(n(duration)), bounce: \(n(bounce)))"
        case .smooth: return ".smooth"
        case .snappy: return ".snappy"
        case .bouncy: return ".bouncy"
        case .interactiveSpring: return ".interactiveSpring"
        case .repeatCount(let base, let count, let autoreverses):
            return ".repeatCount(\(base), \(FuzzNumber.swift(count)), autoreverses: \(autoreverses))"
        case .repeatForever(let base, let autoreverses): return ".repeatForever(\(base), autoreverses: \(autoreverses))"
        case .delay(let base, let d): return ".delay(\(base), \(n(d)))"
        case .speed(let base, let s): return ".speed(\(base), \(n(s)))"
        }
    }
}
