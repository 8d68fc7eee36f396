// Models SwiftUI's `AnyTransition` (iOS 13): a type-erased transition, with the
// built-ins as static members and the combinators `combined(with:)`,
// `asymmetric(insertion:removal:)`, `animation(_:)` and `modifier(active:
// identity:)`. Each wraps a `Transition` (iOS 17), so one engine path runs both.
// Simplifies: a transition's own `animation(_:)` replaces the transaction's
// animation for its phase change, as SwiftUI documents for `Transition.animation`.
// Lesson: lesson 15 (planned).
import Foundation

/// A type-erased transition.
///
/// ```swift
/// .transition(.move(edge: .bottom).combined(with: .opacity))
/// ```
@frozen
public struct AnyTransition {
    /// The body at a phase, around a view.
    let makeBody: (any View, TransitionPhase) -> any View
    /// How traces name it: `.opacity`, `.move(edge: .bottom)`, `.asymmetric(…)`.
    let name: String
    /// The animation it asks for instead of the transaction's (`animation(_:)`), if any.
    let animation: Animation??

    init(
        name: String, animation: Animation?? = nil,
        makeBody: @escaping (any View, TransitionPhase) -> any View
    ) {
        self.makeBody = makeBody
        self.name = name
        self.animation = animation
    }

    /// Erases `transition`.
    public init<T: Transition>(_ transition: T) {
        self.init(name: _typeName(T.self, qualified: false)) { content, phase in
            AnyView(
                erasing: _TransitionApplied(transition: transition, content: AnyView(erasingAny: content), phase: phase)
            )
        }
    }

    private init<T: Transition>(_ transition: T, name: String) {
        self.init(transition)
        self = AnyTransition(name: name, animation: animation, makeBody: makeBody)
    }

    /// A transition from transparent to opaque on insertion, and from opaque to transparent on removal.
    public static var opacity: AnyTransition { AnyTransition(OpacityTransition(), name: ".opacity") }
    /// A transition that returns the input view, unmodified, as the output view.
    public static var identity: AnyTransition { AnyTransition(IdentityTransition(), name: ".identity") }
    /// Returns a transition that scales the view.
    public static var scale: AnyTransition { AnyTransition(ScaleTransition(1e-5), name: ".scale") }
    /// Returns a transition that scales the view by `scale` around `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(
            ScaleTransition(Double(scale), anchor: anchor),
            name: ".scale(scale: \(ValueFormatter.number(Double(scale))))")
    }
    /// A transition that inserts by moving in from the leading edge, and removes by moving out
    /// towards the trailing edge.
    public static var slide: AnyTransition { AnyTransition(SlideTransition(), name: ".slide") }
    /// Returns a transition that moves the view away, towards the specified edge of the view.
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition(MoveTransition(edge: edge), name: ".move(edge: .\(edge))")
    }
    /// Creates a transition that moves the view in from `edge` while fading it in, and out
    /// towards the opposite edge while fading it out.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(PushTransition(edge: edge), name: ".push(from: .\(edge))")
    }
    /// A transition that offsets the view by `offset` away from identity.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition(OffsetTransition(offset), name: ".offset(\(ValueFormatter.describe(offset)))")
    }
    /// A transition that offsets the view by (`x`, `y`) away from identity.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        offset(CGSize(width: x, height: y))
    }

    /// A transition made of a modifier that is `active` away from identity and `identity` at it.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(name: ".modifier(\(_typeName(E.self, qualified: false)))") { content, phase in
            AnyView(
                erasing: ModifiedContent(
                    content: AnyView(erasingAny: content), modifier: phase.isIdentity ? identity : active))
        }
    }

    /// A transition that uses `insertion` when the view comes and `removal` when it goes.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(
            name: ".asymmetric(insertion: \(insertion.name), removal: \(removal.name))"
        ) { content, phase in
            switch phase {
            case .willAppear: return removal.makeBody(insertion.makeBody(content, .willAppear), .identity)
            case .identity: return removal.makeBody(insertion.makeBody(content, .identity), .identity)
            case .didDisappear: return removal.makeBody(insertion.makeBody(content, .identity), .didDisappear)
            }
        }
    }

    /// This transition and `other`, both applied.
    public func combined(with other: AnyTransition) -> AnyTransition {
        let first = self
        return AnyTransition(
            name: "\(name).combined(with: \(other.name))",
            animation: animation
        ) { content, phase in
            other.makeBody(first.makeBody(content, phase), phase)
        }
    }

    /// This transition with its own animation, used instead of the transaction's.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(
            name: "\(name).animation(\(animation.map(\.description) ?? "nil"))",
            animation: .some(animation), makeBody: makeBody)
    }
}

extension AnyTransition {
    /// `content` with this transition at `phase` (for tests and the graph; SwiftUI has no public
    /// equivalent on `AnyTransition`).
    package func apply<V: View>(_ content: V, _ phase: TransitionPhase) -> AnyView {
        AnyView(erasingAny: makeBody(content, phase))
    }
}
