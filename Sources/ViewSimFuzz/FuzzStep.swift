// Models one step of a fuzz case's script: a tap, a write to a shared model,
// or moving time on (including zero, tiny, huge, negative and NaN durations).

/// One step of a script, as data. Its `description` is a Swift expression.
public enum FuzzStep: Codable, Equatable, Sendable, CustomStringConvertible {
    /// `sim.tap(name)` (a name no view has is a fine, recorded, error).
    case tap(String)
    /// Sets `p<k>` of the shared `@Observable` (`.observable(k)`) or `ObservableObject`
    /// (`.published(k)`) model, inside `withAnimation` unless `animation` is `.none`.
    case set(FuzzSource, Int, animation: FuzzAnimation)
    /// Edits a shared list.
    case edit(FuzzList, FuzzListEdit, animation: FuzzAnimation)
    /// `sim.advance(by:)`.
    case advance(Double)
    /// `sim.advanceFrames(_:)`.
    case advanceFrames(Int)
    /// `sim.runUntilIdle(timeout:)`.
    case runUntilIdle(Double)
    /// A control verb on the control named in the step (a wrong name or kind is a recorded error).
    case control(FuzzControlAction, String)
    /// `sim.press(name, for: seconds)`.
    case press(String, Double)
    /// `sim.back()` (an error when no stack on screen has a pushed screen).
    case back
    /// `sim.dismiss()` (an error when nothing is presented).
    case dismiss
    /// `sim.navigate(to:)` with a number (an error when no stack is on screen).
    case navigate(Int)
    /// A list verb on the list named in the step (a wrong name or row is a recorded error).
    case list(FuzzListVerb, String)
    /// `sim.scroll(name, by: distance)` (NaN, ∞, a disabled scroll view or a wrong name: a recorded error).
    case scroll(String, Double)
    /// `sim.scroll(name, to: id)` (an id no row has: a diagnostic).
    case scrollTo(String, Int)
    /// A touch on the view named in the step (`FuzzTouch`: drags, paths, flings, long presses,
    /// pinches, rotations, multi-taps); bad numbers, a wrong name or no gesture there: a recorded error.
    case touch(FuzzTouch, String)

    public var description: String {
        switch self {
        case .tap(let name): return ".tap(\(FuzzNumber.quoted(name)))"
        case .set(let source, let value, let animation): return ".set(\(source), \(value), animation: \(animation))"
        case .edit(let list, let edit, let animation): return ".edit(\(list), \(edit), animation: \(animation))"
        case .advance(let seconds): return ".advance(\(FuzzNumber.swift(seconds)))"
        case .advanceFrames(let count): return ".advanceFrames(\(FuzzNumber.swift(count)))"
        case .runUntilIdle(let timeout): return ".runUntilIdle(\(FuzzNumber.swift(timeout)))"
        case .control(let action, let name): return ".control(\(action), \(FuzzNumber.quoted(name)))"
        case .press(let name, let seconds): return ".press(\(FuzzNumber.quoted(name)), \(FuzzNumber.swift(seconds)))"
        case .back: return ".back"
        case .dismiss: return ".dismiss"
        case .navigate(let value): return ".navigate(\(value))"
        case .list(let verb, let name): return ".list(\(verb), \(FuzzNumber.quoted(name)))"
        case .scroll(let name, let distance):
            return ".scroll(\(FuzzNumber.quoted(name)), \(FuzzNumber.swift(distance)))"
        case .scrollTo(let name, let id): return ".scrollTo(\(FuzzNumber.quoted(name)), \(id))"
        case .touch(let touch, let name): return ".touch(\(touch), \(FuzzNumber.quoted(name)))"
        }
    }
}
