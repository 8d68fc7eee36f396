// The claims of lesson 17 and their checks against the trace: for each loop, the
// values that went round, how often the action ran and was held back, SwiftUI's
// message and the loop's hops; for each fix, that the action ran once and nothing
// was logged.
import Foundation
import ViewSim

extension Lesson17 {
    /// SwiftUI's messages, verbatim (docs: /work/shared/reference §9 and §16).
    static let preferenceWarning = "Bound preference HeightKey tried to update multiple times per frame."
    static let widthWarning = "onChange(of: CGFloat) action tried to update multiple times per frame."
    static let publishingWarning =
        "Publishing changes from within view updates is not allowed, this will cause undefined behavior."
    static let temperatureWarning = "onChange(of: Double) action tried to update multiple times per frame."

    /// The values a reader saw in `frame`, rounded to hundredths: preference or geometry
    /// values (`⇡`) when `preference`, else onChange's new values.
    static func values(in frame: FrameRecord, preference: Bool) -> [Double] {
        frame.events.compactMap { event -> Double? in
            switch event.kind {
            case .preference(_, let change) where preference:
                return change.new.numbers.first.map { ($0 * 100).rounded() / 100 }
            case .valueChanged(_, _, _, let new) where !preference:
                return new.numbers.first.map { ($0 * 100).rounded() / 100 }
            default:
                return nil
            }
        }
    }

    /// The actions run and held back in a frame: (runs, suppressed).
    static func dispatches(in frame: FrameRecord, labelPrefix: String) -> (runs: Int, suppressed: Int) {
        let runs = TraceQuery.actionRuns(in: frame, labelPrefix: labelPrefix).count
        let suppressed = frame.events.filter {
            guard case .actionSuppressed(let node, _, _) = $0.kind else { return false }
            return node.label.hasPrefix(labelPrefix)
        }.count
        return (runs, suppressed)
    }

    /// Whether each of `hops` is part of one hop of the loop's cycle, in order.
    static func goesThrough(_ diagnostic: Diagnostic, _ hops: [String]) -> Bool {
        var rest = diagnostic.cycleHops[...]
        for hop in hops {
            guard let found = rest.firstIndex(where: { $0.contains(hop) }) else { return false }
            rest = rest[(found + 1)...]
        }
        return true
    }

    /// The one loop diagnostic of `kind` in `step` with `message`, or why there is none.
    static func loop(
        _ trace: Trace, step: Int, kind: Diagnostic.Kind, message: String, through hops: [String]
    ) -> String? {
        let loops = trace.diagnostics(inStep: step).filter { $0.kind == kind }
        guard loops.count == 1, let loop = loops.first else {
            return "\(loops.count) \(kind.rawValue) diagnostics in step \(step)"
        }
        guard loop.message == message else { return "the warning reads \"\(loop.message)\"" }
        return goesThrough(loop, hops) ? nil : "the cycle is \(loop.cycleSummary)"
    }

    /// The frames of `step` in which something happened.
    static func frames(_ trace: Trace, step: Int) -> [FrameRecord] {
        TraceQuery.frames(trace, steps: step...step)
    }

