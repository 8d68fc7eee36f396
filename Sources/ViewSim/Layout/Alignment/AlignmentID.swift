// Models SwiftUI's `AlignmentID`: the type that names an alignment guide and
// gives its default value in a view's dimensions (`HorizontalAlignment(MyID.self)`).
// Simplifies: a guide is keyed by its type; the built-in guides are viewsim's own
// types with SwiftUI's default values. Lesson: layout tests.
import Foundation
import Synchronization

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

/// Which guide an alignment is: an index into the process's list of `AlignmentID`
/// types (the built-in guides first, at fixed places), and its axis.
///
/// viewsim's engine: four bytes and no reference count, so an `Alignment` (two keys) is
/// as cheap to copy as the name it replaced, and a `LayoutBehavior` holding one stays small.
package struct AlignmentKey: Hashable, Sendable {
    let index: Int32
    /// Whether the guide is a `HorizontalAlignment` (measured along the width).
    let isHorizontal: Bool

    init(index: Int32, horizontal: Bool) {
        self.index = index
        self.isHorizontal = horizontal
    }

    init(_ id: any AlignmentID.Type, horizontal: Bool) {
        self.init(index: AlignmentRegistry.index(of: id), horizontal: horizontal)
    }

    /// The unit position of a built-in guide whose default value is a fraction of the
    /// view's length (leading/top 0, centre 0.5, trailing/bottom 1); nil for a custom guide.
    var unit: CGFloat? {
        switch index {
        case 0, 3: return 0
        case 1, 4, 6, 7: return 0.5
        case 2, 5: return 1
        default: return nil
        }
    }

    /// SwiftUI's name of a built-in guide, the type's name for a custom one.
    var name: String { AlignmentRegistry.name(index) }

    /// The guide's default value in a view's dimensions.
    func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
        AlignmentRegistry.type(index).defaultValue(in: dimensions)
    }
}

/// The `AlignmentID` types met so far, in the order they were first used (the built-in
/// ones at 0…7). Only identity reads the indices: nothing printed depends on the order.
enum AlignmentRegistry {
    /// An `AlignmentID` type (a metatype of a non-isolated protocol: immutable, safe to share).
    private struct TypeBox: @unchecked Sendable {
        let type: any AlignmentID.Type
    }

    private struct Entries: Sendable {
        var types: [TypeBox]
        var names: [String]
        var indices: [ObjectIdentifier: Int32]
    }

    private static let entries: Mutex<Entries> = {
        let builtIn: [(any AlignmentID.Type, String)] = [
            (BuiltInAlignmentID.Leading.self, "leading"), (BuiltInAlignmentID.HorizontalCenter.self, "center"),
            (BuiltInAlignmentID.Trailing.self, "trailing"), (BuiltInAlignmentID.Top.self, "top"),
            (BuiltInAlignmentID.VerticalCenter.self, "center"), (BuiltInAlignmentID.Bottom.self, "bottom"),
            (BuiltInAlignmentID.FirstTextBaseline.self, "firstTextBaseline"),
            (BuiltInAlignmentID.LastTextBaseline.self, "lastTextBaseline"),
        ]
        var indices: [ObjectIdentifier: Int32] = [:]
        for (index, entry) in builtIn.enumerated() { indices[ObjectIdentifier(entry.0)] = Int32(index) }
        return Mutex(Entries(types: builtIn.map { TypeBox(type: $0.0) }, names: builtIn.map(\.1), indices: indices))
    }()

    static func index(of id: any AlignmentID.Type) -> Int32 {
        let box = TypeBox(type: id)
        let name = String(describing: id)
        return entries.withLock { entries in
            if let known = entries.indices[ObjectIdentifier(box.type)] { return known }
            let index = Int32(entries.types.count)
            entries.types.append(box)
            entries.names.append(name)
            entries.indices[ObjectIdentifier(box.type)] = index
            return index
        }
    }

    static func type(_ index: Int32) -> any AlignmentID.Type { entries.withLock { $0.types[Int(index)] }.type }
    static func name(_ index: Int32) -> String { entries.withLock { $0.names[Int(index)] } }
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
