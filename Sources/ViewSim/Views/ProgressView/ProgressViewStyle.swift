// Models SwiftUI's `ProgressViewStyle` built-ins and `.progressViewStyle(_:)`:
// `.automatic` (a spinner without a value, a bar with one), `.linear`,
// `.circular`. Simplifies: only the built-in styles (a custom style's `makeBody`
// is not modelled: it does not compile); the style is kept in the environment.

/// A type that applies standard interaction behaviour to all progress views
/// within a view hierarchy (viewsim: the built-in styles only).
///
/// ```swift
/// ProgressView(value: 0.5).progressViewStyle(.circular)
/// ```
nonisolated public protocol ProgressViewStyle {
    /// Which built-in look the style is.
    var _kind: _ProgressViewStyleKind { get }
}

/// The built-in progress view looks.
nonisolated public enum _ProgressViewStyleKind: String, Sendable {
    case automatic, linear, circular
}

/// The default progress view style in the current context of the view being styled.
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _kind: _ProgressViewStyleKind { .automatic }
}
/// A progress view that visually indicates its progress using a horizontal bar.
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _kind: _ProgressViewStyleKind { .linear }
}
/// The style of a progress view that uses a circular gauge to indicate the partial completion of an activity.
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _kind: _ProgressViewStyleKind { .circular }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default progress view style in the current context of the view being styled.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A progress view that visually indicates its progress using a horizontal bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The style of a progress view that uses a circular gauge to indicate the partial completion of an activity.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

struct ProgressViewStyleKey: EnvironmentKey {
    static let defaultValue = _ProgressViewStyleKind.automatic
}

extension EnvironmentValues {
    /// The progress view style set with `.progressViewStyle(_:)` above.
    var progressViewStyleKind: _ProgressViewStyleKind {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

/// `.progressViewStyle(_:)`.
nonisolated public struct _ProgressViewStyleModifier: PrimitiveModifier, Equatable {
    let kind: _ProgressViewStyleKind
    package var _label: String { ".progressViewStyle(.\(kind.rawValue))" }
    package var _traceName: String { ".progressViewStyle" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("progressViewStyle", .symbol(kind.rawValue))] }
    package var _writesEnvironment: Bool { true }
    package func _transformEnvironment(_ environment: inout EnvironmentValues) {
        environment.progressViewStyleKind = kind
    }
}

nonisolated extension View {
    /// Sets the style for progress views in this view.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> ModifiedContent<Self, _ProgressViewStyleModifier>
    {
        modifier(_ProgressViewStyleModifier(kind: style._kind))
    }
}
