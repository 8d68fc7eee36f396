// What the screen showed in each frame of a run, for the report page: every
// picture the run's display lists drew, as an SVG document (cairo's SVG surface, one
// point a CSS pixel: sharp at any zoom, and a third of a PNG for shapes) or, when
// smaller (much text, whose glyph outlines SVG spells out), a PNG at one pixel a
// point (the format of a step's first picture is the step's), each
// with the frames it was on screen, so the page shows the frame under the
// scrubber as it looked. Pictures within a step are cropped to one rectangle (the
// views of the whole step plus a margin) so they line up while scrubbing.
// Simplifies: a step whose picture changes more often than `perStepLimit` times,
// or a run whose pictures pass `byteBudget`, keeps an even selection of its
// pictures; a frame between two kept pictures shows the earlier one, and the page
// says which frame that picture is of and how many were kept. Identical pictures
// are stored once.
import Foundation
import ViewSim
import ViewSimRendering

/// The pictures of a run's frames, as the report page embeds them.
///
/// ```swift
/// let pictures = try ReportPictures(simulation: run.simulation, for: "report.html")
/// pictures.json()   // {"steps":[{"step":0,"pictures":1,"kept":1}],"spans":[[0,59,0]],"images":[[337,311,"PD94…"]]}
/// ```
package struct ReportPictures {
    /// Frames `first...last` showed image `image`.
    package struct Span: Equatable {
        package var first: Int
        package var last: Int
        package var image: Int
    }

    /// How many different pictures a step showed, and how many the page keeps.
    package struct StepCount: Equatable {
        package var step: Int
        package var pictures: Int
        package var kept: Int
    }

    /// One stored picture: an SVG document or a PNG, and its size in CSS pixels.
    package struct Image: Equatable {
        /// "svg" or "png".
        package var format: String
        package var bytes: [UInt8]
        package var width: Int
        package var height: Int
    }

    /// The most pictures one step keeps (an even selection beyond it).
    package static let perStepLimit = 120
    /// The most bytes of SVG all pictures together keep (before base64).
    package static let byteBudget = 1_200_000

    package private(set) var images: [Image] = []
    package private(set) var spans: [Span] = []
    package private(set) var steps: [StepCount] = []

    /// No pictures: the run did not record display lists.
    package init() {}

    /// The pictures of `simulation`'s recorded display lists (empty when it recorded none).
    ///
    /// - Parameters:
    ///   - byteBudget: the most bytes all kept pictures may take (before base64); each
    ///     step keeps at least its first picture whatever the budget.
    ///   - path: the file the page is for, named in an error.
    /// - Throws: a CLIError when cairo cannot draw a picture.
    package init(simulation: Simulation, byteBudget: Int = ReportPictures.byteBudget, for path: String) throws {
        let recorded = simulation.recordedDisplayLists
        guard !recorded.isEmpty else { return }
        let lastFrame = simulation.frame
        let ranges = Self.stepRanges(simulation.trace.steps, lastFrame: lastFrame)
        let vector = DisplayListRenderer()
        let bitmap = DisplayListRenderer(scale: 1)

        // Each step's runs of frames that showed the same picture.
        var stepRuns: [(step: Int, runs: [(first: Int, last: Int, list: DisplayList)])] = []
        var cursor = 0  // the first recorded entry not before the step
        for (step, range) in ranges {
            while cursor < recorded.count, recorded[cursor].frame < range.lowerBound { cursor += 1 }
            var entries: [(frame: Int, list: DisplayList)] = []
            if cursor > 0, cursor == recorded.count || recorded[cursor].frame > range.lowerBound {
                entries.append((range.lowerBound, recorded[cursor - 1].list))  // on screen when the step began
            }
            var index = cursor
            while index < recorded.count, recorded[index].frame <= range.upperBound {
                entries.append((recorded[index].frame, recorded[index].list))
                index += 1
            }
            let cropped = RenderFrame.croppedToContent(
                entries.map { RenderFrame(time: Double($0.frame), displayList: $0.list) })
            var runs: [(first: Int, last: Int, list: DisplayList)] = []
            for (offset, frame) in cropped.enumerated() {
                let first = entries[offset].frame
                if let previous = runs.last, previous.list == frame.displayList { continue }
                if !runs.isEmpty { runs[runs.count - 1].last = first - 1 }
                runs.append((first, range.upperBound, frame.displayList))
            }
            stepRuns.append((step, runs))
        }

        // Each step's first picture in both formats: the smaller format is the step's,
        // and its size estimates the step's others, so that only the pictures the
        // budget can keep are drawn.
        var firsts: [Image?] = []
        for (_, runs) in stepRuns {
            guard let run = runs.first else {
                firsts.append(nil)
                continue
            }
            firsts.append(try Self.drawing(path) { try Self.draw(run.list, vector: vector, bitmap: bitmap) })
        }
        func estimate(limit: Int) -> Int {
            zip(stepRuns, firsts).map { step, first in min(step.runs.count, limit) * (first?.bytes.count ?? 0) }.reduce(
                0, +)
        }
        var drawLimit = Self.perStepLimit
        if estimate(limit: drawLimit) > byteBudget {
            var low = 1
            var upper = Self.perStepLimit - 1
            drawLimit = 1
            while low <= upper {  // at most log2(120) + 1 rounds
                let middle = (low + upper) / 2
                if estimate(limit: middle) <= byteBudget {
                    drawLimit = middle
                    low = middle + 1
                } else {
                    upper = middle - 1
                }
            }
        }

        // Draw an even selection of each step's runs, storing identical pictures once.
        var stored = FirstSeenOrder<[UInt8]>()  // indices follow frame order
        var drawn: [(step: Int, runs: Int, spans: [Span])] = []
        for ((step, runs), first) in zip(stepRuns, firsts) {
            var spans: [Span] = []
            for runIndex in Self.evenSelection(of: runs.count, keeping: drawLimit) {
                let run = runs[runIndex]
                let drawing: Image
                if runIndex == 0, let first {
                    drawing = first
                } else if first?.format == "png" {
                    drawing = try Self.drawing(path) {
                        let png = try bitmap.png(run.list)
                        return Image(format: "png", bytes: png.bytes, width: png.pixelWidth, height: png.pixelHeight)
                    }
                } else {
                    drawing = try Self.drawing(path) {
                        let svg = try vector.svg(run.list)
                        return Image(format: "svg", bytes: svg.bytes, width: svg.pixelWidth, height: svg.pixelHeight)
                    }
                }
                let (image, isNew) = stored.position(of: drawing.bytes)
                if isNew { images.append(drawing) }
                spans.append(Span(first: run.first, last: run.last, image: image))
            }
            drawn.append((step, runs.count, spans))
        }

        // Within the byte budget: the most pictures a step may keep such that all kept
        // pictures fit, found by bisection (each step keeps an even selection of its own).
        func kept(limit: Int) -> [(step: Int, runs: Int, spans: [Span])] {
            drawn.map { step in
                (step.step, step.runs, Self.evenSelection(of: step.spans.count, keeping: limit).map { step.spans[$0] })
            }
        }
        func bytes(_ selection: [(step: Int, runs: Int, spans: [Span])]) -> Int {
            Set(selection.flatMap { $0.spans.map(\.image) }).map { images[$0].bytes.count }.reduce(0, +)
        }
        var high = Self.perStepLimit  // the limit used: the largest that fits (1 when none does)
        if bytes(kept(limit: high)) > byteBudget {
            var low = 1
            var fitting = 1
            var upper = Self.perStepLimit - 1
            while low <= upper {  // at most log2(120) + 1 rounds
                let middle = (low + upper) / 2
                if bytes(kept(limit: middle)) <= byteBudget {
                    fitting = middle
                    low = middle + 1
                } else {
                    upper = middle - 1
                }
            }
            high = fitting
        }
        let selection = kept(limit: high)
        // Renumber the images the kept spans use, in frame order.
        var renumbered = FirstSeenOrder<Int>()
        var keptImages: [Image] = []
        for step in selection {
            for span in step.spans {
                let (image, isNew) = renumbered.position(of: span.image)
                if isNew { keptImages.append(images[span.image]) }
                spans.append(Span(first: span.first, last: span.last, image: image))
            }
            steps.append(StepCount(step: step.step, pictures: step.runs, kept: step.spans.count))
        }
        images = keptImages
    }

    /// Each step's frames: from its first frame to the frame before the next
    /// step's first frame (the run's last frame for the last step). A step without
    /// frames of its own starts where the step before it ended.
    static func stepRanges(_ records: [StepRecord], lastFrame: Int) -> [(step: Int, range: ClosedRange<Int>)] {
        let sorted = records.sorted { $0.index < $1.index }
        var starts: [(step: Int, first: Int)] = []
        var previous = 0
        for record in sorted {
            let first = max(previous, record.frames?.lowerBound ?? previous)
            starts.append((record.index, first))
            previous = first
        }
        return starts.enumerated().map { offset, start in
            let end =
                offset + 1 < starts.count ? max(start.first, starts[offset + 1].first - 1) : max(start.first, lastFrame)
            return (start.step, start.first...end)
        }
    }

    /// What `draw` gives, or a CLIError naming `path`.
    static func drawing(_ path: String, _ draw: () throws -> Image) throws -> Image {
        do {
            return try draw()
        } catch {
            throw CLIError("cannot draw the pictures of '\(path)': \(error)")
        }
    }

    /// `list` as an SVG document, or as a PNG at one pixel a point when that is smaller
    /// (cairo's SVG writes each glyph's outline, so a picture with much text can be
    /// larger as SVG; shapes are a third of their PNG).
    static func draw(_ list: DisplayList, vector: DisplayListRenderer, bitmap: DisplayListRenderer) throws -> Image {
        let svg = try vector.svg(list)
        let png = try bitmap.png(list)
        let smaller = png.bytes.count < svg.bytes.count ? ("png", png) : ("svg", svg)
        return Image(format: smaller.0, bytes: smaller.1.bytes, width: svg.pixelWidth, height: svg.pixelHeight)
    }

    /// `keeping` indices of `0..<count`, evenly spread, always the first and the last.
    static func evenSelection(of count: Int, keeping: Int) -> [Int] {
        guard count > keeping, keeping > 0 else { return Array(0..<count) }
        if keeping == 1 { return [0] }
        var indices: [Int] = []
        for slot in 0..<keeping {
            let index = slot * (count - 1) / (keeping - 1)
            if indices.last != index { indices.append(index) }
        }
        return indices
    }

    /// The pictures as the page's JSON: each step's counts, the spans as
    /// `[first, last, image]` in frame order, and the images as `[width, height, "svg" or "png", base64]`.
    package func json() -> String {
        var json = "{\"steps\":["
        json += steps.map { "{\"step\":\($0.step),\"pictures\":\($0.pictures),\"kept\":\($0.kept)}" }.joined(
            separator: ",")
        json += "],\"spans\":["
        json += spans.map { "[\($0.first),\($0.last),\($0.image)]" }.joined(separator: ",")
        json += "],\"images\":["
        json += images.map { "[\($0.width),\($0.height),\"\($0.format)\",\"\(Data($0.bytes).base64EncodedString())\"]" }
            .joined(separator: ",\n")
        return json + "]}"
    }
}
