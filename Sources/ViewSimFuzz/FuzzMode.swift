// Models how wild a case's numbers are: sane (finite, reasonable) or extreme
// (non-finite, huge, negative, zero), or a per-case mix of the two.

/// How wild a case's inputs are.
public enum FuzzMode: String, Codable, Sendable, CaseIterable, CustomStringConvertible {
    /// Finite, reasonable numbers; the trace must contain no "nan" or "inf".
    case sane
    /// Non-finite, huge, negative and zero numbers where the API takes them.
    case extreme
    /// Each case is sane or extreme, chosen by the seed (only for runs, never for a single case).
    case mixed

    public var description: String { "." + rawValue }
}
