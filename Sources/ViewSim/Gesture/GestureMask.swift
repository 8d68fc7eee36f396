// Models SwiftUI's `GestureMask`: which gestures of a view and its subviews a
// `.gesture(_:including:)` leaves enabled. Simplifies: nothing. Lesson: lesson16.
import Foundation

/// Options that control how adding a gesture to a view affects other gestures
/// recognized by the view and its subviews.
///
/// ```swift
/// Card().gesture(drag, including: .gesture)   // the card's subviews' gestures are off
/// ```
nonisolated public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Disable all gestures in the subview hierarchy, including the added gesture.
    public static let none: GestureMask = []
    /// Enable the added gesture but disable all gestures in the subview hierarchy.
    public static let gesture = GestureMask(rawValue: 1)
    /// Enable all gestures in the subview hierarchy but disable the added gesture.
    public static let subviews = GestureMask(rawValue: 2)
    /// Enable both the added gesture as well as all other gestures on the view and its subviews.
    public static let all: GestureMask = [.gesture, .subviews]

    /// `.all`, `.gesture`, `.subviews` or `.none`, as written.
    var name: String {
        switch self {
        case .all: return ".all"
        case .gesture: return ".gesture"
        case .subviews: return ".subviews"
        default: return ".none"
        }
    }
}
