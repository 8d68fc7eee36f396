// Models a small streaming JSON writer for the trace exports: keys come out in
// the order the caller writes them, numbers in one fixed format, strings escaped
// so the text can also sit inside an HTML <script> element (no `<`, `>` or `&`).
// Simplifies: no pretty-printing (one line; pipe it through `jq` to read it) and
// no reading; the caller writes well-formed structure (objects hold key/value
// pairs, arrays hold values), which the exports' schema test checks.

/// Writes JSON text into a byte buffer, deterministically.
///
/// viewsim writes its own JSON rather than use `JSONEncoder` so that the bytes
/// depend on nothing but the trace: keys in the order the export writes them
/// (the order docs/trace-json.md lists them), doubles in Swift's shortest
/// round-trip form (the same on every platform), and these escapes in strings:
/// `"` `\` and every control character (U+0000–U+001F, DEL, and C1's U+0080–U+009F,
/// which a terminal would obey, as `\u0080`…), U+2028 and U+2029 (line
/// separators to JavaScript), and `<`, `>` and `&` as `\u003c`, `\u003e` and
/// `\u0026`, so that neither `</script>` nor `<!--` inside a string can end or
/// upset an HTML script element the JSON is embedded in.
///
/// ```swift
/// var writer = JSONWriter()
/// writer.beginObject()
/// writer.key("name"); writer.string("</script>")
/// writer.key("time"); writer.number(0.5)
/// writer.endObject()
/// writer.text   // {"name":"\u003c/script\u003e","time":0.5}
/// ```
package struct JSONWriter {
    /// The UTF-8 bytes written so far.
    package private(set) var bytes: [UInt8] = []
    /// For each open object or array, whether a value (or key) has been written in it.
    private var hasItems: [Bool] = []
    /// Whether the last thing written was a key, so the next value needs no comma.
    private var afterKey = false

    package init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The text written so far.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// A comma before a value or key that is not the first in its container.
    private mutating func separate() {
        if afterKey {
            afterKey = false
            return
        }
        if let last = hasItems.indices.last {
            if hasItems[last] { bytes.append(UInt8(ascii: ",")) }
            hasItems[last] = true
        }
    }

    package mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        hasItems.append(false)
    }

    package mutating func endObject() {
        // An unbalanced end writes the bracket anyway (the schema test would catch it); it never traps.
        _ = hasItems.popLast()
        bytes.append(UInt8(ascii: "}"))
    }

    package mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        hasItems.append(false)
    }

    package mutating func endArray() {
        _ = hasItems.popLast()
        bytes.append(UInt8(ascii: "]"))
    }

    /// An object's key; the next call writes its value.
    package mutating func key(_ name: String) {
        separate()
        escape(name)
        bytes.append(UInt8(ascii: ":"))
        afterKey = true
    }

    package mutating func string(_ value: String) {
        separate()
        escape(value)
    }

    /// A string, or `null`.
    package mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    package mutating func integer(_ value: Int) {
        separate()
        bytes.append(contentsOf: String(value).utf8)
    }

    /// An integer, or `null`.
    package mutating func integer(_ value: Int?) {
        if let value { integer(value) } else { null() }
    }

    /// A number: an integral value below 2^53 without a fraction (`2`), any other
    /// finite value in Swift's shortest round-trip form (`0.1`, `1e-05`), and
    /// `null` for NaN and the infinities, which JSON cannot hold.
    package mutating func number(_ value: Double) {
        separate()
        bytes.append(contentsOf: Self.format(value).utf8)
    }

    package mutating func bool(_ value: Bool) {
        separate()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    package mutating func null() {
        separate()
        bytes.append(contentsOf: "null".utf8)
    }

    /// Text that is already JSON (a number formatted by the caller), written as it is.
    package mutating func raw(_ json: String) {
        separate()
        bytes.append(contentsOf: json.utf8)
    }

    /// `value` as JSON number text (see ``number(_:)``).
    package static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        return value.description
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    /// Writes `text` as a quoted, escaped JSON string.
    private mutating func escape(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        // U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8; C1 controls C2 80 to C2 9F.
        var pendingE2 = 0
        var pendingC2 = false
        for byte in text.utf8 {
            if pendingE2 == 2, byte == 0xA8 || byte == 0xA9 {
                bytes.removeLast(2)
                bytes.append(contentsOf: (byte == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                pendingE2 = 0
                continue
            }
            if pendingC2, (0x80...0x9F).contains(byte) {
                bytes.removeLast()
                bytes.append(contentsOf: "\\u00".utf8)
                bytes.append(Self.hex[Int(byte >> 4)])
                bytes.append(Self.hex[Int(byte & 0xF)])
                pendingC2 = false
                continue
            }
            pendingC2 = byte == 0xC2
            if byte == 0xE2 {
                pendingE2 = 1
            } else if pendingE2 == 1, byte == 0x80 {
                pendingE2 = 2
            } else {
                pendingE2 = 0
            }
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): bytes.append(contentsOf: "\\\\".utf8)
            case UInt8(ascii: "<"): bytes.append(contentsOf: "\\u003c".utf8)
            case UInt8(ascii: ">"): bytes.append(contentsOf: "\\u003e".utf8)
            case UInt8(ascii: "&"): bytes.append(contentsOf: "\\u0026".utf8)
            case 0x0A: bytes.append(contentsOf: "\\n".utf8)
            case 0x0D: bytes.append(contentsOf: "\\r".utf8)
            case 0x09: bytes.append(contentsOf: "\\t".utf8)
            case 0x08: bytes.append(contentsOf: "\\b".utf8)
            case 0x0C: bytes.append(contentsOf: "\\f".utf8)
            case 0x7F: bytes.append(contentsOf: "\\u007f".utf8)  // DEL: legal JSON raw, but not in an HTML page.
            case 0..<0x20:
                bytes.append(contentsOf: "\\u00".utf8)
                bytes.append(Self.hex[Int(byte >> 4)])
                bytes.append(Self.hex[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
