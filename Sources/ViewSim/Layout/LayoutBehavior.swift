// Models what each built-in view or modifier does in SwiftUI's layout: a leaf
// that measures itself (Text, Image, shapes), a container that places children
// (stacks), a modifier that changes the proposal or the placement (frame,
// padding, position…), or nothing at all (draw-only effects, custom views).
// Simplifies: one behaviour per type, read from the view (or modifier) value
// when the node is measured; everything unknown is a pass-through, and a leaf
// viewsim does not know (a `Canvas`) behaves like a shape. Lesson: layout tests.
import Foundation

/// What a node does in layout.
package enum LayoutBehavior {
    /// Takes its content's size and places it at its origin (draw-only effects,
    /// custom views, names, gestures…).
    case passthrough
    /// A list of views that flattens into the stack around it (`TupleView`,
    /// `Group`, `ForEach`, `if`/`else`).
    case list
    /// Nothing: zero size (`EmptyView`).
    case empty
    /// A `Text`, measured with its font's metrics. Stored inline: a `Text` is three words
    /// (its styling is one shared reference), within the padding case's four, so the enum
    /// is no larger, and a text's update allocates no box for its new behaviour.
    case text(Text)
    /// An `Image` (a placeholder of the font's size, or the proposal when resizable).
    case image(Image)
    /// Takes the proposal, 10 × 10 where unspecified (shapes, `Color`, `Canvas`).
    case fillsProposal
    /// A `Divider`: 1 pt thick along its stack's axis, the proposal across it.
    case divider
    /// A `Spacer`: flexible along its stack's axis.
    case spacer(minLength: CGFloat?)
    /// `VStack` (vertical) or `HStack` (horizontal); `alignment` is the minor axis's
    /// unit position (0 leading/top, 0.5 centre, 1 trailing/bottom).
    case stack(axis: Axis, alignment: CGFloat, spacing: CGFloat?)
    /// `ZStack`.
    case zStack(alignment: Alignment)
    /// `.frame(width:height:alignment:)`.
    case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
    /// `.frame(minWidth:…:alignment:)`.
    indirect case flexibleFrame(_FlexFrameLayout)
    /// `.padding`: the insets (top, leading, bottom, trailing).
    case padding(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)
    /// `.position(x:y:)`.
    case position(CGPoint)
    /// `.aspectRatio(_:contentMode:)`.
    case aspectRatio(CGFloat?, ContentMode)
    /// `.fixedSize(horizontal:vertical:)`.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `.overlay` / `.background`: the secondary view is proposed the primary's size.
    case secondary(alignment: Alignment, isOverlay: Bool)
    /// `GeometryReader`: takes the proposal, places its content at the top leading corner.
    case geometryReader
    /// A lazy stack or grid: the rows it created, in lines along its axis (`ViewGraph+LazyLayout`).
    indirect case lazy(LazyLayout)
    /// `ScrollView`: takes the proposal; its content is proposed nil along `axes` and placed at the offset.
    case scrollView(axes: Axis.Set)
    /// `.safeAreaInset(edge:alignment:spacing:content:)` on the top or bottom edge.
    case safeAreaInset(top: Bool, alignment: CGFloat, spacing: CGFloat)
    /// A custom `Layout` (or `AnyLayout` holding one): the layout's own methods.
    indirect case custom(any ErasedLayout)
    /// `Grid` (or `GridLayout`).
    indirect case grid(GridParameters)
    /// `ViewThatFits(in:)`: the first child that fits on the axes.
    case viewThatFits(Axis.Set)

    /// Whether it is `.passthrough`.
    var isPassthrough: Bool {
        if case .passthrough = self { return true }
        return false
    }

    /// The cases layout asks about often, without their payloads.
    enum Kind: Equatable {
        case passthrough, list, text, spacer, other
    }

    /// Which of `Kind`'s cases this is.
    var kind: Kind {
        switch self {
        case .passthrough: return .passthrough
        case .list: return .list
        case .text: return .text
        case .spacer: return .spacer
        default: return .other
        }
    }

    /// Whether the behaviour is the same as `other` for layout (the parameters that
    /// change sizes or positions are equal).
    func sameLayout(as other: LayoutBehavior) -> Bool {
        switch (self, other) {
        case (.passthrough, .passthrough), (.list, .list), (.empty, .empty), (.fillsProposal, .fillsProposal),
            (.geometryReader, .geometryReader), (.divider, .divider):
            return true
        case (.text(let a), .text(let b)): return a._sameLayout(as: b)
        case (.image(let a), .image(let b)): return a == b
        case (.spacer(let a), .spacer(let b)): return a == b
        case (.stack(let a1, let a2, let a3), .stack(let b1, let b2, let b3)): return a1 == b1 && a2 == b2 && a3 == b3
        case (.zStack(let a), .zStack(let b)): return a == b
        case (.frame(let a1, let a2, let a3), .frame(let b1, let b2, let b3)): return a1 == b1 && a2 == b2 && a3 == b3
        case (.flexibleFrame(let a), .flexibleFrame(let b)): return a == b
        case (.padding(let a1, let a2, let a3, let a4), .padding(let b1, let b2, let b3, let b4)):
            return a1 == b1 && a2 == b2 && a3 == b3 && a4 == b4
        case (.position(let a), .position(let b)): return a == b
        case (.aspectRatio(let a1, let a2), .aspectRatio(let b1, let b2)): return a1 == b1 && a2 == b2
        case (.fixedSize(let a1, let a2), .fixedSize(let b1, let b2)): return a1 == b1 && a2 == b2
        case (.secondary(let a1, let a2), .secondary(let b1, let b2)): return a1 == b1 && a2 == b2
        case (.lazy(let a), .lazy(let b)): return a.sameLayout(as: b)
        case (.scrollView(let a), .scrollView(let b)): return a == b
        case (.safeAreaInset(let a1, let a2, let a3), .safeAreaInset(let b1, let b2, let b3)):
            return a1 == b1 && a2 == b2 && a3 == b3
        case (.custom(let a), .custom(let b)): return a.isSame(as: b)
        case (.grid(let a), .grid(let b)): return a == b
        case (.viewThatFits(let a), .viewThatFits(let b)): return a == b
        default: return false
        }
    }
}

