// Models one view's laid-out frame as the layout checks see it: plain data, so
// tests can hand the checks a NaN frame and see them fail.
import Foundation

/// One node's frame after layout.
public struct FuzzFrame: Equatable, Sendable {
    /// The node: its type name and id (`_FrameLayout #12`).
    public var node: String
    /// Its frame in its parent node's coordinates (`ViewNode.layout.frame`).
    public var local: CGRect
    /// Its frame in screen coordinates (its and its ancestors' origins added up).
    public var global: CGRect

    public init(node: String, local: CGRect, global: CGRect) {
        self.node = node
        self.local = local
        self.global = global
    }
}
