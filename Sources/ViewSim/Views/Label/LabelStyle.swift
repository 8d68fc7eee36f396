// Models SwiftUI's `LabelStyle` with its built-in styles and `.labelStyle(_:)`:
// `.automatic`, `.titleAndIcon`, `.titleOnly`, `.iconOnly`. Simplifies: only the
// built-in styles (a custom `LabelStyle` does not compile: its `makeBody` is not
// modelled); the style is kept in the environment and read by each `Label`.

/// A type that applies a custom appearance to all labels within a view
/// (viewsim: the built-in styles only).
///
/// ```swift
/// Label("Star", systemImage: "star").labelStyle(.iconOnly)
/// ```
nonisolated public protocol LabelStyle {
    /// Which built-in look the style is.
    var _kind: _LabelStyleKind { get }
}

/// The built-in label looks.
nonisolated public enum _LabelStyleKind: String, Sendable {
    case automatic, titleAndIcon, titleOnly, iconOnly
}

/// The default label style in the current context.
nonisolated public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public var _kind: _LabelStyleKind { .automatic }
}
/// A label style that shows both the title and icon of the label.
nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public var _kind: _LabelStyleKind { .titleAndIcon }
}
/// A label style that only displays the title of the label.
nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public var _kind: _LabelStyleKind { .titleOnly }
}
/// A label style that only displays the icon of the label.
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public var _kind: _LabelStyleKind { .iconOnly }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// A label style that resolves its appearance automatically based on the current context.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// A label style that shows both the title and icon of the label.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// A label style that only displays the title of the label.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    /// A label style that only displays the icon of the label.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

struct LabelStyleKey: EnvironmentKey {
    static let defaultValue = _LabelStyleKind.automatic
}

extension EnvironmentValues {
    /// The label style set with `.labelStyle(_:)` above.
    var labelStyleKind: _LabelStyleKind {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

/// `.labelStyle(_:)`.
nonisolated public struct _LabelStyleModifier: PrimitiveModifier, Equatable {
    let kind: _LabelStyleKind
    package var _label: String { ".labelStyle(.\(kind.rawValue))" }
    package var _traceName: String { ".labelStyle" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("labelStyle", .symbol(kind.rawValue))] }
    package var _writesEnvironment: Bool { true }
    package func _transformEnvironment(_ environment: inout EnvironmentValues) { environment.labelStyleKind = kind }
}

nonisolated extension View {
    /// Sets the style for labels within this view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedContent<Self, _LabelStyleModifier> {
        modifier(_LabelStyleModifier(kind: style._kind))
    }
}
