// Models the alignments a fuzz frame, overlay or background uses.
// Simplifies: five of SwiftUI's nine.
import ViewSim

/// An alignment, as data.
public enum FuzzAlignment: String, Codable, Equatable, Sendable, CustomStringConvertible {
    case center, leading, trailing, topLeading, bottomTrailing

    /// The viewsim alignment.
    var alignment: Alignment {
        switch self {
        case .center: return .center
        case .leading: return .leading
        case .trailing: return .trailing
        case .topLeading: return .topLeading
        case .bottomTrailing: return .bottomTrailing
        }
    }

    public var description: String { "." + rawValue }
}
