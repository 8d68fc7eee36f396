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

    /// Whether a byte is written as it is, with nothing to look at after it: not a
    /// quote, backslash, `<`, `>`, `&`, control or DEL, and not the first byte of
    /// U+2028, U+2029 (E2 80 A8/A9) or a C1 control (C2 80 to C2 9F).
    private static let copiedAsIs: [Bool] = (0...255).map { byte in
        switch byte {
        case 0..<0x20, 0x7F, 0xC2, 0xE2: return false
        case Int(UInt8(ascii: "\\")), Int(UInt8(ascii: "\"")), Int(UInt8(ascii: "<")), Int(UInt8(ascii: ">")),
            Int(UInt8(ascii: "&")):
            return false
        default: return true
        }
    }

    /// Writes `text` as a quoted, escaped JSON string: runs of bytes that need no
    /// escape are copied at once.
    private mutating func escape(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            let count = utf8.count
            var copied = 0  // bytes of `utf8` before this are written
            var index = 0
            while index < count {
                let byte = utf8[index]
                if Self.copiedAsIs[Int(byte)] {
                    index += 1
                    continue
                }
                if copied < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<index])) }
                index += 1
                copied = index
                switch byte {
                case 0xE2:
                    // U+2028 and U+2029 (E2 80 A8, E2 80 A9) end a line in JavaScript.
                    if index + 1 < count, utf8[index] == 0x80, utf8[index + 1] == 0xA8 || utf8[index + 1] == 0xA9 {
                        bytes.append(contentsOf: (utf8[index + 1] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                        index += 2
                        copied = index
                    } else {
                        bytes.append(byte)
                    }
                case 0xC2:
                    // A C1 control, C2 80 to C2 9F.
                    if index < count, (0x80...0x9F).contains(utf8[index]) {
                        bytes.append(contentsOf: "\\u00".utf8)
                        bytes.append(Self.hex[Int(utf8[index] >> 4)])
                        bytes.append(Self.hex[Int(utf8[index] & 0xF)])
                        index += 1
                        copied = index
                    } else {
                        bytes.append(byte)
                    }
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
                default:  // another control, below 0x20
                    bytes.append(contentsOf: "\\u00".utf8)
                    bytes.append(Self.hex[Int(byte >> 4)])
                    bytes.append(Self.hex[Int(byte & 0xF)])
                }
            }
            if copied < count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<count])) }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
