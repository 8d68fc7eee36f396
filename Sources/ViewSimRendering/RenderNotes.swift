// Collects the notes of one render: what was drawn differently from the display
// list and why (a skipped item, an ignored dash, a substituted font, a clamped size).
// Simplifies: a note repeated word for word is kept once, and at most
// `maximumCount` notes are kept; the rest are counted in a last note.
// Lesson: the notes `viewsim render` prints under a frame.
import Foundation

/// The notes of one render, in the order they arose, without repeats.
final class RenderNotes {
    /// How many different notes one render keeps.
    static let maximumCount = 100

    private(set) var notes: [String] = []
    private var seen: Set<String> = []
    private var dropped = 0

    /// Adds `note` unless it was added before.
    func add(_ note: String) {
        guard !seen.contains(note) else { return }
        guard notes.count < Self.maximumCount else {
            dropped += 1
            return
        }
        seen.insert(note)
        notes.append(note)
    }

    /// The notes, with a last one counting those beyond `maximumCount`.
    var all: [String] {
        dropped == 0 ? notes : notes + ["… and \(dropped) more notes (only the first \(Self.maximumCount) are kept)."]
    }
}
