// Models one scripted touch as data: a drag (with a hold before it), a drag along
// a path, a fling, a long press, a pinch, a rotation or a multi-tap, with the
// numbers of the touch verbs (NaN, ∞, huge and negative in extreme cases, which the
// verbs refuse with `invalidTouch`/`invalidDuration`: a recorded error, not a failure).
// Simplifies: a path's points are screen points the generator picks (0…400).
import Foundation
import ViewSim

/// A touch verb and its numbers; the step names the view.
public enum FuzzTouch: Codable, Equatable, Sendable, CustomStringConvertible {
    /// `sim.drag(name, by: CGSize(width: dx, height: dy), duration:, afterHolding: hold)`.
    case drag(Double, Double, duration: Double, hold: Double)
    /// `sim.drag(name, along:, duration:)` with the points `(x0, y0, x1, y1, …)`.
    case path([Double], duration: Double)
    /// `sim.fling(name, by: CGSize(width: dx, height: dy), duration:)`.
    case fling(Double, Double, duration: Double)
    /// `sim.longPress(name, duration:)`.
    case longPress(Double)
    /// `sim.pinch(name, scale:, duration:)`.
    case pinch(Double, duration: Double)
    /// `sim.rotate(name, by: .degrees(degrees), duration:)`.
    case rotate(Double, duration: Double)
    /// `sim.tap(name, count:)`.
    case taps(Int)

    /// Performs the touch on the view named `name`.
    func perform(on name: String, in sim: Simulation) throws {
        switch self {
        case .drag(let dx, let dy, let duration, let hold):
            try sim.drag(name, by: CGSize(width: dx, height: dy), duration: duration, afterHolding: hold)
        case .path(let coordinates, let duration):
            let points = stride(from: 0, to: coordinates.count - 1, by: 2).map {
                CGPoint(x: coordinates[$0], y: coordinates[$0 + 1])
            }
            try sim.drag(name, along: points, duration: duration)
        case .fling(let dx, let dy, let duration):
            try sim.fling(name, by: CGSize(width: dx, height: dy), duration: duration)
        case .longPress(let duration): try sim.longPress(name, duration: duration)
        case .pinch(let scale, let duration): try sim.pinch(name, scale: CGFloat(scale), duration: duration)
        case .rotate(let degrees, let duration): try sim.rotate(name, by: .degrees(degrees), duration: duration)
        case .taps(let count): try sim.tap(name, count: count)
        }
    }

    /// Its numbers, in order (for the shrinker).
    var numbers: [Double] {
        switch self {
        case .drag(let dx, let dy, let duration, let hold): return [dx, dy, duration, hold]
        case .path(let coordinates, let duration): return coordinates + [duration]
        case .fling(let dx, let dy, let duration): return [dx, dy, duration]
        case .longPress(let duration): return [duration]
        case .pinch(let scale, let duration), .rotate(let scale, let duration): return [scale, duration]
        case .taps: return []
        }
    }

    /// The same touch with `numbers` in place of its own (as many, in the same order).
    func with(_ numbers: [Double]) -> FuzzTouch {
        guard numbers.count == self.numbers.count else { return self }
        switch self {
        case .drag: return .drag(numbers[0], numbers[1], duration: numbers[2], hold: numbers[3])
        case .path: return .path(Array(numbers.dropLast()), duration: numbers[numbers.count - 1])
        case .fling: return .fling(numbers[0], numbers[1], duration: numbers[2])
        case .longPress: return .longPress(numbers[0])
        case .pinch: return .pinch(numbers[0], duration: numbers[1])
        case .rotate: return .rotate(numbers[0], duration: numbers[1])
        case .taps: return self
        }
    }

    public var description: String {
        let n = FuzzNumber.swift as (Double) -> String
        switch self {
        case .drag(let dx, let dy, let duration, let hold):
            return ".drag(\(n(dx)), \(n(dy)), duration: \(n(duration)), hold: \(n(hold)))"
        case .path(let coordinates, let duration):
            return ".path(\(FuzzNumber.swift(coordinates)), duration: \(n(duration)))"
        case .fling(let dx, let dy, let duration): return ".fling(\(n(dx)), \(n(dy)), duration: \(n(duration)))"
        case .longPress(let duration): return ".longPress(\(n(duration)))"
        case .pinch(let scale, let duration): return ".pinch(\(n(scale)), duration: \(n(duration)))"
        case .rotate(let degrees, let duration): return ".rotate(\(n(degrees)), duration: \(n(duration)))"
        case .taps(let count): return ".taps(\(count))"
        }
    }
}
