// Reads the folded trace JSON (schema viewsim.trace.folded) back into frames the
// way the page's script does (a run's frame is the frame it repeats with ids,
// causes and parents shifted and its own texts) and lists where that differs from
// the trace itself: every frame with events must come back with the same ids,
// kinds, causes, places in the cause tree (`CauseTree`) and texts (an animation
// frame's with its own value), and the samples must equal the whole JSON's exactly.
// Simplifies: compares what the page shows (ids, kinds, causes, tree, texts,
// times, samples), not the other fields of a folded frame's events.
import Foundation
import ViewSim
import XCTest

enum FoldedTraceCheck {
    /// Where `folded` does not give back `trace`'s frames and samples; empty when it does.
    /// `whole` is `trace.json()` parsed, when the caller has it already (a long run's
    /// whole JSON takes seconds to write and parse in a debug build); else it is made here.
    static func problems(
        folded: String, trace: Trace, framesPerSecond: Int, whole: [String: Any]? = nil
    ) throws -> [String] {
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(folded.utf8)) as? [String: Any])
        let whole = try whole ?? ReportFixtures.json(trace.json())
        var problems: [String] = []
        var frames: [Int: [String: Any]] = [:]
        var runs: [(record: [String: Any], spans: [[Int]], middles: [[String]])] = []
        for frame in (document["frames"] as? [[String: Any]]) ?? [] {
            guard let index = frame["index"] as? Int else {
                problems.append("a frame without an index")
                continue
            }
            if frame["sameAs"] == nil {
                frames[index] = frame
            } else {
                runs.append((frame, (frame["spans"] as? [[Int]]) ?? [], (frame["middles"] as? [[String]]) ?? []))
            }
        }
        func rebuilt(_ index: Int) -> (time: Double, events: [[String: Any]], folded: Bool)? {
            if let frame = frames[index] {
                return ((frame["time"] as? Double) ?? .nan, (frame["events"] as? [[String: Any]]) ?? [], false)
            }
            guard let (run, spans, middles) = runs.last(where: { ($0.record["index"] as? Int ?? .max) <= index }),
                let first = run["index"] as? Int, let count = run["count"] as? Int, index < first + count,
                let sameAs = run["sameAs"] as? Int, let firstEvent = run["firstEvent"] as? Int,
                let reference = frames[sameAs]?["events"] as? [[String: Any]], let base = reference.first?["id"] as? Int
            else { return nil }
            let offset = index - first
            let shift = firstEvent + offset * reference.count - base
            var own: [Int: String] = [:]
            for (which, span) in spans.enumerated() {
                guard span.count == 3, middles.indices.contains(offset), middles[offset].indices.contains(which),
                    reference.indices.contains(span[0])
                else { continue }
                let (position, prefix, suffix, middle) = (span[0], span[1], span[2], middles[offset][which])
                let old = Array(((reference[position]["text"] as? String) ?? "").utf16)
                guard prefix + suffix <= old.count else { continue }
                own[position] = String(
                    decoding: old[..<prefix] + Array(middle.utf16) + old[(old.count - suffix)...], as: UTF16.self)
            }
            let events = reference.enumerated().map { position, event -> [String: Any] in
                var copy = event
                copy["id"] = (event["id"] as? Int ?? 0) + shift
                copy["causes"] = ((event["causes"] as? [Int]) ?? []).map { $0 >= base ? $0 + shift : $0 }
                copy["parentEvent"] = (event["parentEvent"] as? Int).map { $0 + shift } as Any
                if let text = own[position] { copy["text"] = text }
                return copy
            }
            return (Double(index) / Double(framesPerSecond), events, true)
        }
        for record in trace.frames {
            guard let frame = rebuilt(record.index) else {
                problems.append("frame \(record.index) is missing")
                continue
            }
            // A whole frame's time comes through Foundation's parser, which may miss the last bit.
            if frame.folded ? frame.time != record.time : abs(frame.time - record.time) > 1e-9 {
                problems.append("frame \(record.index): time \(frame.time), not \(record.time)")
            }
            let events = record.events
            guard frame.events.count == events.count else {
                problems.append("frame \(record.index): \(frame.events.count) events, not \(events.count)")
                continue
            }
            let tree = CauseTree(events: events)
            let orders = tree.orders
            for (position, (event, shown)) in zip(events, frame.events).enumerated() {
                if shown["id"] as? Int != event.id {
                    problems.append("frame \(record.index): event id \(shown["id"] ?? "none"), not \(event.id)")
                }
                if shown["kind"] as? String != TraceJSON.kindName(event.kind) {
                    problems.append("frame \(record.index): event \(event.id)'s kind")
                }
                if (shown["causes"] as? [Int]) != event.causes {
                    problems.append("frame \(record.index): event \(event.id)'s causes")
                }
                if shown["parentEvent"] as? Int != tree.parents[position].map({ tree.events[$0].id })
                    || shown["order"] as? Int != orders[position]
                {
                    problems.append("frame \(record.index): event \(event.id)'s place in the cause tree")
                }
                if shown["text"] as? String != TraceText.line(for: event) {
                    problems.append(
                        "frame \(record.index): event \(event.id) reads \(shown["text"] ?? "nothing"), not \(TraceText.line(for: event))"
                    )
                }
            }
            if problems.count > 10 { return problems }
        }
        let foldedAnimations = (document["animations"] as? [[String: Any]]) ?? []
        let wholeAnimations = (whole["animations"] as? [[String: Any]]) ?? []
        if foldedAnimations.count != wholeAnimations.count {
            problems.append("\(foldedAnimations.count) animated values, not \(wholeAnimations.count)")
        }
        for (folded, expected) in zip(foldedAnimations, wholeAnimations) {
            let samples = (folded["samples"] as? [[Any]]) ?? []
            let wholeSamples = (expected["samples"] as? [[String: Any]]) ?? []
            if samples.count != wholeSamples.count {
                problems.append("\(expected["attribute"] ?? ""): \(samples.count) samples, not \(wholeSamples.count)")
            }
            for (sample, wholeSample) in zip(samples, wholeSamples) {
                let same =
                    sample.count == 4 && sample[0] as? Int == wholeSample["frame"] as? Int
                    && sample[1] as? Int == wholeSample["event"] as? Int
                    && (sample[2] as? NSArray) == (wholeSample["presentation"] as? NSArray)
                    && (sample[3] as? NSArray) == (wholeSample["model"] as? NSArray)
                if !same {
                    problems.append("\(expected["attribute"] ?? ""): sample \(sample) is not \(wholeSample)")
                    break
                }
            }
        }
        return problems
    }
}
