// Models SwiftUI's `AlignmentID`: the type that names an alignment guide and
// gives its default value in a view's dimensions (`HorizontalAlignment(MyID.self)`).
// Simplifies: a guide is keyed by its type; the built-in guides are viewsim's own
// types with SwiftUI's default values. Lesson: layout tests.
import Foundation

/// A type that you use to create custom alignment guides.
///
/// ```swift
/// private enum OneThird: AlignmentID {
///     static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
/// }
/// extension VerticalAlignment { static let oneThird = VerticalAlignment(OneThird.self) }
/// ```
public protocol AlignmentID {
    /// The value of the guide when a view has no explicit value for it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// Which guide an alignment is: its `AlignmentID` type, and for the built-in guides
/// their name and their unit position (leading/top 0, centre 0.5, trailing/bottom 1).
package struct AlignmentKey: Hashable, @unchecked Sendable {
    /// The `AlignmentID` type (metatypes of a non-isolated protocol are immutable).
    let id: any AlignmentID.Type
    /// SwiftUI's name of a built-in guide, the type's name for a custom one.
    let name: String
    /// The unit position of a built-in guide whose default value is a fraction of the
    /// view's length; nil for a custom guide (and the text baselines' explicit values).
    let unit: CGFloat?
    /// Whether the guide is a `HorizontalAlignment` (measured along the width).
    let isHorizontal: Bool

    init(_ id: any AlignmentID.Type, horizontal: Bool, name: String? = nil, unit: CGFloat? = nil) {
        self.id = id
        self.name = name ?? String(describing: id)
        self.unit = unit
        self.isHorizontal = horizontal
    }

    /// The guide's default value in a view's dimensions.
    func defaultValue(in dimensions: ViewDimensions) -> CGFloat { id.defaultValue(in: dimensions) }

    package static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
        ObjectIdentifier(a.id) == ObjectIdentifier(b.id)
    }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(id)) }
}

/// The built-in guides' IDs, with SwiftUI's default values.
enum BuiltInAlignmentID {
    enum Leading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    enum HorizontalCenter: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    enum Trailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
    enum Top: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    enum VerticalCenter: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    enum Bottom: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    /// viewsim's model: a view's text baselines are its vertical centre (as `HStack` aligns them).
    enum FirstTextBaseline: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
    }
    enum LastTextBaseline: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
    }
}