    static var claims: [ScenarioClaim] {
        [
            ScenarioClaim(
                "Frame 0: the row's height goes 19.79 → 59.37 → 138.52; the action runs twice and the third change is held back"
            ) { trace in
                guard let frame = frames(trace, step: Step.appear).first, frame.index == 0 else {
                    return "no frame 0 in step \(Step.appear)"
                }
                let seen = values(in: frame, preference: true)
                let (runs, suppressed) = dispatches(in: frame, labelPrefix: ".onPreferenceChange")
                guard seen == [19.79, 59.37, 138.52], runs == 2, suppressed == 1 else {
                    return "HeightKey went \(seen); the action ran \(runs) times, \(suppressed) held back"
                }
                return nil
            },
            ScenarioClaim(
                "SwiftUI logs \"\(preferenceWarning)\", and the loop goes action → GrowingRow._extra → GrowingRow's body → GeometryReader's body → HeightKey → action"
            ) { trace in
                loop(
                    trace, step: Step.appear, kind: .preferenceLoop, message: preferenceWarning,
                    through: [
                        "onPreferenceChange(HeightKey) action", "GrowingRow._extra", "GrowingRow #", "GeometryReader #",
                        "HeightKey of .preference", "onPreferenceChange(HeightKey) action",
                    ])
            },
            ScenarioClaim(
                "It never settles: in each of the next 3 frames the action runs twice and a third change is held back, with no new warning; in frame 2 viewsim names the loop as never settling, with its values"
            ) { trace in
                let frames = frames(trace, step: Step.neverSettles)
                guard frames.map(\.index) == [1, 2, 3] else {
                    return "frames with events in step \(Step.neverSettles): \(frames.map(\.index))"
                }
                for frame in frames {
                    let (runs, suppressed) = dispatches(in: frame, labelPrefix: ".onPreferenceChange")
                    guard runs == 2, suppressed == 1 else {
                        return "in frame \(frame.index) the action ran \(runs) times, \(suppressed) held back"
                    }
                }
                let diagnostics = trace.diagnostics(inStep: Step.neverSettles)
                guard diagnostics.map(\.kind) == [.neverSettles], let endless = diagnostics.first,
                    endless.message.contains("19.7891 → 59.3672 → 138.5234 → 296.8359")
                else { return "logged: " + diagnostics.map(\.message).joined(separator: " / ") }
                let frame = frames.first { $0.events.contains { $0.kind.name == .diagnostic } }?.index
                return frame == 2 ? nil : "the never-settles diagnostic is in frame \(frame.map(String.init) ?? "none")"
            },
            ScenarioClaim(
                "Measured with onGeometryChange on the text, inside the padding, the action runs once with 19.79 and nothing is logged"
            ) { trace in
                let frames = frames(trace, step: Step.measuredFix)
                let seen = frames.flatMap { values(in: $0, preference: true) }
                let runs = frames.map { dispatches(in: $0, labelPrefix: ".onGeometryChange").runs }.reduce(0, +)
                guard seen == [19.79], runs == 1 else {
                    return "the geometry went \(seen); the action ran \(runs) times"
                }
                let logged = trace.diagnostics(inStep: Step.measuredFix)
                return logged.isEmpty ? nil : "logged: " + logged.map(\.message).joined(separator: " / ")
            },
            ScenarioClaim(
                "The GeometryReader's onChange runs twice (it sees widths 0 and 10 and writes 10 and 20), the dispatch for 20 is held back, and SwiftUI logs \"\(widthWarning)\" with the loop action → SizingReader._width → SizingReader's body → GeometryReader's body → onChange"
            ) { trace in
                let frames = frames(trace, step: Step.sizingReader)
                guard let frame = frames.first else { return "no frame in step \(Step.sizingReader)" }
                let (runs, suppressed) = dispatches(in: frame, labelPrefix: ".onChange")
                guard runs == 2, suppressed == 1 else {
                    return "in frame \(frame.index) the action ran \(runs) times, \(suppressed) held back"
                }
                let seen = values(in: frame, preference: false)
                guard seen == [10, 20] else { return "onChange saw \(seen)" }
                return loop(
                    trace, step: Step.sizingReader, kind: .updateLoop, message: widthWarning,
                    through: [
                        "onChange(of: CGFloat) action", "SizingReader._width", "SizingReader #", "GeometryReader #",
                        "onChange(of: CGFloat) of", "onChange(of: CGFloat) action",
                    ])
            },
            ScenarioClaim(
                "The badge's body publishes `shown` 0 → 1 and SwiftUI logs \"\(publishingWarning)\" once; PublishingViews's body runs again and shows \"shown 1 times\", and the frame settles"
            ) { trace in
                let frames = frames(trace, step: Step.publishing)
                guard frames.count == 1, let frame = frames.first else {
                    return "\(frames.count) frames with events in step \(Step.publishing)"
                }
                let published = TraceQuery.publishedChanges(in: frame).map {
                    "\($0.property ?? "?") \($0.new.map { "\($0)" } ?? "")"
                }
                guard published == ["shown 1"] else { return "published: \(published)" }
                let logged = trace.diagnostics(inStep: Step.publishing)
                guard logged.map(\.kind) == [.modifyingStateDuringUpdate], logged.first?.message == publishingWarning
                else {
                    return "logged: " + logged.map(\.message).joined(separator: " / ")
                }
                let texts = frame.events.compactMap { event -> String? in
                    guard case .attributeChanged(_, "text", _, let new) = event.kind else { return nil }
                    return "\(new)"
                }
                let runs = trace.bodyEvaluations(of: "PublishingViews", inFrame: frame.index).count
                guard texts == ["\"shown 1 times\""], runs == 2 else {
                    return "PublishingViews's body ran \(runs) times; the texts changed to \(texts)"
                }
                return nil
            },
            ScenarioClaim("Counted in .onAppear, the same change is published and nothing is logged") { trace in
                let frames = frames(trace, step: Step.countedFix)
                let published = frames.flatMap { TraceQuery.publishedChanges(in: $0) }.count
                let logged = trace.diagnostics(inStep: Step.countedFix)
                guard published == 1, logged.isEmpty else {
                    return "\(published) changes published; logged: " + logged.map(\.message).joined(separator: " / ")
                }
                return nil
            },
            ScenarioClaim(
                "Two bodies that write what the other reads: the frame stops after 8 update passes at \"left 15\" and \"right 16\", and viewsim names the loop RightNumber → LeftNumber → RightNumber"
            ) { trace in
                let frames = frames(trace, step: Step.pair)
                guard frames.count == 1, let frame = frames.first, frame.passes == 8 else {
                    return
                        "frames with events in step \(Step.pair): \(frames.map { "\($0.index) (\($0.passes) passes)" })"
                }
                let texts = frame.events.compactMap { event -> String? in
                    guard case .attributeChanged(_, "text", _, let new) = event.kind else { return nil }
                    return "\(new)"
                }
                guard texts.suffix(2).sorted() == ["\"left 15\"", "\"right 16\""] else {
                    return "the texts ended at \(texts.suffix(2))"
                }
                let kinds = trace.diagnostics(inStep: Step.pair).map(\.kind)
                guard kinds.filter({ $0 == .unsettledFrame }).count == 1 else { return "logged: \(kinds)" }
                let loops = trace.diagnostics(inStep: Step.pair).filter { $0.kind == .updateLoop }
                guard loops.count == 1, let loop = loops.first,
                    loop.cycleHops.map({ $0.components(separatedBy: " ").first ?? "" }) == [
                        "RightNumber", "LeftNumber", "RightNumber",
                    ]
                else { return "the loops named: \(loops.map(\.cycleSummary))" }
                return nil
            },
            ScenarioClaim("With one stored number and the other derived, the body runs once and nothing is logged") {
                trace in
                let frames = frames(trace, step: Step.derivedFix)
                let runs = frames.map { trace.bodyEvaluations(of: "DerivedPair", inFrame: $0.index).count }.reduce(0, +)
                let logged = trace.diagnostics(inStep: Step.derivedFix)
                guard runs == 1, logged.isEmpty else {
                    return "DerivedPair's body ran \(runs) times; logged: "
                        + logged.map(\.message).joined(separator: " / ")
                }
                return nil
            },
            ScenarioClaim(
                "One tap on \"warmer\": each onChange runs twice (°F 70, 72; °C 22, 23), the third dispatch is held back, and SwiftUI logs \"\(temperatureWarning)\" with the loop through both states"
            ) { trace in
                guard let frame = frames(trace, step: Step.pingPong).last else {
                    return "no frame in step \(Step.pingPong)"
                }
                let (runs, suppressed) = dispatches(in: frame, labelPrefix: ".onChange")
                guard runs == 4, suppressed == 1 else {
                    return "in frame \(frame.index) the actions ran \(runs) times, \(suppressed) held back"
                }
                let writes = frame.events.compactMap { event -> String? in
                    guard case .stateWrite(_, let property, _, let new, _) = event.kind else { return nil }
                    return "\(property) \(new)"
                }
                let expected = [
                    "PingPong._celsius 21", "PingPong._fahrenheit 70", "PingPong._celsius 22",
                    "PingPong._fahrenheit 72",
                    "PingPong._celsius 23",
                ]
                guard writes == expected else { return "the writes were \(writes)" }
                return loop(
                    trace, step: Step.pingPong, kind: .updateLoop, message: temperatureWarning,
                    through: [
                        "onChange(of: Double) action", "PingPong._fahrenheit", "PingPong #", "onChange(of: Double) of",
                        "onChange(of: Double) action", "PingPong._celsius", "PingPong #", "onChange(of: Double) of",
                    ])
            },
            ScenarioClaim(
                "With one source of truth, a tap changes °C and the computed °F in one pass: no action runs and nothing is logged"
            ) { trace in
                guard let frame = frames(trace, step: Step.oneSourceFix).last else {
                    return "no frame in step \(Step.oneSourceFix)"
                }
                let runs = TraceQuery.actionRuns(in: frame, labelPrefix: ".onChange").count
                let logged = trace.diagnostics(inStep: Step.oneSourceFix)
                guard frame.passes <= 1, runs == 0, logged.isEmpty else {
                    return
                        "frame \(frame.index): \(frame.passes) passes, \(runs) onChange runs; logged: \(logged.map(\.message))"
                }
                return nil
            },
        ]
    }
}
