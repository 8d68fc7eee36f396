// Models how a fuzz view attaches a gesture, as data: the gesture's kind, its
// priority (`.gesture`, `.highPriorityGesture`, `.simultaneousGesture`), its
// `GestureMask`, and what may keep a touch from it: `.disabled(true)`,
// `.allowsHitTesting(false)`, a view drawn over it (in front of the gesture, in
// front but passing touches through, or inside the gesture's view), and whether
// its `onEnded` writes inside `withAnimation(.spring)`.
// Simplifies: one gesture per host view (nested hosts and tap readers compete).
import ViewSim

/// A gesture attached to a fuzz view (`FuzzGestureHost`), as data.
public struct FuzzGesture: Codable, Equatable, Sendable, CustomStringConvertible {
    public var kind: FuzzGestureKind
    /// 0 `.gesture`, 1 `.highPriorityGesture`, 2 `.simultaneousGesture` (modulo 3).
    public var priority: Int
    /// 0 `.all`, 1 `.gesture`, 2 `.subviews`, 3 `.none` (modulo 4).
    public var mask: Int
    /// `.disabled(true)` around the view and its gesture.
    public var disabled: Bool
    /// `.allowsHitTesting(false)` around the view and its gesture.
    public var passThrough: Bool
    /// 0 nothing; 1 a view drawn over the view and its gesture; 2 the same with
    /// `.allowsHitTesting(false)`; 3 a view drawn over the content, inside the gesture's view.
    public var cover: Int
    /// Whether `onEnded` writes inside `withAnimation(.spring)`.
    public var spring: Bool

    public init(
        _ kind: FuzzGestureKind, priority: Int = 0, mask: Int = 0, disabled: Bool = false, passThrough: Bool = false,
        cover: Int = 0, spring: Bool = false
    ) {
        self.kind = kind
        self.priority = priority
        self.mask = mask
        self.disabled = disabled
        self.passThrough = passThrough
        self.cover = cover
        self.spring = spring
    }

    /// The mask it describes.
    var gestureMask: GestureMask {
        [GestureMask.all, .gesture, .subviews, GestureMask()][((mask % 4) + 4) % 4]
    }

    /// Simpler forms, for the shrinker: each switch off, then a simpler kind.
    var simpler: [FuzzGesture] {
        var forms: [FuzzGesture] = []
        func with(_ change: (inout FuzzGesture) -> Void) {
            var copy = self
            change(&copy)
            if copy != self { forms.append(copy) }
        }
        with { $0.priority = 0 }
        with { $0.mask = 0 }
        with { $0.disabled = false }
        with { $0.passThrough = false }
        with { $0.cover = 0 }
        with { $0.spring = false }
        for kind in kind.simpler { with { $0.kind = kind } }
        return forms
    }

    public var description: String {
        var text = "FuzzGesture(\(kind)"
        if priority != 0 { text += ", priority: \(priority)" }
        if mask != 0 { text += ", mask: \(mask)" }
        if disabled { text += ", disabled: true" }
        if passThrough { text += ", passThrough: true" }
        if cover != 0 { text += ", cover: \(cover)" }
        if spring { text += ", spring: true" }
        return text + ")"
    }
}
