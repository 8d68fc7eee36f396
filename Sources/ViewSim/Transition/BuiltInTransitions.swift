// Models SwiftUI's built-in transitions (iOS 17 structs, with the `AnyTransition`
// members of iOS 13–16 built on them): each is a body of ordinary modifiers at a
// phase. Geometry from OpenSwiftUI's audited sources and Apple's documentation
// (../shared/reference/swiftui-semantics.md §14): `.opacity` fades (no motion);
// `.scale` is scale 1e-5 at `.center`; `.move(edge:)` moves by the view's own size
// towards the edge; `.slide` comes in from leading and leaves to trailing; `.push
// (from:)` comes in from the edge and leaves to the opposite one, fading away from
// identity; `.offset` offsets away from identity; `.identity` changes nothing.
// Simplifies: `.blurReplace` is a documented approximation, a fade with a scale of
// 0.9 (viewsim draws no blur). Lesson: lesson 15 (planned).
import Foundation

/// A transition from transparent to opaque on insertion, and from opaque to transparent on removal.
nonisolated public struct OpacityTransition: Transition {
    nonisolated public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// A transition that returns the input view, unmodified, as the output view.
nonisolated public struct IdentityTransition: Transition {
    nonisolated public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// Returns a transition that scales the view.
nonisolated public struct ScaleTransition: Transition {
    /// The amount to scale the view by.
    public var scale: Double
    /// The anchor point to scale the view around.
    public var anchor: UnitPoint
    /// Creates a transition that scales the view by `scale` around `anchor`.
    nonisolated public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : CGFloat(scale), anchor: anchor)
    }
}

/// Returns a transition that offsets the view by the specified amount.
nonisolated public struct OffsetTransition: Transition {
    /// The amount to offset the view by.
    public var offset: CGSize
    /// Creates a transition that offsets the view by `offset`.
    nonisolated public init(_ offset: CGSize) { self.offset = offset }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

/// Returns a transition that moves the view away, towards the specified edge of the view.
nonisolated public struct MoveTransition: Transition {
    /// The edge to move the view towards.
    public var edge: Edge
    /// Creates a transition that moves the view away, towards `edge`.
    nonisolated public init(edge: Edge) { self.edge = edge }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(_TransitionOffsetEffect(edge: edge, fraction: phase.isIdentity ? 0 : 1))
    }
}

/// A transition that inserts by moving in from the leading edge, and removes by moving out
/// towards the trailing edge.
nonisolated public struct SlideTransition: Transition {
    nonisolated public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let edge: Edge = phase == .didDisappear ? .trailing : .leading
        return content.modifier(_TransitionOffsetEffect(edge: edge, fraction: phase.isIdentity ? 0 : 1))
    }
}

/// A transition that inserts by moving in from `edge` while fading in, and removes by moving out
/// towards the opposite edge while fading out.
nonisolated public struct PushTransition: Transition {
    /// The edge the view comes in from.
    public var edge: Edge
    /// Creates a transition that pushes the view in from `edge`.
    nonisolated public init(edge: Edge) { self.edge = edge }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let towards = phase == .didDisappear ? edge.opposite : edge
        return content.modifier(_TransitionOffsetEffect(edge: towards, fraction: phase.isIdentity ? 0 : 1))
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

/// A transition that blurs the view in and out. viewsim's model: a fade with a scale of 0.9 (1.1
/// when `.upUp` removes it); no blur is drawn.
nonisolated public struct BlurReplaceTransition: Transition {
    /// How the view is blurred.
    public struct Configuration: Hashable, Sendable {
        let scalesUp: Bool
        /// The view scales down as it blurs (the default).
        public static let downUp = Configuration(scalesUp: false)
        /// The view scales up as it blurs.
        public static let upUp = Configuration(scalesUp: true)
    }
    /// How the view is blurred.
    public var configuration: Configuration
    /// Creates a blur-replace transition.
    nonisolated public init(configuration: Configuration = .downUp) { self.configuration = configuration }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        // Apple: `.downUp` scales the view down while removing it and up while inserting it; `.upUp`
        // scales it up both ways. Coming in, it grows from 0.9; going out, it shrinks to 0.9 or grows to 1.1.
        let away: CGFloat = phase == .didDisappear && configuration.scalesUp ? 1.1 : 0.9
        return content.scaleEffect(phase.isIdentity ? 1 : away).opacity(phase.isIdentity ? 1 : 0)
    }
}

extension Edge {
    /// The edge across from this one.
    var opposite: Edge {
        switch self {
        case .top: return .bottom
        case .bottom: return .top
        case .leading: return .trailing
        case .trailing: return .leading
        }
    }
}

// The iOS 17 static members, so that `.transition(.slide)` also reads as a `Transition`.
extension Transition where Self == OpacityTransition {
    /// A transition from transparent to opaque on insertion, and from opaque to transparent on removal.
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == IdentityTransition {
    /// A transition that returns the input view, unmodified, as the output view.
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == ScaleTransition {
    /// Returns a transition that scales the view.
    public static var scale: ScaleTransition { ScaleTransition(1e-5) }
    /// Returns a transition that scales the view by `scale` around `anchor`.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
        ScaleTransition(scale, anchor: anchor)
    }
}

extension Transition where Self == SlideTransition {
    /// A transition that inserts from the leading edge and removes towards the trailing edge.
    public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == MoveTransition {
    /// Returns a transition that moves the view away, towards the specified edge of the view.
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == PushTransition {
    /// Creates a transition that pushes the view in from `edge` and out towards the opposite edge.
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == OffsetTransition {
    /// Returns a transition that offsets the view by the specified amount.
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    /// Returns a transition that offsets the view by (`x`, `y`).
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
        OffsetTransition(CGSize(width: x, height: y))
    }
}

extension Transition where Self == BlurReplaceTransition {
    /// A transition that blurs the view in and out (viewsim: fades and scales it).
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition() }
    /// A blur-replace transition with `configuration`.
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp)
        -> BlurReplaceTransition
    {
        BlurReplaceTransition(configuration: configuration)
    }
}
