// Models a layout modifier around a fuzz view, as data: fixed and flexible
// frames, padding, offset, position, aspect ratio and fixed size. `FuzzView`
// applies it with the real modifier. Simplifies: one modifier per node; the
// numbers are `FuzzLength`s (fixed, unbounded, or read from a source).

/// A layout modifier, as data.
public enum FuzzLayout: Codable, Equatable, Sendable, CustomStringConvertible {
    /// `.frame(width:height:alignment:)`.
    case frame(width: FuzzLength?, height: FuzzLength?, FuzzAlignment)
    /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    case flexibleFrame(
        minWidth: FuzzLength?, idealWidth: FuzzLength?, maxWidth: FuzzLength?,
        minHeight: FuzzLength?, idealHeight: FuzzLength?, maxHeight: FuzzLength?, FuzzAlignment)
    /// `.padding(length)` (`.padding()` when nil).
    case padding(FuzzLength?)
    /// `.offset(x:y:)`.
    case offset(x: FuzzLength, y: FuzzLength)
    /// `.position(x:y:)`.
    case position(x: FuzzLength, y: FuzzLength)
    /// `.aspectRatio(ratio, contentMode: fill ? .fill : .fit)`.
    case aspectRatio(FuzzLength?, fill: Bool)
    /// `.fixedSize(horizontal:vertical:)`.
    case fixedSize(horizontal: Bool, vertical: Bool)

    /// Every length in it, in order.
    var lengths: [FuzzLength] {
        switch self {
        case .frame(let width, let height, _): return [width, height].compactMap { $0 }
        case .flexibleFrame(let a, let b, let c, let d, let e, let f, _): return [a, b, c, d, e, f].compactMap { $0 }
        case .padding(let length): return length.map { [$0] } ?? []
        case .offset(let x, let y), .position(let x, let y): return [x, y]
        case .aspectRatio(let ratio, _): return ratio.map { [$0] } ?? []
        case .fixedSize: return []
        }
    }

    public var description: String {
        func optional(_ length: FuzzLength?) -> String { length.map(\.description) ?? "nil" }
        switch self {
        case .frame(let width, let height, let alignment):
            return ".frame(width: \(optional(width)), height: \(optional(height)), \(alignment))"
        case .flexibleFrame(
            let minWidth, let idealWidth, let maxWidth, let minHeight, let idealHeight, let maxHeight, let alignment):
            return
                ".flexibleFrame(minWidth: \(optional(minWidth)), idealWidth: \(optional(idealWidth)), maxWidth: \(optional(maxWidth)), "
                + "minHeight: \(optional(minHeight)), idealHeight: \(optional(idealHeight)), maxHeight: \(optional(maxHeight)), \(alignment))"
        case .padding(let length): return ".padding(\(optional(length)))"
        case .offset(let x, let y): return ".offset(x: \(x), y: \(y))"
        case .position(let x, let y): return ".position(x: \(x), y: \(y))"
        case .aspectRatio(let ratio, let fill): return ".aspectRatio(\(optional(ratio)), fill: \(fill))"
        case .fixedSize(let horizontal, let vertical):
            return ".fixedSize(horizontal: \(horizontal), vertical: \(vertical))"
        }
    }
}
