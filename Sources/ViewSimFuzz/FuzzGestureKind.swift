// Models a gesture as data, so a case can print and shrink it: the six gesture
// types with their parameters (NaN, ∞ and huge in extreme cases), their
// compositions (sequenced, simultaneously, exclusively), and the convenience
// modifiers `.onTapGesture(count:)` and `.onLongPressGesture`.
// Simplifies: every gesture's value is mapped to an `Int` before it is composed,
// so one `AnyGesture<Int>` type covers every shape; coordinate spaces stay local.
import Foundation
import ViewSim

/// A gesture's kind, as data.
public indirect enum FuzzGestureKind: Codable, Equatable, Sendable, CustomStringConvertible {
    /// `DragGesture(minimumDistance:)`.
    case drag(Double)
    /// `TapGesture(count:)`.
    case tap(Int)
    /// `SpatialTapGesture(count:)`.
    case spatialTap(Int)
    /// `LongPressGesture(minimumDuration:)`.
    case longPress(Double)
    /// `MagnifyGesture()`.
    case magnify
    /// `RotateGesture()`.
    case rotate
    /// `first.sequenced(before: second)`.
    case sequenced(FuzzGestureKind, FuzzGestureKind)
    /// `first.simultaneously(with: second)`.
    case simultaneously(FuzzGestureKind, FuzzGestureKind)
    /// `first.exclusively(before: second)`.
    case exclusively(FuzzGestureKind, FuzzGestureKind)
    /// `.onTapGesture(count:)` (not composable; the host attaches it instead of a gesture).
    case onTap(Int)
    /// `.onLongPressGesture(minimumDuration:)` (not composable, like `onTap`).
    case onLongPress(Double)

    /// Whether it is a convenience modifier rather than a gesture value.
    var isModifier: Bool {
        switch self {
        case .onTap, .onLongPress: return true
        default: return false
        }
    }

    /// The gesture, its value mapped to an `Int`; `changed` runs from each leaf's `onChanged`.
    func gesture(changed: @escaping () -> Void) -> AnyGesture<Int> {
        switch self {
        case .drag(let distance):
            return AnyGesture(
                DragGesture(minimumDistance: CGFloat(distance)).onChanged { _ in changed() }.map { _ in 1 })
        case .tap(let count), .onTap(let count):
            return AnyGesture(TapGesture(count: count).map { _ in 2 })
        case .spatialTap(let count):
            return AnyGesture(SpatialTapGesture(count: count).map { _ in 3 })
        case .longPress(let duration), .onLongPress(let duration):
            return AnyGesture(LongPressGesture(minimumDuration: duration).onChanged { _ in changed() }.map { _ in 4 })
        case .magnify:
            return AnyGesture(MagnifyGesture().onChanged { _ in changed() }.map { _ in 5 })
        case .rotate:
            return AnyGesture(RotateGesture().onChanged { _ in changed() }.map { _ in 6 })
        case .sequenced(let first, let second):
            return AnyGesture(
                first.gesture(changed: changed).sequenced(before: second.gesture(changed: changed)).map { _ in 7 })
        case .simultaneously(let first, let second):
            return AnyGesture(
                first.gesture(changed: changed).simultaneously(with: second.gesture(changed: changed)).map { _ in 8 })
        case .exclusively(let first, let second):
            return AnyGesture(
                first.gesture(changed: changed).exclusively(before: second.gesture(changed: changed)).map { _ in 9 })
        }
    }

    /// Simpler forms, for the shrinker: the parts of a composition, then a drag.
    var simpler: [FuzzGestureKind] {
        switch self {
        case .drag(10): return []
        case .sequenced(let first, let second), .simultaneously(let first, let second),
            .exclusively(let first, let second):
            return [first, second, .drag(10)]
        default: return [.drag(10)]
        }
    }

    public var description: String {
        let n = FuzzNumber.swift as (Double) -> String
        switch self {
        case .drag(let distance): return ".drag(\(n(distance)))"
        case .tap(let count): return ".tap(\(count))"
        case .spatialTap(let count): return ".spatialTap(\(count))"
        case .longPress(let duration): return ".longPress(\(n(duration)))"
        case .magnify: return ".magnify"
        case .rotate: return ".rotate"
        case .sequenced(let first, let second): return ".sequenced(\(first), \(second))"
        case .simultaneously(let first, let second): return ".simultaneously(\(first), \(second))"
        case .exclusively(let first, let second): return ".exclusively(\(first), \(second))"
        case .onTap(let count): return ".onTap(\(count))"
        case .onLongPress(let duration): return ".onLongPress(\(n(duration)))"
        }
    }
}
