// The counting curve of lesson 10's counter (not in seed 002, which always counts
// linearly): `.linear`, as in the seed, or `.easeInOut`, to show why the seed's
// "remaining time" only works for linear animations.
import Foundation
import ViewSim

extension Lesson10 {
    /// How the counter animates towards its end.
    enum Curve: String, Hashable {
        case linear
        case easeInOut

        /// The animation that covers what is left of the count in `duration` seconds.
        func animation(duration: TimeInterval) -> Animation {
            switch self {
            case .linear: .linear(duration: duration)
            case .easeInOut: .easeInOut(duration: duration)
            }
        }
    }
}
