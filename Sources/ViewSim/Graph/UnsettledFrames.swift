// Models nothing in SwiftUI: how viewsim names a loop that keeps every frame from
// settling when no repeated pass signature gives it away (`RepeatingLoops`) — a
// layout feedback through a GeometryReader, a task or main-queue hop that writes
// state every frame. Frames that stop at their pass limit in a row are counted,
// with the values each state took in them; after `framesBeforeEndless` frames in a
// row, the state written most is named with the cycle of one round (its write,
// back through the trace's causes to its previous write) and the values it went
// through, once; `runUntilIdle` stops instead of running out its timeout.
// Simplifies: viewsim's model, listed in ARCHITECTURE's choices.

/// Frames in a row that did not settle, and the state they kept writing.
struct UnsettledFrames {
    /// Frames in a row that stop at the pass limit before a loop whose value came back to one it
    /// had (it alternates, or goes round a cycle) or runs away (each step 1.5 times the last) is named.
    static let framesBeforeEndless = 3
    /// Frames in a row before a loop whose value keeps moving on is named: a value that takes
    /// ten frames of full passes without settling is not converging any time soon, while a
    /// slow one that does settle (a width that grows by 10 up to a bound) is not a loop.
    static let framesBeforeEndlessWithoutRepeat = 10
    /// Values kept per state.
    static let valuesKept = 8

    /// The last frame that stopped at its pass limit.
    private(set) var lastFrame = -2
    /// How many frames in a row, ending with `lastFrame`, stopped at the pass limit.
    private(set) var streak = 0
    /// The states written in those frames, in the order first written, with their values.
    private(set) var writes: [(property: String, values: [TraceValue])] = []
    /// The loop once named, while it goes on: what keeps the simulation busy.
    private(set) var endless: String?
    /// The frame the named loop last went round in.
    private(set) var endlessFrame = -2

    /// A frame stopped at its pass limit; `written` are its state writes (property, new value).
    /// Returns whether the loop has now gone on long enough to be named.
    mutating func frameStopped(_ frame: Int, written: [(String, TraceValue)]) -> Bool {
        if lastFrame == frame { return false }
        if lastFrame == frame - 1 {
            streak += 1
        } else {
            streak = 1
            writes = []
        }
        lastFrame = frame
        for (property, value) in written {
            if let index = writes.firstIndex(where: { $0.property == property }) {
                writes[index].values.append(value)
                if writes[index].values.count > Self.valuesKept { writes[index].values.removeFirst() }
            } else {
                writes.append((property, [value]))
            }
        }
        if endless != nil { endlessFrame = frame }
        guard endless == nil, let state = mostWritten else { return false }
        let repeats = ValueSequence.showsNoEnd(state.values)
        return streak >= (repeats ? Self.framesBeforeEndless : Self.framesBeforeEndlessWithoutRepeat)
    }

    /// The state written most often in the frames of the streak.
    var mostWritten: (property: String, values: [TraceValue])? {
        writes.max { $0.values.count < $1.values.count }
    }

    /// Names the loop (once); `description` is what keeps the simulation busy.
    mutating func named(_ description: String, frame: Int) {
        endless = description
        endlessFrame = frame
    }

    /// Whether the named loop went round in the frame before `frame` or in it.
    func repeats(at frame: Int) -> Bool { endless != nil && endlessFrame >= frame - 1 }
}
