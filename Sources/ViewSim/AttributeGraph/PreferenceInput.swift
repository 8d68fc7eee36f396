// Models what the attribute graph needs to know of one preference: which view produces a
// value for which key, from which children, and which views read it. Simplifies: given
// from outside (the preferences work feeds it); their states are not recorded yet.
// Lesson: none yet (issue 30's lesson 17).

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
