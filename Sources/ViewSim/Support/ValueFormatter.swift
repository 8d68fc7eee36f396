// Formats values for traces and diagrams, deterministically: no memory
// addresses, no hash order, fixed number formatting, dates as simulated time.
// Lesson: every trace line with a value in it.
import Foundation

package enum ValueFormatter {
    /// Numbers at least this large (in magnitude) are written in scientific form.
    package static let scientificThreshold = 1e15

    /// Formats a number with at most four decimals and no trailing zeros; from
    /// ``scientificThreshold`` on, in scientific form with a mantissa of at most four
    /// decimals and an exponent of at least two digits, as C's `%e` writes it. Never
    /// overflows: every finite number prints as a finite one. Numbers that round to
    /// zero at four decimals (subnormals among them) and `-0.0` print as `0`.
    ///
    /// `number(2) == "2"`, `number(0.5) == "0.5"`, `number(1.0 / 3) == "0.3333"`,
    /// `number(1e15) == "1e+15"`, `number(-1e308) == "-1e+308"`,
    /// `number(.greatestFiniteMagnitude) == "1.7977e+308"`.
    package static func number(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "inf" : "-inf" }
        if abs(value) >= scientificThreshold { return scientific(value) }
        var rounded = (value * 10_000).rounded() / 10_000
        if rounded == 0 { rounded = 0 }  // no "-0"
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return fixed(rounded)
    }

    /// `value` (finite, below ``scientificThreshold`` in magnitude) as C's `%.4f`
    /// writes it, with trailing zeros (and a bare point) dropped: `0.3333`, `-2.5`.
    ///
    /// The same text as `String(format: "%.4f", value)` for every such value, without
    /// its cost (it dominated long traces): the value's exact binary fraction is
    /// scaled to ten-thousandths in integer arithmetic and rounded as glibc rounds,
    /// to nearest with ties to even.
    package static func fixed(_ value: Double) -> String {
        let magnitude = value.magnitude
        // magnitude == significand · 2^-shift exactly, the significand below 2^53.
        // (Zero and subnormals, whose exponent this does not describe, are left to C.)
        guard magnitude.isNormal, magnitude < scientificThreshold else { return formatted(value) }
        let shift = Double.significandBitCount - Int(magnitude.exponent)
        guard shift > 0, shift < 120 else { return formatted(value) }
        let significand = UInt128(magnitude.significandBitPattern | (1 << UInt64(Double.significandBitCount)))
        let scaled = significand * 10_000
        var units = scaled >> shift
        let remainder = scaled & ((1 << shift) - 1)
        let half = UInt128(1) << (shift - 1)
        if remainder > half || (remainder == half && units & 1 == 1) { units += 1 }
        var text = value.sign == .minus ? "-" : ""
        text += String(UInt64(units / 10_000))
        var fraction = Int(units % 10_000)
        guard fraction != 0 else { return text }
        var digits = 4
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let written = String(fraction)
        text += "."
        if written.count < digits { text += String(repeating: "0", count: digits - written.count) }
        return text + written
    }

    /// `String(format: "%.4f", value)` with trailing zeros (and a bare point)
    /// dropped: what ``fixed(_:)`` computes, for the values it leaves to C.
    package static func formatted(_ value: Double) -> String {
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `value` (finite, at least ``scientificThreshold``) as `1.2346e+20`: the mantissa's
    /// trailing zeros (and a bare point) dropped, so `1e+308`, not `1.0000e+308`.
    private static func scientific(_ value: Double) -> String {
        let text = String(format: "%.4e", value)
        guard let e = text.firstIndex(of: "e") else { return text }
        var mantissa = String(text[..<e])
        if mantissa.contains(".") {
            while mantissa.hasSuffix("0") { mantissa.removeLast() }
            if mantissa.hasSuffix(".") { mantissa.removeLast() }
        }
        return mantissa + text[e...]
    }

    /// The most characters a printed value takes before it is cut in the middle
    /// (``shortened(_:)``).
    package static let valueLimit = 80
    /// The characters kept on each side of the cut: `valueLimit` less the ` … `
    /// between them, halved.
    package static let keptOnEachSide = 38

    /// The one rule for a value too long to print whole: longer than ``valueLimit``
    /// characters, it keeps its first and last ``keptOnEachSide`` characters with
    /// ` … ` between them, so both ends stay readable (a value's type and its
    /// closing fields, a string's start and end). Shorter text is returned as is.
    ///
    /// ```swift
    /// shortened(String(repeating: "a", count: 50) + String(repeating: "b", count: 50))
    /// // 38 a's, " … ", 38 b's: 79 characters
    /// ```
    package static func shortened(_ text: String) -> String {
        guard text.count > valueLimit else { return text }
        return "\(text.prefix(keptOnEachSide)) … \(text.suffix(keptOnEachSide))"
    }

    /// A string value in quotes, cut in the middle by ``shortened(_:)``'s rule, quotes
    /// included (so the opening and closing quote stay and a value holding the string
    /// is not cut again), a line feed shown as `⏎` and any other control character as
    /// its picture (a picture is never cut: the string is cut before pictures replace
    /// its characters).
    ///
    /// `quoted("a\nb\u{1B}") == "\"a⏎b␛\""`
    package static func quoted(_ text: String) -> String {
        let flat = text.replacingOccurrences(of: "\n", with: "⏎")
        return ControlPictures.shown(shortened("\"\(flat)\""))
    }

    /// A string in quotes, shortened to `limit` of its characters: a line feed
    /// shows as `⏎` and any other control character as its picture (`␛`,
    /// `<U+009B>`: ``ControlPictures``), so a printed value never reaches a
    /// terminal raw; a picture is never cut by the limit.
    ///
    /// `quoted("a\nb\u{1B}", limit: 40) == "\"a⏎b␛\""`
    package static func quoted(_ text: String, limit: Int) -> String {
        let flat = text.replacingOccurrences(of: "\n", with: "⏎")
        if flat.count <= limit { return "\"\(ControlPictures.shown(flat))\"" }
        return "\"\(ControlPictures.shown(String(flat.prefix(limit - 1))))…\""
    }

    /// A simulated date, as seconds since the simulation's start: `t=2.5s`.
    package static func date(_ date: Date) -> String {
        let epoch = SimulationContext.current?.configuration.startDate ?? SimulationConfiguration.defaultStartDate
        return "t=\(number(date.timeIntervalSince(epoch)))s"
    }

    /// A simulated date, as seconds since `epoch` (the simulation's start): `t=2.5s`.
    package static func date(_ date: Date, epoch: Date) -> String {
        "t=\(number(date.timeIntervalSince(epoch)))s"
    }

    /// A short description of any value.
    package static func describe(_ value: Any) -> String {
        describe(
            value, depth: 0,
            epoch: SimulationContext.current?.configuration.startDate ?? SimulationConfiguration.defaultStartDate)
    }

    /// A short description of any value; dates in it count from `epoch`.
    package static func describe(_ value: Any, epoch: Date) -> String {
        describe(value, depth: 0, epoch: epoch)
    }

    /// An object, by its type only (addresses would make output differ between runs).
    package static func objectSummary(_ object: AnyObject) -> String {
        _typeName(type(of: object), qualified: false)
    }

    /// `name: value` pairs of a struct's stored properties.
    package static func fields(of value: Any, epoch: Date) -> String {
        Mirror(reflecting: value).children.map { "\($0.label ?? "_"): \(describe($0.value, depth: 1, epoch: epoch))" }
            .joined(separator: ", ")
    }

    private static func describe(_ value: Any, depth: Int, epoch: Date) -> String {
        switch value {
        case let text as String: return quoted(text)
        case let text as Substring: return quoted(String(text))
        case let flag as Bool: return flag ? "true" : "false"
        case let number as Double: return self.number(number)
        case let number as CGFloat: return self.number(Double(number))
        case let number as Float: return self.number(Double(number))
        case let integer as Int: return String(integer)
        case let date as Date: return self.date(date, epoch: epoch)
        case let size as CGSize: return "(\(number(Double(size.width))), \(number(Double(size.height))))"
        case let point as CGPoint: return "(\(number(Double(point.x))), \(number(Double(point.y))))"
        case let point as UnitPoint: return "(\(number(Double(point.x))), \(number(Double(point.y))))"
        case is AnyKeyPath: return "keyPath"
        case let type as Any.Type: return _typeName(type, qualified: false)
        default: break
        }
        if type(of: value) is AnyClass { return objectSummary(value as AnyObject) }
        if let integer = value as? any BinaryInteger { return String(describing: integer) }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let some = mirror.children.first else { return "nil" }
            return describe(some.value, depth: depth, epoch: epoch)
        case .collection:
            let items = mirror.children.prefix(5).map { describe($0.value, depth: depth + 1, epoch: epoch) }
            let more = mirror.children.count > 5 ? ", … (\(mirror.children.count) items)" : ""
            return "[\(items.joined(separator: ", "))\(more)]"
        case .set, .dictionary:
            return "\(_typeName(type(of: value), qualified: false)) (\(mirror.children.count) items)"
        case .enum:
            if let custom = value as? CustomStringConvertible { return custom.description }
            guard let payload = mirror.children.first else { return ".\(value)" }
            return ".\(payload.label ?? "case")(\(describe(payload.value, depth: depth + 1, epoch: epoch)))"
        case .none where mirror.children.isEmpty:
            if let custom = value as? CustomStringConvertible { return custom.description }
            return "closure"
        default:
            if let custom = value as? CustomStringConvertible { return custom.description }
            let name = _typeName(type(of: value), qualified: false)
            guard depth < 2 else { return "\(name)(…)" }
            let inner = mirror.children.prefix(4).map {
                "\($0.label ?? "_"): \(describe($0.value, depth: depth + 1, epoch: epoch))"
            }
            let more = mirror.children.count > 4 ? ", …" : ""
            return "\(name)(\(inner.joined(separator: ", "))\(more))"
        }
    }
}
