// Models SwiftUI's `ListStyle` and `.listStyle(_:)`: plain, inset, grouped,
// inset-grouped, sidebar and automatic. Simplifies: viewsim's model of iOS 17's
// look, in numbers (`_ListStyleKind`): the list's background, the margin around
// its sections, the rows' background; no sticky headers, no collapsing sidebar.
import Foundation

/// A protocol that describes the behavior and appearance of a list.
///
/// ```swift
/// List(mail) { MailRow(message: $0) }.listStyle(.plain)
/// ```
public protocol ListStyle {
    /// viewsim's model of the style.
    var _kind: _ListStyleKind { get }
}

/// viewsim's model of a list style: what `List` draws with it.
///
/// | style | background | section margin | row background | header |
/// |---|---|---|---|---|
/// | `.plain` | `systemBackground` | 0 | none | a grey band |
/// | `.inset` | `systemBackground` | 16 pt | none | footnote, secondary |
/// | `.grouped` | `systemGroupedBackground` | 0 | white | footnote, secondary |
/// | `.insetGrouped`, `.automatic`, `.sidebar` | `systemGroupedBackground` | 16 pt | white | footnote, secondary |
///
/// Rows: 16 pt in from each side and 11 pt above and below their content, at least
/// 44 pt tall, a 1 pt separator below each but the last of its group, inset as the content.
public enum _ListStyleKind: Hashable, Sendable {
    case plain, inset, grouped, insetGrouped, sidebar

    /// Whether sections sit on the grouped (grey) background, with gaps between them.
    var isGrouped: Bool { self == .grouped || self == .insetGrouped || self == .sidebar }
    /// The margin on each side of the sections' cards.
    var sectionMargin: CGFloat { self == .plain || self == .grouped ? 0 : 16 }
    /// The list's background colour.
    var background: Color {
        isGrouped ? Color(uiColor: .systemGroupedBackground) : Color(uiColor: .systemBackground)
    }
    /// What a row draws behind itself.
    var rowBackground: any View {
        isGrouped ? Color(uiColor: .secondarySystemGroupedBackground) : Color.clear
    }
    /// The default space around a row's content.
    var rowInsets: EdgeInsets { EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16) }
    /// The space between sections, and above the first.
    var sectionSpacing: CGFloat { isGrouped ? 20 : 0 }
}

/// The list style that describes a platform's default behavior and appearance
/// (on iOS: inset grouped).
public struct DefaultListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { .insetGrouped }
}
/// The list style that describes the behavior and appearance of a plain list.
public struct PlainListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { .plain }
}
/// The list style that describes the behavior and appearance of an inset list.
public struct InsetListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { .inset }
}
/// The list style that describes the behavior and appearance of a grouped list.
public struct GroupedListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { .grouped }
}
/// The list style that describes the behavior and appearance of an inset grouped list.
public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { .insetGrouped }
}
/// The list style that describes the behavior and appearance of a sidebar list
/// (viewsim's model: drawn as inset grouped; sections do not collapse).
public struct SidebarListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
    /// The list style that describes a platform's default behavior and appearance.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
    /// The list style that describes the behavior and appearance of a plain list.
    public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == InsetListStyle {
    /// The list style that describes the behavior and appearance of an inset list.
    public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
    /// The list style that describes the behavior and appearance of a grouped list.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
    /// The list style that describes the behavior and appearance of an inset grouped list.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
    /// The list style that describes the behavior and appearance of a sidebar list.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

struct ListStyleKey: EnvironmentKey {
    static let defaultValue = _ListStyleKind.insetGrouped
}

extension EnvironmentValues {
    /// The style lists below use (`.listStyle(_:)`).
    var listStyle: _ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

/// `.listStyle(_:)`.
nonisolated public struct _ListStyleModifier: PrimitiveModifier, Equatable {
    let kind: _ListStyleKind
    package var _label: String { ".listStyle(.\(kind))" }
    package var _traceName: String { ".listStyle" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("listStyle", .symbol(".\(kind)"))] }
    package var _writesEnvironment: Bool { true }
    package func _transformEnvironment(_ environment: inout EnvironmentValues) { environment.listStyle = kind }
}

nonisolated extension View {
    /// Sets the style for lists within this view.
    ///
    /// ```swift
    /// List { … }.listStyle(.insetGrouped)
    /// ```
    public func listStyle<S: ListStyle>(_ style: S) -> ModifiedContent<Self, _ListStyleModifier> {
        modifier(_ListStyleModifier(kind: style._kind))
    }
}
