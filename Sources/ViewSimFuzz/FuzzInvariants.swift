// Models the promises every run must keep, checked on its trace: frames and
// times increase; every body evaluation has a reason, a cause and no guessed
// reason; the fuzz views' real body calls equal the trace's count (and the fuzz
// canvases' renderer calls its canvas draws); the layout checks found nothing
// after any step (`FuzzInvariants+Layout`); `@Observable` changes are named
// truthfully (`FuzzInvariants+Observation`); tasks start, wait, wake, end and
// stop writing when cancelled as their code logged (`FuzzInvariants+Tasks`); no "nan" or
// "inf" in a sane case's trace; errors the script throws are `SimulationError`s
// with a message; and a second run in the same process gives the same text.

import Foundation

/// The invariant checks.
public enum FuzzInvariants {
    /// The most violations of one check reported per run (the rest are counted).
    static let reportLimit = 3

    /// Every check that one run's facts can fail.
    public static func check(_ facts: FuzzTraceFacts, mode: FuzzMode) -> [FuzzViolation] {
        frameOrder(facts) + bodyCauses(facts) + bodyCount(facts) + canvasCount(facts) + facts.layoutViolations
            + observationNames(facts.observations) + tasks(facts.tasks) + gestures(facts.gestures)
            + preferences(facts.preferences)
            + (mode == .sane ? nonFinite(facts) : [])
            + errorMessages(facts)
    }

    /// Frame indices strictly increase, and so do their times.
    public static func frameOrder(_ facts: FuzzTraceFacts) -> [FuzzViolation] {
        var found: [FuzzViolation] = []
        for (previous, frame) in zip(facts.frames, facts.frames.dropFirst()) {
            if frame.index <= previous.index {
                found.append(FuzzViolation(.frameOrder, "frame \(frame.index) follows frame \(previous.index)"))
            } else if !(frame.time > previous.time) {
                found.append(
                    FuzzViolation(
                        .frameOrder,
                        "frame \(frame.index) at t=\(frame.time) is not after frame \(previous.index) at t=\(previous.time)"
                    ))
            }
        }
        return limited(found)
    }

    /// Every body evaluation has at least one reason, at least one cause (but a geometry
    /// reader's, which layout can cause), and no `@unknown` reason.
    public static func bodyCauses(_ facts: FuzzTraceFacts) -> [FuzzViolation] {
        var found: [FuzzViolation] = []
        for evaluation in facts.evaluations {
            if evaluation.reasons.isEmpty {
                found.append(
                    FuzzViolation(.bodyCause, "\(evaluation.node) ran in frame \(evaluation.frame) with no reason"))
            } else if evaluation.reasons.contains("@unknown") {
                found.append(
                    FuzzViolation(
                        .bodyCause,
                        "\(evaluation.node) ran in frame \(evaluation.frame) for a guessed reason (@unknown)"))
            }
            // viewsim's model: layout is not a trace event, so a geometry reader's content that runs
            // again because layout gave it a new size or position has a reason ("proxy.size") but no cause.
            if evaluation.causes == 0, !evaluation.node.hasPrefix("GeometryReader ") {
                found.append(
                    FuzzViolation(
                        .bodyCause, "\(evaluation.node) ran in frame \(evaluation.frame) with no cause in the trace"))
            }
        }
        return limited(found)
    }

    /// The fuzz views' bodies ran exactly as often as the trace says.
    public static func bodyCount(_ facts: FuzzTraceFacts) -> [FuzzViolation] {
        guard facts.realBodyCalls != facts.countedEvaluations else { return [] }
        return [
            FuzzViolation(
                .bodyCount,
                "the fuzz views' bodies ran \(facts.realBodyCalls) times; the trace records \(facts.countedEvaluations) evaluations"
            )
        ]
    }

    /// The fuzz canvases' renderers ran exactly as often as the trace's canvas draws say.
    public static func canvasCount(_ facts: FuzzTraceFacts) -> [FuzzViolation] {
        guard facts.realCanvasRuns != facts.canvasDraws else { return [] }
        return [
            FuzzViolation(
                .canvasCount,
                "the fuzz canvases' renderers ran \(facts.realCanvasRuns) times; the trace records \(facts.canvasDraws) canvas draws"
            )
        ]
    }

