// Control characters made visible, for every output that shows text to a reader
// (the HTML report, DOT labels and so Graphviz's SVG, cairo's pictures): Unicode's
// Control Pictures block, U+0000 → ␀ (U+2400), U+0001–U+001F → U+2401–U+241F,
// U+007F → ␡ (U+2421). A NUL or an escape in a view's text is then seen, rather
// than dropped, turned into a space, or written raw where XML forbids it.
// Simplifies: C1 controls (U+0080–U+009F) and other invisible characters
// (zero-width spaces, bidi marks) are left as they are; each caller keeps the
// characters its format gives meaning to (line breaks, tabs).

/// The one mapping from control characters to their visible pictures.
///
/// ```swift
/// ControlPictures.picture(for: "\u{0}")   // "␀" (U+2400)
/// ControlPictures.picture(for: "\u{1B}")  // "␛" (U+241B)
/// ControlPictures.picture(for: "a")       // nil
/// ```
package enum ControlPictures {
    /// The picture standing for `scalar` when it is a C0 control character or
    /// DEL, nil for any other scalar.
    package static func picture(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x00...0x1F: return Unicode.Scalar(0x2400 + scalar.value)
        case 0x7F: return "\u{2421}"
        default: return nil
        }
    }
}
