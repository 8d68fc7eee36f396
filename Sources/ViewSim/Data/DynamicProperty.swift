// Models SwiftUI's `DynamicProperty`: property wrappers whose storage lives in the
// graph, with the view's identity, not in the view value.
// Simplifies: viewsim finds them by reflection (`Mirror`) when a view value is
// installed, the way SwiftUI finds them by field offsets. Lesson: lesson1, lesson2.

/// A stored property of a view that the graph updates, as in SwiftUI.
///
/// `State`, `Binding`, `Environment`, `EnvironmentObject`, `StateObject`, `ObservedObject`,
/// `Bindable`, `AppStorage`, `SceneStorage` and `Namespace` conform.
/// A struct of your own that conforms and contains those wrappers works too.
public protocol DynamicProperty {
    /// Called before the view's body is evaluated.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// What kind of dynamic property a field is; decides how changes are explained.
public enum DynamicPropertyKind: String, Sendable {
    case state = "@State"
    case binding = "@Binding"
    case environment = "@Environment"
    case stateObject = "@StateObject"
    case observedObject = "@ObservedObject"
    case environmentObject = "@EnvironmentObject"
    case bindable = "@Bindable"
    case appStorage = "@AppStorage"
    case sceneStorage = "@SceneStorage"
    case namespace = "@Namespace"
    case gestureState = "@GestureState"
}

/// The graph's handle on one property wrapper inside a view value.
package protocol DynamicPropertyLink {
    /// Connects the wrapper to its persistent storage on `node`, creating it the
    /// first time the node sees `label`.
    func _link(node: ViewNode, label: String)
    /// Whether the wrapper's input changed compared with the same field of the
    /// previous view value (a binding to another value, a different object).
    func _inputChanged(from old: Any) -> Bool
    /// The current value, for traces and diagrams.
    var _describedValue: String { get }
    var _kind: DynamicPropertyKind { get }
    /// The wrapper's kind when its value comes from the parent (`@Binding`,
    /// `@ObservedObject`): a different binding or object is a change of the view's
    /// inputs. nil for wrappers the view owns or reads from elsewhere (`@State`,
    /// `@StateObject`, `@Environment`).
    static var _parentInputKind: DynamicPropertyKind? { get }
    /// The value the wrapper holds, read without making anything depend on it (the
    /// model object in a `@State`), so the trace can find the `@Observable` object
    /// whose property changed; nil for wrappers that hold none.
    var _heldValue: Any? { get }
}

extension DynamicPropertyLink {
    package func _inputChanged(from old: Any) -> Bool { false }
    package static var _parentInputKind: DynamicPropertyKind? { nil }
    package var _heldValue: Any? { nil }
}

/// One dynamic property of a node, kept with the node's identity.
package final class PropertyRecord {
    package let label: String
    package let kind: DynamicPropertyKind
    /// The storage object (`StateStorage`, the observed object, …).
    package var storage: AnyObject?
    /// Reads the current value for display.
    package var describe: () -> String
    /// For `@Environment`: reads the value from an environment.
    package var environmentValue: ((EnvironmentValues) -> Any)?
    /// Cancels an object subscription when the node leaves the tree.
    package var cancel: (() -> Void)?
    /// For `@Environment(Model.self)` and `@EnvironmentObject`: the object the environment
    /// lacks (the body must not run then), else nil.
    package var missingObject: ((EnvironmentValues) -> MissingEnvironmentObject?)?

    init(label: String, kind: DynamicPropertyKind, describe: @escaping () -> String) {
        self.label = label
        self.kind = kind
        self.describe = describe
    }
}

extension ViewNode {
    /// The record for `label`, creating it with `make` the first time.
    package func propertyRecord(_ label: String, kind: DynamicPropertyKind, make: () -> PropertyRecord) -> (
        PropertyRecord, isNew: Bool
    ) {
        if let existing = properties.first(where: { $0.label == label }) { return (existing, false) }
        let record = make()
        properties.append(record)
        return (record, true)
    }
}

/// An environment object a view reads that no ancestor supplied.
package struct MissingEnvironmentObject: Equatable, Sendable {
    /// The object's type, as the trace prints it.
    package var typeName: String
    /// Whether it is an `ObservableObject` (`@EnvironmentObject`), not an `@Observable` one.
    package var observableObject: Bool

    /// SwiftUI's message when it traps for the missing object.
    package var message: String {
        let what = observableObject ? "ObservableObject" : "Observable object"
        return
            "No \(what) of type \(typeName) found. A View.environmentObject(_:) for \(typeName) may be missing as an ancestor of this view."
    }
}
