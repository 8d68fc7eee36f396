// The heart of seed 001 §7 on §10's loop-counting schedule (the seed counts
// the loops of an animated GIF; the GIF itself is out of scope). Not in the
// seed as such: BeatingHeart with `.cyclic(loopCount: 3, timeOffsets:)`.
import ViewSim

extension Lesson6 {
    /// The beating heart, told to stop after three loops of its offsets.
    struct CountedHeart: View {
        var body: some View {
            TimelineView(.cyclic(loopCount: 3, timeOffsets: [0.2, 0.2, 0.4])) { timeline in
                Heart(date: timeline.date)
            }
        }
    }
}
