// Models what the graph needs to know about one view type, worked out once per
// type: whether it is a built-in view, a modified view (and whether its modifier
// is built in), animatable, `Equatable` — with typed access to those parts.
// SwiftUI's graph knows these facts from the type's metadata when it makes the
// view's attributes; it never asks again per update.
// Simplifies: a cast of an `any View` to a protocol (`as? any PrimitiveView`)
// looks the conformance up in the runtime's cache every time (about 1,000
// instructions, more when it fails); a cast to the concrete type already known
// is a metadata compare. So the protocol casts run once per type, when the first
// node of that type is inserted, and each update casts to the concrete type.
// Lesson: none (an engine detail); see docs/ARCHITECTURE.md, "Cost of an update".

/// The facts about one view type and typed access to its parts.
///
/// Every accessor takes a value of exactly this type (a node's view type never
/// changes: a child of another type is a new node); a value of another type
/// gives `nil`.
final class ViewTypeTraits {
    /// The built-in view access, if the type is a `PrimitiveView`.
    private let primitiveAccess: (any PrimitiveAccess)?
    /// The modifier access, if the type is a `ModifiedContent` (built-in or custom modifier).
    private let modifiedAccess: (any ModifiedAccess)?
    /// The modifier access, if the type is a `ModifiedContent` whose modifier is built in.
    private let primitiveModifierAccess: (any PrimitiveModifierAccess)?
    /// The animatable access, if the type itself is `Animatable`.
    private let animatableAccess: (any AnimatableAccess)?
    /// The animatable access to the modifier, if the type is a `ModifiedContent` whose modifier is `Animatable`.
    private let modifierAnimatableAccess: (any ModifierAnimatableAccess)?
    /// The `==` of the type, if it is `Equatable`.
    private let equatableAccess: (any EquatableAccess)?
    /// The layout behaviour access, if the type is `LayoutBehaving` (a built-in view's own behaviour).
    private let layoutBehavingAccess: (any LayoutBehavingAccess)?
    /// Whether a value of the type draws something itself in the display list (a `Color`,
    /// `Text`, `Image` or shape); lists, stacks and custom views draw nothing of their own.
    let drawsItself: Bool
    /// The name the trace gives a composite view of the type, when it is not the type's own
    /// (an app's root view is named after the app).
    let traceName: String?
    /// Whether the type's children depend on the environment it sees (a `Button` under
    /// `.buttonStyle`, a `Label` under `.labelStyle`): `EnvironmentReadingPrimitive`.
    let readsEnvironment: Bool
    /// Whether the type is a lazy stack or grid (`LazyContainerView`): the graph creates its rows.
    let isLazyContainer: Bool
    /// Whether the trace names every value of the type alike (`Text` is "Text" whatever it
    /// shows), so a node's trace name is made once rather than read again on every update.
    let hasConstantTraceName: Bool
    /// The shared part of the trace reference last made for a node of the type: the nodes with
    /// its label share it (`ViewNode.reference`), one object for all the rows of a list.
    var sharedReferenceInfo: NodeInfo?

    /// Whether the type is `Equatable` (its values are compared with `==`).
    var isEquatable: Bool { equatableAccess != nil }
    /// Whether the type's built-in modifier is a `.font` (which lays its texts out again).
    let modifierIsFont: Bool
    /// Whether the type's built-in modifier takes part in layout (`LayoutBehaving`).
    let modifierBehavesInLayout: Bool
    /// Whether the type's built-in modifier is a navigation stack's screen (drawn only on top).
    let modifierIsNavigationScreen: Bool
    /// Whether the type's built-in modifier presents a view (a sheet, an alert, a push).
    let modifierPresents: Bool
    /// Whether the type's built-in modifier sets a preference (`PreferenceContributor`).
    let setsPreference: Bool
    /// Whether the type is the view `overlayPreferenceValue`/`backgroundPreferenceValue` make.
    let readsPreference: Bool
    /// Whether the type is a `PrimitiveView` (a built-in view).
    var isPrimitive: Bool { primitiveAccess != nil }
    /// Whether the type is a `ModifiedContent` (built-in or custom modifier).
    var isModified: Bool { modifiedAccess != nil }
    /// Whether the type is a `ModifiedContent` whose modifier is built in.
    var hasPrimitiveModifier: Bool { primitiveModifierAccess != nil }
    /// The layout behaviour every value of the type has (lists: `TupleView`, `ForEach`,
    /// `if`…), nil when it depends on the value.
    let constantLayoutBehavior: LayoutBehavior?

