// A strict JSON reader for the export tests: RFC 8259 text into a value that
// keeps object keys in order, tells integers from other numbers and true from
// 1 (which JSONSerialization on Linux does not), and rejects duplicate keys,
// trailing commas, bare control characters and anything after the value.
// Simplifies: nesting deeper than 64 levels is refused (the exports nest about 10).

/// A parsed JSON value.
enum JSONValue: Equatable {
    case object([(key: String, value: JSONValue)])
    case array([JSONValue])
    case string(String)
    /// A number written without a fraction or exponent.
    case integer(Int)
    case number(Double)
    case bool(Bool)
    case null

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.object(let a), .object(let b)): return a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        case (.array(let a), .array(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.integer(let a), .integer(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.null, .null): return true
        default: return false
        }
    }

    /// The member `key` of an object.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    var array: [JSONValue]? { if case .array(let items) = self { return items } else { return nil } }
    var string: String? { if case .string(let text) = self { return text } else { return nil } }
    var integer: Int? { if case .integer(let value) = self { return value } else { return nil } }

    /// Parses `text`, or throws a `ParseError` saying where it is not JSON.
    static func parse(_ text: String) throws -> JSONValue {
        var parser = Parser(bytes: Array(text.utf8))
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.position == parser.bytes.count else { throw parser.error("text after the value") }
        return value
    }

    struct ParseError: Error, CustomStringConvertible {
        let description: String
    }

    private struct Parser {
        let bytes: [UInt8]
        var position = 0

        func error(_ what: String) -> ParseError { ParseError(description: "not JSON at byte \(position): \(what)") }

        mutating func skipSpace() {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        }

        mutating func expect(_ literal: String) throws {
            let expected = Array(literal.utf8)
            guard bytes.count - position >= expected.count,
                Array(bytes[position..<position + expected.count]) == expected
            else {
                throw error("expected \(literal)")
            }
            position += expected.count
        }

        mutating func value(depth: Int) throws -> JSONValue {
            guard depth < 64 else { throw error("nested too deeply") }
            guard position < bytes.count else { throw error("unexpected end") }
            switch bytes[position] {
            case UInt8(ascii: "{"):
                position += 1
                var members: [(key: String, value: JSONValue)] = []
                skipSpace()
                if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    return .object(members)
                }
                while true {
                    skipSpace()
                    let key = try string()
                    if members.contains(where: { $0.key == key }) { throw error("duplicate key \(key)") }
                    skipSpace()
                    try expect(":")
                    skipSpace()
                    members.append((key, try value(depth: depth + 1)))
                    skipSpace()
                    guard position < bytes.count else { throw error("unexpected end in an object") }
                    if bytes[position] == UInt8(ascii: ",") {
                        position += 1
                        continue
                    }
                    try expect("}")
                    return .object(members)
                }
            case UInt8(ascii: "["):
                position += 1
                var items: [JSONValue] = []
                skipSpace()
                if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                    position += 1
                    return .array(items)
                }
                while true {
                    skipSpace()
                    items.append(try value(depth: depth + 1))
                    skipSpace()
                    guard position < bytes.count else { throw error("unexpected end in an array") }
                    if bytes[position] == UInt8(ascii: ",") {
                        position += 1
                        continue
                    }
                    try expect("]")
                    return .array(items)
                }
            case UInt8(ascii: "\""):
                return .string(try string())
            case UInt8(ascii: "t"):
                try expect("true")
                return .bool(true)
            case UInt8(ascii: "f"):
                try expect("false")
                return .bool(false)
            case UInt8(ascii: "n"):
                try expect("null")
                return .null
            default:
                return try number()
            }
        }

        mutating func number() throws -> JSONValue {
            let start = position
            var isInteger = true
            if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
            func digits() throws {
                let first = position
                while position < bytes.count, (0x30...0x39).contains(bytes[position]) { position += 1 }
                if position == first { throw error("expected a digit") }
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: "0") {
                position += 1
            } else {
                try digits()
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
                isInteger = false
                position += 1
                try digits()
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
                isInteger = false
                position += 1
                if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
                {
                    position += 1
                }
                try digits()
            }
            let text = String(decoding: bytes[start..<position], as: UTF8.self)
            if isInteger, let integer = Int(text) { return .integer(integer) }
            guard let number = Double(text) else { throw error("bad number \(text)") }
            return .number(number)
        }

        mutating func hex4() throws -> UInt32 {
            guard bytes.count - position >= 4,
                let code = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
            else {
                throw error("bad \\u escape")
            }
            position += 4
            return code
        }

        mutating func string() throws -> String {
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                throw error("expected a string")
            }
            position += 1
            var result: [UInt8] = []
            while true {
                guard position < bytes.count else { throw error("unterminated string") }
                let byte = bytes[position]
                position += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(decoding: result, as: UTF8.self)
                case 0..<0x20:
                    throw error("a control character in a string")
                case UInt8(ascii: "\\"):
                    guard position < bytes.count else { throw error("unterminated escape") }
                    let escape = bytes[position]
                    position += 1
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(escape)
                    case UInt8(ascii: "n"): result.append(0x0A)
                    case UInt8(ascii: "r"): result.append(0x0D)
                    case UInt8(ascii: "t"): result.append(0x09)
                    case UInt8(ascii: "b"): result.append(0x08)
                    case UInt8(ascii: "f"): result.append(0x0C)
                    case UInt8(ascii: "u"):
                        var code = try hex4()
                        if (0xD800...0xDBFF).contains(code) {
                            try expect("\\u")
                            let low = try hex4()
                            guard (0xDC00...0xDFFF).contains(low) else { throw error("a lone surrogate") }
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        }
                        guard let scalar = Unicode.Scalar(code) else { throw error("a lone surrogate") }
                        result.append(contentsOf: Array(String(Character(scalar)).utf8))
                    default:
                        throw error("bad escape")
                    }
                default:
                    result.append(byte)
                }
            }
        }
    }
}
