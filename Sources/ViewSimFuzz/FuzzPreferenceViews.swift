// Models an app's preference setters and readers with real viewsim views: a
// setter puts `.preference(key:value:)` or `.transformPreference` on its child;
// a reader attaches `onPreferenceChange` to its child and shows the value it
// last got in a `Text` beside it (state written by the action, shown
// elsewhere), and logs it for the model check; an anchored view sets its bounds
// or centre as an anchor and reads it back through `overlayPreferenceValue`, a
// `GeometryReader` and `proxy[anchor]`. Simplifies: one key per setter or reader.
import Foundation
import ViewSim

/// `.preferenceSet`: the child with a value of one of the fuzz keys set or transformed.
nonisolated struct FuzzPreferenceSetter: View {
    let set: FuzzPreferenceSet
    let node: FuzzNode
    let scope: FuzzScope
    let value: Int

    var body: some View {
        let _ = scope.recorder.countBody("FuzzPreferenceSetter")
        let content = FuzzView(node: node, scope: scope, value: value)
        switch set.value {
        case .constant(let constant): setting(content, constant)
        case .source(let source): setting(content, scope.read(source, parent: value))
        case .transform(let amount):
            switch set.key {
            case .max: content.transformPreference(FuzzMaxKey.self) { $0 = $0 &+ amount }
            case .sum: content.transformPreference(FuzzSumKey.self) { $0 = $0 &+ amount }
            case .append: content.transformPreference(FuzzAppendKey.self) { $0.append(amount) }
            case .last: content.transformPreference(FuzzLastKey.self) { $0 = $0 &+ amount }
            }
        }
    }

    @ViewBuilder private func setting(_ content: FuzzView, _ number: Int) -> some View {
        switch set.key {
        case .max: content.preference(key: FuzzMaxKey.self, value: number)
        case .sum: content.preference(key: FuzzSumKey.self, value: number)
        case .append: content.preference(key: FuzzAppendKey.self, value: [number])
        case .last: content.preference(key: FuzzLastKey.self, value: number)
        }
    }
}

/// `.preferenceReader`: the child read with `onPreferenceChange`, the value shown in a `Text` beside it.
nonisolated struct FuzzPreferenceReader: View {
    let key: FuzzPreferenceKey
    let name: String
    let node: FuzzNode
    let scope: FuzzScope
    let value: Int
    @State var shown = "none"

    init(key: FuzzPreferenceKey, name: String, node: FuzzNode, scope: FuzzScope, value: Int) {
        self.key = key
        self.name = name
        self.node = node
        self.scope = scope
        self.value = value
    }

    var body: some View {
        let _ = scope.recorder.countBody("FuzzPreferenceReader")
        let content = FuzzView(node: node, scope: scope, value: value)
        let shown = $shown
        let recorder = scope.recorder
        let name = self.name
        let deliver = { (text: String) in
            recorder.deliveredPreferences[name] = text
            shown.wrappedValue = text
        }
        VStack {
            switch key {
            case .max: content.onPreferenceChange(FuzzMaxKey.self) { deliver("\($0)") }
            case .sum: content.onPreferenceChange(FuzzSumKey.self) { deliver("\($0)") }
            case .append: content.onPreferenceChange(FuzzAppendKey.self) { deliver("\($0)") }
            case .last: content.onPreferenceChange(FuzzLastKey.self) { deliver("\($0)") }
            }
            Text("\(name): \(self.shown)")
        }
    }
}

/// `.anchored`: the child's bounds (or centre) set as an anchor and read back in an overlay.
nonisolated struct FuzzAnchored: View {
    let center: Bool
    let node: FuzzNode
    let scope: FuzzScope
    let value: Int

    var body: some View {
        let _ = scope.recorder.countBody("FuzzAnchored")
        let content = FuzzView(node: node, scope: scope, value: value)
        if center {
            content.anchorPreference(key: FuzzCenterKey.self, value: .center) { $0 }
                .overlayPreferenceValue(FuzzCenterKey.self) { anchor in
                    GeometryReader { proxy in
                        if let anchor {
                            let point = proxy[anchor]
                            Text("centre \(FuzzView.whole(point.x)), \(FuzzView.whole(point.y))")
                        } else {
                            Text("no centre")
                        }
                    }
                }
        } else {
            content.anchorPreference(key: FuzzBoundsKey.self, value: .bounds) { $0 }
                .overlayPreferenceValue(FuzzBoundsKey.self) { anchor in
                    GeometryReader { proxy in
                        if let anchor {
                            let rect = proxy[anchor]
                            Text("bounds \(FuzzView.whole(rect.minX)) \(FuzzView.whole(rect.height))")
                        } else {
                            Text("no bounds")
                        }
                    }
                }
        }
    }
}
