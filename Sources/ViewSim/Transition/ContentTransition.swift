// Models SwiftUI's `ContentTransition` (iOS 16; `numericText(value:)` iOS 17): how a view
// animates a change of its own content (a `Text`'s string, an `Image`'s name), as opposed to
// `AnyTransition`, which animates insertion and removal.
// Simplifies: viewsim's model: `.interpolate` is drawn as a cross-fade (no glyph morphing),
// `.numericText` rolls the changed characters; symbol effects are not modelled. Lesson: none yet.

/// A kind of transition that applies to the content within a single view, rather than to the
/// insertion or removal of a view.
///
/// Set it with ``View/contentTransition(_:)``. As in SwiftUI, it takes effect only when the
/// change comes in a transaction that applies an animation: the content then changes over the
/// animation (traced as an `animation` of the attribute `contentTransition(…)`); without one the
/// new content shows at once.
///
/// ```swift
/// Text("\(count)")
///     .contentTransition(.numericText(value: Double(count)))
/// // withAnimation { count += 1 }: the changed digits roll up over the animation
/// ```
///
/// viewsim's model of what each one draws (SwiftUI does not document glyph timing):
/// `.opacity` cross-fades the old content out and the new in; `.interpolate` does the same
/// (SwiftUI morphs matching glyphs, which viewsim does not draw); `.numericText` moves each
/// changed character of a one-line text out vertically while it fades, and the new one in from
/// the other side (up when counting up); `.identity` swaps at once.
nonisolated public struct ContentTransition: Equatable, Sendable, CustomStringConvertible {
    /// Which transition this is.
    package enum Kind: Equatable, Sendable {
        /// The environment's value when no `.contentTransition` is set: SwiftUI's own choice.
        case automatic
        case identity
        case opacity
        case interpolate
        /// `numericText(countsDown:)`: a fixed direction.
        case numericText(countsDown: Bool)
        /// `numericText(value:)`: the direction comes from the change of `value`.
        case numericValue(Double)
    }

    package let kind: Kind

    package init(_ kind: Kind) { self.kind = kind }

    /// The identity content transition, which indicates that content changes shouldn't animate.
    ///
    /// ```swift
    /// Text(title).contentTransition(.identity)   // a new title shows at once, even in withAnimation
    /// ```
    public static let identity = ContentTransition(.identity)

    /// A content transition that indicates content fades from transparent to opaque on
    /// insertion, and from opaque to transparent on removal.
    ///
    /// ```swift
    /// Text(status).contentTransition(.opacity)   // the old status fades out as the new one fades in
    /// ```
    public static let opacity = ContentTransition(.opacity)

    /// A content transition that indicates the views attempt to interpolate their contents
    /// during transitions, where appropriate.
    ///
    /// viewsim's model: drawn as a cross-fade, as `.opacity`. SwiftUI interpolates matching
    /// glyphs (their colour, position, size and variable font properties) and, as Apple
    /// documents, uses an opacity animation for "any changes that can't show an interpolated
    /// animation".
    ///
    /// ```swift
    /// Text("Weight").contentTransition(.interpolate)
    /// ```
    public static let interpolate = ContentTransition(.interpolate)

    /// A content transition intended for `Text` views displaying numeric text, counting up or
    /// (with `countsDown`) down.
    ///
    /// viewsim's model: the characters that differ (compared from the end of the string, where
    /// a number's digits change) roll vertically: counting up, the old ones move up and fade
    /// out while the new ones come in from below; counting down, the other way.
    ///
    /// ```swift
    /// Text("\(secondsLeft)").contentTransition(.numericText(countsDown: true))
    /// ```
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(.numericText(countsDown: countsDown))
    }

    /// A content transition intended for `Text` views displaying numbers: the difference between
    /// the old and new `value` when the text changes chooses the direction.
    ///
    /// ```swift
    /// Text("\(value)")
    ///     .contentTransition(.numericText(value: value))   // rolls up when value grows
    /// ```
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(.numericValue(value))
    }

    /// The environment's value below no `.contentTransition(_:)`. Apple documents no default;
    /// viewsim's model (a `Text` changed inside `withAnimation` is observed to cross-fade, and
    /// OpenSwiftUI names a `.default` transition of its own) draws it as `.opacity`.
    package static let automatic = ContentTransition(.automatic)

    /// How the trace names the animated attribute, `contentTransition(<this>)`: the
    /// description, without a `numericText(value:)`'s value (which changes with every number,
    /// while the attribute names one animated value of the view).
    package var attributeName: String {
        if case .numericValue = kind { return ".numericText(value:)" }
        return description
    }

    /// How the trace names it: `.opacity`, `.numericText(countsDown: false)`, `default`.
    public var description: String {
        switch kind {
        case .automatic: return "default"
        case .identity: return ".identity"
        case .opacity: return ".opacity"
        case .interpolate: return ".interpolate"
        case .numericText(let countsDown): return ".numericText(countsDown: \(countsDown))"
        case .numericValue(let value): return ".numericText(value: \(ValueFormatter.number(value)))"
        }
    }
}
