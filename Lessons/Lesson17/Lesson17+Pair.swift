// Lesson 17's fourth scene and its fix: two views whose bodies write, into an
// `@Observable` model, the number the other view reads; and the fix, which stores
// one number and derives the other.
import Observation
import ViewSim

extension Lesson17 {
    /// Two numbers two views keep "in sync" from their bodies.
    // lesson-code: lesson17-pair
    @Observable final class Pair {
        var left = 0
        var right = 0
    }

    struct LeftNumber: View {
        let pair: Pair

        var body: some View {
            Text("left \(synced())")
        }

        private func synced() -> Int {
            let value = pair.right + 1
            pair.left = value  // a write from inside body
            return value
        }
    }

    struct RightNumber: View {
        let pair: Pair

        var body: some View {
            Text("right \(synced())")
        }

        private func synced() -> Int {
            let value = pair.left + 1
            pair.right = value  // a write from inside body
            return value
        }
    }

    struct PairViews: View {
        @State private var pair = Pair()

        var body: some View {
            HStack {
                LeftNumber(pair: pair)
                RightNumber(pair: pair)
            }
        }
    }
    // end lesson-code: lesson17-pair

    /// The fix: one stored number; the other is derived where it is shown.
    // lesson-code: lesson17-derived-pair
    struct DerivedPair: View {
        @State private var right = 0

        var body: some View {
            HStack {
                Text("left \(right + 1)")
                Text("right \(right)")
                    .onTapGesture { right += 1 }
            }
        }
    }
    // end lesson-code: lesson17-derived-pair
}
