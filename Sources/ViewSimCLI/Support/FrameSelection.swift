// Which frames `render --frames` draws: a count spread evenly over a step, or a
// range of simulated times with a count or a stride ("8", "0.5s..1.5s",
// "0.5s..1.5s/0.25s"). Bounded: at most `maximumFrames` frames.
import ArgumentParser
import ViewSim

/// The frames of a filmstrip, as given to `--frames`.
enum FrameSelection: Equatable, CustomStringConvertible {
    /// `count` frames spread evenly over the step `--at` names, its first and last frames included.
    case count(Int)
    /// Frames from `start` to `end` seconds: `count` of them evenly, or one every `stride` seconds.
    case range(start: Double, end: Double, count: Int?, stride: Double?)

    /// The most frames one filmstrip or preview draws.
    static let maximumFrames = 240

    /// Reads "8", "0.5s..1.5s", "0.5s..1.5s/6" or "0.5s..1.5s/0.25s".
    static func parse(_ text: String) throws -> FrameSelection {
        let value = text.lowercased().filter { $0 != " " }
        if let count = Int(value) {
            guard (1...maximumFrames).contains(count) else {
                throw ValidationError("--frames \(text): a filmstrip has 1 to \(maximumFrames) frames.")
            }
            return .count(count)
        }
        let parts = value.split(separator: "/", maxSplits: 1).map(String.init)
        let bounds = parts[0].components(separatedBy: "..")
        guard bounds.count == 2, let start = seconds(bounds[0]), let end = seconds(bounds[1]) else {
            throw ValidationError(
                "--frames \(text): write a count (8), a time range (0.5s..1.5s), or a range with a count or a stride (0.5s..1.5s/6, 0.5s..1.5s/0.25s)."
            )
        }
        guard start <= end else {
            throw ValidationError("--frames \(text): the range ends before it starts; write the earlier time first.")
        }
        guard parts.count == 2 else { return .range(start: start, end: end, count: nil, stride: nil) }
        if let count = Int(parts[1]) {
            guard (1...maximumFrames).contains(count) else {
                throw ValidationError("--frames \(text): a filmstrip has 1 to \(maximumFrames) frames.")
            }
            return .range(start: start, end: end, count: count, stride: nil)
        }
        guard let stride = seconds(parts[1]), stride > 0 else {
            throw ValidationError(
                "--frames \(text): after '/' write a count (6) or a positive stride in seconds (0.25s).")
        }
        guard (end - start) / stride < Double(maximumFrames) else {
            throw ValidationError(
                "--frames \(text): a stride of \(parts[1]) makes more than \(maximumFrames) frames; use a longer stride or a shorter range."
            )
        }
        return .range(start: start, end: end, count: nil, stride: stride)
    }

    /// A non-negative, finite number of seconds written with its unit ("1.5s").
    private static func seconds(_ text: String) -> Double? {
        guard text.hasSuffix("s"), let value = Double(text.dropLast()), value.isFinite, value >= 0 else { return nil }
        return value
    }

    /// The default number of frames in a filmstrip.
    static let defaultCount = 8

    /// The times to draw, given the step's first and last frame times.
    func times(stepStart: Double, stepEnd: Double) -> [Double] {
        switch self {
        case .count(let count):
            return FrameSelection.spread(count, from: stepStart, to: stepEnd)
        case .range(let start, let end, let count, let stride):
            if let stride {
                var times: [Double] = []
                var index = 0
                while index < FrameSelection.maximumFrames {
                    let time = start + Double(index) * stride
                    guard time <= end + FrameClock.tolerance else { break }
                    times.append(time)
                    index += 1
                }
                return times
            }
            return FrameSelection.spread(count ?? FrameSelection.defaultCount, from: start, to: end)
        }
    }

    /// `count` times from `start` to `end`, both included (one time: `end`).
    static func spread(_ count: Int, from start: Double, to end: Double) -> [Double] {
        guard count > 1, end > start else { return [end] }
        return (0..<count).map { start + (end - start) * Double($0) / Double(count - 1) }
    }

    var description: String {
        switch self {
        case .count(let count): return "\(count) frames"
        case .range(let start, let end, let count, let stride):
            let range = "\(ValueFormatter.number(start))s..\(ValueFormatter.number(end))s"
            if let stride { return "\(range) every \(ValueFormatter.number(stride))s" }
            return "\(range), \(count ?? FrameSelection.defaultCount) frames"
        }
    }
}
