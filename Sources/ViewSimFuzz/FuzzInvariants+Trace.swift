// Models the promises about the trace's shape that every run must keep: each
// frame's cause tree (`CauseTree`, what the text trace, the JSON and the report
// read) places every shown event exactly once, under one of its own causes that
// happened earlier in the frame; and the trace text wrapped to 80 columns (what
// `viewsim trace` prints piped) has no line wider than 80 display columns.
// Simplifies: the width check runs on traces of at most `widthCheckEventLimit`
// events, so a huge case's extra text rendering stays within the slow budget.

import ViewSim

extension FuzzInvariants {
    /// The width the text check wraps to: a terminal's default.
    static let checkedWidth = 80
    /// The most events a trace may have for its wrapped text to be checked.
    static let widthCheckEventLimit = 20_000

    /// Every frame's cause tree holds each of its events once, each under one of
    /// its own causes that came before it in the frame.
    public static func causeTree(_ trace: Trace) -> [FuzzViolation] {
        var found: [FuzzViolation] = []
        for frame in trace.frames {
            let tree = CauseTree(events: frame.events)
            let order = tree.depthFirst
            if order.count != tree.events.count || Set(order).count != order.count {
                found.append(
                    FuzzViolation(
                        .causeTree,
                        "frame \(frame.index): the tree lists \(order.count) of \(tree.events.count) events (\(Set(order).count) distinct)"
                    ))
                continue
            }
            for (position, parent) in tree.parents.enumerated() {
                guard let parent else { continue }
                let event = tree.events[position]
                let cause = tree.events[parent]
                if parent >= position || !event.causes.contains(cause.id) {
                    found.append(
                        FuzzViolation(
                            .causeTree,
                            "frame \(frame.index): event \(event.id) sits under event \(cause.id), which is not one of its earlier causes"
                        ))
                }
            }
        }
        return limited(found)
    }

    /// The trace text wrapped to ``checkedWidth`` columns has no longer line.
    public static func lineWidth(_ trace: Trace) -> [FuzzViolation] {
        guard trace.eventCount <= widthCheckEventLimit else { return [] }
        return lineWidth(of: trace.text(options: TraceTextOptions(width: checkedWidth)), width: checkedWidth)
    }

    /// The lines of `text` wider than `width` display columns.
    public static func lineWidth(of text: String, width: Int) -> [FuzzViolation] {
        var found: [FuzzViolation] = []
        // Without a carriage return, every line feed byte is a "\n" character of its own
        // ("\r\n" is the only character holding one): split on bytes then.
        let lines =
            text.utf8.contains(UInt8(ascii: "\r"))
            ? text.split(separator: "\n", omittingEmptySubsequences: false)
            : text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
                text[$0.startIndex..<$0.endIndex]
            }
        for (number, line) in lines.enumerated() {
            let columns = LineWrapping.columns(of: line)
            if columns > width {
                found.append(
                    FuzzViolation(
                        .lineWidth,
                        "line \(number + 1) of the text wrapped to \(width) is \(columns) columns: \(line.prefix(120))")
                )
            }
        }
        return limited(found)
    }
}