/// A stack (or a stack's layout in a `_LayoutRoot`) that names its alignment guide.
package protocol StackGuideProviding {
    /// The stack's alignment guide across its axis (nil when it is not a stack).
    var _stackGuide: AlignmentKey? { get }
}

/// A built-in view or modifier with a layout behaviour of its own.
package protocol LayoutBehaving {
    var _layoutBehavior: LayoutBehavior { get }
    /// Whether every value of the type has the same behaviour (the lists), so the
    /// graph reads it once per type (`ViewTypeTraits.constantLayoutBehavior`).
    static var _hasConstantLayoutBehavior: Bool { get }
    /// Whether `other` lays out as this value does (`LayoutBehavior.sameLayout(as:)`); a type
    /// whose behaviour holds the value itself (`Text`) compares the fields without making
    /// either behaviour.
    func _sameLayout(as other: Self) -> Bool
}

extension LayoutBehaving {
    package static var _hasConstantLayoutBehavior: Bool { false }
    package func _sameLayout(as other: Self) -> Bool { _layoutBehavior.sameLayout(as: other._layoutBehavior) }
}

extension Alignment {
    /// The unit point of the alignment (leading/top 0, centre 0.5, trailing/bottom 1); a
    /// custom guide counts as the centre here (the guides' own values place it, see
    /// `ViewGraph.alignedOrigin`).
    package var unitPoint: UnitPoint {
        UnitPoint(x: horizontal.key.unit ?? 0.5, y: vertical.key.unit ?? 0.5)
    }
}

nonisolated extension VStack: LayoutBehaving, StackGuideProviding {
    package var _stackGuide: AlignmentKey? { alignment.key }
    package var _layoutBehavior: LayoutBehavior {
        .stack(axis: .vertical, alignment: alignment.key.unit ?? 0.5, spacing: spacing)
    }
}

