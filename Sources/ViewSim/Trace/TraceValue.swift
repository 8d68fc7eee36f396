// Models a value as the trace records it: typed (a number, a flag, a string, a
// simulated date, a point, several attributes together) or, for any other type,
// the value itself, formatted only when the trace is printed.
// Simplifies: a value of another type is kept as a copy and formatted later; a
// value type is the value at the time, and a class instance inside it prints as
// its type name only, so a later mutation cannot change what the trace says
// (a custom `description` that reads shared mutable state could; see
// docs/ARCHITECTURE.md, "The trace"). A boxed value's text is made the first time
// it is printed and kept in its box (a box is printed by every event that holds
// it: a preference change's new value is the next change's old one).
// Lesson: every trace line with a value in it; plots and queries read `numbers`.
import Foundation
import Synchronization

/// A value in the trace: a state value before and after a write, an attribute a
/// view shows, the value an animation presents at a frame.
///
/// Values are recorded as they are and formatted only when printed, so queries
/// get the numbers exactly, not as four-decimal text:
///
/// ```swift
/// let sample = sim.trace.presentationSamples(of: opacity.id, attribute: "opacity")[3]
/// sample.presentation.number     // 0.11689… (the Double itself)
/// sample.presentation.description // "0.1169"  (as the trace text prints it)
/// ```
public enum TraceValue: Sendable, Equatable, CustomStringConvertible {
    /// A floating-point number (`Double`, `CGFloat`, `Float`).
    case number(Double)
    /// An integer.
    case integer(Int)
    /// A flag.
    case bool(Bool)
    /// A `String` value; printed in quotes, cut in the middle past 60 characters
    /// (`ValueFormatter.shortened(_:)`, the rule for every printed value).
    case string(String)
    /// A `Text` view's content; printed in quotes, cut in the middle like a `String`.
    case text(String)
    /// A name printed as it is: an enum case, a type, `nil`, a style's description.
    case symbol(String)
    /// A simulated date, as seconds since the simulation started; printed `t=2.5s`.
    case date(secondsSinceStart: Double)
    /// A pair of numbers (`CGPoint`, `CGSize`, `UnitPoint`); printed `(1, 2)`.
    case pair(Double, Double)
    /// Several attributes that change together (`trim(from:), trim(to:)`); printed
    /// with `, ` between them.
    case list([TraceValue])
    /// A value of any other type, formatted when printed.
    case value(TraceValueBox)

    /// A value that formats itself (`TraceDescribable`), when printed.
    package static func described(_ value: some TraceDescribable) -> TraceValue {
        .value(TraceValueBox(value, epoch: SimulationConfiguration.defaultStartDate, style: .described))
    }

    /// A struct's stored properties, printed as `name: value` pairs (a shape's fields).
    package static func fields(of value: Any) -> TraceValue {
        .value(
            TraceValueBox(
                value,
                epoch: SimulationContext.current?.configuration.startDate ?? SimulationConfiguration.defaultStartDate,
                style: .fields))
    }

    /// Records a value of any type: the common ones as typed cases, the rest as
    /// themselves. `epoch` is the simulation's start, for dates.
    ///
    /// ```swift
    /// TraceValue(0.5)                 // .number(0.5)
    /// TraceValue(CGSize(width: 1, height: 2))  // .pair(1, 2)
    /// TraceValue(Item(title: "A"))    // .value(…), printed `Item(title: "A")`
    /// ```
    public init(_ value: Any) {
        self.init(value, epoch: nil)
    }

    /// Records a value; dates count from `epoch` (nil: the running simulation's start).
    package init(_ value: Any, epoch: Date?) {
        func start() -> Date {
            epoch ?? SimulationContext.current?.configuration.startDate ?? SimulationConfiguration.defaultStartDate
        }
        switch value {
        case let number as Double: self = .number(number)
        case let number as CGFloat: self = .number(Double(number))
        case let number as Float: self = .number(Double(number))
        case let integer as Int: self = .integer(integer)
        case let flag as Bool: self = .bool(flag)
        case let text as String: self = .string(text)
        case let text as Substring: self = .string(String(text))
        case let date as Date: self = .date(secondsSinceStart: date.timeIntervalSince(start()))
        case let size as CGSize: self = .pair(Double(size.width), Double(size.height))
        case let point as CGPoint: self = .pair(Double(point.x), Double(point.y))
        case let point as UnitPoint: self = .pair(Double(point.x), Double(point.y))
        default: self = .value(TraceValueBox(value, epoch: start()))
        }
    }

