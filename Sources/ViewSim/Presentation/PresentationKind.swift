// Models the kinds of modal presentation on an iPhone and where each sits on the
// screen. viewsim's model (a 393 × 852 pt iPhone, portrait): a sheet covers the
// screen below a 69-pt top inset (the 59-pt status-bar area plus 10 pt, where iOS
// stops a large-detent sheet); a full-screen cover, an alert and a confirmation
// dialog cover the whole screen (the last two over a dimming layer).
// Simplifies: no detents, no rounded corners, no shrinking of the screen behind a sheet.
import Foundation

/// The kind of a modal presentation.
package enum PresentationKind: String, Sendable {
    case sheet
    case fullScreenCover
    /// viewsim's model: on an iPhone (compact width) a popover is shown as a sheet, as SwiftUI does.
    case popover
    case alert
    case confirmationDialog
    /// `.navigationDestination(isPresented:destination:)`: viewsim's model: a screen shown over the
    /// screen of the stack it is declared in (with a bar and a back button), as if pushed.
    case push = "navigationDestination"

    /// The top inset of a sheet (viewsim's model, see the file header).
    package static let sheetTopInset: CGFloat = 69

    /// Where the presented view is laid out on a screen of `screen` size (a push: see
    /// `placePresentations()`, which lays it over its stack's screen).
    package func rect(in screen: CGSize) -> CGRect {
        switch self {
        case .sheet, .popover:
            let inset = min(Self.sheetTopInset, screen.height)
            return CGRect(x: 0, y: inset, width: screen.width, height: screen.height - inset)
        case .fullScreenCover, .alert, .confirmationDialog, .push:
            return CGRect(origin: .zero, size: screen)
        }
    }

    /// The modifier as written, for errors and the trace (`.sheet`, `.alert`).
    package var modifierName: String { "." + rawValue }

    /// Whether a tap on one of its buttons also dismisses it (alerts and dialogs, as in SwiftUI).
    var dismissesAfterButtonAction: Bool { self == .alert || self == .confirmationDialog }
}