    /// Works out the traits of `view`'s type (the protocol casts happen here, once).
    init(of view: any View) {
        let primitiveAccess = (view as? any PrimitiveView).map { Self.primitiveAccess(for: $0) }
        self.primitiveAccess = primitiveAccess
        let modified = view as? any AnyModifiedContent
        modifiedAccess = modified.map { Self.modifiedAccess(for: $0) }
        let primitiveModifierAccess = modified.flatMap { $0._primitiveModifierAccess() }
        self.primitiveModifierAccess = primitiveModifierAccess
        // Built-in views and modifiers are structs: a value's type is the type's own.
        let primitiveModifier = primitiveModifierAccess?.modifier(of: view)
        modifierIsFont = primitiveModifier is _FontModifier
        modifierBehavesInLayout = primitiveModifier is any LayoutBehaving
        modifierIsNavigationScreen = primitiveModifier is _NavigationScreenModifier
        modifierPresents = primitiveModifier is _PresentationModifier
        setsPreference = primitiveModifier is any PreferenceContributor
        readsPreference = view is any PreferenceReadingView
        modifierAnimatableAccess = modified.flatMap { $0._modifierAnimatableAccess() }
        animatableAccess = (view as? any Animatable).map { Self.animatableAccess(for: $0) }
        equatableAccess = (view as? any Equatable).map { Self.equatableAccess(for: $0) }
        let behaving = view as? any LayoutBehaving
        layoutBehavingAccess = behaving.map { Self.layoutBehavingAccess(for: $0) }
        constantLayoutBehavior = behaving.flatMap { type(of: $0)._hasConstantLayoutBehavior ? $0._layoutBehavior : nil }
        traceName = (view as? any TraceNamedView).map { type(of: $0).traceTypeName }
        // An `if` without `else` is an `Optional`, a list: `is` would look through it to the view it
        // holds, which would then be drawn twice, by the `if` and by itself.
        drawsItself =
            !(view is any OptionalView)
            && (view is Color || view is Text || view is Image || view is any ShapePathProviding || view is Divider
                || view is _NavigationBarTitle)
        readsEnvironment = view is any EnvironmentReadingPrimitive
        isLazyContainer = view is any LazyContainerView
        hasConstantTraceName = view is Text
    }

    /// `view` as a built-in view.
    func primitive(_ view: any View) -> (any PrimitiveView)? { primitiveAccess?.primitive(view) }
    /// `view` as a modified view.
    func modified(_ view: any View) -> (any AnyModifiedContent)? { modifiedAccess?.modified(view) }
    /// The built-in modifier of `view`, if it is a modified view with one.
    func primitiveModifier(_ view: any View) -> (any PrimitiveModifier)? { primitiveModifierAccess?.modifier(of: view) }
    /// `view` as an animatable value (a `Color` used as a view, an animatable custom view).
    func animatable(_ view: any View) -> (any Animatable)? { animatableAccess?.animatable(view) }
    /// The modifier of `view` as an animatable value, if it is one.
    func animatableModifier(_ view: any View) -> (any Animatable)? {
        modifierAnimatableAccess?.animatableModifier(of: view)
    }
    /// Whether two values of the type are equal under its `==`; `nil` when the type is not `Equatable`.
    func isEqual(_ a: any View, _ b: any View) -> Bool? { equatableAccess?.isEqual(a, b) }
    /// The layout behaviour of `view` itself, if its type is `LayoutBehaving`.
    func layoutBehavior(_ view: any View) -> LayoutBehavior? { layoutBehavingAccess?.layoutBehavior(view) }
    /// Whether `old` lays out as `view` does: nil when the type is not `LayoutBehaving`
    /// (or `view` is not of it), false when `old` is of another type.
    func sameLayout(_ view: any View, as old: any View) -> Bool? { layoutBehavingAccess?.sameLayout(view, as: old) }

    private static func primitiveAccess<P: PrimitiveView>(for _: P) -> any PrimitiveAccess { TypedPrimitiveAccess<P>() }
    private static func modifiedAccess<M: AnyModifiedContent>(for _: M) -> any ModifiedAccess {
        TypedModifiedAccess<M>()
    }
    private static func animatableAccess<A: Animatable>(for _: A) -> any AnimatableAccess { TypedAnimatableAccess<A>() }
    private static func equatableAccess<E: Equatable>(for _: E) -> any EquatableAccess { TypedEquatableAccess<E>() }
    private static func layoutBehavingAccess<L: LayoutBehaving>(for _: L) -> any LayoutBehavingAccess {
        TypedLayoutBehavingAccess<L>()
    }
}

// MARK: - Typed access, one per protocol

