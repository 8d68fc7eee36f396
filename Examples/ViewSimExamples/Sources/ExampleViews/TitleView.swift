// The scoreboard's title: its only input never changes, so after the
// appearance its body is skipped.
// Simplifies: a single Text.
import ViewSim

/// Shows a title that its parent always passes unchanged.
public struct TitleView: View {
    let title: String

    /// Shows `title`.
    public init(title: String) {
        self.title = title
    }

    public var body: some View {
        Text(title).accessibilityIdentifier("title")
    }
}
