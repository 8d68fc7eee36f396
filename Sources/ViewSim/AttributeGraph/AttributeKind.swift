// Models the kinds of attribute SwiftUI's AttributeGraph makes for one view: its value
// (`_GraphValue<Self>`), its dynamic properties, its body, the view list its body outputs,
// its layout size and position, its display list and its preferences.
// Simplifies: one attribute per kind per view; SwiftUI makes more (transforms, the
// environment, phases) and names none of them publicly. Lesson: lesson 1, step 1.

/// What one attribute of a view holds, in the order attributes are numbered.
///
/// ```swift
/// AttributeKind.property("_count").name   // "_count"
/// AttributeKind.displayList.name          // "display list"
/// ```
public enum AttributeKind: Hashable, Sendable, CustomStringConvertible {
    /// The view's value, as its parent made it (`_printChanges`' `@self`).
    case value
    /// One dynamic property: `_count` for `@State var count`, `@dependencies` for what its
    /// body read through Observation, `@timeline` for a `TimelineView`'s current entry.
    case property(String)
    /// The body (a `TimelineView`'s content closure): runs when an input changed.
    case body
    /// The views the body (or a built-in view's content) offers its children.
    case children
    /// The size layout chose for the view.
    case size
    /// Where its parent placed it.
    case position
    /// What it draws.
    case displayList
    /// A preference the view produces, by key type name.
    case preference(String)

    /// The name a diagram and the JSON print: `value`, `_count`, `body`, `display list`, `HeightKey`.
    public var name: String {
        switch self {
        case .value: return "value"
        case .property(let label): return label
        case .body: return "body"
        case .children: return "children"
        case .size: return "size"
        case .position: return "position"
        case .displayList: return "display list"
        case .preference(let key): return key
        }
    }

    /// The kind without its name, as the JSON's `kind` field writes it.
    public var family: String {
        switch self {
        case .value: return "value"
        case .property: return "property"
        case .body: return "body"
        case .children: return "children"
        case .size: return "size"
        case .position: return "position"
        case .displayList: return "displayList"
        case .preference: return "preference"
        }
    }

    public var description: String { name }

    /// The label of Observation's property: what a body read from `@Observable` models.
    public static let dependencies = AttributeKind.property("@dependencies")
    /// The label of a `TimelineView`'s entry, viewsim's word (its content is not a body).
    public static let timelineEntry = AttributeKind.property("@timeline")
}