    /// The value as the trace prints it (numbers with at most four decimals).
    public var description: String {
        switch self {
        case .number(let number): return ValueFormatter.number(number)
        case .integer(let integer): return String(integer)
        case .bool(let flag): return flag ? "true" : "false"
        case .string(let text), .text(let text): return ValueFormatter.quoted(text)
        case .symbol(let name): return name
        case .date(let seconds): return "t=\(ValueFormatter.number(seconds))s"
        case .pair(let first, let second): return "(\(ValueFormatter.number(first)), \(ValueFormatter.number(second)))"
        case .list(let values): return values.map(\.description).joined(separator: ", ")
        case .value(let box): return box.traceText
        }
    }

    /// The numbers the value holds, in order, exactly: `0.5` → `[0.5]`, a size →
    /// `[width, height]`, an angle → `[degrees]`, a color → `[r, g, b, a]`, an
    /// `Animatable` value → its animatable data's components. Empty for values
    /// without numbers (strings, flags, names).
    public var numbers: [Double] {
        switch self {
        case .number(let number): return [number]
        case .integer(let integer): return [Double(integer)]
        case .date(let seconds): return [seconds]
        case .pair(let first, let second): return [first, second]
        case .list(let values): return values.flatMap(\.numbers)
        case .value(let box): return TraceValue.numbers(in: box.value)
        case .bool, .string, .text, .symbol: return []
        }
    }

    /// The value as one number, when it holds exactly one.
    public var number: Double? {
        let numbers = self.numbers
        return numbers.count == 1 ? numbers[0] : nil
    }

    /// The text of a `Text`, a `String` or a symbol name, as written: no quotes and
    /// no shortening (the trace prints `"Hi"`; this is `Hi`). Nil for other values.
    ///
    /// ```swift
    /// sim.attribute("text", of: "label")?.stringValue   // "Hi"
    /// ```
    public var stringValue: String? {
        switch self {
        case .string(let text), .text(let text), .symbol(let text): return text
        default: return nil
        }
    }

    /// The value as recorded, if it is a `T`: `TraceValue(Status.running).value(as: Status.self)`
    /// is `.running`; a number is a `Double`, a date its seconds since the start.
    public func value<T>(as type: T.Type = T.self) -> T? {
        switch self {
        case .number(let number): return number as? T
        case .integer(let integer): return integer as? T
        case .bool(let flag): return flag as? T
        case .string(let text), .text(let text), .symbol(let text): return text as? T
        case .date(let seconds): return seconds as? T
        case .pair, .list: return nil
        case .value(let box): return box.value as? T
        }
    }

    /// The parts of a list (several attributes), or the value itself.
    public var parts: [TraceValue] {
        if case .list(let values) = self { return values }
        return [self]
    }

    /// Values are equal when they print the same: the trace cannot tell apart what
    /// it prints alike (typed numbers compare by their printed four decimals, as
    /// "the presentation is at its model value" did when the trace was text).
    public static func == (lhs: TraceValue, rhs: TraceValue) -> Bool {
        switch (lhs, rhs) {
        case (.bool(let a), .bool(let b)): return a == b
        case (.integer(let a), .integer(let b)): return a == b
        case (.symbol(let a), .symbol(let b)): return a == b
        // Strings print shortened and with line breaks shown: compare what prints.
        case (.string(let a), .string(let b)), (.text(let a), .text(let b)): return stringsPrintAlike(a, b)
        case (.number(let a), .number(let b)): return printedAlike(a, b)
        case (.pair(let a1, let a2), .pair(let b1, let b2)): return printedAlike(a1, b1) && printedAlike(a2, b2)
        case (.date(let a), .date(let b)): return printedAlike(a, b)
        case (.list(let a), .list(let b)): return a == b
        // Equal values print alike; only values that differ are formatted to compare.
        case (.value(let a), .value(let b)) where a === b || ValueComparison.isEqual(a.value, b.value): return true
        default: return lhs.description == rhs.description
        }
    }

