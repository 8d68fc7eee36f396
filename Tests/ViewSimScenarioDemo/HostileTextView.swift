// A view whose texts hold every control character a terminal could obey: C0
// (U+0000–U+001F), DEL and C1 (U+0080–U+009F; U+009B is CSI), in a Text, in a
// @State string a tap changes, and in the name the tap uses. The CLI tests run
// the `hostile-text` scenario over it and check that no output carries them raw.
// Simplifies: a fixture; the text is the same on every run.
import ViewSim

/// Shows `HostileTextView.controls` in a Text and in a @State string a tap changes.
struct HostileTextView: View {
    /// Every C0 control, DEL and every C1 control, in order.
    nonisolated static let controls = String(
        String.UnicodeScalarView(
            (UInt32(0x00)...0x1F).compactMap(Unicode.Scalar.init) + ["\u{7F}"]
                + (UInt32(0x80)...0x9F).compactMap(Unicode.Scalar.init)))

    /// The name the tap uses: an escape sequence that would clear a terminal, and CSI.
    static let buttonName = "clear\u{1B}[2J\u{9B}0m"

    @State private var label = "before" + HostileTextView.controls

    var body: some View {
        VStack {
            Text("Text " + Self.controls)
            Text(label)
            Button("Change") { label = "after\u{1B}]0;title\u{7}" + Self.controls }
                .accessibilityIdentifier(Self.buttonName)
        }
    }
}