/// Casts a view of a known type to `PrimitiveView` without a conformance lookup.
package protocol PrimitiveAccess: AnyObject { func primitive(_ view: any View) -> (any PrimitiveView)? }
/// Casts a view of a known type to `AnyModifiedContent` without a conformance lookup.
package protocol ModifiedAccess: AnyObject { func modified(_ view: any View) -> (any AnyModifiedContent)? }
/// Reads the built-in modifier of a modified view of a known type.
package protocol PrimitiveModifierAccess: AnyObject { func modifier(of view: any View) -> (any PrimitiveModifier)? }
/// Casts a view of a known type to `Animatable`.
package protocol AnimatableAccess: AnyObject { func animatable(_ view: any View) -> (any Animatable)? }
/// Reads the animatable modifier of a modified view of a known type.
package protocol ModifierAnimatableAccess: AnyObject { func animatableModifier(of view: any View) -> (any Animatable)? }
/// Compares two views of a known `Equatable` type.
package protocol EquatableAccess: AnyObject { func isEqual(_ a: any View, _ b: any View) -> Bool }
/// Reads the layout behaviour of a view of a known `LayoutBehaving` type.
package protocol LayoutBehavingAccess: AnyObject {
    func layoutBehavior(_ view: any View) -> LayoutBehavior?
    func sameLayout(_ view: any View, as old: any View) -> Bool?
}

nonisolated private final class TypedPrimitiveAccess<P: PrimitiveView>: PrimitiveAccess {
    func primitive(_ view: any View) -> (any PrimitiveView)? { exactly(view, as: P.self) }
}

private final class TypedModifiedAccess<M: AnyModifiedContent>: ModifiedAccess {
    func modified(_ view: any View) -> (any AnyModifiedContent)? { exactly(view, as: M.self) }
}

nonisolated private final class TypedAnimatableAccess<A: Animatable>: AnimatableAccess {
    func animatable(_ view: any View) -> (any Animatable)? { exactly(view, as: A.self) }
}

private final class TypedEquatableAccess<E: Equatable>: EquatableAccess {
    func isEqual(_ a: any View, _ b: any View) -> Bool {
        guard let a = exactly(a, as: E.self), let b = exactly(b, as: E.self) else { return false }
        return a == b
    }
}

nonisolated private final class TypedLayoutBehavingAccess<L: LayoutBehaving>: LayoutBehavingAccess {
    func layoutBehavior(_ view: any View) -> LayoutBehavior? { exactly(view, as: L.self)?._layoutBehavior }
    func sameLayout(_ view: any View, as old: any View) -> Bool? {
        guard let view = exactly(view, as: L.self) else { return nil }
        guard let old = exactly(old, as: L.self) else { return false }
        return view._sameLayout(as: old)
    }
}

/// Reads a built-in modifier `Modifier` of `ModifiedContent<Content, Modifier>`.
nonisolated package final class TypedPrimitiveModifierAccess<Content: View, Modifier: PrimitiveModifier>:
    PrimitiveModifierAccess
{
    package init() {}
    package func modifier(of view: any View) -> (any PrimitiveModifier)? {
        exactly(view, as: ModifiedContent<Content, Modifier>.self)?.modifier
    }
}

/// Reads an animatable modifier `Modifier` of `ModifiedContent<Content, Modifier>`.
nonisolated package final class TypedModifierAnimatableAccess<Content: View, Modifier: ViewModifier & Animatable>:
    ModifierAnimatableAccess
{
    package init() {}
    package func animatableModifier(of view: any View) -> (any Animatable)? {
        exactly(view, as: ModifiedContent<Content, Modifier>.self)?.modifier
    }
}

/// `value` as a `Target`, when its type is exactly `Target`: a compare of two type
/// metadata pointers, where `as?` asks the runtime's dynamic cast (hundreds of
/// instructions even when the types are the same). Another type gives `nil`.
@inline(__always)
func exactly<Value: View, Target>(_ value: Value, as _: Target.Type) -> Target? {
    guard Value.self == Target.self else { return nil }
    // Sound: the two types are the same type.
    return withUnsafePointer(to: value) { UnsafeRawPointer($0).load(as: Target.self) }
}

/// `Optional` as a view (an `if` without `else`), told apart from the view it holds.
package protocol OptionalView {}

nonisolated extension Optional: OptionalView where Wrapped: View {}

extension ViewGraph {
    /// The traits of `view`'s type, worked out the first time a node of the type is inserted.
    func traits(of view: any View) -> ViewTypeTraits {
        let type = ObjectIdentifier(Swift.type(of: view))
        if let known = typeTraits[type] { return known }
        let traits = ViewTypeTraits(of: view)
        typeTraits[type] = traits
        return traits
    }
}
