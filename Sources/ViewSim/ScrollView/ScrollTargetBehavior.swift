// Models SwiftUI's `.scrollTargetBehavior(_:)` with the built-in `.paging` and
// `.viewAligned` behaviours: where a scroll settles. A scripted scroll settles
// on the nearest multiple of the viewport (paging) or the nearest leading edge
// of a target of the `.scrollTargetLayout()` (view aligned), then is clamped to
// the content. Simplifies: viewsim's model: a script's scroll is a drag released
// without velocity, so it settles on the nearest page or target, not the next
// one; custom behaviours (`updateTarget(_:context:)`) do not compile. Lesson: lesson 14.
import Foundation

/// A type that defines the scroll behavior of a scrollable view.
///
/// viewsim has the built-in `.paging` and `.viewAligned` behaviours.
public protocol ScrollTargetBehavior {}

/// The scroll behavior that aligns scroll targets to container-based geometry (pages).
///
/// ```swift
/// ScrollView(.horizontal) { photos }.scrollTargetBehavior(.paging)
/// ```
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

/// The scroll behavior that aligns scroll targets to view-based geometry: the leading edges
/// of the children of the `.scrollTargetLayout()`.
///
/// ```swift
/// ScrollView(.horizontal) { HStack { cards }.scrollTargetLayout() }.scrollTargetBehavior(.viewAligned)
/// ```
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// The scroll behavior that aligns scroll targets to container-based geometry.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// The scroll behavior that aligns scroll targets to view-based geometry.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

/// Where a scroll settles (the built-in behaviours), carried in the environment.
enum ScrollSettling: Equatable {
    case free, paging, viewAligned
}

struct ScrollSettlingKey: EnvironmentKey {
    static let defaultValue = ScrollSettling.free
}

extension EnvironmentValues {
    /// Where the scroll views below settle (`.scrollTargetBehavior`).
    var scrollSettling: ScrollSettling {
        get { self[ScrollSettlingKey.self] }
        set { self[ScrollSettlingKey.self] = newValue }
    }
}

/// `.scrollTargetBehavior(_:)`.
nonisolated public struct _ScrollTargetBehaviorModifier: PrimitiveModifier, Equatable {
    let settling: ScrollSettling
    package var _label: String {
        ".scrollTargetBehavior(.\(settling == .paging ? "paging" : settling == .viewAligned ? "viewAligned" : "free"))"
    }
    package var _traceName: String { ".scrollTargetBehavior" }
    package var _writesEnvironment: Bool { true }
    package func _transformEnvironment(_ environment: inout EnvironmentValues) {
        environment.scrollSettling = settling
    }
}

nonisolated extension View {
    /// Sets the scroll behavior of views scrollable in this view: `.paging` settles on whole
    /// pages (multiples of the viewport), `.viewAligned` on the leading edge of a target.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { HStack { cards } }.scrollTargetBehavior(.paging)
    /// ```
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        let settling: ScrollSettling =
            behavior is PagingScrollTargetBehavior
            ? .paging : behavior is ViewAlignedScrollTargetBehavior ? .viewAligned : .free
        return modifier(_ScrollTargetBehaviorModifier(settling: settling))
    }
}

extension ViewGraph {
    /// Where a scroll of `scrollView` heading for `offset` settles under its behaviour:
    /// the nearest page or target leading edge on each scrollable axis, clamped to the content.
    func settledOffset(_ offset: CGPoint, in scrollView: ViewNode) -> CGPoint {
        guard let state = scrollView.scroll else { return offset }
        var result = state.clamped(offset)
        switch scrollView.environment.scrollSettling {
        case .free:
            return result
        case .paging:
            let area = visibleContentArea(of: scrollView)
            if state.axes.contains(.horizontal), area.width > 0 {
                result.x = (result.x / area.width).rounded() * area.width
            }
            if state.axes.contains(.vertical), area.height > 0 {
                result.y = (result.y / area.height).rounded() * area.height
            }
        case .viewAligned:
            let area = visibleContentArea(of: scrollView)
            let targets = scrollTargets(in: scrollView)
            func nearest(_ value: CGFloat, _ edges: [CGFloat]) -> CGFloat {
                edges.min { (abs($0 - value), $0) < (abs($1 - value), $1) } ?? value
            }
            if state.axes.contains(.horizontal) {
                result.x = nearest(result.x, targets.map { $0.rect.minX - area.minX })
            }
            if state.axes.contains(.vertical) {
                result.y = nearest(result.y, targets.map { $0.rect.minY - area.minY })
            }
        }
        return state.clamped(result)
    }
}