    /// No "nan", "inf" or "infinity" word in the trace text or the errors.
    public static func nonFinite(_ facts: FuzzTraceFacts) -> [FuzzViolation] {
        var found: [FuzzViolation] = []
        for (number, line) in lines(of: facts.comparableText).enumerated() {
            // Most lines hold neither "nan" nor "inf" in any case: skip them without the word split.
            guard mayHoldNonFinite(line.utf8) else { continue }
            // A flexible frame's maximum may be infinite (it fills its container): sane input, printed "inf".
            let words = line.lowercased().replacingOccurrences(of: "maxwidth: inf", with: "")
                .replacingOccurrences(of: "maxheight: inf", with: "").split { !$0.isLetter }
            if let word = words.first(where: { $0 == "nan" || $0 == "inf" || $0 == "infinity" }) {
                found.append(
                    FuzzViolation(
                        .nonFinite,
                        "\"\(word)\" in line \(number + 1): \(line.trimmingPrefix(while: { $0 == " " }).prefix(160))"))
            }
        }
        return limited(found)
    }

    /// The lines of `text` exactly as `text.split(separator: "\n")` gives them (empty ones
    /// left out), found in its UTF-8 bytes rather than by breaking it into `Character`s, which
    /// made the split most of `nonFinite`'s time on a long trace. A line feed is a `Character`
    /// of its own, except after a carriage return (`"\r\n"` is one), so every other line
    /// feed byte is a separator and the lines start and end on `Character` boundaries.
    package static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        let bytes = text.utf8
        var start = bytes.startIndex
        var index = start
        var previous: UInt8 = 0
        while index != bytes.endIndex {
            let byte = bytes[index]
            let next = bytes.index(after: index)
            if byte == UInt8(ascii: "\n"), previous != UInt8(ascii: "\r") {
                if start != index { lines.append(text[start..<index]) }
                start = next
            }
            previous = byte
            index = next
        }
        if start != bytes.endIndex { lines.append(text[start..<bytes.endIndex]) }
        return lines
    }

    /// Whether `bytes` hold "nan" or "inf" in any case (a quick filter; the word check decides):
    /// a long trace's lines are mostly without either, and the word split of every line made
    /// this check most of a long case's time.
    static func mayHoldNonFinite(_ bytes: Substring.UTF8View) -> Bool {
        let (n, a, i, f) = (UInt8(ascii: "n"), UInt8(ascii: "a"), UInt8(ascii: "i"), UInt8(ascii: "f"))
        var first: UInt8 = 0
        var second: UInt8 = 0
        for byte in bytes {
            // ASCII letters to lower case; no other byte becomes one of these four letters.
            let third = byte | 0x20
            if (first == n && second == a && third == n) || (first == i && second == n && third == f) { return true }
            first = second
            second = third
        }
        return false
    }

    /// Each error line has a message after the step that threw it.
    public static func errorMessages(_ facts: FuzzTraceFacts) -> [FuzzViolation] {
        var found: [FuzzViolation] = []
        for line in facts.errors {
            if let range = line.range(of: ": "), line[range.upperBound...].trimmingPrefix(while: { $0 == " " }).isEmpty
            {
                found.append(FuzzViolation(.errorMessage, "an error without a message: \(line)"))
            } else if line.contains("(not a SimulationError)") {
                found.append(FuzzViolation(.errorMessage, line))
            }
        }
        return limited(found)
    }

    /// Two runs of one case in one process gave the same text.
    public static func repeatable(_ first: FuzzTraceFacts, _ second: FuzzTraceFacts) -> [FuzzViolation] {
        guard first.comparableText != second.comparableText else { return [] }
        let a = first.comparableText.split(separator: "\n", omittingEmptySubsequences: false)
        let b = second.comparableText.split(separator: "\n", omittingEmptySubsequences: false)
        let shorter: Int = min(a.count, b.count)
        let line: Int = (0..<shorter).first { (index: Int) -> Bool in a[index] != b[index] } ?? shorter
        func at(_ lines: [Substring]) -> String {
            line < lines.count ? String(lines[line].prefix(160)) : "(end of text)"
        }
        return [FuzzViolation(.repeatable, "the second run differs at line \(line + 1): \(at(a)) ≠ \(at(b))")]
    }

    static func limited(_ found: [FuzzViolation]) -> [FuzzViolation] {
        guard found.count > reportLimit, let check = found.first?.check else { return found }
        return Array(found.prefix(reportLimit)) + [FuzzViolation(check, "… and \(found.count - reportLimit) more")]
    }
}
