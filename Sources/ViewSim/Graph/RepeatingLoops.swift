// Models nothing in SwiftUI: it is how viewsim keeps an update loop that never
// settles from costing its whole pass limit in every frame. A frame that stops
// at its pass limit (`maxPassesPerFrame`) is diagnosed once, and the views
// invalidated at the start of each of its passes after the first are learnt as
// the loop's "signatures" (a one-pass update makes none). In a later frame, a pass that would start with the same views
// invalidated as an earlier pass of the same frame, and as a pass of the
// diagnosed loop, repeats the loop: the frame stops there, and what is
// invalidated waits for the next frame (where the loop goes on, one round a
// frame). `runUntilIdle` stops once the loop has repeated in
// ``framesBeforeIdleStops`` frames in a row: it cannot become idle.
// Simplifies: a signature is the set of views invalidated, not their values; a
// loop that would end by itself after its pass limit (a body that counts up to a
// bound) is slowed to one round a frame, and `runUntilIdle` gives up on it after
// the frames below. Both are viewsim's model, listed in ARCHITECTURE's choices.

/// The update loops a graph has diagnosed, and whether the frame just run repeated one.
///
/// ```swift
/// var loops = RepeatingLoops()
/// loops.learn(passes: [[4], [4], [4]], frame: 3, cycle: "A #4 → A #4")   // frame 3 hit its pass limit
/// loops.repeats([4], earlierInFrame: [[4]])   // true in frame 4's second pass: stop the frame
/// ```
struct RepeatingLoops {
    /// How many frames in a row, after the diagnosis, must repeat a loop before
    /// `runUntilIdle` stops: it cannot become idle (viewsim's model).
    static let framesBeforeIdleStops = 2
    /// The most signatures kept; a loop shows within the first few passes.
    static let capacity = 1_024

    /// The views invalidated at the start of each pass of the frames that
    /// reached their pass limit, by their ids in pass order.
    private(set) var signatures: Set<[Int]> = []
    /// The frame the first loop was diagnosed in, and how its views are named
    /// (`A #4 → B #6 → A #4`, or the views still invalidated).
    private(set) var diagnosed: (frame: Int, loop: String)?
    /// Frames in a row that stopped because a pass repeated a diagnosed loop.
    private(set) var repeatedFrames = 0

    /// Whether any loop was diagnosed.
    var isEmpty: Bool { signatures.isEmpty }

    /// A frame reached its pass limit: its passes started with `passes` invalidated.
    mutating func learn(passes: [[Int]], frame: Int, loop: String) {
        for signature in passes where !signature.isEmpty && signatures.count < Self.capacity {
            signatures.insert(signature)
        }
        if diagnosed == nil { diagnosed = (frame, loop) }
    }

    /// Whether a pass that starts with `signature` invalidated repeats a
    /// diagnosed loop: it is a signature of the loop and an earlier pass of this
    /// frame started with the same views invalidated.
    func repeats(_ signature: [Int], earlierInFrame: [[Int]]) -> Bool {
        !signatures.isEmpty && signatures.contains(signature) && earlierInFrame.contains(signature)
    }

    /// A frame ended: `stopped` says whether it stopped because it repeated a loop.
    mutating func frameEnded(stopped: Bool) {
        repeatedFrames = stopped ? repeatedFrames + 1 : 0
    }

    /// Whether the loop has repeated in enough frames in a row that waiting for
    /// the simulation to become idle is pointless.
    var cannotBecomeIdle: Bool { repeatedFrames >= Self.framesBeforeIdleStops }

    /// "an update loop repeats every frame (A #4 → A #4, diagnosed in frame 3)",
    /// while the last frame repeated it; nil otherwise.
    var busyDescription: String? {
        guard repeatedFrames > 0, let diagnosed else { return nil }
        return "an update loop repeats every frame (\(diagnosed.loop), diagnosed in frame \(diagnosed.frame))"
    }
}
