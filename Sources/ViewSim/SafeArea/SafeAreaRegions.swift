// Models SwiftUI's `.ignoresSafeArea(_:edges:)` and `SafeAreaRegions`: the views
// below extend into the safe area on those edges. viewsim's model: the root is
// laid out on the whole screen already (see `SimulationConfiguration.safeAreaInsets`),
// so the modifier changes no frame; it takes those edges out of the scroll views'
// content insets and of `GeometryProxy.safeAreaInsets` below it. The keyboard
// region is not modelled (no keyboard). Lesson: lesson 14.

/// A set of symbolic safe area regions.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The safe area defined by the device and containers within the user interface.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The safe area matching the current extent of any software keyboard (no keyboard in viewsim).
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// All safe area regions.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

struct IgnoredSafeAreaEdgesKey: EnvironmentKey {
    static let defaultValue: Edge.Set = []
}

extension EnvironmentValues {
    /// The edges on which the views below ignore the container safe area (`.ignoresSafeArea`).
    var ignoredSafeAreaEdges: Edge.Set {
        get { self[IgnoredSafeAreaEdgesKey.self] }
        set { self[IgnoredSafeAreaEdgesKey.self] = newValue }
    }
}

/// `.ignoresSafeArea(_:edges:)`.
nonisolated public struct _IgnoresSafeAreaModifier: PrimitiveModifier, Equatable {
    let regions: SafeAreaRegions
    let edges: Edge.Set
    package var _label: String { ".ignoresSafeArea()" }
    package var _traceName: String { ".ignoresSafeArea" }
    package var _writesEnvironment: Bool { true }
    package func _transformEnvironment(_ environment: inout EnvironmentValues) {
        if regions.contains(.container) { environment.ignoredSafeAreaEdges.formUnion(edges) }
    }
    package func _didUpdate(node: ViewNode, from old: any PrimitiveModifier) {
        guard (old as? _IgnoresSafeAreaModifier) != self else { return }
        node.graph.layoutState.safeAreasAreStale = true
        for member in node.subtree() where member.scroll != nil { node.graph.invalidateLayout(member) }
    }
}

nonisolated extension View {
    /// Expands the safe area of a view: the scroll views below put no content inset on
    /// those edges (their content starts under the status bar or home indicator).
    ///
    /// ```swift
    /// ScrollView { photos }.ignoresSafeArea(edges: .top)
    /// ```
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
        -> ModifiedContent<Self, _IgnoresSafeAreaModifier>
    {
        modifier(_IgnoresSafeAreaModifier(regions: regions, edges: edges))
    }
}
