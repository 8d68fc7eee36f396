// Models the cause an update overlay colours a body run by: the family of the
// `_printChanges` token (`ChangeReason`) it ran for — `@self`, `@identity`, a
// dynamic property (state, binding, environment, object), `@dependencies`
// (Observation), a timeline entry — or unknown.
// Simplifies: a run with several reasons is given its first, in the order the
// trace lists them (the order `_printChanges` prints). Lesson: `viewsim render
// --overlay updates`.

/// The family of the reason a body ran for, as an update overlay colours it.
///
/// ```swift
/// UpdateCause(.identity)                        // .identity
/// UpdateCause(.property("_count", .state))      // .dynamicProperty
/// UpdateCause(reasons: [])                      // .unknown
/// ```
public enum UpdateCause: String, CaseIterable, Sendable {
    /// `@self`: the view's value differs from the previous one.
    case selfChanged = "@self"
    /// `@identity`: the view is new.
    case identity = "@identity"
    /// A dynamic property changed: `@State`, `@Binding`, `@Environment`, an object.
    case dynamicProperty = "property"
    /// `@dependencies`: an `@Observable` property the body read changed.
    case dependencies = "@dependencies"
    /// A timeline reached a new entry.
    case timeline = "@timeline"
    /// viewsim cannot name the cause.
    case unknown = "@unknown"

    /// The family of `reason`.
    public init(_ reason: ChangeReason) {
        switch reason {
        case .selfChanged: self = .selfChanged
        case .identity: self = .identity
        case .property: self = .dynamicProperty
        case .dependencies: self = .dependencies
        case .timelineEntry: self = .timeline
        case .unknown: self = .unknown
        }
    }

    /// The family of the first of `reasons`, `.unknown` when there is none.
    public init(reasons: [ChangeReason]) {
        self = reasons.first.map(UpdateCause.init) ?? .unknown
    }

    /// How a key names the family: its token (`@self`), or `_property` for dynamic properties.
    public var title: String {
        self == .dynamicProperty ? "_property" : rawValue
    }
}
