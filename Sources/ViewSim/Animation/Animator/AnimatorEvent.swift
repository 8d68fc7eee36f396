// Reports what happened to one animated value, for the graph to trace and to fire
// completions from. Simplifies: viewsim's own vocabulary; SwiftUI has no public
// equivalent (its listeners are internal).
import Foundation

/// Something that happened to an animated value. Each animation added to the value
/// (the first, and each one merged or combined later) gets a `generation`, counting
/// from 0, so completions can be matched to the change that created them.
package enum AnimatorEvent: Hashable, Sendable, CustomStringConvertible {
    /// The first animation started.
    case started(Animation, generation: Int)
    /// A new animation took over from `previous`, keeping its state, elapsed time and
    /// velocity (`shouldMerge` returned `true`).
    case merged(Animation, previous: Animation, generation: Int)
    /// A new animation runs alongside the ones already running, blended from their
    /// current output (`shouldMerge` returned `false`); `count` animations now run.
    case combined(Animation, count: Int, generation: Int)
    /// The animation of `generation` logically completed (fires once per generation,
    /// for superseded generations too: they keep being evaluated privately).
    case logicallyCompleted(generation: Int)
    /// The animator finished and is removed; the value shows its model value. Covers
    /// every generation up to `lastGeneration`.
    case finished(lastGeneration: Int)

    package var description: String {
        switch self {
        case .started(let animation, let generation):
            return "#\(generation) started \(animation)"
        case .merged(let animation, let previous, let generation):
            return "#\(generation) \(animation) merged with running \(previous) (keeps its value and velocity)"
        case .combined(let animation, let count, let generation):
            return "#\(generation) \(animation) combined with \(count - 1) running animation\(count == 2 ? "" : "s")"
        case .logicallyCompleted(let generation):
            return "#\(generation) logically complete"
        case .finished(let lastGeneration):
            return lastGeneration == 0 ? "#0 finished" : "#0…#\(lastGeneration) finished"
        }
    }
}
