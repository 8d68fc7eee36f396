// Models SwiftUI's `Divider`: a thin line that separates content, across its
// stack's axis (a vertical line in an `HStack`, a horizontal one elsewhere).
// Simplifies: viewsim's model: 1 pt thick (iOS draws a hairline, one pixel),
// filled with `UIColor.separator` (`ViewGraph.dividerSize`, the display list).

/// A visual element that can be used to separate other content.
///
/// ```swift
/// VStack { Text("Title"); Divider(); Text("Body") }
/// ```
nonisolated public struct Divider: PrimitiveView, Equatable {
    public init() {}
    package var _label: String { "Divider" }
}
