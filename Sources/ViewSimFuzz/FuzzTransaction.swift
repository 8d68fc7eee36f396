// Models a transaction modifier as data: disabling animations, replacing the
// animation, or replacing it only when a value changes.

/// A transaction modifier, as data.
public enum FuzzTransaction: Codable, Equatable, Sendable, CustomStringConvertible {
    /// `.transaction { $0.disablesAnimations = true }`.
    case disablesAnimations
    /// `.transaction { $0.animation = animation }`.
    case setAnimation(FuzzAnimation)
    /// `.transaction(value:) { $0.animation = animation }`, keyed on a source.
    case onValue(FuzzSource, FuzzAnimation)

    public var description: String {
        switch self {
        case .disablesAnimations: return ".disablesAnimations"
        case .setAnimation(let animation): return ".setAnimation(\(animation))"
        case .onValue(let source, let animation): return ".onValue(\(source), \(animation))"
        }
    }
}
