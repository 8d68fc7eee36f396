// Models the presentations a fuzz case's views make: a sheet, a full-screen cover,
// a popover, an alert or a confirmation dialog, each shown by a tap and dismissed by
// `sim.dismiss()`, by `\.dismiss` from inside it or by a button's title.
// Simplifies: the presented content is a small fixed view (`FuzzPresenter`).

/// The kind of presentation a `.presenter` node makes.
public enum FuzzPresentation: String, Codable, Equatable, Sendable, CaseIterable, CustomStringConvertible {
    case sheet, fullScreenCover, popover, alert, confirmationDialog
    /// `.navigationDestination(isPresented:)` (shows nothing outside a stack).
    case navigationDestination

    public var description: String { "." + rawValue }
}
