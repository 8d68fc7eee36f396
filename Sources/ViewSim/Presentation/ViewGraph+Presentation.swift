// Models where presented views sit and what is on top: after each layout pass the
// presented view of every shown presentation is laid out in its kind's area of
// the screen (`PresentationKind.rect(in:)`), whatever the presenter's frame; the
// last presentation shown is on top, and only it can be tapped.
// Simplifies: the presented view's origin is kept in the presenter's coordinates
// (so global frames add up); the presenter's own effects (opacity, offset) do not apply to it.
import Foundation

extension ViewGraph {
    /// Lays out the presented views in the screen's presentation areas, outer ones first.
    func placePresentations() {
        // Most trees present nothing: no array work after every pass (about 300 instructions).
        guard !layoutState.presentationHosts.isEmpty else { return }
        layoutState.presentationHosts.removeAll { $0.isRemoved }
        let hosts = layoutState.presentationHosts.filter { host in host.children.contains { $0.key == .secondary } }
        guard !hosts.isEmpty else { return }
        for host in hosts.sorted(by: { ($0.depth, $0.id) < ($1.depth, $1.id) }) {
            let modifier = host.traits.primitiveModifier(host.view)
            let rect: CGRect
            if let kind = (modifier as? _PresentationModifier)?.kind {
                rect = kind == .push ? screenRect(of: host) : kind.rect(in: configuration.screenSize)
            } else if modifier is _ToolbarModifier {
                rect = toolbarRect(of: host)
            } else {
                continue
            }
            for presented in host.children where presented.key == .secondary && !presented.isRemoved {
                place(presented, proposal: ProposedViewSize(rect.size))
                let origin = globalFrame(of: host).origin
                setFrameOrigin(
                    of: presented, CGPoint(x: saturated(rect.minX - origin.x), y: saturated(rect.minY - origin.y)))
            }
        }
    }

    /// The navigation bar of the screen `host` is in, in screen coordinates (empty outside a stack).
    private func toolbarRect(of host: ViewNode) -> CGRect {
        let screen = screenRect(of: host)
        return CGRect(x: screen.minX, y: screen.minY, width: screen.width, height: NavigationBarMetrics.height)
    }

    /// The navigation screen `host` is in, in screen coordinates (empty outside a stack).
    private func screenRect(of host: ViewNode) -> CGRect {
        var current = host.parent
        for _ in 0...(host.depth + 1) {
            guard let member = current else { break }
            if member.traits.modifierIsNavigationScreen { return globalFrame(of: member) }
            current = member.parent
        }
        return .zero
    }

    /// Whether `node` is a presenter (`.sheet`, `.alert`…).
    package func isPresentationHost(_ node: ViewNode) -> Bool {
        node.traits.modifierPresents
    }

    /// The presented views on screen, bottom to top: a presentation made from inside another is above it,
    /// and of two made side by side the later in the tree is above.
    package func shownPresentations() -> [ViewNode] {
        var shown: [(nesting: Int, order: Int, node: ViewNode)] = []
        for host in layoutState.presentationHosts
        where !host.isRemoved && isPresentationHost(host) && !isInOffScreenNavigationScreen(host) {
            // A push outside a stack shows nothing, as in SwiftUI.
            if (host.traits.primitiveModifier(host.view) as? _PresentationModifier)?.kind == .push,
                host.environment._navigationStack == nil
            {
                continue
            }
            for presented in host.children where presented.key == .secondary && !presented.isRemoved {
                var nesting = 0
                var current = host.parent
                for _ in 0...(host.depth + 1) {
                    guard let member = current else { break }
                    if member.key == .secondary, let above = member.parent, isPresentationHost(above) { nesting += 1 }
                    current = member.parent
                }
                shown.append((nesting, presented.id, presented))
            }
        }
        return shown.sorted { ($0.nesting, $0.order) < ($1.nesting, $1.order) }.map(\.node)
    }

    /// The presentation kind and dismissal of a presented view's root (`shownPresentations()`'s members).
    package func presentedScreen(of presented: ViewNode) -> _PresentedScreenModifier? {
        for node in presented.subtree().prefix(8) {
            if let screen = node.traits.primitiveModifier(node.view) as? _PresentedScreenModifier { return screen }
        }
        return nil
    }

    /// Whether a tap can reach `node`: it is not below the top of a stack, and it is inside the top
    /// presentation when one is shown.
    package func isReachable(_ node: ViewNode, top: ViewNode?) -> Bool {
        if isInOffScreenNavigationScreen(node) || isInLazyRowOutOfView(node) || isInUnchosenCandidate(node) {
            return false
        }
        guard let top else { return true }
        var current: ViewNode? = node
        for _ in 0...(node.depth + 1) {
            guard let member = current else { return false }
            if member === top { return true }
            current = member.parent
        }
        return false
    }
}
