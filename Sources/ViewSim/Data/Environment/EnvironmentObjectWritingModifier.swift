// Models SwiftUI's `.environment(_ object:)` (an `@Observable` object) and
// `.environmentObject(_:)` (an `ObservableObject`): the object is put in the environment of
// the modified view by its type. Simplifies: another object (or nil) is an environment change,
// compared by identity, that re-runs the views reading that type (traced as one).
import Observation

/// `.environment(_:)` with an `@Observable` object, or `.environmentObject(_:)`.
nonisolated public struct _EnvironmentObjectWritingModifier<Object: AnyObject>: PrimitiveModifier {
    public var object: Object?
    /// Whether `.environmentObject(_:)` put it there (read with `@EnvironmentObject`).
    let observableObject: Bool

    private var verb: String { observableObject ? ".environmentObject" : ".environment" }
    package var _label: String { "\(verb)(\(object.map(ValueFormatter.objectSummary) ?? "nil as \(Object.self)?"))" }
    package var _traceName: String { verb }
    package var _attributes: [NodeAttribute] {
        [NodeAttribute("environment", TraceValue(object.map(ValueFormatter.objectSummary) ?? "nil"))]
    }
    package func _transformEnvironment(_ environment: inout EnvironmentValues) {
        environment.setObject(object, of: Object.self, observableObject: observableObject)
    }
    package var _writesEnvironment: Bool { true }
}

nonisolated extension View {
    /// Places an `@Observable` object in this view's environment, for
    /// `@Environment(Model.self)` below it; `nil` removes one an ancestor set.
    ///
    /// ```swift
    /// ContentView().environment(modelData)
    /// ```
    ///
    /// Another object (or `nil`) in a later update re-runs the views that read the type,
    /// traced as an environment change.
    public func environment<T>(_ object: T?) -> ModifiedContent<Self, _EnvironmentObjectWritingModifier<T>>
    where T: AnyObject, T: Observable {
        modifier(_EnvironmentObjectWritingModifier(object: object, observableObject: false))
    }

    /// Supplies an `ObservableObject` to this view's hierarchy, for `@EnvironmentObject` below it.
    ///
    /// ```swift
    /// ContentView().environmentObject(store)
    /// ```
    public func environmentObject<T>(_ object: T) -> ModifiedContent<Self, _EnvironmentObjectWritingModifier<T>>
    where T: ObservableObject {
        modifier(_EnvironmentObjectWritingModifier(object: object, observableObject: true))
    }
}
