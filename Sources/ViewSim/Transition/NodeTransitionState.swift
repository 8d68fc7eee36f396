// Models the state of a view while it comes or goes with a transition: the
// transition, its phase, and the nodes of the transition's body — the
// modifiers `transition.body(content:phase:)` wraps around the view — which
// animate by the ordinary path when the phase changes under a transaction.
// Simplifies: the body's nodes are kept beside the view, not above it (they
// take no part in layout or lookups and are hidden in diagrams); drawing
// applies their presented effects around the view (docs/design/Transitions.md).
// Lesson: lesson 15.
import Foundation

/// A view's transition while it runs (`ViewNode.transition`).
///
/// A class, so that a node pays one reference for it, not its whole size: few nodes ever
/// transition, and every node carries the field.
final class NodeTransitionState {
    /// The transition that runs: the view's `.transition`, or `.opacity`.
    var transition: AnyTransition
    /// Whether the view has a `.transition` of its own (else the default `.opacity` runs).
    var isExplicit: Bool
    /// The phase the body was last evaluated at.
    var phase: TransitionPhase
    /// The root of the transition body's nodes (their parent is the view; they are not
    /// among its children). Their last node is a `_TransitionContent` marker.
    var effects: ViewNode
    /// The `transition` event of the phase change now running.
    var event: EventID
    /// What a removing view needs to be drawn where it was (nil while inserting).
    var removal: Removal?

    init(
        transition: AnyTransition, isExplicit: Bool, phase: TransitionPhase, effects: ViewNode, event: EventID,
        removal: Removal?
    ) {
        self.transition = transition
        self.isExplicit = isExplicit
        self.phase = phase
        self.effects = effects
        self.event = event
        self.removal = removal
    }

    /// A removing view: taken out of its parent's children, kept in `removingChildren`.
    struct Removal {
        /// The container it was removed from (it holds the view until the removal completes).
        unowned(unsafe) var parent: ViewNode
        /// Its index among the container's children when it was removed (its drawing order).
        var index: Int
        /// The container's origin then: the view is drawn where it was if the container moves.
        var parentOrigin: CGPoint
        /// The frame in which the removal began.
        var frame: Int
    }
}

/// The view a transition's body wraps, inside the graph: a marker for where the real
/// view sits (the real view is drawn by its own node, inside the body's effects).
nonisolated struct _TransitionContent: PrimitiveView, Equatable {
    package var _label: String { "content" }
}
