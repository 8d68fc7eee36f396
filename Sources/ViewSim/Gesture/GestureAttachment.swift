// Models which gestures a touch reaches: those attached to the touched view and to
// the views around it, with `GestureMask` and `.disabled` applied, in SwiftUI's
// documented precedence: a subview's gesture before its parent's (`.gesture`), a
// parent's `.highPriorityGesture` before its subviews', `.simultaneousGesture`
// alongside. Simplifies: between two high-priority gestures the outer one goes
// first (viewsim's model: each has precedence over everything below it); an
// `.onTapGesture` is the gesture `TapGesture(count:).onEnded(action)`. Lesson: lesson16.
import Foundation

/// One gesture a touch reached: the node that attaches it and how it competes.
package struct GestureAttachment {
    /// The modifier's node (`.gesture #8`).
    package let node: ViewNode
    package let priority: GesturePriority
    /// The gesture as the trace names it: `DragGesture`, `TapGesture`.
    package let gestureName: String
    /// A new recognizer for the touch.
    package let make: () -> GestureRecognizer

    /// The attachment `node` carries, if its modifier attaches a gesture.
    static func of(_ node: ViewNode) -> GestureAttachment? {
        guard let modified = node.view as? any AnyModifiedContent else { return nil }
        if let gesture = modified._anyModifier as? _GestureModifier {
            return GestureAttachment(
                node: node, priority: gesture.priority, gestureName: gesture.gestureName, make: gesture.make)
        }
        if let tap = modified._anyModifier as? _TapGestureModifier {
            let count = tap.count
            let action = tap.action
            return GestureAttachment(
                node: node, priority: .normal, gestureName: count == 1 ? "TapGesture" : "TapGesture(count: \(count))",
                make: { makeRecognizer(TapGesture(count: count).onEnded { action() }) })
        }
        return nil
    }

    /// The mask `node`'s gesture modifier applies (`.all` for an `.onTapGesture`).
    static func mask(of node: ViewNode) -> GestureMask {
        ((node.view as? any AnyModifiedContent)?._anyModifier as? _GestureModifier)?.mask ?? .all
    }
}

extension ViewGraph {
    /// The gestures a touch on `hit` reaches, in the order they compete: high-priority
    /// gestures from the outermost in, then the others from the innermost out, then the
    /// simultaneous ones from the innermost out. Walks up from `hit` (bounded by the
    /// tree's height; no recursion).
    package func gestureAttachments(from hit: ViewNode, includingDisabled: Bool = false) -> [GestureAttachment] {
        var below: [GestureAttachment] = []
        var current: ViewNode? = hit
        while let node = current {
            if let attachment = GestureAttachment.of(node) {
                let mask = GestureAttachment.mask(of: node)
                if !mask.contains(.subviews) { below.removeAll() }
                // `.disabled(true)` on the view (or above it) turns its gestures off, as in SwiftUI.
                if mask.contains(.gesture), includingDisabled || node.environment.isEnabled { below.append(attachment) }
            }
            current = node.parent
        }
        let high = below.filter { $0.priority == .high }.reversed()
        let normal = below.filter { $0.priority == .normal }
        let simultaneous = below.filter { $0.priority == .simultaneous }
        return Array(high) + normal + simultaneous
    }

    /// Whether a tap on `named` must go through a `GestureSession`: a gesture other than
    /// a single `.onTapGesture` competes for it. (A view with single `.onTapGesture`s alone
    /// keeps the direct path: the nearest one runs, which is what precedence gives too.)
    package func needsGestureSession(forTapOn named: ViewNode) -> Bool {
        gestureAttachments(from: gestureTarget(in: named), includingDisabled: true).contains { attachment in
            guard let modified = attachment.node.view as? any AnyModifiedContent else { return false }
            if let tap = modified._anyModifier as? _TapGestureModifier { return tap.count != 1 }
            return true
        }
    }

    /// Where a scripted touch on `named` lands when nothing covers it: the leaf reached
    /// by going down from `named`, at each level into the first child whose subtree
    /// attaches a gesture (else the first child), so that every gesture on the way —
    /// the modifiers of the named view's chain, inner ones included — is reached.
    /// Bounded by the tree's height; no recursion.
    package func gestureTarget(in named: ViewNode) -> ViewNode {
        // Mark, once, every node between `named` and a node that attaches a gesture.
        var leadsToGesture = Set<ObjectIdentifier>()
        for node in named.subtree() where GestureAttachment.of(node) != nil {
            var current: ViewNode? = node
            while let member = current, leadsToGesture.insert(ObjectIdentifier(member)).inserted, member !== named {
                current = member.parent
            }
        }
        var node = named
        while !node.children.isEmpty {
            node = node.children.first { leadsToGesture.contains(ObjectIdentifier($0)) } ?? node.children[0]
        }
        return node
    }

    /// A node's frame in screen coordinates as it is drawn: its layout frame moved by
    /// the presented `.offset`s around it (an offset below a node moves its content, not
    /// its coordinate space).
    package func drawnGlobalFrame(of node: ViewNode) -> CGRect {
        var frame = globalFrame(of: node)
        var current = node.parent
        while let ancestor = current {
            if let offset = presentedOffset(of: ancestor) {
                frame.origin.x += offset.width
                frame.origin.y += offset.height
            }
            current = ancestor.parent
        }
        return frame
    }

    /// Where a scripted touch on `named` goes down: the centre of what it draws (the
    /// union of its drawn areas, as the display list places them), else its frame moved
    /// by the `.offset`s around it and by those of its modifier chain below it.
    package func drawnCentre(of named: ViewNode, in recording: HitTestRecording) -> CGPoint {
        // What the display list draws for the view (every effect at its presented value).
        var drawn: CGRect?
        for region in recording.regions where region.node.isDescendant(of: named) {
            let bounds: CGRect
            switch region.area {
            case .rect(let rect): bounds = rect
            case .fill(let path, _): bounds = path.boundingRect
            case .stroke(let path, _): bounds = path.boundingRect
            }
            let screen = bounds.applying(region.transform)
            guard screen.minX.isFinite, screen.minY.isFinite, screen.width.isFinite, screen.height.isFinite else {
                continue
            }
            drawn = drawn.map { $0.union(screen) } ?? screen
        }
        if let drawn { return CGPoint(x: drawn.midX, y: drawn.midY) }
        var frame = drawnGlobalFrame(of: named)
        var node = named
        while node.children.count == 1 {
            if let offset = presentedOffset(of: node) {
                frame.origin.x += offset.width
                frame.origin.y += offset.height
            }
            node = node.children[0]
        }
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// The offset an `.offset` node shows now (its animator's presented value while it animates).
    private func presentedOffset(of node: ViewNode) -> CGSize? {
        if let animated = node.animator?.presented as? _OffsetEffect { return animated.offset }
        guard let modified = node.view as? any AnyModifiedContent,
            let effect = modified._anyModifier as? _OffsetEffect
        else { return nil }
        return effect.offset
    }
}

extension ViewNode {
    /// Whether `ancestor` is this node or one of the nodes around it (walks up; bounded by the height).
    package func isDescendant(of ancestor: ViewNode) -> Bool {
        var current: ViewNode? = self
        while let node = current {
            if node === ancestor { return true }
            current = node.parent
        }
        return false
    }
}