    /// Whether two strings print alike (cut in the middle past
    /// `ValueFormatter.valueLimit`, line breaks and other control characters shown
    /// as pictures), formatting them only when they could: different short strings
    /// without control characters never do.
    private static func stringsPrintAlike(_ a: String, _ b: String) -> Bool {
        // Printable ASCII (the usual text) read in place: no Unicode comparison, no formatting.
        if let alike = a.utf8.withContiguousStorageIfAvailable({ a in
            b.utf8.withContiguousStorageIfAvailable { b in printableASCIIPrintAlike(a, b) } ?? nil
        }), let alike {
            return alike
        }
        if a == b { return true }
        let limit = ValueFormatter.valueLimit
        let short = a.utf8.count <= limit && b.utf8.count <= limit
        if short, !ControlPictures.mayHoldControls(a), !ControlPictures.mayHoldControls(b) { return false }
        return ValueFormatter.quoted(a) == ValueFormatter.quoted(b)
    }

    /// `stringsPrintAlike` for two short strings of printable ASCII (U+0020…U+007E) given as
    /// their UTF-8 bytes: they print as they are, so alike exactly when their bytes are equal
    /// (for ASCII, equal bytes and equal strings are the same). Nil for any other pair (a
    /// longer one, one with a control character or beyond ASCII), which the general path takes.
    private static func printableASCIIPrintAlike(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>)
        -> Bool?
    {
        let limit = ValueFormatter.valueLimit
        guard a.count <= limit, b.count <= limit, ControlPictures.isPrintableASCII(a),
            ControlPictures.isPrintableASCII(b)
        else { return nil }
        // Eight bytes at a time (`elementsEqual` went through the generic iterator: ≈ 320 here).
        guard a.count == b.count else { return false }
        guard let left = a.baseAddress, let right = b.baseAddress else { return true }
        var index = 0
        while index + 8 <= a.count {
            let word = UnsafeRawPointer(left + index).loadUnaligned(as: UInt64.self)
            if word != UnsafeRawPointer(right + index).loadUnaligned(as: UInt64.self) { return false }
            index += 8
        }
        while index < a.count {
            if left[index] != right[index] { return false }
            index += 1
        }
        return true
    }

    /// Whether two numbers print alike (four decimals; NaN like NaN), without
    /// formatting them.
    private static func printedAlike(_ a: Double, _ b: Double) -> Bool {
        if a.isNaN || b.isNaN { return a.isNaN && b.isNaN }
        guard abs(a) < 1e15, abs(b) < 1e15 else { return ValueFormatter.number(a) == ValueFormatter.number(b) }
        return (a * 10_000).rounded() == (b * 10_000).rounded()
    }

    /// The components of a value that has numbers (see ``numbers``): a number, a
    /// value that says which numbers it has, or the numbers of its stored
    /// properties in order (`Value(opacity: 0.1, trim: 1)` → `[0.1, 1]`), a few
    /// levels deep. A class instance has none (the trace prints only its type).
    static func numbers(in value: Any, depth: Int = 0) -> [Double] {
        switch value {
        case let number as Double: return [number]
        case let number as CGFloat: return [Double(number)]
        case let number as Float: return [Double(number)]
        case let integer as Int: return [Double(integer)]
        case let integer as any BinaryInteger: return [Double(Int64(truncatingIfNeeded: integer))]
        case let components as any TraceNumbersConvertible: return components.traceNumbers
        case is String, is Substring, is Bool: return []
        default:
            guard depth < 4, !(type(of: value) is AnyClass) else { return [] }
            return Mirror(reflecting: value).children.flatMap { numbers(in: $0.value, depth: depth + 1) }
        }
    }
}

/// A value whose numbers the trace reads directly (an angle in degrees, a color's
/// components), rather than through its animatable data.
package protocol TraceNumbersConvertible {
    var traceNumbers: [Double] { get }
    /// What each of ``traceNumbers`` is (`["red", "green", "blue", "opacity"]`), for the
    /// Chrome export's counters; by default their positions (`"0"`, `"1"`, …).
    var traceNumberNames: [String] { get }
}

extension TraceNumbersConvertible {
    package var traceNumberNames: [String] { traceNumbers.indices.map(String.init) }
}

