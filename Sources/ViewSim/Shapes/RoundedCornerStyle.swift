// Models SwiftUI's `RoundedCornerStyle`: circular or continuous (squircle) corners.
// Simplifies: viewsim's model: `.continuous` corners are drawn as `.circular`
// ones (quarter circles or ellipses); the style is kept and shown.
// Lesson: lesson11 (the timer's rounded hands).

/// How the corners of a rounded rectangle are drawn.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle corners.
    case circular
    /// Corners whose curvature changes smoothly (Apple's squircle); viewsim draws them circular.
    case continuous
}
