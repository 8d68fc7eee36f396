// Models SwiftUI's `.scrollClipDisabled(_:)` (iOS 17): the scroll views below do
// not clip their content to their viewport in the display list.
// Simplifies: nothing else changes (the content is laid out the same). Lesson: lesson 14.

struct ScrollClipDisabledKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the scroll views below draw their content outside their viewport (`.scrollClipDisabled`).
    var isScrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] }
        set { self[ScrollClipDisabledKey.self] = newValue }
    }
}

/// `.scrollClipDisabled(_:)`.
nonisolated public struct _ScrollClipDisabledModifier: PrimitiveModifier, Equatable {
    let isDisabled: Bool
    package var _label: String { ".scrollClipDisabled(\(isDisabled))" }
    package var _traceName: String { ".scrollClipDisabled" }
    package var _writesEnvironment: Bool { true }
    package func _transformEnvironment(_ environment: inout EnvironmentValues) {
        environment.isScrollClipDisabled = isDisabled
    }
}

nonisolated extension View {
    /// Sets whether a scroll view clips its content to its bounds.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { cardsWithShadows }.scrollClipDisabled()
    /// ```
    public func scrollClipDisabled(_ disabled: Bool = true) -> ModifiedContent<Self, _ScrollClipDisabledModifier> {
        modifier(_ScrollClipDisabledModifier(isDisabled: disabled))
    }
}
