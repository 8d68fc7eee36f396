// Models nothing in SwiftUI: where a node's attributes (what its view shows, `opacity: 0.5`,
// `text: "Hi"`) are kept between the updates that change them and the readers that ask.
// viewsim's engine: an animation frame and a plain text's new string do not write the node's
// attribute array; they say where the attributes are to be read from, and the first reader
// (a snapshot, a diagram, a query) reads them there and keeps them.

/// Where `ViewNode.attributes` are now.
///
/// ```swift
/// node.setPlainTextView(Text("leaf 7: 2"))   // .plainText: the array is not written
/// node.attributes                            // [text: "leaf 7: 2"], now .shown
/// ```
enum AttributesSource: UInt8 {
    /// In the node's attribute array.
    case shown
    /// The running animator's presented value's (an animation frame of a built-in modifier or leaf).
    case animator
    /// The node's view's, a `Text` with no font or colour of its own: its one attribute, `text`.
    case plainText
}
