// Models how a fuzz case's button is drawn: no style, a custom `ButtonStyle`
// that reads `isPressed` and the role, a custom `PrimitiveButtonStyle`, or one of
// the built-in styles — so taps and presses reach buttons under every kind of style.

/// The style of a `.button` node.
public enum FuzzButtonLook: String, Codable, Equatable, Sendable, CaseIterable, CustomStringConvertible {
    case none, custom, primitive, bordered, borderedProminent, borderless, plain

    public var description: String { ".\(rawValue)" }
}