extension TraceValue {
    /// A name for each of ``numbers``, for the Chrome export's counter tracks: `value`
    /// for a value with one number; a color's `red`, `green`, `blue`, `opacity`; the
    /// stored properties' names of a struct (`opacity`, `trim`); the attributes of a
    /// list (`trim(from:)`, `trim(to:)`, named from `attribute`, the attributes joined
    /// by `, `); and the positions (`0`, `1`) where viewsim cannot tell, as for a pair,
    /// which keeps its two numbers but not whether they were a point or a size.
    ///
    /// ```swift
    /// TraceValue(0.5).numberNames(attribute: "opacity")          // ["value"]
    /// TraceValue(Color.red).numberNames(attribute: "foreground") // ["red", "green", "blue", "opacity"]
    /// ```
    package func numberNames(attribute: String) -> [String] {
        let count = numbers.count
        if count == 1 { return ["value"] }
        let positions = (0..<count).map(String.init)
        var names: [String]
        switch self {
        case .list(let parts):
            let partNames = attribute.components(separatedBy: ", ")
            names = []
            for (offset, part) in parts.enumerated() {
                let partName = partNames.count == parts.count ? partNames[offset] : String(offset)
                let inner = part.numbers.count
                if inner == 1 {
                    names.append(partName)
                } else {
                    names += part.numberNames(attribute: "").map { "\(partName) \($0)" }.prefix(inner)
                }
            }
        case .value(let box):
            names = Self.numberNames(in: box.value)
        default:
            return positions
        }
        // Two numbers of one name (or a count that does not add up) would share a track.
        return names.count == count && Set(names).count == count ? names : positions
    }

    /// The names of ``numbers(in:depth:)``, in the same order and walk.
    private static func numberNames(in value: Any, depth: Int = 0) -> [String] {
        switch value {
        case is Double, is CGFloat, is Float, is Int, is any BinaryInteger: return ["value"]
        case let components as any TraceNumbersConvertible: return components.traceNumberNames
        case is String, is Substring, is Bool: return []
        default:
            guard depth < 4, !(type(of: value) is AnyClass) else { return [] }
            var names: [String] = []
            for (offset, child) in Mirror(reflecting: value).children.enumerated() {
                let label = child.label ?? String(offset)
                let inner = numberNames(in: child.value, depth: depth + 1)
                names += inner.count == 1 && inner[0] == "value" ? [label] : inner.map { "\(label).\($0)" }
            }
            return names
        }
    }
}

/// A value that says how the trace prints it (a frame modifier's bounds).
package protocol TraceDescribable {
    var traceDescription: String { get }
}

/// A value of any type kept in the trace, formatted only when printed.
///
/// viewsim's model: the value is a copy taken when the event happened; it is
/// only read to print it (a class instance prints as its type name), so the box
/// can be shared between threads although `Any` is not `Sendable`.
public final class TraceValueBox: @unchecked Sendable, CustomStringConvertible {
    /// The value as it was recorded (read it with ``TraceValue/value(as:)``).
    package let value: Any
    /// The simulation's start, for dates inside the value.
    let epoch: Date
    let style: Style

    /// How the value prints: as a value, or as its fields (`name: value, …`).
    enum Style { case value, fields, described }

    /// ``description`` and ``traceText``, once made (the value is a copy that
    /// never changes, so its text does not either).
    private let texts = Mutex<(description: String?, traceText: String?)>((nil, nil))

    init(_ value: Any, epoch: Date, style: Style = .value) {
        self.value = value
        self.epoch = epoch
        self.style = style
    }

    /// The value as the trace prints it.
    public var description: String {
        if let kept = texts.withLock({ $0.description }) { return kept }
        let text = describe()
        texts.withLock { $0.description = text }
        return text
    }

    /// The text of `TraceValue.value(self)`: ``description``, cut in the middle when
    /// too long (`ValueFormatter.shortened(_:)`) unless the value says how it prints
    /// (a keyframe run: made of values already cut).
    var traceText: String {
        if let kept = texts.withLock({ $0.traceText }) { return kept }
        let text = value is any TraceDescribable ? description : ValueFormatter.shortened(description)
        texts.withLock { $0.traceText = text }
        return text
    }

    /// Formats the value (``description`` keeps the result).
    private func describe() -> String {
        switch style {
        case .value: return ValueFormatter.describe(value, epoch: epoch)
        case .fields: return ValueFormatter.fields(of: value, epoch: epoch)
        case .described:
            return (value as? any TraceDescribable)?.traceDescription ?? ValueFormatter.describe(value, epoch: epoch)
        }
    }
}

/// A string literal is a `Text`'s text, so a displayed text compares with the words
/// it shows: `XCTAssertEqual(sim.attribute("text", of: "label"), "Hi")`.
extension TraceValue: ExpressibleByStringLiteral {
    public init(stringLiteral text: String) {
        self = .text(text)
    }
}
