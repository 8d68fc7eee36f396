// Models SwiftUI's `Picker`: a Hashable selection among the content's `.tag(_:)`s
// (or a `ForEach`'s ids), drawn in the environment's style; `sim.select` chooses.
// Simplifies: options come from built-in views (a custom view is titled by its
// tag); no sections; the label is not drawn (iOS shows it only in a Form).

/// A control for selecting from a set of mutually exclusive values.
///
/// ```swift
/// @State private var range = "Day"
/// var body: some View {
///     Picker("Range", selection: $range) {
///         ForEach(["Day", "Week", "Month"], id: \.self) { Text($0) }
///     }
///     .pickerStyle(.segmented)   // sim.select("Week", in: "Range")
/// }
/// ```
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    @Binding private var selection: SelectionValue
    private let label: Label
    private let content: Content
    @Environment(\.pickerLook) private var look

    /// A picker over `content`'s tagged views, with a label view.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        _selection = selection
        self.content = content()
        self.label = label()
    }

    /// A picker with its label first (deprecated in SwiftUI, still compiled).
    @available(*, deprecated, renamed: "Picker(selection:content:label:)")
    public init(
        selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content
    ) {
        _selection = selection
        self.content = content()
        self.label = label
    }

    public var body: some View {
        let options = pickerOptions(of: content)
        let binding = $selection
        let current = AnyHashable(selection)
        let selected = options.first { $0.tag == current }
        var attributes = [NodeAttribute("selection", TraceValue(selection))]
        attributes.append(NodeAttribute("style", .symbol(look.rawValue)))
        return PickerDrawing(look: look, options: options, selected: selected?.tag)
            .modifier(
                ControlModifier(
                    kind: .picker, title: controlTitle(of: label), attributes: attributes,
                    actions: ControlActions(
                        options: options,
                        select: { tag in
                            guard let value = tag.base as? SelectionValue else { return false }
                            binding.wrappedValue = value
                            return true
                        })))
    }
}

nonisolated extension Picker where Label == Text {
    /// A picker titled `titleKey` over `content`'s tagged views.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker titled `title` over `content`'s tagged views.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// The options of a picker's content: each `.tag(_:)`-ed view, or each element of a
/// `ForEach` without tags (tagged with its id), with the first `Text` in it as its
/// title. Walks built-in views only, at most 32 levels deep and 1,000 options.
func pickerOptions(of content: any View) -> [ControlOption] {
    var options: [ControlOption] = []
    func walk(_ view: any View, implicitTag: AnyHashable?, depth: Int) {
        guard depth < 32, options.count < 1_000 else { return }
        if let modified = view as? any AnyModifiedContent, let tag = modified._anyModifier as? _TagModifier {
            let title = controlTitle(of: modified._anyContent) ?? ValueFormatter.describe(tag.tag.base)
            options.append(ControlOption(tag: tag.tag, title: title))
            return
        }
        guard let primitive = view as? any PrimitiveView else {
            // A custom view: its body is not run here; a ForEach's id tags it.
            if let implicitTag {
                options.append(ControlOption(tag: implicitTag, title: ValueFormatter.describe(implicitTag.base)))
            }
            return
        }
        let before = options.count
        let isForEach = primitive is any AnyForEachMarker
        for (key, child) in primitive._children() {
            var tag = implicitTag
            if isForEach, case .element(let id, _) = key { tag = id }
            walk(child, implicitTag: tag, depth: depth + 1)
        }
        // A leaf (a Text) inside a ForEach element with no tag: the element's id tags it.
        if options.count == before, primitive._children().isEmpty, let implicitTag {
            options.append(
                ControlOption(
                    tag: implicitTag, title: controlTitle(of: view) ?? ValueFormatter.describe(implicitTag.base)))
        }
    }
    walk(content, implicitTag: nil, depth: 0)
    return options
}

/// Marks `ForEach`, whose elements' ids are a picker's implicit tags.
protocol AnyForEachMarker {}
extension ForEach: AnyForEachMarker {}

/// What a picker draws, in one of its looks.
nonisolated struct PickerDrawing: View {
    let look: PickerLook
    let options: [ControlOption]
    let selected: AnyHashable?

    var body: some View {
        switch look {
        case .segmented:
            // iOS's segmented control: 32 pt high, the selected segment white on grey.
            HStack(spacing: 0) {
                ForEach(Array(options.enumerated()), id: \.offset) { _, option in
                    Text(option.title)
                        .font(.footnote)
                        .frame(maxWidth: .infinity)
                        .frame(height: 28)
                        .background(
                            RoundedRectangle(cornerRadius: 7)
                                .fill(option.tag == selected ? ControlColors.knob : Color.clear))
                }
            }
            .padding(2)
            .background(RoundedRectangle(cornerRadius: 9).fill(ControlColors.track))
        case .menu:
            HStack(spacing: 4) {
                Text(options.first { $0.tag == selected }?.title ?? "")
                Image(systemName: "chevron.up.chevron.down").font(.footnote)
            }
            .foregroundStyle(Color.accentColor)
        case .inline, .wheel:
            VStack(spacing: 0) {
                ForEach(Array(options.enumerated()), id: \.offset) { _, option in
                    HStack {
                        Text(option.title)
                        Spacer()
                        if look == .inline, option.tag == selected {
                            Image(systemName: "checkmark").foregroundStyle(Color.accentColor)
                        }
                    }
                    .frame(height: 44)
                    .background(
                        RoundedRectangle(cornerRadius: 8)
                            .fill(look == .wheel && option.tag == selected ? ControlColors.fill : Color.clear))
                }
            }
        }
    }
}
