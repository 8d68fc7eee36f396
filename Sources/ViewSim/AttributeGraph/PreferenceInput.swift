// Models what the attribute graph needs to know of one preference: which view produces a
// value for which key, from which children, and which views read it. Simplifies: read from
// a snapshot's modifier labels (`derived(from:)`); the views a setter combines are not listed.
// Lesson: lesson17.

/// A preference a view produces, for ``AttributeGraph``: the key, the children whose
/// values it reduces, and the views that read the result (`onPreferenceChange`,
/// `overlayPreferenceValue`).
///
/// ```swift
/// let height = PreferenceInput(viewID: 7, keyName: "HeightKey", fromChildViewIDs: [9, 12], readerViewIDs: [3])
/// let graph = try AttributeGraph(snapshot: sim.snapshot(), frames: [], preferences: [height])
/// graph.id(ofView: 7, kind: .preference("HeightKey"))
/// ```
public struct PreferenceInput: Hashable, Sendable {
    /// The view that produces the value.
    public let viewID: Int
    /// The key's type name, `HeightKey`.
    public let keyName: String
    /// The children whose values of the same key it reduces.
    public let fromChildViewIDs: [Int]
    /// The views that read the reduced value.
    public let readerViewIDs: [Int]

    /// A preference of `keyName` produced by `viewID`.
    public init(viewID: Int, keyName: String, fromChildViewIDs: [Int] = [], readerViewIDs: [Int] = []) {
        self.viewID = viewID
        self.keyName = keyName
        self.fromChildViewIDs = fromChildViewIDs
        self.readerViewIDs = readerViewIDs
    }
}

extension PreferenceInput {
    /// The preferences of `snapshot`'s views, read from the modifiers that set them
    /// (`.preference`, `.transformPreference`, `.anchorPreference`, `.transformAnchorPreference`)
    /// and the views that read them (`.onPreferenceChange` above the setter, the view an
    /// `overlayPreferenceValue`/`backgroundPreferenceValue` puts beside it), in view-id order.
    ///
    /// ```swift
    /// PreferenceInput.derived(from: sim.snapshot())
    /// // [PreferenceInput(viewID: 6, keyName: "HeightKey", readerViewIDs: [3])]
    /// ```
    public static func derived(from snapshot: GraphSnapshot) -> [PreferenceInput] {
        let setters: Set<String> = [
            ".preference", ".transformPreference", ".anchorPreference", ".transformAnchorPreference",
        ]
        var parent: [Int: Int] = [:]
        var readers: [(id: Int, parentID: Int?, key: String, aside: Bool)] = []
        for node in snapshot.nodes {
            if let id = node.parentID { parent[node.id] = id }
            if node.typeName == ".onPreferenceChange", let key = keyName(in: node.label) {
                readers.append((node.id, node.parentID, key, false))
            } else if node.typeName.hasPrefix("PreferenceValue("), node.typeName.hasSuffix(")") {
                let key = String(node.typeName.dropFirst("PreferenceValue(".count).dropLast())
                readers.append((node.id, node.parentID, key, true))
            }
        }
        func ancestors(of id: Int) -> Set<Int> {
            var found: Set<Int> = []
            var current = parent[id]
            while let next = current, found.insert(next).inserted { current = parent[next] }
            return found
        }
        var inputs: [PreferenceInput] = []
        for node in snapshot.nodes.sorted(by: { $0.id < $1.id }) where setters.contains(node.typeName) {
            guard let key = keyName(in: node.label) else { continue }
            let above = ancestors(of: node.id)
            // A reader above the setter, or a reader beside the view it modifies (its parent is above).
            let reading = readers.filter { reader in
                reader.key == key
                    && (reader.aside ? reader.parentID.map(above.contains) ?? false : above.contains(reader.id))
            }
            inputs.append(PreferenceInput(viewID: node.id, keyName: key, readerViewIDs: reading.map(\.id).sorted()))
        }
        return inputs
    }

    /// The key a preference modifier's label names: `HeightKey` in `.preference(key: HeightKey.self)`.
    static func keyName(in label: String) -> String? {
        guard let end = label.range(of: ".self") else { return nil }
        let head = label[..<end.lowerBound]
        guard let start = head.range(of: "key: ", options: .backwards) ?? head.range(of: "(", options: .backwards)
        else {
            return nil
        }
        let key = head[start.upperBound...]
        return key.isEmpty ? nil : String(key)
    }
}
