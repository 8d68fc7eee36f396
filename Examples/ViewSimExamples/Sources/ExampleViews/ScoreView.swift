// The scoreboard's score: handed the value a tap changes, so its body re-runs
// after every goal.
// Simplifies: a single Text.
import ViewSim

/// Shows the score its parent passes.
public struct ScoreView: View {
    let score: Int

    /// Shows `score`.
    public init(score: Int) {
        self.score = score
    }

    public var body: some View {
        Text("Score: \(score)").accessibilityIdentifier("score")
    }
}
