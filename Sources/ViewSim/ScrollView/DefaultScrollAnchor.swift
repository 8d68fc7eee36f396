// Models SwiftUI's `.defaultScrollAnchor(_:)` (iOS 17): where the scroll views
// below start — the offset that lines the anchor's unit point of the content up
// with the same point of the viewport (`.bottom`: scrolled to the end) — the
// first time they are laid out. Simplifies: viewsim's model: only the first
// offset; SwiftUI also keeps a bottom-anchored view at the bottom as its content
// grows. Lesson: lesson 14.
import Foundation

struct DefaultScrollAnchorKey: EnvironmentKey {
    static let defaultValue: UnitPoint? = nil
}

extension EnvironmentValues {
    /// Where the scroll views below start (`.defaultScrollAnchor`).
    var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }
}

/// `.defaultScrollAnchor(_:)`.
nonisolated public struct _DefaultScrollAnchorModifier: PrimitiveModifier, Equatable {
    let anchor: UnitPoint?
    package var _label: String { ".defaultScrollAnchor(\(anchor.map { "\($0)" } ?? "nil"))" }
    package var _traceName: String { ".defaultScrollAnchor" }
    package var _writesEnvironment: Bool { true }
    package func _transformEnvironment(_ environment: inout EnvironmentValues) {
        environment.defaultScrollAnchor = anchor
    }
}

nonisolated extension View {
    /// Associates an anchor to control which part of the scroll view's content should be
    /// rendered by default (when it first appears).
    ///
    /// ```swift
    /// ScrollView { messages }.defaultScrollAnchor(.bottom)
    /// ```
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> ModifiedContent<Self, _DefaultScrollAnchorModifier> {
        modifier(_DefaultScrollAnchorModifier(anchor: anchor))
    }
}
