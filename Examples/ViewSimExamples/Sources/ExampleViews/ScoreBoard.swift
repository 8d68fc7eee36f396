// A parent that owns the state and two children: one is handed a value that
// never changes (the title), one the score that a tap changes. A tap re-runs
// the parent (it reads the score) and the score's child; the title's child is
// offered an equal value and skipped.
// Simplifies: the children are plain-data views compared field by field.
import ViewSim

/// Owns the score; shows a title and the score through two children.
public struct ScoreBoard: View {
    @State private var score = 0

    public init() {}

    public var body: some View {
        VStack {
            TitleView(title: "Home team")
            ScoreView(score: score)
            Button("Goal") { score += 1 }
                .accessibilityIdentifier("goal")
        }
    }
}
