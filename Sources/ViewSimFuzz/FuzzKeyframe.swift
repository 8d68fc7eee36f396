// Models one keyframe of a `KeyframeAnimator` over a `Double` as data.

/// One keyframe, as data.
public struct FuzzKeyframe: Codable, Equatable, Sendable, CustomStringConvertible {
    /// Which keyframe type.
    public enum Kind: String, Codable, Sendable { case linear, cubic, spring, move }

    public var kind: Kind
    public var value: Double
    public var duration: Double

    public init(_ kind: Kind, _ value: Double, duration: Double) {
        self.kind = kind
        self.value = value
        self.duration = duration
    }

    public var description: String {
        "FuzzKeyframe(.\(kind.rawValue), \(FuzzNumber.swift(value)), duration: \(FuzzNumber.swift(duration)))"
    }
}
