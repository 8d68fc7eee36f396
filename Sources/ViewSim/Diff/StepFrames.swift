// Models how many frames a step of a summary processed.
// Simplifies: a step is its index, title and frame count; which frames had
// events is not kept.

/// A step of a summary and the frames it processed.
///
/// ```swift
/// summary.steps  // [StepFrames(index: 1, title: "A second of updates without the fix", frames: 66)]
/// ```
package struct StepFrames: Equatable, Sendable, Decodable {
    /// The step's index in its run (0 is the view appearing).
    package let index: Int
    /// The step's title.
    package let title: String
    /// How many frames it processed (0 when none).
    package let frames: Int

    package init(index: Int, title: String, frames: Int) {
        self.index = index
        self.title = title
        self.frames = frames
    }
}