nonisolated extension HStack: LayoutBehaving, StackGuideProviding {
    package var _stackGuide: AlignmentKey? { alignment.key }
    /// viewsim's model: text baselines align as `.center` does.
    package var _layoutBehavior: LayoutBehavior {
        .stack(axis: .horizontal, alignment: alignment.key.unit ?? 0.5, spacing: spacing)
    }
}

nonisolated extension ZStack: LayoutBehaving {
    package var _layoutBehavior: LayoutBehavior { .zStack(alignment: alignment) }
}

nonisolated extension Group: LayoutBehaving {
    package var _layoutBehavior: LayoutBehavior { .list }
    package static var _hasConstantLayoutBehavior: Bool { true }
}
nonisolated extension TupleView: LayoutBehaving {
    package var _layoutBehavior: LayoutBehavior { .list }
    package static var _hasConstantLayoutBehavior: Bool { true }
}
nonisolated extension ForEach: LayoutBehaving {
    package var _layoutBehavior: LayoutBehavior { .list }
    package static var _hasConstantLayoutBehavior: Bool { true }
}
nonisolated extension _ConditionalContent: LayoutBehaving {
    package var _layoutBehavior: LayoutBehavior { .list }
    package static var _hasConstantLayoutBehavior: Bool { true }
}
nonisolated extension Optional: LayoutBehaving where Wrapped: View {
    package var _layoutBehavior: LayoutBehavior { .list }
    package static var _hasConstantLayoutBehavior: Bool { true }
}
nonisolated extension EmptyView: LayoutBehaving { package var _layoutBehavior: LayoutBehavior { .empty } }
nonisolated extension Text: LayoutBehaving {
    package var _layoutBehavior: LayoutBehavior { .text(self) }
    /// The same string in the same font: what `sameLayout(as:)` asks of two `.text` behaviours
    /// too; compared here without boxing either text.
    package func _sameLayout(as other: Text) -> Bool { content == other.content && font == other.font }
}
nonisolated extension Image: LayoutBehaving { package var _layoutBehavior: LayoutBehavior { .image(self) } }
nonisolated extension Color: LayoutBehaving { package var _layoutBehavior: LayoutBehavior { .fillsProposal } }
nonisolated extension ShapeView: LayoutBehaving { package var _layoutBehavior: LayoutBehavior { .fillsProposal } }
nonisolated extension Divider: LayoutBehaving {
    package var _layoutBehavior: LayoutBehavior { .divider }
    package static var _hasConstantLayoutBehavior: Bool { true }
}
nonisolated extension Spacer: LayoutBehaving {
    package var _layoutBehavior: LayoutBehavior { .spacer(minLength: minLength) }
}

nonisolated extension _FrameLayout: LayoutBehaving {
    package var _layoutBehavior: LayoutBehavior { .frame(width: width, height: height, alignment: alignment) }
}

nonisolated extension _FlexFrameLayout: LayoutBehaving {
    package var _layoutBehavior: LayoutBehavior { .flexibleFrame(self) }
}

nonisolated extension _PaddingLayout: LayoutBehaving {
    /// SwiftUI's default padding is 16 points on iOS.
    package var _layoutBehavior: LayoutBehavior {
        let amount = length ?? 16
        func on(_ edge: Edge.Set) -> CGFloat { edges.contains(edge) ? amount : 0 }
        return .padding(top: on(.top), leading: on(.leading), bottom: on(.bottom), trailing: on(.trailing))
    }
}

nonisolated extension _PositionLayout: LayoutBehaving {
    package var _layoutBehavior: LayoutBehavior { .position(position) }
}
nonisolated extension _AspectRatioLayout: LayoutBehaving {
    package var _layoutBehavior: LayoutBehavior { .aspectRatio(aspectRatio, contentMode) }
}
nonisolated extension _FixedSizeLayout: LayoutBehaving {
    package var _layoutBehavior: LayoutBehavior { .fixedSize(horizontal: horizontal, vertical: vertical) }
}
nonisolated extension _SecondaryContentModifier: LayoutBehaving {
    package var _layoutBehavior: LayoutBehavior { .secondary(alignment: alignment, isOverlay: isOverlay) }
}
