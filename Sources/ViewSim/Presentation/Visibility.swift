// Models SwiftUI's `Visibility`: automatic, visible or hidden (here, a confirmation
// dialog's title). Simplifies: nothing; it is a plain enum.

/// The visibility of a UI element, chosen automatically by default.
///
/// ```swift
/// .confirmationDialog("Delete?", isPresented: $asking, titleVisibility: .visible) { … }
/// ```
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The element may be visible or hidden, as the platform decides.
    case automatic
    /// The element is visible.
    case visible
    /// The element is hidden.
    case hidden
}
