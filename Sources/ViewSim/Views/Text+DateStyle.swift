// Models SwiftUI's `Text(_:style:)`: a date shown as a time, a date, or relative
// to now (`.relative`, `.offset`, `.timer`).
// Simplifies: the text is formatted once, when the body runs, in UTC with the
// en_US_POSIX locale (so every machine prints the same); relative styles are
// measured from the simulated now (`Date.simNow`). viewsim's model: SwiftUI keeps
// `.relative`, `.offset` and `.timer` counting without running the body; viewsim
// shows them as of the pass the body ran in (put the text in a `TimelineView`
// to see it count).
import Foundation

extension Text {
    /// A predefined style for showing a date.
    public struct DateStyle: Equatable, Sendable {
        let kind: Kind
        enum Kind: Equatable, Sendable { case time, date, relative, offset, timer }

        /// The time of day: `3:05 PM`.
        public static let time = DateStyle(kind: .time)
        /// The date: `June 3, 2026`.
        public static let date = DateStyle(kind: .date)
        /// How long from now (or ago), in the two largest units: `2 hr, 5 min`.
        public static let relative = DateStyle(kind: .relative)
        /// The signed offset from now, in the largest unit: `+2 hours`, `-1 minute`.
        public static let offset = DateStyle(kind: .offset)
        /// A timer counting from or to the date: `2:05`, `1:02:05`.
        public static let timer = DateStyle(kind: .timer)
    }

    /// Shows `date` in `style`.
    ///
    /// ```swift
    /// Text(deadline, style: .timer)   // "0:42" when the deadline is 42 simulated seconds away
    /// ```
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: Text.format(date, style: style, now: .simNow))
    }

    static func format(_ date: Date, style: DateStyle, now: Date) -> String {
        switch style.kind {
        case .time: return formatted(date, "h:mm a")
        case .date: return formatted(date, "MMMM d, yyyy")
        case .relative: return relative(abs(date.timeIntervalSince(now)))
        case .offset: return offset(date.timeIntervalSince(now))
        case .timer: return timer(abs(date.timeIntervalSince(now)))
        }
    }

    private static func formatted(_ date: Date, _ format: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = format
        return formatter.string(from: date)
    }

    /// Whole seconds, clamped so that a far or non-finite date cannot overflow.
    private static func seconds(_ interval: TimeInterval) -> Int {
        guard interval.isFinite else { return 0 }
        return Int(max(-1e12, min(1e12, interval)).rounded(.down))
    }

    private static func relative(_ interval: TimeInterval) -> String {
        let total = seconds(interval)
        let units: [(Int, String)] = [(86_400, "day"), (3_600, "hr"), (60, "min"), (1, "sec")]
        var parts: [String] = []
        var rest = total
        for (size, name) in units where parts.count < 2 {
            let count = rest / size
            rest -= count * size
            // The two largest units from the first that is not zero.
            if count > 0 { parts.append("\(count) \(name == "day" && count != 1 ? "days" : name)") }
        }
        return parts.isEmpty ? "0 sec" : parts.joined(separator: ", ")
    }

    private static func offset(_ interval: TimeInterval) -> String {
        let total = seconds(interval)
        let sign = total < 0 ? "-" : "+"
        let magnitude = abs(total)
        let units: [(Int, String)] = [(86_400, "day"), (3_600, "hour"), (60, "minute"), (1, "second")]
        for (size, name) in units where magnitude >= size {
            let count = magnitude / size
            return "\(sign)\(count) \(name)\(count == 1 ? "" : "s")"
        }
        return "+0 seconds"
    }

    private static func timer(_ interval: TimeInterval) -> String {
        let total = seconds(interval)
        let hours = total / 3_600
        let minutes = (total % 3_600) / 60
        let secs = total % 60
        let two = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(secs))" : "\(minutes):\(two(secs))"
    }
}
